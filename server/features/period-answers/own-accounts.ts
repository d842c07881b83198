import type { Db } from "../../db/client";
import type { Scope } from "../../platform/auth/request-context";
import { AppError } from "../../platform/errors";
import { listBankAccounts } from "../import/bank-accounts.repo";

type KeptByAccount = "cashExplanations" | "statedBalances";

/** The refusal of an answer kept against a bank account the company does not have, naming the answer's field. */
export const accountNotFound = (field: KeptByAccount) =>
  `${field}: that bank account does not exist. GET /api/bank-accounts lists the company's accounts.`;

/**
 * Refuses (404, before anything is written) any answer keyed by a bank account that is not one of this company's,
 * so nothing is ever kept against another company's account or one that never existed.
 */
export async function assertOwnAccounts(
  db: Db,
  scope: Scope,
  answers: Partial<Record<KeptByAccount, Record<string, unknown>>>,
): Promise<void> {
  const given = (Object.keys(answers) as KeptByAccount[]).filter((f) => Object.keys(answers[f] ?? {}).length > 0);
  if (given.length === 0) return;
  const mine = new Set((await listBankAccounts(db, scope)).map((a) => a.id));
  for (const field of given) {
    if (Object.keys(answers[field] ?? {}).some((id) => !mine.has(id))) {
      throw new AppError("not_found", accountNotFound(field));
    }
  }
}
