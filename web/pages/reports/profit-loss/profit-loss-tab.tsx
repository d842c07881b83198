import type { ProfitLossReport } from "../../../../core/contracts";
import { ProfitLossComparatives } from "../comparatives/comparatives-table";
import { formatPeriod, formatPoundsAccounts } from "../report-format";
import { ReportLine, ReportSection } from "../report-line";
import { StatutoryLines } from "./statutory-lines";
import { NeedsReviewNote, UncategorisedWarning } from "./uncategorised-warning";

const count = (n: number) => `${n} transaction${n === 1 ? "" : "s"}`;

function CategoryLines({ section, prefix }: { section: ProfitLossReport["income"]; prefix: "income" | "expense" }) {
  if (section.categories.length === 0) {
    return <li className="px-2 py-2 text-sm text-muted-foreground">Nothing categorised here yet.</li>;
  }
  return section.categories.map((c) => (
    <ReportLine
      key={c.categoryId}
      label={c.categoryName}
      detail={count(c.transactionCount)}
      amount={c.amount}
      drillKey={`${prefix}:${c.categoryId}`}
    />
  ));
}

function NetProfit({ amount }: { amount: number }) {
  return (
    <div className="flex items-center justify-between rounded-lg bg-muted px-3 py-3 text-base font-semibold">
      <span>Net Profit/(Loss)</span>
      <span className={amount < 0 ? "text-destructive tabular-nums" : "tabular-nums"}>
        {formatPoundsAccounts(amount)}
      </span>
    </div>
  );
}

/** Profit & Loss tab (spec part 2): the period, income and expenses by category, net profit, uncategorised warning. */
export function ProfitLossTab({ report, sample }: { report: ProfitLossReport; sample: boolean }) {
  return (
    <div className="space-y-6">
      <p className="text-sm">
        <span className="text-muted-foreground">Period: </span>
        <span className="font-medium">{formatPeriod(report.period.startDate, report.period.endDate)}</span>
        {report.periodSource === "suggested" && (
          <span className="text-muted-foreground"> (suggested from your transactions)</span>
        )}
      </p>
      <UncategorisedWarning
        uncategorised={report.uncategorizedCount}
        needsReview={report.needsReviewCount}
        sample={sample}
      />
      {report.uncategorizedCount === 0 && <NeedsReviewNote needsReview={report.needsReviewCount} />}
      <div className="grid gap-6 lg:grid-cols-2">
        <ReportSection title="Income">
          <CategoryLines section={report.income} prefix="income" />
          <ReportLine label="Total Income" amount={report.income.total} drillKey="income" total />
        </ReportSection>
        <ReportSection title="Expenses">
          <CategoryLines section={report.expenses} prefix="expense" />
          <ReportLine label="Total Expenses" amount={report.expenses.total} drillKey="expenses" total />
        </ReportSection>
      </div>
      <NetProfit amount={report.netProfit} />
      <p className="text-xs text-muted-foreground">
        Net profit is categorised income less expenses, before depreciation, profits or losses on equipment sold and
        corporation tax. Transfers, equipment, loans, dividends and tax payments are not income or expenses and are left
        out.
        {report.outsidePeriodCount > 0 &&
          ` ${count(report.outsidePeriodCount)} dated outside the period ${report.outsidePeriodCount === 1 ? "is" : "are"} left out.`}
      </p>
      {report.period.startDate && <StatutoryLines micro={report.micro} />}
      <ProfitLossComparatives comparatives={report.comparatives} />
    </div>
  );
}
