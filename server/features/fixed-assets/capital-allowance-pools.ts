import type { Accounts } from "../../../core/accounts";
import type { PoolBalances } from "../../../core/tax";

/**
 * The capital allowance pools a period started from or hands on (CAA 2001 s59), kept with the closed period like
 * its closing balances: the first accounting period's brought forward, the last one's carried forward. Null when
 * the tax was not computed.
 */
export function capitalAllowancePools(
  accounts: Accounts,
  which: "brought-forward" | "carried-forward",
): PoolBalances | null {
  const computations = accounts.corporationTax ?? [];
  const detail = (which === "brought-forward" ? computations[0] : computations.at(-1))?.capitalAllowancesDetail;
  if (!detail) return null;
  if (which === "carried-forward") return detail.carriedForward;
  return { main: detail.mainPool.broughtForward, special: detail.specialRatePool.broughtForward };
}
