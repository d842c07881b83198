import { setImmediate } from "node:timers/promises";
import { type SQL, sql } from "drizzle-orm";
import type { CategoryId } from "../../../core/categories";
import type { Decision, LabelledExample, UserRule } from "../../../core/categorise";
import { fromDecimalString, type Pence } from "../../../core/money";
import { isVatRate, type VatRate } from "../../../core/vat";
import type { Db } from "../../db/client";
import { copyField, copyLinesOnPglite, runsOnPglite } from "../../db/copy-rows";
import { type FieldReader, fieldsOf, packedAggregate, readPackedRows } from "../../db/packed-rows";
import { pgArray } from "../../db/pg-array";
import { rawRows } from "../../db/raw";
import type { Scope } from "../../platform/auth/request-context";
import { raiseCte } from "../../platform/list-cache/list-version";
import { afterClosedPeriods } from "../periods/periods.repo";
import { listRules } from "./rules.repo";

export interface CandidateRow {
  id: string;
  /** The row's insertion number: unique and never reused, a cheaper key than the id to write decisions back by. */
  seq: number;
  description: string;
  amount: Pence;
  categoryId: string | null;
  confidence: number | null;
  stage: string | null;
  /** YYYY-MM-DD: the company's first receipt is found by it. */
  date: string;
}

/** A candidate from its fields in CANDIDATE_COLUMNS order, all as text (packed or read plainly). */
function readCandidate(row: FieldReader): CandidateRow {
  const id = row.field() as string;
  const description = row.field() as string;
  const amount = fromDecimalString(row.field() as string)!;
  const categoryId = row.field();
  const confidence = row.field();
  const stage = row.field();
  const seq = Number(row.field());
  const date = row.field() as string;
  return {
    date,
    id,
    description,
    amount,
    categoryId,
    confidence: confidence === null ? null : Number(confidence),
    stage,
    seq,
  };
}

const CANDIDATE_COLUMNS = [
  "id",
  "description",
  "amount",
  "category_id",
  "category_confidence",
  "category_stage",
  "seq",
  "date",
] as const;
const CANDIDATE_ORDER = "date, seq";

/**
 * Candidate rows matching `where`, read packed (db/packed-rows: 100,000 rows in a fraction of PGlite's row-by-row
 * time), or row by row when a stored text holds a packing separator.
 */
async function loadCandidates(db: Db, where: SQL): Promise<CandidateRow[]> {
  const [row] = await rawRows<{ packed: string | null }>(
    db,
    sql`select ${sql.raw(packedAggregate(CANDIDATE_COLUMNS, CANDIDATE_ORDER))} as packed from transactions where ${where}`,
  );
  const packed = readPackedRows(row?.packed ?? null, readCandidate);
  if (packed) return packed;
  const rows = await rawRows<Record<(typeof CANDIDATE_COLUMNS)[number], string | null>>(
    db,
    sql`select ${sql.raw(CANDIDATE_COLUMNS.map((c) => `${c}::text as ${c}`).join(", "))} from transactions
         where ${where} order by ${sql.raw(CANDIDATE_ORDER)}`,
  );
  return rows.map((r) => readCandidate(fieldsOf(r, CANDIDATE_COLUMNS)));
}

/** Rows the categoriser never rewrites: set by the person, or transfers between the company's accounts. */
const KEPT_STAGES = "coalesce(category_stage, '') not in ('user', 'transfer')";

/** Above this many ids the company's rows are read whole and picked in JS: cheaper than a huge id array in SQL. */
export const MANY_IDS = 2_000;

/**
 * The company's active rows the categoriser may rewrite: leaving out the ones whose category the user set and the
 * transfers between the company's own accounts (features/transfers), which no narrative rule should undo.
 */
function mayRewrite(scope: Scope): SQL {
  return sql`user_id = ${scope.userId} and company_id = ${scope.companyId} and deleted_at is null
             and ${sql.raw(KEPT_STAGES)} and ${afterClosedPeriods(scope)}`;
}

