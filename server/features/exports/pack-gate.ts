import type { FastifyRequest } from "fastify";
import { readinessCheckToWire } from "../../../core/contracts/readiness";
import { blockingChecks } from "../../../core/filing/readiness";
import type { Db } from "../../db/client";
import type { Scope } from "../../platform/auth/request-context";
import { requireScope } from "../../platform/company/company-scope";
import { AppError } from "../../platform/errors";
import { londonToday } from "../../platform/london-today";
import { type PeriodReadiness, periodReadiness } from "../readiness/readiness.service";

const NOT_READY =
  "The accounts are not ready to file yet: fix the items listed (GET /api/reports/readiness), then download the pack.";

export interface PackGateOptions {
  /**
   * False for the HMRC packs: full accounts beside the CT600, which a company outside the micro-entity limits still
   * files; the micro-entity test blocks only the Companies House (micro-entity) packs. Default true.
   */
  microEntity?: boolean;
}

/**
 * The readiness gate of every filing pack: while any check blocks, the pack answers 409
 * `{ error, checks }` with the blocking checks, before anything else is decided (the free filing is not used).
 * The full Excel export and the clean CSV never pass through it.
 */
export async function assertReadyToFile(
  db: Db,
  scope: Scope,
  opts: PackGateOptions = {},
  today = londonToday(),
): Promise<PeriodReadiness> {
  const ready = await periodReadiness(db, scope, today);
  const checks = blockingChecks(ready.readiness).filter((c) => opts.microEntity !== false || c.id !== "micro-entity");
  if (checks.length > 0) throw new AppError("conflict", NOT_READY, { checks: checks.map(readinessCheckToWire) });
  return ready;
}

/** The gate as a route preHandler: `{ preHandler: packGate(db), ... }` on a filing pack route. */
export function packGate(db: Db, opts: PackGateOptions = {}) {
  return async (request: FastifyRequest): Promise<void> => {
    await assertReadyToFile(db, await requireScope(db, request), opts);
  };
}
