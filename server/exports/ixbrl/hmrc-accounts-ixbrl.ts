import type { FilingPackData } from "../../../core/filing/pack";
import { type IxbrlOptions, renderAccountsIxbrl } from "./accounts-ixbrl";

/**
 * The accounts HMRC needs beside the CT600: the full accounts, the profit and loss account included (a company's
 * return delivers its statutory accounts, FA 1998 Sch 18 para 11), tagged on the same FRC taxonomy.
 */
export function renderHmrcAccountsIxbrl(data: FilingPackData, options: IxbrlOptions = {}): string {
  return renderAccountsIxbrl(data, { ...options, profitAndLossIncluded: true });
}