/** The rows among `ids` (at most MANY_IDS lower-case uuids) the categoriser may rewrite (see mayRewrite). */
export function loadToCategorise(db: Db, scope: Scope, ids: ReadonlySet<string>): Promise<CandidateRow[]> {
  return loadCandidates(db, sql`${mayRewrite(scope)} and id = any(${pgArray([...ids])}::uuid[])`);
}

/** Every row of the company the categoriser may rewrite (see mayRewrite), for the caller to pick from. */
export function loadAllToCategorise(db: Db, scope: Scope): Promise<CandidateRow[]> {
  return loadCandidates(db, mayRewrite(scope));
}

/** Every active row of the company with no category, dated after its closed periods (`POST …/categorize` `{}`). */
export function loadUncategorised(db: Db, scope: Scope): Promise<CandidateRow[]> {
  return loadCandidates(db, uncategorised(scope));
}

export async function countUncategorised(db: Db, scope: Scope): Promise<number> {
  const [row] = await rawRows<{ n: number | string }>(
    db,
    sql`select count(*) as n from transactions where ${uncategorised(scope)}`,
  );
  return Number(row?.n ?? 0);
}

function uncategorised(scope: Scope): SQL {
  return sql`user_id = ${scope.userId} and company_id = ${scope.companyId} and deleted_at is null
             and category_id is null and ${sql.raw(KEPT_STAGES)} and ${afterClosedPeriods(scope)}`;
}

export function loadActive(db: Db, scope: Scope): Promise<CandidateRow[]> {
  return loadCandidates(db, sql`user_id = ${scope.userId} and company_id = ${scope.companyId} and deleted_at is null`);
}

/** One active row's narrative, or undefined when it is not the company's. */
export async function loadDescription(db: Db, scope: Scope, id: string): Promise<string | undefined> {
  const [row] = await rawRows<{ description: string }>(
    db,
    sql`select description from transactions
         where user_id = ${scope.userId} and company_id = ${scope.companyId} and deleted_at is null and id = ${id}::uuid`,
  );
  return row?.description;
}

/**
 * What the person taught in this company: its active rows whose category they set themselves. Never another
 * company's, though the same person keeps it: a payee is a director's loan in the company that person directs and
 * nothing of the kind in another.
 */
export async function loadHistory(db: Db, scope: Scope): Promise<LabelledExample[]> {
  const rows = await rawRows<{ description: string; amount: string; category_id: string }>(
    db,
    sql`select description, amount::text as amount, category_id from transactions
         where user_id = ${scope.userId} and company_id = ${scope.companyId} and deleted_at is null
           and category_stage = 'user' and category_id is not null`,
  );
  return rows.map((r) => ({
    description: r.description,
    amount: fromDecimalString(r.amount)!,
    categoryId: r.category_id as CategoryId,
  }));
}

/**
 * The VAT rates the person set on the company's rows themselves (a learned rate carries its reason, theirs none), in
 * date order so the rate set on a payee's latest line is the one that follows it.
 */
export async function loadVatHistory(db: Db, scope: Scope): Promise<{ description: string; vatRate: VatRate }[]> {
  const rows = await rawRows<{ description: string; vat_rate: string }>(
    db,
    sql`select description, vat_rate from transactions
         where user_id = ${scope.userId} and company_id = ${scope.companyId} and deleted_at is null
           and vat_rate is not null and vat_reason is null
         order by date, seq`,
  );
  return rows.flatMap((r) => (isVatRate(r.vat_rate) ? [{ description: r.description, vatRate: r.vat_rate }] : []));
}

/** The company's rules as the pipeline takes them, in the order they are tried. */
export async function loadRules(db: Db, scope: Scope): Promise<UserRule[]> {
  return (await listRules(db, scope)).map((r) => ({
    id: r.id,
    name: r.name ?? undefined,
    contains: r.contains,
    categoryId: r.categoryId as CategoryId,
    direction: r.direction,
    minAmount: r.minAmount,
    maxAmount: r.maxAmount,
    vatRate: isVatRate(r.vatRate) ? r.vatRate : null,
  }));
}

/**
 * The update shared by both ways of passing the decisions: `source` yields (k, g) — a row's seq and its decision's
 * number — and `groups` yields (g, c, conf, r, s, v, vr), each distinct decision once. A VAT rate the person
 * set on the row itself (one with no reason) stays; a learned one (v, with its reason vr) replaces a learned one.
 */
