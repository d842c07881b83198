import type { FilingPackData } from "../../../core/filing/pack";
import { type IxbrlOptions, renderAccountsIxbrl } from "./accounts-ixbrl";

export type { IxbrlOptions };

export interface ChIxbrlOptions extends IxbrlOptions {
  /** Deliver the profit and loss account too; a micro-entity need not (CA 2006 s444(1)), so by default it is left out. */
  includeProfitAndLoss?: boolean;
}

/**
 * The Companies House accounts: the balance sheet and notes that are delivered, and the profit and loss account only
 * where the directors choose to deliver it; the accounts type tagged (filleted or full) is stated on the cover.
 */
export function renderChAccountsIxbrl(data: FilingPackData, options: ChIxbrlOptions = {}): string {
  return renderAccountsIxbrl(data, { ...options, profitAndLossIncluded: options.includeProfitAndLoss ?? false });
}
