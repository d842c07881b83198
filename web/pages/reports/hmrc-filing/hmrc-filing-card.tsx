import { useQuery } from "@tanstack/react-query";
import { Landmark } from "lucide-react";
import { useId, useState } from "react";
import type { CorporationTaxReport, DeadlinesReport, HmrcSubmission } from "../../../../core/contracts";
import { formatLongUk } from "../../../../core/dates";
import { useCompany } from "../../../api/company";
import { periodReportQuery } from "../../../api/periods";
import { queryKeys } from "../../../api/query-keys";
import { useReadiness } from "../../../api/readiness";
import { useHmrcFilingSettings, useHmrcSubmissions } from "../../../api/submissions";
import { Alert, AlertDescription } from "../../../components/ui/alert";
import { Badge } from "../../../components/ui/badge";
import { Button } from "../../../components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "../../../components/ui/card";
import { Spinner } from "../../../components/ui/spinner";
import { money } from "../../../lib/money";
import { BlockedPackAlert } from "../filing-pack/blocked-pack-alert";
import { hasSignature } from "../filing-pack/export-request";
import { useFilingPackExports } from "../filing-pack/use-filing-pack-exports";
import type { SignatureState } from "../filing-pack/use-signature";
import { packsDisabledReason } from "../readiness/readiness-status";
import type { ClosedYear } from "../registry-filing/closed-year";
import { currentSubmissionOf } from "../registry-filing/use-registry-filing";
import { HmrcCredentialFields } from "./hmrc-credential-fields";
import { firstOpenReturn, HMRC_FILE_LABEL, keyBoxes, type ReturnChoice } from "./hmrc-filing-texts";
import { HmrcNotRecognised } from "./hmrc-not-recognised";
import { HmrcReturnChoice } from "./hmrc-return-choice";
import { HmrcSubmissionStatus } from "./hmrc-submission-status";
import { type HmrcFilingFields, useHmrcFiling } from "./use-hmrc-filing";

export interface HmrcFilingCardProps {
  signature: SignatureState;
  onPaymentRequired: () => void;
  /** The closed year shown on the page, filed in place of the current period; absent: the current period. */
  closedYear?: ClosedYear | null;
}

const EMPTY: HmrcFilingFields = {
  gatewayUserId: "",
  gatewayPassword: "",
  declarantName: "",
  declarantStatus: "Director",
  amended: false,
};

function whyNot(ready: string | null, signed: boolean, f: HmrcFilingFields): string | null {
  if (ready) return ready.replace("The filing packs are disabled", "Filing waits");
  if (!signed)
    return "Choose the director approving the accounts and tick the confirmation in Filing Pack Exports above.";
  if (!f.declarantName.trim() || !f.declarantStatus.trim()) return "Enter who makes the declaration, and their status.";
  if (!f.gatewayUserId.trim() || !f.gatewayPassword)
    return "Enter the company's Government Gateway user ID and password.";
  return null;
}

/** Each accounting period's return of a period of account over 12 months; null when the period makes one. */
function longPeriodReturns(
  tax: CorporationTaxReport | undefined,
  list: readonly HmrcSubmission[] | undefined,
): (ReturnChoice & { latest: HmrcSubmission | null; ct600: Record<string, unknown> })[] | null {
  if (!tax?.available || tax.periods.length < 2) return null;
  return tax.periods.map((p) => ({
    startDate: p.startDate,
    endDate: p.endDate,
    latest: currentSubmissionOf(list, p.endDate),
    ct600: p.ct600 as unknown as Record<string, unknown>,
  }));
}

/**
 * "File with HMRC": what will be sent (the return's key boxes and the two attachments), the declaration, the
 * Government Gateway sign-in, then the live status: the receipt, or HMRC's errors with their fixes. A period of
 * account over 12 months makes two returns: the director picks which, and each has its own boxes and status.
 */
