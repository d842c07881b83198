import { useFileWithHmrc } from "../../../api/submissions";
import type { Signature } from "../filing-pack/export-request";
import { useRegistryFiling } from "../registry-filing/use-registry-filing";
import { HMRC_FILE_LABEL } from "./hmrc-filing-texts";

export interface HmrcFilingFields {
  gatewayUserId: string;
  gatewayPassword: string;
  declarantName: string;
  declarantStatus: string;
  amended: boolean;
}

/**
 * Sends the return: 202 shows its status; 402 asks for payment; 409 with checks lists what blocks (as the packs
 * do); any other refusal is told in the server's words. The password leaves the page with the request.
 * `period`: the closed year filed (`?period=`); absent: the current period.
 */
export function useHmrcFiling(onPaymentRequired: () => void, period?: string) {
  const file = useFileWithHmrc(period);
  const { send, blocked } = useRegistryFiling(HMRC_FILE_LABEL, onPaymentRequired);

  /** `accountingPeriod`: which return of a period of account over 12 months (1 or 2); absent for a period's one. */
  const submit = (signature: Signature, f: HmrcFilingFields, accountingPeriod?: number) =>
    send(async () => {
      await file.mutateAsync({
        directorName: signature.directorName.trim(),
        confirmed: signature.confirmed,
        approvalDate: signature.approvalDate,
        gatewayUserId: f.gatewayUserId.trim(),
        gatewayPassword: f.gatewayPassword,
        declarantName: f.declarantName.trim(),
        declarantStatus: f.declarantStatus.trim(),
        amended: f.amended || undefined,
        accountingPeriod,
      });
      return { title: "Sent to HMRC", description: "Waiting for HMRC's answer." };
    });

  return { submit, busy: file.isPending, blocked };
}
