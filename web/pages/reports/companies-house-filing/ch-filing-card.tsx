import { Landmark } from "lucide-react";
import { useId, useState } from "react";
import { formatLongUk } from "../../../../core/dates";
import { useCompany } from "../../../api/company";
import { useReadiness } from "../../../api/readiness";
import { useChFilingSettings, useChSubmissions } from "../../../api/submissions";
import { Badge } from "../../../components/ui/badge";
import { Button } from "../../../components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "../../../components/ui/card";
import { Spinner } from "../../../components/ui/spinner";
import { BlockedPackAlert } from "../filing-pack/blocked-pack-alert";
import { hasSignature } from "../filing-pack/export-request";
import { useFilingPackExports } from "../filing-pack/use-filing-pack-exports";
import type { SignatureState } from "../filing-pack/use-signature";
import { packsDisabledReason } from "../readiness/readiness-status";
import type { ClosedYear } from "../registry-filing/closed-year";
import { currentSubmissionOf } from "../registry-filing/use-registry-filing";
import { ChAuthCodeField } from "./ch-auth-code-field";
import { filedPages } from "./ch-filing-texts";
import { ChNotSetUp } from "./ch-not-set-up";
import { ChSubmissionStatus } from "./ch-submission-status";
import { FILE_LABEL, useChFiling } from "./use-ch-filing";

export interface ChFilingCardProps {
  /** The approval chosen in Filing Pack Exports: the same signed accounts are filed. */
  signature: SignatureState;
  onPaymentRequired: () => void;
  /** The closed year shown on the page, filed in place of the current period; absent: the current period. */
  closedYear?: ClosedYear | null;
}

const WAITING = new Set(["submitted", "pending", "parked"]);

/** Why the File button waits, or null when it can be pressed. */
function whyNot(ready: string | null, signed: boolean, codeOk: boolean): string | null {
  if (ready) return ready.replace("The filing packs are disabled", "Filing waits");
  if (!signed)
    return "Choose the director approving the accounts and tick the confirmation in Filing Pack Exports above.";
  if (!codeOk) return "Enter the company authentication code.";
  return null;
}

/**
 * "File with Companies House": what will be filed, the company authentication code, then the live status
 * of the submission, with a rejection's reasons and where each is fixed. A "File with HMRC" step sits beside it.
 */
export function ChFilingCard({ signature, onPaymentRequired, closedYear }: ChFilingCardProps) {
  const titleId = useId();
  // The period a submission files: the closed year shown, else the company's own period.
  const { data: company } = useCompany();
  const periodStart = closedYear?.startDate ?? company?.periodStart ?? null;
  const periodEnd = closedYear?.endDate ?? company?.periodEnd ?? null;
  const ref = closedYear?.ref;
  const reasonId = useId();
  const settings = useChFilingSettings();
  const readiness = useReadiness(true, ref);
  const list = useChSubmissions();
  const exports = useFilingPackExports(onPaymentRequired, ref);
  const filing = useChFiling(onPaymentRequired, ref);
  const [code, setCode] = useState("");

  const latest = currentSubmissionOf(list.data, periodEnd);
  const waiting = latest !== null && WAITING.has(latest.state);
  const filed = latest?.state === "accepted";
  const sig = signature.value;
  // Once the accounts are sent (waiting for an answer, or accepted), the list says what that submission delivered,
  // whatever the checkbox says now (it starts unticked again on a reload); before, what the checkbox would send.
  const sentProfitAndLoss = (waiting || filed) && latest ? latest.profitAndLossDelivered : null;
  const withProfitAndLoss = sentProfitAndLoss ?? sig.includeProfitAndLoss;
  const reason = whyNot(packsDisabledReason(readiness.data), hasSignature(sig), /^[A-Za-z0-9]{6}$/.test(code));

  const file = async () => {
    if (!signature.validate()) return;
    if (await filing.submit(sig, code)) setCode("");
  };

  return (
    <Card role="region" aria-labelledby={titleId} id="file-with-companies-house" className="scroll-mt-4">
      <CardHeader>
        <CardTitle as="h2" id={titleId} className="flex flex-wrap items-center gap-2">
          File with Companies House
          {settings.data?.test && <Badge variant="outline">Test filing</Badge>}
        </CardTitle>
        <CardDescription>
          Send the signed accounts to Companies House from here and follow its answer.
          {settings.data?.test &&
            " This installation files to Companies House's test service: nothing is filed for real."}
        </CardDescription>
      </CardHeader>
      <CardContent className="space-y-5">
        {settings.isLoading && <Spinner label="Checking whether this installation can file" />}
        {settings.data && !settings.data.available && (
          <ChNotSetUp signature={signature} exports={exports} disabled={packsDisabledReason(readiness.data) !== null} />
        )}
        {settings.data?.available && (
          <>
            <section aria-label="What will be filed" className="space-y-2">
              <h3 className="font-medium text-sm">What will be filed</h3>
              <p className="text-sm">
                The Companies House iXBRL accounts
                {periodStart && periodEnd ? ` for ${formatLongUk(periodStart)} to ${formatLongUk(periodEnd)}` : ""}, as
                downloaded above:
              </p>
              <ul className="list-disc space-y-1 pl-5 text-sm">
                {filedPages(periodStart, withProfitAndLoss).map((page) => (
                  <li key={page}>{page}</li>
                ))}
              </ul>
              {hasSignature(sig) && (
                <p className="text-sm text-muted-foreground">
                  Approved and signed by {sig.directorName}
                  {sig.approvalDate ? ` on ${formatLongUk(sig.approvalDate)}` : ""}.
                </p>
              )}
            </section>
            {latest && <ChSubmissionStatus submission={latest} />}
            {!waiting && !filed && (
              <div className="space-y-4">
                <ChAuthCodeField value={code} onChange={setCode} disabled={filing.busy} />
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
                  {FILE_LABEL}
                </Button>
              </div>
            )}
          </>
        )}
      </CardContent>
    </Card>
  );
}
