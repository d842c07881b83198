import { formatLongUk } from "../../dates";
import { formatGBP } from "../../money";
import { FIX_AT } from "./fix-at";
import type { ReadinessInput } from "./readiness-input";
import type { ReadinessCheck } from "./types";

const ID = "equipment-sales";

/**
 * A sale of equipment the books cannot explain in full. Money in on a fixed-asset line the register cannot tie to an
 * asset is taken out of the fixed assets at its proceeds, with no gain or loss (core/accounts/disposals), and is a
 * disposal value in capital allowances (CAA 2001 s61): safe, but the asset's own carrying amount and cost would say
 * more (FRS 105 s17.30; the s62 cap). A sale on the register with proceeds that no fixed-asset line banked is a
 * disposal for capital allowances, but the accounts keep the asset until they see where the money went. Both warn,
 * never block: the figures balance either way.
 */
export function equipmentSalesCheck(i: Pick<ReadinessInput, "equipmentSales">): ReadinessCheck {
  const s = i.equipmentSales;
  const sentences = [
    ...(s?.unexplained ?? []).map(
      (r) =>
        `${formatGBP(r.proceeds)} came in on a fixed-asset line on ${formatLongUk(r.date)} and the register names no ` +
        "asset sold for it: it is taken off the fixed assets at that amount, with no gain or loss. Record the sale " +
        "(its date and proceeds) on the asset sold.",
    ),
    ...(s?.unbanked ?? []).map(
      (r) =>
        `The register records a sale on ${formatLongUk(r.date)} for ${formatGBP(r.proceeds)} with no money in on a ` +
        "fixed-asset line for it: capital allowances count the sale, but the accounts keep the asset. If the money came " +
        "in under another category, give that line the asset's category; otherwise correct the sale.",
    ),
  ];
  if (sentences.length === 0) {
    return { id: ID, status: "pass", message: "Every sale of equipment is tied to its asset.", fixAt: FIX_AT[ID] };
  }
  return { id: ID, status: "warn", message: sentences.join(" "), fixAt: FIX_AT[ID] };
}
