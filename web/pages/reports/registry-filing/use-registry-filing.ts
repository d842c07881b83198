import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { errorMessage } from "../../../api/errors";
import { failedOutcome } from "../../../api/exports";
import { queryKeys } from "../../../api/query-keys";
import { toast } from "../../../components/ui/use-toast";
import type { BlockedPack } from "../filing-pack/use-filing-pack-exports";

/** What the person is told once a registry has taken the filing for processing. */
export interface SentNotice {
  title: string;
  description: string;
}

/**
 * Sending a filing to a registry (Companies House or HMRC), as the filing packs answer: 202 is told in the notice
 * the request gives; 402 asks for payment; 409 with checks lists what blocks under the step's `label`; any other
 * refusal is told in the server's words.
 */
export function useRegistryFiling(label: string, onPaymentRequired: () => void) {
  const queryClient = useQueryClient();
  const [blocked, setBlocked] = useState<BlockedPack | null>(null);

  async function send(request: () => Promise<SentNotice>): Promise<boolean> {
    setBlocked(null);
    try {
      toast(await request());
      return true;
    } catch (error) {
      const outcome = failedOutcome(error);
      if (outcome.kind === "payment") {
        onPaymentRequired();
        toast({ variant: "destructive", title: "Payment Required", description: outcome.message });
      } else if (outcome.kind === "blocked") {
        setBlocked({ label, message: outcome.message, checks: outcome.checks });
        void queryClient.invalidateQueries({ queryKey: queryKeys.readiness });
      } else {
        toast({ variant: "destructive", title: "Not Filed", description: errorMessage(error, "The filing failed.") });
      }
      return false;
    }
  }

  return { send, blocked };
}

/** The submission a filing step shows: the newest of the current period's (lists come newest first). */
export function currentSubmissionOf<T extends { periodEnd: string }>(
  list: readonly T[] | undefined,
  periodEnd: string | null,
): T | null {
  return list?.find((s) => s.periodEnd === periodEnd) ?? null;
}
