import { MICRO_PROFIT_AND_LOSS_LABELS } from "../../../../core/accounts";
import type { ComparativesJson } from "../../../../core/contracts";
import { formatLongUk } from "../../../../core/dates";
import { BALANCE_SHEET_ROWS, CAPITAL_AND_RESERVES_ROWS } from "../../../../core/filing/pack/statutory-balance-sheet";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "../../../components/ui/table";
import { cn } from "../../../lib/cn";
import { comparativeCell } from "./comparative-cell";

type Year = NonNullable<ComparativesJson["prior"]>;

interface Row {
  label: string;
  current: number | null;
  prior: number | null;
  total?: boolean;
  /** A count (employees), not money. */
  count?: boolean;
}

/** The column heading of a year: its end date, and "(as entered)" when the prior year was typed, not closed here. */
const yearHeading = (y: Year, label: string) =>
  `${label}: ${formatLongUk(y.period.end)}${y.source === "typed" ? " (as entered)" : ""}`;

function ComparativeTable({ title, c, rows }: { title: string; c: ComparativesJson; rows: Row[] }) {
  if (!c.prior) return null;
  return (
    <section className="space-y-1">
      <h3 className="px-2 text-xs font-semibold tracking-wide text-muted-foreground uppercase">{title}</h3>
      <Table scrollLabel={title} aria-label={title}>
        <TableHeader>
          <TableRow>
            <TableHead>Line</TableHead>
            <TableHead className="text-right">{yearHeading(c.current, "This year")}</TableHead>
            <TableHead className="text-right">{yearHeading(c.prior, "Prior year")}</TableHead>
          </TableRow>
        </TableHeader>
        <TableBody>
          {rows.map((r) => (
            <TableRow key={r.label} className={cn(r.total && "font-semibold")}>
              <TableCell>{r.label}</TableCell>
              <TableCell className="text-right tabular-nums">
                {comparativeCell(r.current, r.count ? "count" : "money")}
              </TableCell>
              <TableCell className="text-right tabular-nums">
                {comparativeCell(r.prior, r.count ? "count" : "money")}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </section>
  );
}

const employeesRow = (c: ComparativesJson) => ({
  label: "Average number of employees",
  current: c.current.averageEmployees,
  prior: c.prior?.averageEmployees ?? null,
  count: true,
});

/** The micro-entity profit and loss (A–H) of this year beside the prior year's (CA 2006 Sch 1 para 7). */
export function ProfitLossComparatives({ comparatives }: { comparatives: ComparativesJson | null | undefined }) {
  if (!comparatives?.prior) return null;
  const { current, prior } = comparatives;
  const keys = Object.keys(MICRO_PROFIT_AND_LOSS_LABELS) as (keyof typeof MICRO_PROFIT_AND_LOSS_LABELS)[];
  const rows: Row[] = keys.map((k) => ({
    label: MICRO_PROFIT_AND_LOSS_LABELS[k],
    current: current.profitAndLoss?.[k] ?? null,
    prior: prior.profitAndLoss?.[k] ?? null,
    total: k === "profitBeforeTax" || k === "profitAfterTax",
  }));
  return (
    <ComparativeTable
      title="Profit and loss with comparatives"
      c={comparatives}
      rows={[...rows, employeesRow(comparatives)]}
    />
  );
}

/** The micro-entity balance sheet (A–K) at this year's end beside the prior year's. */
export function BalanceSheetComparatives({ comparatives }: { comparatives: ComparativesJson | null | undefined }) {
  if (!comparatives?.prior) return null;
  const { current, prior } = comparatives;
  const rows: Row[] = [...BALANCE_SHEET_ROWS, ...CAPITAL_AND_RESERVES_ROWS].map((r) => ({
    label: r.letter ? `${r.letter} ${r.label}` : r.label,
    current: current.balanceSheet[r.key],
    prior: prior.balanceSheet[r.key],
    total: r.kind !== "line",
  }));
  return <ComparativeTable title="Balance sheet with comparatives" c={comparatives} rows={rows} />;
}