function updateFrom(scope: Scope, source: SQL, groups: SQL, within: SQL): SQL {
  return sql`with changed as (
          update transactions t
             set category_id = dg.c, category_confidence = round(dg.conf, 3), category_reason = dg.r,
                 category_stage = dg.s,
                 vat_rate = case when t.vat_rate is null or t.vat_reason is not null then dg.v else t.vat_rate end,
                 vat_reason = case when t.vat_rate is null or t.vat_reason is not null then dg.vr else null end
            from ${source} join ${groups} using (g)
           where t.seq = d.k and t.user_id = ${scope.userId} and t.company_id = ${scope.companyId}
             and t.deleted_at is null and ${sql.raw(KEPT_STAGES.replace("category_stage", "t.category_stage"))}
             and ${within}
          returning 1),
        ${raiseCte(scope)}
        select count(*) as updated from changed`;
}

interface DecisionGroups {
  /** Each distinct (category, confidence, reason, stage, learned VAT rate and its reason), numbered from 0. */
  groups: {
    categoryId: string;
    confidence: string;
    reason: string;
    stage: string;
    vatRate: string | null;
    vatReason: string | null;
  }[];
  /** Per decision, its row's seq and its group's number. */
  seqs: number[];
  numbers: number[];
}

/** A group already met, under its reason: the rest of what it sets, and its number. */
interface GroupSeen {
  categoryId: string;
  /** Thousandths: what the column keeps (numeric(4,3)). */
  milli: number;
  stage: string;
  vatRate: string | null;
  vatReason: string | null;
  g: number;
}

/**
 * Decisions grouped by what they set: many rows share one (a built-in rule's reason, the default), so the rows go
 * to the database as two numbers each and the texts once per group. Looked up by reason first, then among the few
 * groups with that reason, rather than by a key string joined from all four parts, built and hashed for every row.
 */
function groupDecisions(decisions: readonly Decision[], rows: readonly { seq: number }[]): DecisionGroups {
  const byReason = new Map<string, GroupSeen[]>();
  const out: DecisionGroups = { groups: [], seqs: new Array(decisions.length), numbers: new Array(decisions.length) };
  for (let i = 0; i < decisions.length; i++) {
    const d = decisions[i]!;
    const milli = Math.round(d.confidence * 1000);
    let seen = byReason.get(d.reason);
    if (!seen) {
      seen = [];
      byReason.set(d.reason, seen);
    }
    const vatRate = d.vatRate ?? null;
    const vatReason = d.vatRate ? (d.vatReason ?? null) : null;
    let group = seen.find(
      (x) =>
        x.milli === milli &&
        x.categoryId === d.categoryId &&
        x.stage === d.stage &&
        x.vatRate === vatRate &&
        x.vatReason === vatReason,
    );
    if (!group) {
      group = { categoryId: d.categoryId, milli, stage: d.stage, vatRate, vatReason, g: out.groups.length };
      seen.push(group);
      out.groups.push({
        categoryId: d.categoryId,
        confidence: (milli / 1000).toFixed(3),
        reason: d.reason,
        stage: d.stage,
        vatRate,
        vatReason,
      });
    }
    out.seqs[i] = rows[i]!.seq;
    out.numbers[i] = group.g;
  }
  return out;
}

/** A row a decision is written back to: its seq, and its date, which bounds a part's rows (see updateOnServer). */
export interface DecidedRow {
  seq: number;
  date: string;
}

/**
 * Writes every decision in one statement, by the seq of its row (`rows[i]` is the candidate `decisions[i]` was made
 * for: core answers in the order it was given the rows); rows the user set
 * by hand in the meantime are left alone. Answers only the count (one row back instead of 100,000: PGlite pays per
 * row returned). On PGlite the decisions are copied into temporary tables first (COPY reads them faster than the
 * WASM parses 100,000-element arrays); on PostgreSQL they go as unnest() arrays.
 */