export function HmrcFilingCard({ signature, onPaymentRequired, closedYear }: HmrcFilingCardProps) {
  const titleId = useId();
  const reasonId = useId();
  // The period the return is for: the closed year shown, else the company's own period.
  const { data: company } = useCompany();
  const periodStart = closedYear?.startDate ?? company?.periodStart ?? null;
  const periodEnd = closedYear?.endDate ?? company?.periodEnd ?? null;
  const ref = closedYear?.ref;
  const settings = useHmrcFilingSettings();
  const readiness = useReadiness(true, ref);
  const list = useHmrcSubmissions();
  const tax = useQuery(periodReportQuery<CorporationTaxReport>(queryKeys.corporationTax, ref));
  const deadlines = useQuery(periodReportQuery<DeadlinesReport>(queryKeys.deadlines, ref));
  const dormantNote = deadlines.data?.available && deadlines.data.dormant ? deadlines.data.dormantNote : null;
  const exports = useFilingPackExports(onPaymentRequired, ref);
  const filing = useHmrcFiling(onPaymentRequired, ref);
  const [fields, setFields] = useState<HmrcFilingFields>(EMPTY);
  const [picked, setPicked] = useState<number | null>(null);

  const returns = longPeriodReturns(tax.data, list.data);
  const chosen = returns ? Math.min(picked ?? firstOpenReturn(returns), returns.length - 1) : 0;
  const theReturn = returns?.[chosen] ?? null;
  const latest = theReturn ? theReturn.latest : currentSubmissionOf(list.data, periodEnd);
  const waiting = latest?.state === "submitted";
  const accepted = latest?.state === "accepted";
  const sig = signature.value;
  const form = { ...fields, declarantName: fields.declarantName || (hasSignature(sig) ? sig.directorName : "") };
  const reason = whyNot(packsDisabledReason(readiness.data), hasSignature(sig), form);
  const boxes = keyBoxes(
    theReturn?.ct600 ?? (tax.data?.available ? (tax.data.ct600 as unknown as Record<string, unknown>) : null),
  );

  const file = async () => {
    if (!signature.validate()) return;
    // The step stays on the return sent, to show HMRC's answer to it, until the director picks the other.
    if (returns) setPicked(chosen);
    const sent = await filing.submit(sig, { ...form, amended: accepted }, returns ? chosen + 1 : undefined);
    // The password is never kept, sent or not.
    setFields((f) => ({ ...f, gatewayPassword: "" }));
    if (sent) setFields((f) => ({ ...f, amended: false }));
  };

  return (
    <Card role="region" aria-labelledby={titleId} id="file-with-hmrc" className="scroll-mt-4">
      <CardHeader>
        <CardTitle as="h2" id={titleId} className="flex flex-wrap items-center gap-2">
          {HMRC_FILE_LABEL}
          {settings.data?.test && <Badge variant="outline">Test filing</Badge>}
        </CardTitle>
        <CardDescription>
          Send the company tax return (CT600) to HMRC from here and follow its answer.
          {settings.data?.test && " This installation files as a test: HMRC checks everything and files nothing."}
        </CardDescription>
      </CardHeader>
      <CardContent className="space-y-5">
        {settings.isLoading && <Spinner label="Checking whether this installation can file with HMRC" />}
        {settings.data && !settings.data.available && (
          <HmrcNotRecognised
            signature={signature}
            exports={exports}
            disabled={packsDisabledReason(readiness.data) !== null}
          />
        )}
        {settings.data?.available && (
          <>
            {/* A dormant company sends a return only when HMRC has asked for one: the step says so before it offers. */}
            {dormantNote && (
              <Alert>
                <AlertDescription>{`${dormantNote} Send it only if HMRC has asked for it.`}</AlertDescription>
              </Alert>
            )}
            {returns && (
              <HmrcReturnChoice
                returns={returns}
                chosen={chosen}
                onChoose={(i) => {
                  setPicked(i);
                  setFields((f) => ({ ...f, amended: false }));
                }}
                disabled={filing.busy}
              />
            )}
            <section aria-label="What will be sent" className="space-y-2">
              <h3 className="font-medium text-sm">What will be sent</h3>
              <p className="text-sm">
                {theReturn
                  ? `The CT600 for ${formatLongUk(theReturn.startDate)} to ${formatLongUk(theReturn.endDate)}, return ${chosen + 1} of ${returns?.length}`
                  : `The CT600${periodStart && periodEnd ? ` for ${formatLongUk(periodStart)} to ${formatLongUk(periodEnd)}` : ""}`}
                , with:
              </p>
              {boxes.length > 0 && (
                <dl className="grid grid-cols-[1fr_auto] gap-x-4 gap-y-1 text-sm">
                  {boxes.map((b) => (
                    <div key={b.label} className="contents">
                      <dt>{b.label}</dt>
                      <dd className="text-right tabular-nums">{money(b.value.toFixed(2))}</dd>
                    </div>
                  ))}
                </dl>
              )}
              <ul className="list-disc space-y-1 pl-5 text-sm">
                <li>
                  Attached: the tax computations
                  {theReturn ? " for this accounting period" : ""} (iXBRL)
                </li>
                <li>
                  Attached: the full accounts
                  {theReturn && periodStart && periodEnd
                    ? ` for the whole period of account, ${formatLongUk(periodStart)} to ${formatLongUk(periodEnd)}`
                    : ""}
                  , with the profit and loss account (iXBRL)
                </li>
              </ul>
            </section>
            {latest && <HmrcSubmissionStatus submission={latest} />}
            {!waiting && (
              <div className="space-y-4">
                {accepted && (
                  <p className="text-sm">
                    HMRC has this return. To correct it, send an amended return: fill in the sign-in again below.
                  </p>
                )}
                <HmrcCredentialFields value={form} onChange={setFields} disabled={filing.busy} />
                {reason && (
                  <p id={reasonId} className="text-sm text-muted-foreground">
                    {reason}
                  </p>
                )}
                {filing.blocked && <BlockedPackAlert blocked={filing.blocked} />}
                <Button
                  onClick={() => void file()}
                  disabled={reason !== null || filing.busy}
                  aria-busy={filing.busy}
                  aria-describedby={reason ? reasonId : undefined}
                >
                  {filing.busy ? <Spinner className="size-4" label="Sending" /> : <Landmark aria-hidden />}
                  {accepted ? "Send an amended return to HMRC" : HMRC_FILE_LABEL}
                </Button>
              </div>
            )}
          </>
        )}
      </CardContent>
    </Card>
  );
}
