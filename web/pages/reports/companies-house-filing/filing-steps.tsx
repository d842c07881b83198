import type { SignatureState } from "../filing-pack/use-signature";
import { HmrcFilingCard } from "../hmrc-filing/hmrc-filing-card";
import type { ClosedYear } from "../registry-filing/closed-year";
import { ChFilingCard } from "./ch-filing-card";

/**
 * The steps that file from the app, after the readiness checklist and the packs: Companies House's, and HMRC's
 * beside it. `closedYear`: the closed year shown, filed from what was kept at its close; absent: the current period.
 */
export function FilingSteps(props: {
  signature: SignatureState;
  onPaymentRequired: () => void;
  closedYear?: ClosedYear | null;
}) {
  return (
    <div className="grid grid-cols-1 gap-6 lg:grid-cols-2">
      <ChFilingCard {...props} />
      <HmrcFilingCard {...props} />
    </div>
  );
}
