import { and, eq, gte, lte } from "drizzle-orm";
import type { IsoDate, Period } from "../../../core/dates";
import type { FiledOn } from "../../../core/filing";
import type { Db } from "../../db/client";
import { submissions } from "../../db/schema";
import type { Scope } from "../../platform/auth/request-context";
import { londonToday } from "../../platform/london-today";
import { CH_ACCOUNTS, HMRC_CT600 } from "./submissions.repo";

interface Accepted {
  registry: string;
  kind: string;
  periodStart: string;
  periodEnd: string;
  submittedAt: Date;
}

/** The UK day a filing was sent: the registry received it then (a late filing is counted to that day). */
const sentOn = (row: Accepted): IsoDate => londonToday(row.submittedAt);

/** The first accepted filing of a registry's kind for exactly these dates (an amendment later does not move it). */
function firstFor(rows: readonly Accepted[], what: { registry: string; kind: string }, p: Period): IsoDate | null {
  const { registry, kind } = what;
  const days = rows
    .filter((r) => r.registry === registry && r.kind === kind && r.periodStart === p.start && r.periodEnd === p.end)
    .map(sentOn)
    .sort();
  return days[0] ?? null;
}

/**
 * Which of a period's filings the registries accepted through the app (core/filing FiledOn): its accounts at
 * Companies House, and its returns at HMRC, one for each accounting period for tax (`returnPeriods`; two when the
 * period of account is longer than 12 months), known filed only when every one is. Test filings file nothing.
 * Accepting a filing moves the company's accounts version (migration 0025), so a report kept before it is rebuilt.
 */
export async function acceptedFilings(
  db: Db,
  scope: Scope,
  period: Period,
  returnPeriods: readonly Period[],
): Promise<FiledOn> {
  const rows: Accepted[] = await db
    .select({
      registry: submissions.registry,
      kind: submissions.kind,
      periodStart: submissions.periodStart,
      periodEnd: submissions.periodEnd,
      submittedAt: submissions.submittedAt,
    })
    .from(submissions)
    .where(
      and(
        eq(submissions.userId, scope.userId),
        eq(submissions.companyId, scope.companyId),
        eq(submissions.state, "accepted"),
        eq(submissions.test, false),
        gte(submissions.periodEnd, period.start),
        lte(submissions.periodEnd, period.end),
      ),
    );
  if (rows.length === 0) return { accounts: null, ct600: null };
  const returns = returnPeriods.map((p) => firstFor(rows, HMRC_CT600, p));
  const allReturns = returns.length > 0 && returns.every((d) => d !== null);
  return {
    accounts: firstFor(rows, CH_ACCOUNTS, period),
    ct600: allReturns ? ([...(returns as IsoDate[])].sort().at(-1) ?? null) : null,
  };
}
