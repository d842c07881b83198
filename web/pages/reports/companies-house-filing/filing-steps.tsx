import type { SignatureState } from "../filing-pack/use-signature";
import { ChFilingCard } from "./ch-filing-card";

/**
 * The steps that file from the app, after the readiness checklist and the packs: Companies House's, and room
 * beside it for HMRC's (the second column).
 */
export function FilingSteps(props: { signature: SignatureState; onPaymentRequired: () => void }) {
  return (
    <div className="grid gap-6 lg:grid-cols-2">
      <ChFilingCard {...props} />
    </div>
  );
}
