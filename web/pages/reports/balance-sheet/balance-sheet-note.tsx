import { Info } from "lucide-react";
import { Link } from "wouter";
import type { BalanceSheetReport } from "../../../../core/contracts";
import { Alert, AlertDescription, AlertTitle } from "../../../components/ui/alert";

const COMPANY_PAGE_KEYS = new Set(["period", "openingBalances"]);

/** What the balance sheet is built from, what is still missing and what its unusual figures mean. */
export function BalanceSheetNote({ report, sample }: { report: BalanceSheetReport; sample: boolean }) {
  const { missing, explanations } = report;
  const needsCompanyPage = !sample && missing.some((m) => COMPANY_PAGE_KEYS.has(m.key));
  return (
    <Alert role="note">
      <Info aria-hidden />
      <AlertTitle>About this balance sheet</AlertTitle>
      <AlertDescription className="space-y-2">
        <p>
          Built from your categorised bank transactions and last year's closing balances, in the micro-entity format
          (FRS 105).
        </p>
        {missing.length > 0 && (
          <ul className="list-disc space-y-1 pl-5">
            {missing.map((m) => (
              <li key={m.key}>{m.message}</li>
            ))}
          </ul>
        )}
        {explanations.length > 0 && (
          <ul className="list-disc space-y-1 pl-5">
            {explanations.map((text) => (
              <li key={text}>{text}</li>
            ))}
          </ul>
        )}
        {missing.length === 0 && explanations.length === 0 && (
          <p>Nothing is missing: every figure comes from the books.</p>
        )}
        {needsCompanyPage && (
          <p>
            <Link href="/company" className="font-medium text-primary underline underline-offset-2">
              Go to the Company page
            </Link>
          </p>
        )}
      </AlertDescription>
    </Alert>
  );
}