export async function applyDecisions(
  db: Db,
  scope: Scope,
  decisions: readonly Decision[],
  rows: readonly DecidedRow[],
): Promise<number> {
  if (decisions.length !== rows.length) throw new Error("applyDecisions: one decision per row expected");
  if (decisions.length === 0) return 0;
  if (!runsOnPglite(db)) return bulkWrite(db, (q) => updateOnServer(q, scope, decisions, rows));
  const { groups, seqs, numbers } = groupDecisions(decisions, rows);
  return bulkWrite(db, async (q) => {
    await q.execute(sql`create temporary table categorise_rows (k bigint, g int) on commit drop`);
    await q.execute(
      sql`create temporary table categorise_groups (g int, c text, conf numeric, r text, s text, v text, vr text)
          on commit drop`,
    );
    const groupLines = groups.map(
      (x, g) =>
        `${g}\t${copyField(x.categoryId)}\t${x.confidence}\t${copyField(x.reason)}\t${copyField(x.stage)}` +
        `\t${copyField(x.vatRate)}\t${copyField(x.vatReason)}`,
    );
    await copyLinesOnPglite(q, "categorise_groups", ["g", "c", "conf", "r", "s", "v", "vr"], groupLines);
    const rowLines = seqs.map((seq, i) => `${seq}\t${numbers[i]}`);
    await copyLinesOnPglite(q, "categorise_rows", ["k", "g"], rowLines);
    return countUpdated(q, updateFrom(scope, sql`categorise_rows as d`, sql`categorise_groups as dg`, sql`true`));
  });
}

/**
 * For the rest of the transaction, no nested-loop joins. Right after a large import the statistics from the last
 * ANALYZE (PGlite's housekeeper, a server's autovacuum) count none of the new rows, and the planner, taking the
 * company's rows for one or two, joined the decisions to them by a nested loop that rescans one side for every row of
 * the other: categorising 100,000 new rows took about twice as long, and longer still with many distinct reasons.
 * Hashing is right for these bulk writes whatever the statistics say (decisions-plan.test.ts).
 */
const NO_ROW_BY_ROW_JOINS = sql`set local enable_nestloop = off`;

/** Runs a bulk write of decisions in one database transaction, all or nothing, with NO_ROW_BY_ROW_JOINS. */
function bulkWrite<T>(db: Db, write: (q: Db) => Promise<T>): Promise<T> {
  return db.transaction(async (tx) => {
    const q = tx as unknown as Db;
    await q.execute(NO_ROW_BY_ROW_JOINS);
    return write(q);
  });
}

async function countUpdated(q: Db, update: SQL): Promise<number> {
  const [row] = await rawRows<{ updated: number | string }>(q, update);
  return Number(row?.updated ?? 0);
}

/**
 * The decisions for `rows` as one statement on a database server, the rows passed as unnest() arrays. Only the
 * company's rows dated within the part's dates are joined against, so a part reads its own stretch of the list
 * index rather than the company's every row.
 */
function updateOnServer(
  q: Db,
  scope: Scope,
  decisions: readonly Decision[],
  rows: readonly DecidedRow[],
): Promise<number> {
  const { groups, seqs, numbers } = groupDecisions(decisions, rows);
  let first = rows[0]!.date;
  let last = first;
  for (const r of rows) {
    if (r.date < first) first = r.date;
    if (r.date > last) last = r.date;
  }
  return countUpdated(
    q,
    updateFrom(
      scope,
      sql`unnest(${pgArray(seqs.map(String))}::bigint[], ${pgArray(numbers.map(String))}::int[]) as d(k, g)`,
      sql`(select g - 1 as g, c, conf, r, s, v, vr
             from unnest(${pgArray(groups.map((x) => x.categoryId))}::text[], ${pgArray(groups.map((x) => x.confidence))}::numeric[],
                         ${pgArray(groups.map((x) => x.reason))}::text[], ${pgArray(groups.map((x) => x.stage))}::text[],
                         ${pgArray(groups.map((x) => x.vatRate))}::text[], ${pgArray(groups.map((x) => x.vatReason))}::text[])
                  with ordinality as u(c, conf, r, s, v, vr, g)) as dg`,
      sql`t.date between ${first}::date and ${last}::date`,
    ),
  );
}

/** One part's decisions, for the rows from `from` on (see categoriseInParts in core). */
export interface DecisionPart {
  from: number;
  decisions: readonly Decision[];
}

