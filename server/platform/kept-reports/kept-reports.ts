import type { Database } from "../../db/client";
import type { Scope } from "../auth/request-context";

/**
 * Reports of a company's period kept in the database at the company's accounts version (companies.accounts_version,
 * moved by triggers in the same transaction as every write that changes the accounts: migration 0017 and
 * docs/decisions/009-reports-kept-by-accounts-version.md). Kept in PostgreSQL rather than in this process, so every
 * server shares them; a row is read only while its version is the company's, so a write makes the next read
 * recompute.
 */

/** Which answer: a report of a period (`period` empty for the open one), and the date it counts from, if any. */
export interface KeptKey {
  period: string;
  report: string;
  /** Today's date for an answer that counts from it (deadlines, readiness); empty for the others. */
  today: string;
}

export interface KeptRead {
  /** The company's accounts version now, as text (a bigint); null when the company is not the user's. */
  version: string | null;
  /** The kept answer at that version and date; null: none, build it. */
  body: string | null;
}

/** The company's version and, when kept at it, the answer: one statement, so the two cannot disagree. */
export async function readKept(database: Database, scope: Scope, key: KeptKey): Promise<KeptRead> {
  const [row] = await database.query<{ version: string; body: string | null }>(
    `select c.accounts_version::text as version, k.body
       from companies c
       left join kept_reports k
         on k.user_id = c.user_id and k.company_id = c.id and k.period = $3 and k.report = $4
        and k.version = c.accounts_version and k.today = $5
      where c.id = $2 and c.user_id = $1`,
    [scope.userId, scope.companyId, key.period, key.report, key.today],
  );
  return { version: row?.version ?? null, body: row?.body ?? null };
}

/** An answer built at `version`, to keep. */
export interface KeptAnswer {
  report: string;
  today: string;
  body: string;
}

/**
 * Keeps the answers of one period built at `version` (read before their inputs, so they are at least that new). A
 * row kept at a later version by another server is left alone.
 */
export async function keepAnswers(
  database: Database,
  scope: Scope,
  period: string,
  version: string,
  answers: readonly KeptAnswer[],
): Promise<void> {
  if (answers.length === 0) return;
  const params: unknown[] = [scope.userId, scope.companyId, period, version];
  const values = answers.map((a) => {
    params.push(a.report, a.today, a.body);
    const n = params.length;
    return `($1::uuid, $2::uuid, $3, $${n - 2}, $4::bigint, $${n - 1}, $${n})`;
  });
  await database.query(
    `insert into kept_reports (user_id, company_id, period, report, version, today, body)
     values ${values.join(", ")}
     on conflict (user_id, company_id, period, report) do update
       set version = excluded.version, today = excluded.today, body = excluded.body, kept_at = now()
     where kept_reports.version <= excluded.version`,
    params,
  );
}
