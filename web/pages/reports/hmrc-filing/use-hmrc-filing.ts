import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import type { HmrcSubmission } from "../../../../core/contracts";
import { errorMessage } from "../../../api/errors";
import { failedOutcome } from "../../../api/exports";
import { queryKeys } from "../../../api/query-keys";
import { useFileWithHmrc } from "../../../api/submissions";
import { toast } from "../../../components/ui/use-toast";
import type { Signature } from "../filing-pack/export-request";
import type { BlockedPack } from "../filing-pack/use-filing-pack-exports";
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
 */
export function useHmrcFiling(onPaymentRequired: () => void) {
  const queryClient = useQueryClient();
  const file = useFileWithHmrc();
  const [blocked, setBlocked] = useState<BlockedPack | null>(null);

  async function submit(signature: Signature, f: HmrcFilingFields): Promise<boolean> {
    setBlocked(null);
    try {
      await file.mutateAsync({
        directorName: signature.directorName.trim(),
        confirmed: signature.confirmed,
        approvalDate: signature.approvalDate,
        gatewayUserId: f.gatewayUserId.trim(),
        gatewayPassword: f.gatewayPassword,
        declarantName: f.declarantName.trim(),
        declarantStatus: f.declarantStatus.trim(),
        amended: f.amended || undefined,
      });
      toast({ title: "Sent to HMRC", description: "Waiting for HMRC's answer." });
      return true;
    } catch (error) {
      const outcome = failedOutcome(error);
      if (outcome.kind === "payment") {
        onPaymentRequired();
        toast({ variant: "destructive", title: "Payment Required", description: outcome.message });
      } else if (outcome.kind === "blocked") {
        setBlocked({ label: HMRC_FILE_LABEL, message: outcome.message, checks: outcome.checks });
        void queryClient.invalidateQueries({ queryKey: queryKeys.readiness });
      } else {
        toast({ variant: "destructive", title: "Not Filed", description: errorMessage(error, "The filing failed.") });
      }
      return false;
    }
  }

  return { submit, busy: file.isPending, blocked };
}

/** The submission the step shows: the newest of the current period's. */
export function currentHmrcSubmission(list: readonly HmrcSubmission[] | undefined, periodEnd: string | null) {
  return list?.find((s) => s.periodEnd === periodEnd) ?? null;
}
