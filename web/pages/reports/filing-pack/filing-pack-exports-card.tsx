import { Calculator, Download, FileCode2, FileSpreadsheet, FileText, Landmark } from "lucide-react";
import { type ReactNode, useId } from "react";
import type { ExportKey } from "../../../api/exports";
import { useReadiness } from "../../../api/readiness";
import { Button } from "../../../components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "../../../components/ui/card";
import { Spinner } from "../../../components/ui/spinner";
import { packsDisabledReason } from "../readiness/readiness-status";
import { BlockedPackAlert } from "./blocked-pack-alert";
import { type AccountingPeriodDates, type ExportSpec, filingExportsFor, hasSignature } from "./export-request";
import { SignatureFields } from "./signature-fields";
import { useFilingPackExports } from "./use-filing-pack-exports";
import type { SignatureState } from "./use-signature";

export interface FilingPackExportsCardProps {
  /** The page's one approval of the accounts (the filing steps file the same). */
  signature: SignatureState;
  /** The sample company (signed out) cannot export. */
  disabled?: boolean;
  /** Opens the Payment dialog when an export answers 402 needsPayment. */
  onPaymentRequired?: () => void;
  /** The accounting periods of the period of account (two when it exceeds 12 months): one computations file each. */
  accountingPeriods?: readonly AccountingPeriodDates[];
  /** The closed period the page shows (`?period=`): its packs, as it was closed; absent: the current period's. */
  period?: string;
}

const ICONS: Record<ExportKey, ReactNode> = {
  chPdf: <FileText aria-hidden />,
  chXlsx: <FileSpreadsheet aria-hidden />,
  chIxbrl: <FileCode2 aria-hidden />,
  hmrcXlsx: <Landmark aria-hidden />,
  hmrcIxbrl: <FileCode2 aria-hidden />,
  hmrcComputationsIxbrl: <Calculator aria-hidden />,
};

function ExportButton(props: {
  spec: ExportSpec;
  busy: boolean;
  disabled: boolean;
  describedBy: string | undefined;
  onClick: () => void;
}) {
  return (
    <Button
      variant="outline"
      // A name that does not fit wraps inside its button (the computations' carry their dates), rather than spill
      // over the next button or widen the card past a phone's screen.
      className="h-auto min-h-9 justify-start whitespace-normal text-left"
      disabled={props.disabled}
      onClick={props.onClick}
      aria-busy={props.busy}
      aria-describedby={props.describedBy}
    >
      {props.busy ? <Spinner className="size-4" label={`Preparing ${props.spec.label}`} /> : ICONS[props.spec.key]}
      {props.spec.label}
    </Button>
  );
}

/**
 * The 'Filing Pack Exports' card of the Reports page (spec part 2, Reports; §5 and §8 for its rules and toasts). The
 * filing packs wait for the readiness checks and say why while they wait; the full export never does.
 */
export function FilingPackExportsCard({
  signature: sig,
  disabled = false,
  onPaymentRequired,
  accountingPeriods,
  period,
}: FilingPackExportsCardProps) {
  const titleId = useId();
  const reasonId = useId();
  const readiness = useReadiness(!disabled, period);
  const { busy, blocked, run, openFullExport } = useFilingPackExports(onPaymentRequired, period);
  const reason = disabled ? null : packsDisabledReason(readiness.data, period !== undefined);
  const packsLocked = disabled || busy !== null || reason !== null;

  // The missing name or confirmation is told first (its toast, in run); then the approval date's field error.
  const download = (spec: ExportSpec) => {
    const signed = !spec.needsSignature || hasSignature(sig.value);
    if (signed && !sig.validate()) return;
    void run(spec, sig.value);
  };

  return (
    <Card id="filing-packs" role="region" aria-labelledby={titleId} className="scroll-mt-4">
      <CardHeader>
        <CardTitle as="h2" id={titleId}>
          Filing Pack Exports
        </CardTitle>
        <CardDescription>
          Download your accounts for Companies House and HMRC, and a CT600 draft, built from the figures on this page.
        </CardDescription>
      </CardHeader>
      <CardContent className="space-y-5">
        <SignatureFields
          value={sig.value}
          onChange={sig.set}
          directors={sig.directors}
          dateError={sig.dateError}
          onDateBlur={sig.touchDate}
          maxDate={sig.today}
          minDate={sig.periodEnd ?? undefined}
          disabled={disabled}
        />
        {reason && (
          <p id={reasonId} className="text-sm font-medium text-destructive">
            {reason}
          </p>
        )}
        {blocked && <BlockedPackAlert blocked={blocked} />}
        <div className="grid gap-2 sm:grid-cols-2">
          {filingExportsFor(accountingPeriods).map((spec) => (
            <ExportButton
              key={spec.fileName}
              spec={spec}
              busy={busy === spec.fileName}
              disabled={packsLocked}
              describedBy={reason ? reasonId : undefined}
              onClick={() => download(spec)}
            />
          ))}
          <Button variant="outline" className="justify-start" disabled={disabled} onClick={openFullExport}>
            <Download aria-hidden />
            Full Excel Export
          </Button>
        </div>
        <p className="text-xs text-muted-foreground">
          These exports are information tools only and are not legal or tax advice. Check every figure before you file,
          and ask an accountant if you are unsure.
        </p>
      </CardContent>
    </Card>
  );
}
