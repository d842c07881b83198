import type { Db } from "../../db/client";
import type { Scope } from "../../platform/auth/request-context";
import type { CompanyRow } from "../../platform/company/company-row";
import { AppError } from "../../platform/errors";
import { lockCompanyRow } from "./companies.repo";

/**
 * Runs `work` in one database transaction with the company row locked (see lockCompanyRow): a refusal anywhere in
 * it leaves everything as it was.
 */
export function withCompanyLocked<T>(
  db: Db,
  scope: Scope,
  mode: "update" | "share",
  work: (q: Db, company: CompanyRow) => Promise<T>,
): Promise<T> {
  return db.transaction(async (tx) => {
    const q = tx as unknown as Db;
    const company = await lockCompanyRow(q, scope, mode);
    if (!company) throw new AppError("not_found", "Company not found.");
    return work(q, company);
  });
}
