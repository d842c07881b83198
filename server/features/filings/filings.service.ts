import { randomUUID } from "node:crypto";
import { PgTransaction } from "drizzle-orm/pg-core";
import { type IsoDate, isIsoDate, type Period } from "../../../core/dates";
import type { Db } from "../../db/client";
import type { Scope } from "../../platform/auth/request-context";
import { AppError } from "../../platform/errors";
import { type Billing, billingFor } from "../../platform/payments/billing";
import { FILING_PRICE_TEXT } from "../../platform/payments/filing-price";
import { createCheckoutSession } from "./filing-checkout";
import { isSettled, planSave } from "./filing-plan";
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

const SAVE_MESSAGE_BETA = `Beta gives you one free filing. To start another filing (${FILING_PRICE_TEXT}), complete payment.`;
const SAVE_MESSAGE = `Each filing costs ${FILING_PRICE_TEXT}. To start this filing, complete payment.`;
const EXPORT_MESSAGE = "Please complete payment to download filing packs.";

/** A pending filing to store, with the company period derived on the way (stored with it). */
interface PendingWrite {
  pending: PendingFiling;
  derived: Period | null;
  email: string;
}

/**
 * The gate of a save (the import route calls it inside its transaction, before storing anything). Rows in periods
 * that already have a free or paid filing go through; a period without one is started free when the user may
 * (beta's first filing; everything while payments are off), otherwise it gets a pending filing and a Checkout
 * session, and the save is refused with 402 { checkoutUrl }.
 *
 * A refused save rolls its transaction back, so the pending filing is written on the app's own connection after
 * that transaction ends — otherwise the Checkout session would pay for a filing that no longer exists.
 */
export async function checkSaveAllowed(db: Db, scope: Scope, rowDates: string[], tx?: Db): Promise<void> {
  const billing = billingFor(db);
  // Each distinct date once: the gate asks which periods the dates fall in, and 100,000 rows hold a few hundred.
  const dates = checkedDates([...new Set(rowDates)]);
  if (dates.length === 0) return;
  const callerTx = tx ?? (inTransaction(db) ? db : null);
  const decide = (q: Db) => decideSave(q, billing, scope, dates);
  const charge = callerTx ? await decide(callerTx) : await db.transaction((t) => decide(t as unknown as Db));
  if (!charge) return;
  const session = await tryCheckout(billing, scope, charge);
  const write = { ...charge, pending: { ...charge.pending, stripeSessionId: session?.id ?? null } };
  await storePending(billing, db, scope, write, callerTx !== null);
  const message = billing.betaMode ? SAVE_MESSAGE_BETA : SAVE_MESSAGE;
  throw new AppError("payment_required", message, session ? { checkoutUrl: session.url } : {});
}

/**
 * The gate of a filing-pack download: the current company's current period must have a free or paid filing (the
 * user's free one is taken here if still unused). Otherwise a pending filing is made (or reused) and the download is
 * refused with 402 { needsPayment: true }; the Payment dialog then asks for its checkout.
 */
export async function checkExportAllowed(db: Db, scope: Scope): Promise<Filing> {
  const billing = billingFor(db);
  if (inTransaction(db)) {
    const decision = await decideExport(db, billing, scope);
    if ("filing" in decision) return decision.filing;
    await storePending(billing, db, scope, decision, true);
  } else {
    const decision = await db.transaction(async (t) => {
      const d = await decideExport(t as unknown as Db, billing, scope);
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

/** Starts free filings and returns null when the save may go on; else what to charge for. */
async function decideSave(db: Db, billing: Billing, scope: Scope, dates: IsoDate[]): Promise<PendingWrite | null> {
  const g = await readGateContext(db, billing, scope, dates);
  if (!g.anchor) return null; // unreachable with dates, which always give a period
  const plan = planSave({
    anchor: g.anchor,
    filings: g.filings,
    dates,
    freeLeft: g.freeLeft,
    charging: billing.paymentsEnabled,
  });
  if (plan.charge.length === 0) {
    if (g.derived) await setCompanyPeriodIfUnset(db, scope, g.anchor);
    await insertFreeFilings(db, scope, g.company.name, plan.grant);
    return null;
  }
  // One filing per checkout: the earliest unpaid period is named; a save spanning more asks again after payment.
  return pendingFor(db, scope, g, plan.charge[0]!);
}

type ExportDecision = { filing: Filing } | PendingWrite;

async function decideExport(db: Db, billing: Billing, scope: Scope): Promise<ExportDecision> {
  const g = await readGateContext(db, billing, scope, []);
  if (!g.anchor) throw new AppError("bad_request", "No transactions to export. Upload a bank statement first.");
  if (g.derived) await setCompanyPeriodIfUnset(db, scope, g.anchor);
  const period = g.anchor;
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

/** A refused save still names a checkout; if Stripe cannot be reached the 402 simply has no checkoutUrl. */
async function tryCheckout(
  billing: Billing,
  scope: Scope,
  w: PendingWrite,
): Promise<{ id: string; url: string } | null> {
  try {
    const { pending } = w;
    return await createCheckoutSession(billing, {
      filingId: pending.id,
      userId: scope.userId,
      companyName: pending.companyName,
      periodEnd: pending.period.end,
      email: w.email,
    });
  } catch (err) {
    billing.log.warn({ err }, "could not create a Stripe Checkout session for a refused save");
    return null;
  }
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