/**
 * Writes the decisions part by part in one database transaction, all or nothing. On a database server each part's
 * statement runs there while the next part is worked out here (taking a part from `parts` is what works it out),
 * so the two overlap on two processors. On PGlite the statement would run on this same thread: the parts are
 * gathered and written in one statement, its cheapest way.
 */
export async function applyDecisionsInParts(
  db: Db,
  scope: Scope,
  parts: Iterable<DecisionPart>,
  rows: readonly DecidedRow[],
): Promise<number> {
  const rowsOf = (p: DecisionPart) => rows.slice(p.from, p.from + p.decisions.length);
  if (runsOnPglite(db)) {
    const decisions = [...parts].flatMap((p) => p.decisions);
    return applyDecisions(db, scope, decisions, rows);
  }
  return bulkWrite(db, async (q) => {
    let updated = 0;
    let writing: Promise<number> | null = null;
    for (const part of parts) {
      if (writing) updated += await writing;
      writing = updateOnServer(q, scope, part.decisions, rowsOf(part));
      // Seen at once, a failure waits to be thrown by the await above rather than counting as unhandled meanwhile.
      writing.catch(() => {});
      // The statement leaves for the server before the next part is worked out on this thread.
      await setImmediate();
    }
    if (writing) updated += await writing;
    return updated;
  });
}

export const SET_BY_YOU = "Set by you";

/**
 * The user's own choice: confidence 1, stage "user"; the category it replaces is kept beside it (category_before),
 * since "Apply to similar" compares kinds with it. Returns the ids it changed.
 */
export async function setUserCategory(
  db: Db,
  scope: Scope,
  ids: string[],
  categoryId: string | null,
  reason = SET_BY_YOU,
): Promise<string[]> {
  return updateOpenRows(
    db,
    scope,
    ids,
    sql`category_before = case when category_id is distinct from ${categoryId}::text then category_id
                               else category_before end,
        category_id = ${categoryId},
        category_confidence = ${categoryId === null ? null : "1"},
        category_reason = ${categoryId === null ? null : reason},
        category_stage = ${categoryId === null ? null : "user"}`,
  );
}

/**
 * Sets `set` on the company's active rows among `ids` dated after its closed periods, raising the list version in
 * the same statement; returns the ids it changed.
 */
async function updateOpenRows(db: Db, scope: Scope, ids: readonly string[], set: SQL): Promise<string[]> {
  const rows = await rawRows<{ id: string }>(
    db,
    sql`with changed as (
          update transactions set ${set}
           where user_id = ${scope.userId} and company_id = ${scope.companyId} and deleted_at is null
             and id = any(${pgArray(ids)}::uuid[]) and ${afterClosedPeriods(scope)}
          returning id),
        ${raiseCte(scope)}
        select id from changed`,
  );
  return rows.map((r) => r.id);
}

/** The person's VAT rate for rows (null: the category's default), theirs so with no reason; the ids it changed. */
export function setVatRate(db: Db, scope: Scope, ids: readonly string[], vatRate: string | null): Promise<string[]> {
  return updateOpenRows(db, scope, ids, sql`vat_rate = ${vatRate}, vat_reason = null`);
}

/** Which of `ids` (uuids) are the company's active transactions. */
export async function findActiveIds(db: Db, scope: Scope, ids: readonly string[]): Promise<string[]> {
  if (ids.length === 0) return [];
  const rows = await rawRows<{ id: string }>(
    db,
    sql`select id from transactions
         where user_id = ${scope.userId} and company_id = ${scope.companyId} and deleted_at is null
           and id = any(${pgArray(ids)}::uuid[])`,
  );
  return rows.map((r) => r.id);
}

export async function setNotes(db: Db, scope: Scope, id: string, notes: string | null): Promise<boolean> {
  const rows = await rawRows<{ id: string }>(
    db,
    sql`with changed as (
          update transactions set notes = ${notes}
           where user_id = ${scope.userId} and company_id = ${scope.companyId} and deleted_at is null
             and id = ${id}::uuid
          returning id),
        ${raiseCte(scope)}
        select id from changed`,
  );
  return rows.length > 0;
}
