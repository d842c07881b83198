import type { VatReport } from "../../../../core/contracts";

export interface VatLine {
  label: string;
  /** Pounds, as the card shows it. */
  amount: number;
  /** The drill-down line of the transactions behind the figure (GET /api/reports/drilldown?line=). */
  drillKey?: string;
  total?: boolean;
}

/** "Flat rate scheme, 14.5 %" from basis points (1,450), without floating-point division. */
function flatRateText(basisPoints: number | null): string {
  if (basisPoints === null) return "Flat rate scheme";
  const whole = Math.trunc(basisPoints / 100);
  const cents = basisPoints % 100;
  const decimals = cents === 0 ? "" : `.${String(cents).padStart(2, "0").replace(/0$/, "")}`;
  return `Flat rate scheme, ${whole}${decimals}%`;
}

export function schemeText(report: VatReport): string {
  return report.scheme === "flat-rate" ? flatRateText(report.flatRateBasisPoints) : "Standard scheme";
}

/**
 * The VAT card's lines: output VAT, input VAT (on the flat rate scheme, a capital purchase of £2,000 or more), the
 * flat-rate VAT (flat rate only), the payments to HMRC, and the liability as "Owed to HMRC" or "Owed by HMRC".
 * Each figure opens the transactions behind it; the liability is openingVat + output − input + flat rate − paid.
 */
export function vatLines(report: VatReport): VatLine[] {
  const flat = report.scheme === "flat-rate";
  const lines: VatLine[] = [];
  // What was owed at the start is named, and payments settle it first (uk-accounting-rules §10).
  if (report.openingVat > 0) lines.push({ label: "Owed to HMRC at the start of the year", amount: report.openingVat });
  if (report.openingVat < 0) {
    lines.push({ label: "Repayment due from HMRC at the start of the year", amount: report.openingVat });
  }
  lines.push({ label: "Output VAT (on sales)", amount: report.outputVat, drillKey: report.lines.outputVat });
  const inputLabel = flat ? "Input VAT (capital purchases)" : "Input VAT (on purchases)";
  lines.push({ label: inputLabel, amount: report.inputVat, drillKey: report.lines.inputVat });
  if (flat) lines.push({ label: "Flat-rate VAT", amount: report.flatRateVat, drillKey: report.lines.flatRateVat });
  lines.push({ label: "Paid to HMRC", amount: report.paidToHmrc, drillKey: report.lines.paidToHmrc });
  const owed = report.liability >= 0;
  lines.push({
    label: owed ? "Owed to HMRC" : "Owed by HMRC",
    amount: owed ? report.liability : -report.liability,
    // The balance sheet's VAT line: every transaction that moved the VAT account.
    drillKey: "vat",
    total: true,
  });
  const earlier = report.openingVatOutstanding ?? 0;
  if (earlier !== 0) {
    const label =
      earlier > 0 ? "of which still owed for earlier periods" : "of which due from HMRC for earlier periods";
    lines.push({ label, amount: Math.abs(earlier) });
  }
  return lines;
}
