import type { FastifyRequest } from "fastify";
import type { PeriodQuery } from "../../../core/contracts";
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
 * `periodRef` (a closed period's id or start date) judges that period as it was closed; missing: the open one. A
 * period the company does not have is a 404. The full Excel export and the clean CSV never pass through it.
 */
export async function assertReadyToFile(
  db: Db,
  scope: Scope,
  opts: PackGateOptions = {},
  today = londonToday(),
  periodRef?: string,
): Promise<PeriodReadiness> {
  const ready = await periodReadiness(db, scope, today, periodRef);
  const checks = blockingChecks(ready.readiness).filter((c) => opts.microEntity !== false || c.id !== "micro-entity");
  if (checks.length > 0) throw new AppError("conflict", NOT_READY, { checks: checks.map(readinessCheckToWire) });
  return ready;
}

/**
 * The gate as a route preHandler: `{ preHandler: packGate(db), ... }` on a filing pack route, judging the period the
 * route's `?period=` names (validated by then: preHandlers run after the schemas).
 */
export function packGate(db: Db, opts: PackGateOptions = {}) {
  return async (request: FastifyRequest): Promise<void> => {
    const period = (request.query as PeriodQuery | undefined)?.period;
    await assertReadyToFile(db, await requireScope(db, request), opts, londonToday(), period);
  };
}
