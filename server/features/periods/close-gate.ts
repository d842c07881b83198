import { readinessCheckToWire } from "../../../core/contracts/readiness";
import { yearCloseBlockers, yearCloseRefusal } from "../../../core/filing/readiness/year-close";
import type { Db } from "../../db/client";
import type { Scope } from "../../platform/auth/request-context";
import { AppError } from "../../platform/errors";
import { readinessOf } from "../readiness/readiness.service";
import type { CompanyAccounts } from "../reports/accounts.service";

/**
 * The readiness gate of the year close: while a check of the period blocks it (core yearCloseBlockers), the close
 * answers 409 `{ error, checks }` as the filing packs' gate does, with the blocking checks. Judged on the accounts
 * about to be closed, read in the close's own transaction.
 */
export async function assertReadyToClose(db: Db, scope: Scope, accounts: CompanyAccounts): Promise<void> {
  const { readiness } = await readinessOf(db, scope, accounts);
  const checks = yearCloseBlockers(readiness.checks);
  if (checks.length === 0) return;
  throw new AppError("conflict", yearCloseRefusal(checks.map((c) => c.message)), {
    checks: checks.map(readinessCheckToWire),
  });
}
