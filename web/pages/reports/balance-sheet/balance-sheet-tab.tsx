import type { BalanceSheetReport } from "../../../../core/contracts";
import { formatLongUk } from "../../../../core/dates";
import { BalanceSheetComparatives } from "../comparatives/comparatives-table";
import { ReportLine, ReportSection } from "../report-line";
import { BalanceSheetNote } from "./balance-sheet-note";
import { balanceSheetSections } from "./balance-sheet-sections";
import { CashByAccount } from "./cash-by-account";
import { CashCheck } from "./cash-check";
import { CashExplanations } from "./cash-explanations";
import { DividendsWarning } from "./dividends-warning";
import { TypedBankBalances } from "./typed-bank-balances";

/** Balance Sheet tab (spec part 2): 'As at' the end date, assets, liabilities, net assets and equity. */
export function BalanceSheetTab({ report, sample }: { report: BalanceSheetReport; sample: boolean }) {
  const end = report.period.endDate;
  return (
    <div className="space-y-6">
      <p className="text-sm">
        <span className="text-muted-foreground">As at </span>
        <span className="font-medium">{end ? formatLongUk(end) : "N/A"}</span>
      </p>
      <div className="grid gap-6 lg:grid-cols-2">
        {balanceSheetSections(report).map((section) => (
          <ReportSection key={section.title} title={section.title} titleHidden={section.titleHidden}>
            {section.rows.map((row) => (
              <ReportLine key={row.label} {...row} accountsStyle />
            ))}
          </ReportSection>
        ))}
      </div>
      <DividendsWarning report={report} />
      <BalanceSheetComparatives comparatives={report.comparatives} />
      <div id="cash-check" className="scroll-mt-4 space-y-6">
        <CashCheck check={report.cashCheck} />
        <CashByAccount accounts={report.bankAccounts ?? []} />
        {!sample && <TypedBankBalances report={report} />}
        {!sample && <CashExplanations accounts={report.bankAccounts ?? []} />}
      </div>
      <BalanceSheetNote report={report} sample={sample} />
    </div>
  );
}
