import type { FilingPackData } from "../../../../core/filing/pack";
import { renderHmrcAccountsIxbrl } from "../../../exports/ixbrl/hmrc-accounts-ixbrl";
import { renderHmrcComputations } from "../../../exports/ixbrl/hmrc-computations-ixbrl";

/** The two iXBRL documents a company tax return carries (CT600 boxes 70 and 80), from one pack. */
export interface Ct600Attachments {
  accountsIxbrl: string;
  computationsIxbrl: string;
}

/**
 * Builds the tax computations iXBRL of the pack's accounting period `index` (0: the first; a period of account over
 * 12 months has two), or null where this installation cannot make it yet.
 */
export type ComputationsBuilder = (
  data: FilingPackData,
  utr: string,
  software: Software,
  index: number,
) => string | null;

export interface Software {
  name: string;
  version: string;
}

export const COMPUTATIONS_MISSING =
  "Microfile cannot make the tax computations in HMRC's format yet, and HMRC needs them with the return. Download the HMRC pack and file the return with other software.";

/**
 * Both attachments of the return, or why it cannot go: box 80 ("computations for this period") is ticked, and the
 * return sent, only with both documents attached; the accounts are always the full ones (FA 1998 Sch 18 para 11).
 */
export function ct600Attachments(
  data: FilingPackData,
  utr: string,
  software: Software,
  buildComputations: ComputationsBuilder,
  index = 0,
): { ok: true; attachments: Ct600Attachments } | { ok: false; message: string } {
  const computationsIxbrl = buildComputations(data, utr, software, index);
  if (computationsIxbrl === null) return { ok: false, message: COMPUTATIONS_MISSING };
  return { ok: true, attachments: { accountsIxbrl: renderHmrcAccountsIxbrl(data, { software }), computationsIxbrl } };
}

/**
 * The computations iXBRL of this installation (server/exports/ixbrl/computations-ixbrl.ts), from the same pack data
 * as the accounts: the one of the return's accounting period. The documents need the company number as their
 * context identifier: without it there is none to attach.
 */
export const computationsIxbrlOf: ComputationsBuilder = (data, utr, software, index) => {
  if (!data.company.registrationNumber) return null;
  return renderHmrcComputations(data, utr, { software })[index]?.xhtml ?? null;
};
