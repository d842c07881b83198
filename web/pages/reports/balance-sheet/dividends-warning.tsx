import { TriangleAlert } from "lucide-react";
import { UNLAWFUL_DIVIDEND_REPAYMENT } from "../../../../core/accounts";
import type { BalanceSheetReport } from "../../../../core/contracts";
import { Alert, AlertDescription, AlertTitle } from "../../../components/ui/alert";
import { formatPounds, formatPoundsAccounts } from "../report-format";

/**
 * Dividends paid beyond the profits available for distribution (CA 2006 s830): the opening reserve plus this
 * period's profit after tax. Shown only when there is an excess; the amount is what a director must deal with.
 */
export function DividendsWarning({ report }: { report: BalanceSheetReport }) {
  const d = report.distributableProfits;
  if (!d || d.excess <= 0) return null;
  return (
    <Alert variant="warning">
      <TriangleAlert aria-hidden />
      <AlertTitle>Dividends exceed the distributable reserves by {formatPounds(d.excess)}</AlertTitle>
      <AlertDescription className="space-y-1">
        <p>
          Dividends of {formatPounds(d.dividendsPaid)} were paid, but the profits available for distribution were{" "}
          {formatPoundsAccounts(d.available)} (opening reserve {formatPoundsAccounts(d.openingReserve)} plus this
          period's profit after tax {formatPoundsAccounts(d.profitAfterTax)}).
        </p>
        <p>{UNLAWFUL_DIVIDEND_REPAYMENT} Speak to an accountant before filing.</p>
      </AlertDescription>
    </Alert>
  );
}
