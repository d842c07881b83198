import { MICRO_PROFIT_AND_LOSS_LABELS } from "../../../../core/accounts";
import type { ProfitLossReport } from "../../../../core/contracts";
import { ReportLine, ReportSection } from "../report-line";

type MicroKey = keyof ProfitLossReport["micro"];

const LINES: { key: MicroKey; drill?: string; total?: boolean; accounts?: boolean }[] = [
  { key: "turnover", drill: "micro:A" },
  { key: "otherIncome", drill: "micro:B" },
  { key: "costOfRawMaterialsAndConsumables", drill: "micro:C" },
  { key: "staffCosts", drill: "micro:D" },
  { key: "depreciationAndOtherAmountsWrittenOff", drill: "micro:E" },
  { key: "otherCharges", drill: "micro:F" },
  { key: "profitBeforeTax", total: true, accounts: true },
  { key: "tax" },
  { key: "profitAfterTax", total: true, accounts: true },
];

/** The statutory micro-entity format (lines A–H) the filed accounts use: depreciation and tax included. */
export function StatutoryLines({ micro }: { micro: ProfitLossReport["micro"] }) {
  return (
    <ReportSection title="Statutory profit and loss (micro-entity format)">
      {LINES.map(({ key, drill, total, accounts }) => (
        <ReportLine
          key={key}
          label={MICRO_PROFIT_AND_LOSS_LABELS[key]}
          amount={micro[key]}
          drillKey={drill}
          total={total}
          accountsStyle={accounts}
        />
      ))}
    </ReportSection>
  );
}
