import { randomUUID } from "node:crypto";
import { PgTransaction } from "drizzle-orm/pg-core";
import { type IsoDate, isIsoDate, type Period, periodFrom, suggestPeriod } from "../../../core/dates";
import type { Db } from "../../db/client";
import type { Scope } from "../../platform/auth/request-context";
import { getCompany, transactionDateRange } from "../../platform/company/company-row";
import { AppError } from "../../platform/errors";
import { type Billing, billingFor } from "../../platform/payments/billing";
import { isSettled } from "./filing-plan";
import {
  type FilingRow,
  findPending,
  insertFreeFilings,
  type PendingFiling,
  setCompanyPeriodIfUnset,
  upsertPending,
} from "./filings.repo";
import { type GateContext, readGateContext } from "./gate-context";

export type Filing = FilingRow;

const EXPORT_MESSAGE = "Please complete payment to download filing packs.";

/** A pending filing to store, with the company period derived on the way (stored with it). */
interface PendingWrite {
  pending: PendingFiling;
  derived: Period | null;
  email: string;
}

/**
 * What a save does about filings: nothing. An upload is never refused for a period's payment status, and
 * no filing is started at import: the free filing (beta) is taken, or a payment asked for, when the person first
 * downloads a filing pack for a confirmed period (checkExportAllowed), so correcting the year end before that costs
 * nothing. A company without a period gets the 12 months from the month of its earliest transaction as its period,
 * which the person then confirms or corrects on the Company page.
 */
export async function rememberPeriodOfSave(db: Db, scope: Scope, rowDates: string[]): Promise<void> {
  const dates = checkedDates([...new Set(rowDates)]);
  if (dates.length === 0) return;
  const company = await getCompany(db, scope);
  if (!company || periodFrom(company.periodStart, company.periodEnd)) return;
  const { first } = await transactionDateRange(db, scope);
  const earliest = [first, ...dates].filter((d): d is string => d !== null).sort()[0]!;
  const suggested = suggestPeriod(earliest);
  if (suggested) await setCompanyPeriodIfUnset(db, scope, suggested);
}

/**
 * The gate of a filing-pack download: the current company's current period (or `closed`, a closed period of the
 * company whose packs are asked for again) must have a free or paid filing (the user's free one is taken here if
 * still unused). Otherwise a pending filing is made (or reused) and the download is refused with
 * 402 { needsPayment: true }; the Payment dialog then asks for its checkout.
 */
export async function checkExportAllowed(db: Db, scope: Scope, closed?: Period): Promise<Filing> {
  const billing = billingFor(db);
  if (inTransaction(db)) {
    const decision = await decideExport(db, billing, scope, closed);
    if ("filing" in decision) return decision.filing;
    await storePending(billing, db, scope, decision, true);
  } else {
    const decision = await db.transaction(async (t) => {
      const d = await decideExport(t as unknown as Db, billing, scope, closed);
      if (!("filing" in d)) await writePending(t as unknown as Db, scope, d);
      return d;
    });
    if ("filing" in decision) return decision.filing;
  }
  throw new AppError("payment_required", EXPORT_MESSAGE, { needsPayment: true });
}

/** Waits for pending filings still being written after refused saves (tests; shutdown does it by itself). */
export function filingWritesSettled(db: Db): Promise<void> {
  return billingFor(db).settled();
}

type ExportDecision = { filing: Filing } | PendingWrite;

async function decideExport(db: Db, billing: Billing, scope: Scope, closed?: Period): Promise<ExportDecision> {
  const g = await readGateContext(db, billing, scope, []);
  if (closed) return decidePeriod(db, billing, scope, { ...g, derived: false }, closed);
  if (!g.anchor) throw new AppError("bad_request", "No transactions to export. Upload a bank statement first.");
  if (g.derived) await setCompanyPeriodIfUnset(db, scope, g.anchor);
  return decidePeriod(db, billing, scope, g, g.anchor);
}

/** Whether `period`'s packs may download: its settled filing, else the free one, else a pending one to pay for. */
async function decidePeriod(
  db: Db,
  billing: Billing,
  scope: Scope,
  g: GateContext,
  period: Period,
): Promise<ExportDecision> {
  // Matched on the period end alone: a paid period is fixed, and moving the company's period end starts another.
  const settled = g.filings.find((f) => isSettled(f) && f.periodEnd === period.end);
  if (settled) return { filing: settled };
  if (!billing.paymentsEnabled || g.freeLeft) {
    const [free] = await insertFreeFilings(db, scope, g.company.name, [period]);
    return { filing: free! };
  }
  return pendingFor(db, scope, g, period);
}

async function pendingFor(db: Db, scope: Scope, g: GateContext, period: Period): Promise<PendingWrite> {
  const existing = await findPending(db, scope, period.end);
  return {
    pending: {
      id: existing?.id ?? randomUUID(),
      companyName: existing?.companyName ?? g.company.name,
      period,
      stripeSessionId: existing?.stripeSessionId ?? null,
    },
    derived: g.derived && g.anchor ? g.anchor : null,
    email: g.email,
  };
}

/** Inside the caller's transaction the write must wait for it to end (see checkSaveAllowed), so it is deferred. */
async function storePending(billing: Billing, db: Db, scope: Scope, w: PendingWrite, deferred: boolean): Promise<void> {
  if (!deferred) return writePending(db, scope, w);
  billing.later(`pending filing ${w.pending.id}`, () => writePending(billing.db, scope, w));
}

async function writePending(db: Db, scope: Scope, w: PendingWrite): Promise<void> {
  if (w.derived) await setCompanyPeriodIfUnset(db, scope, w.derived);
  await upsertPending(db, scope, w.pending);
}

/** A caller may pass its transaction in place of the database; its writes then vanish with a refused save. */
function inTransaction(db: Db): boolean {
  return db instanceof PgTransaction;
}

function checkedDates(rowDates: string[]): IsoDate[] {
  const bad = rowDates.find((d) => !isIsoDate(d));
  if (bad !== undefined)
    throw new AppError("bad_request", `"${bad}" is not a date: transaction dates must be YYYY-MM-DD.`);
  return rowDates;
}
