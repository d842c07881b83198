import { useState } from "react";
import { type ExportKey, openFullExport, requestExport } from "../../../api/exports";
import { toast } from "../../../components/ui/use-toast";
import { saveBlob } from "../../../lib/save-blob";
import { type ExportSpec, exportBody, hasSignature, type Signature } from "./export-request";

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
    const outcome = await requestExport(spec.url, exportBody(spec, signature));
    setBusy(null);
    if (outcome.kind === "ok") {
      saveBlob(outcome.blob, spec.fileName);
      toast({ title: "Export Successful", description: `Downloaded ${spec.fileName}` });
    } else if (outcome.kind === "payment") {
      onPaymentRequired?.();
      toast({ variant: "destructive", title: "Payment Required", description: outcome.message });
    } else {
      toast({ variant: "destructive", title: "Export Failed", description: outcome.message });
    }
  }

  return { busy, run, openFullExport };
}
