import type { ReactElement } from "react";
import {
  Bar,
  BarChart,
  CartesianGrid,
  Legend,
  Line,
  LineChart,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from "recharts";
import type { MonthlyReport } from "../../../../core/contracts";
import { formatPounds } from "../report-format";

const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];

/** "2025-04" → "Apr 25". */
function monthLabel(month: string): string {
  const [year, m] = month.split("-");
  return `${MONTHS[Number(m) - 1] ?? m} ${year?.slice(2) ?? ""}`;
}

const poundsTick = (value: number) => `£${Math.round(value / 1000)}k`;
const tooltipValue = (value: unknown) => (typeof value === "number" ? formatPounds(value) : String(value));

function ChartFrame({ title, summary, children }: { title: string; summary: string; children: ReactElement }) {
  return (
    <figure className="space-y-2">
      <figcaption className="text-sm font-semibold">{title}</figcaption>
      <div className="h-64 w-full" role="img" aria-label={summary}>
        <ResponsiveContainer width="100%" height="100%">
          {children}
        </ResponsiveContainer>
      </div>
    </figure>
  );
}

/** Monthly income and expenses (bars) and the month-end cash balance (line). Recharts loads with this file only. */
export function ReportCharts({ monthly }: { monthly: MonthlyReport }) {
  const data = monthly.months.map((m) => ({ ...m, label: monthLabel(m.month) }));
  const last = data.at(-1);
  return (
    <div className="grid gap-6 lg:grid-cols-2">
      <ChartFrame
        title="Income and expenses by month"
        summary={`Bar chart of income and expenses for ${data.length} months.`}
      >
        <BarChart data={data} margin={{ left: 8, right: 8 }}>
          <CartesianGrid strokeDasharray="3 3" vertical={false} />
          <XAxis dataKey="label" fontSize={12} />
          <YAxis tickFormatter={poundsTick} fontSize={12} width={48} />
          <Tooltip formatter={tooltipValue} />
          <Legend />
          <Bar dataKey="income" name="Income" fill="var(--success)" />
          <Bar dataKey="expenses" name="Expenses" fill="var(--destructive)" />
        </BarChart>
      </ChartFrame>
      <ChartFrame
        title="Cash balance at each month end"
        summary={
          last ? `Line chart of the month-end cash balance, ending at ${formatPounds(last.cashBalance)}.` : "No data."
        }
      >
        <LineChart data={data} margin={{ left: 8, right: 8 }}>
          <CartesianGrid strokeDasharray="3 3" vertical={false} />
          <XAxis dataKey="label" fontSize={12} />
          <YAxis tickFormatter={poundsTick} fontSize={12} width={48} />
          <Tooltip formatter={tooltipValue} />
          <Line
            type="monotone"
            dataKey="cashBalance"
            name="Cash balance"
            stroke="var(--primary)"
            strokeWidth={2}
            dot={false}
          />
        </LineChart>
      </ChartFrame>
    </div>
  );
}
