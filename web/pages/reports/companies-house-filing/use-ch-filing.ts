import { useFileWithCompaniesHouse } from "../../../api/submissions";
import type { Signature } from "../filing-pack/export-request";
import { useRegistryFiling } from "../registry-filing/use-registry-filing";

export const FILE_LABEL = "File with Companies House";

/**
 * Sends the filing: 202 shows its status; 402 asks for payment; 409 with checks lists what blocks (as the packs
 * do); any other refusal is told in the server's words. The code field is emptied once the request is made.
 * `period`: the closed year filed (`?period=`); absent: the current period.
 */
export function useChFiling(onPaymentRequired: () => void, period?: string) {
  const file = useFileWithCompaniesHouse(period);
  const { send, blocked } = useRegistryFiling(FILE_LABEL, onPaymentRequired);

  const submit = (signature: Signature, code: string) =>
    send(async () => {
      const created = await file.mutateAsync({
        directorName: signature.directorName.trim(),
        confirmed: signature.confirmed,
        approvalDate: signature.approvalDate,
        companyAuthenticationCode: code,
        includeProfitAndLoss: signature.includeProfitAndLoss,
      });
      return { title: "Sent to Companies House", description: `Submission ${created.submissionNumber}` };
    });

  return { submit, busy: file.isPending, blocked };
}
