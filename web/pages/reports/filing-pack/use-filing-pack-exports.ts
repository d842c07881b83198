import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import type { ReadinessCheck } from "../../../../core/contracts/readiness";
import { openFullExport, requestExport } from "../../../api/exports";
import { queryKeys } from "../../../api/query-keys";
import { toast } from "../../../components/ui/use-toast";
import { saveBlob } from "../../../lib/save-blob";
import { type ExportSpec, exportBody, hasSignature, type Signature } from "./export-request";

/** A pack refused with 409: the server's sentence and the checks that block it. */
export interface BlockedPack {
  label: string;
  message: string;
  checks: ReadinessCheck[];
}

/**
 * Runs the filing pack downloads with the spec's toasts (part 2 §5 and §8): a signed pack without the name and
 * confirmation stops before any call; 402 closes the spinner, then asks the page for payment; 409 keeps the checks
 * that block for the card to list, and refreshes the checklist. `period`: the closed period shown (`?period=`), whose
 * packs are asked for; absent: the current period's.
 */
export function useFilingPackExports(onPaymentRequired?: () => void, period?: string) {
  const queryClient = useQueryClient();
  // The file name tells the downloads apart (two computations share a key when there are two accounting periods).
  const [busy, setBusy] = useState<string | null>(null);
  const [blocked, setBlocked] = useState<BlockedPack | null>(null);

  async function run(spec: ExportSpec, signature: Signature): Promise<void> {
    if (spec.needsSignature && !hasSignature(signature)) {
      toast({
        variant: "destructive",
        title: "Confirmation Required",
        description: "Please enter your name and confirm the accounts are accurate.",
      });
      return;
    }
    setBusy(spec.fileName);
    setBlocked(null);
    const outcome = await requestExport(spec.url, exportBody(spec, signature), period);
    setBusy(null);
    if (outcome.kind === "ok") {
      saveBlob(outcome.blob, spec.fileName);
      toast({ title: "Export Successful", description: `Downloaded ${spec.fileName}` });
    } else if (outcome.kind === "payment") {
      onPaymentRequired?.();
      toast({ variant: "destructive", title: "Payment Required", description: outcome.message });
    } else if (outcome.kind === "blocked") {
      setBlocked({ label: spec.label, message: outcome.message, checks: outcome.checks });
      void queryClient.invalidateQueries({ queryKey: queryKeys.readiness });
      toast({ variant: "destructive", title: "Not Ready to File", description: outcome.message });
    } else {
      toast({ variant: "destructive", title: "Export Failed", description: outcome.message });
    }
  }

  return { busy, blocked, run, openFullExport: () => openFullExport(period) };
}
