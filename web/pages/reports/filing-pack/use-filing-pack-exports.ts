import { useState } from "react";
import { toast } from "../../../components/ui/use-toast";
import { saveBlob } from "../../../lib/save-blob";
import {
  type ExportKey,
  type ExportSpec,
  FULL_EXPORT_URL,
  hasSignature,
  requestExport,
  type Signature,
} from "./export-request";

/**
 * Runs the filing pack downloads with the spec's toasts (part 2 §5 and §8): a Companies House pack without the
 * name and confirmation stops before any call; 402 closes the spinner, then asks the page for payment.
 */
export function useFilingPackExports(onPaymentRequired?: () => void) {
  const [busy, setBusy] = useState<ExportKey | null>(null);

  async function run(spec: ExportSpec, signature: Signature): Promise<void> {
    if (spec.needsSignature && !hasSignature(signature)) {
      toast({
        variant: "destructive",
        title: "Confirmation Required",
        description: "Please enter your name and confirm the accounts are accurate.",
      });
      return;
    }
    setBusy(spec.key);
    const outcome = await requestExport(spec, signature);
    setBusy(null);
    if (outcome.kind === "ok") {
      saveBlob(outcome.blob, outcome.fileName);
      toast({ title: "Export Successful", description: `Downloaded ${outcome.fileName}` });
    } else if (outcome.kind === "payment") {
      onPaymentRequired?.();
      toast({ variant: "destructive", title: "Payment Required", description: outcome.message });
    } else {
      toast({ variant: "destructive", title: "Export Failed", description: outcome.message });
    }
  }

  /** The full export is the user's own data, opened in a new tab (spec part 2 §7). */
  function openFullExport(): void {
    window.open(FULL_EXPORT_URL, "_blank", "noopener");
  }

  return { busy, run, openFullExport };
}
