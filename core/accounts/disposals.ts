import { addDays, daysBetween, type IsoDate, maxIsoDate, type Period } from "../dates";
import { atLeastZero, mulDiv, neg, type Pence, pence, sub, sum, ZERO } from "../money";
import { assetSoldBy } from "./asset-vat";
import type { FixedAssetDetails } from "./capital-assets";
import { type DepreciationSchedule, monthsInclusive } from "./depreciation";
import type { AccountsTransaction } from "./types";

/** Money in on a fixed-asset line: a sale, its proceeds net of the VAT the sale bears (positive). */
export interface EquipmentReceipt {
  transactionId: string;
  date: IsoDate;
  proceeds: Pence;
}

/** A bank receipt tied to the register's asset it sold. */
export interface MatchedSale extends EquipmentReceipt {
  assetId: string;
}

/** How the period's equipment receipts and the register's sales meet, before any carrying amount is known. */
export interface SalesMatch {
  matched: MatchedSale[];
  /** Receipts the register cannot tie to an asset (no sale recorded with these proceeds near this date). */
  unexplained: EquipmentReceipt[];
  /** The register's sales in the period with no receipt: scrapped (no proceeds), or the proceeds are not banked here. */
  registerOnly: FixedAssetDetails[];
}

/** A register sale and a receipt whose amounts differ are still one sale when this close in time. */
const NEAR_DAYS = 31;

const inPeriod = (d: IsoDate | null, p: Period): d is IsoDate => d !== null && d >= p.start && d <= p.end;

/**
 * Ties each equipment receipt to the register's sale it is: first the sale recorded with exactly the bank's
 * proceeds (as the VAT postings do, `assetSoldBy`), then, for what is left, the nearest sale recorded within a month
 * (the register may hold the proceeds net of VAT, or the price before a fee). A sale is then counted once, as the
 * register's asset, in the accounts and in capital allowances alike.
 */
export function matchEquipmentSales(
  receipts: readonly EquipmentReceipt[],
  bankLines: readonly Pick<AccountsTransaction, "id" | "date" | "amount">[],
  register: readonly FixedAssetDetails[],
  period: Period,
): SalesMatch {
  const gross = new Map(bankLines.map((t) => [t.id, t.amount]));
  // A sale at the end of last period may be paid in this one: the receipt is that sale, not another.
  const from = addDays(period.start, -NEAR_DAYS);
  let open = register.filter((a) => inPeriod(a.disposedOn, { start: from, end: period.end }));
  const matched: MatchedSale[] = [];
  const left: EquipmentReceipt[] = [];
  const take = (r: EquipmentReceipt, a: FixedAssetDetails) => {
    matched.push({ ...r, assetId: a.transactionId });
    open = open.filter((x) => x !== a);
  };
  const sorted = [...receipts].sort((a, b) => a.date.localeCompare(b.date));
  for (const r of sorted) {
    const exact = assetSoldBy({ date: r.date, amount: gross.get(r.transactionId) ?? r.proceeds }, open);
    if (exact) take(r, exact);
    else left.push(r);
  }
  const unexplained: EquipmentReceipt[] = [];
  for (const r of left) {
    const near = open
      .filter((a) => (a.disposalProceeds ?? ZERO) > 0 && Math.abs(daysBetween(a.disposedOn!, r.date)) <= NEAR_DAYS)
      .sort((a, b) => Math.abs(daysBetween(a.disposedOn!, r.date)) - Math.abs(daysBetween(b.disposedOn!, r.date)));
    if (near[0]) take(r, near[0]);
    else unexplained.push(r);
  }
  return { matched, unexplained, registerOnly: open.filter((a) => inPeriod(a.disposedOn, period)) };
}

/**
 * The disposals the accounts derecognise (FRS 105 s17.28): each receipt tied to an asset, and each asset the
 * register says was scrapped (sold for nothing). A register sale with proceeds that no receipt banked is not
 * derecognised here: the books do not show where the money went (readiness asks).
 */
export function disposalDates(
  match: SalesMatch,
  register: readonly FixedAssetDetails[],
  period: Period,
): Map<string, IsoDate> {
  const dates = new Map<string, IsoDate>();
  for (const s of match.matched) dates.set(s.assetId, dateOf(s.assetId, s.date, register, period));
  for (const a of match.registerOnly) if ((a.disposalProceeds ?? ZERO) === 0) dates.set(a.transactionId, a.disposedOn!);
  return dates;
}

/** One disposal as the accounts show it: the gain or loss is the proceeds less the carrying amount (s17.30). */
export interface EquipmentDisposal {
  /** The bank receipt; null for an asset scrapped with no proceeds. */
  transactionId: string | null;
  /** The register's asset; null when the register cannot tell which asset was sold. */
  assetId: string | null;
  date: IsoDate;
  proceeds: Pence;
  carryingAmount: Pence;
  /** Proceeds − carrying amount: positive a profit, negative a loss. */
  gainOrLoss: Pence;
}

export interface EquipmentDisposals {
  disposals: EquipmentDisposal[];
  /** What left the balance sheet's fixed assets. */
  carryingAmount: Pence;
  /** Profits on disposal (micro-entity line B) and losses (line E, an amount written off assets), both positive. */
  profit: Pence;
  loss: Pence;
  /** Receipts the register cannot tie to an asset: readiness asks the person to name the asset sold. */
  unexplained: EquipmentReceipt[];
  /** The register's sales with proceeds and no receipt on a fixed-asset line. */
  unbanked: FixedAssetDetails[];
}

export interface DisposalContext {
  period: Period;
  lifeYears: number;
  openingFixedAssets: Pence;
  additions: Pence;
  depreciation: DepreciationSchedule;
  register: readonly FixedAssetDetails[];
}

/**
 * The carrying amount of a disposed asset at its disposal: cost less depreciation to the month before (this
 * period's schedule for an asset bought this period or brought forward in the register). An asset the register
 * knows but the accounts hold only within the opening fixed assets is estimated on the same straight line from its
 * purchase, never more than those opening assets still hold.
 */
function carryingAmountOf(assetId: string, date: IsoDate, ctx: DisposalContext, unregisteredLeft: Pence): Pence {
  const d = ctx.depreciation;
  const bought = d.assets.find((a) => a.transactionId === assetId);
  if (bought) return sub(bought.cost, bought.charge);
  const carried = d.broughtForward.find((a) => a.id === assetId);
  if (carried) return sub(sub(carried.cost, carried.depreciationBefore), carried.charge);
  const known = ctx.register.find((a) => a.transactionId === assetId);
  if (!known) return ZERO;
  const lifeMonths = ctx.lifeYears * 12;
  const months = Math.min(lifeMonths, Math.max(0, monthsInclusive(known.boughtOn, date) - 1));
  const estimate = sub(known.cost, mulDiv(known.cost, months, lifeMonths));
  return atLeastZero(pence(Math.min(estimate, unregisteredLeft)));
}

const disposal = (
  r: { transactionId: string | null; assetId: string | null; date: IsoDate; proceeds: Pence },
  carryingAmount: Pence,
): EquipmentDisposal => ({ ...r, carryingAmount, gainOrLoss: sub(r.proceeds, carryingAmount) });

/**
 * Every disposal of the period with its carrying amount and gain or loss (FRS 105 s17.28–17.30), never netted
 * against the year's additions. A receipt the register cannot place is taken to have sold assets carried at its
 * proceeds: no gain or loss is made up, the fixed assets fall by what came in, and only proceeds beyond everything
 * the balance sheet still carries are a profit; readiness asks which asset it was.
 */
export function equipmentDisposals(match: SalesMatch, ctx: DisposalContext): EquipmentDisposals {
  let unregisteredLeft = atLeastZero(sub(ctx.depreciation.unregisteredOpening, ctx.depreciation.onUnregisteredOpening));
  const known: EquipmentDisposal[] = [];
  const place = (r: Parameters<typeof disposal>[0] & { assetId: string }) => {
    const amount = carryingAmountOf(r.assetId, r.date, ctx, unregisteredLeft);
    const inSchedule =
      ctx.depreciation.assets.some((a) => a.transactionId === r.assetId) ||
      ctx.depreciation.broughtForward.some((a) => a.id === r.assetId);
    if (!inSchedule) unregisteredLeft = sub(unregisteredLeft, amount);
    known.push(disposal(r, amount));
  };
  for (const s of match.matched) place({ ...s, date: dateOf(s.assetId, s.date, ctx.register, ctx.period) });
  for (const a of match.registerOnly.filter((x) => (x.disposalProceeds ?? ZERO) === 0))
    place({ transactionId: null, assetId: a.transactionId, date: a.disposedOn!, proceeds: ZERO });
  let available = pence(
    Math.max(
      0,
      sum([
        ctx.openingFixedAssets,
        ctx.additions,
        neg(ctx.depreciation.total),
        neg(sum(known.map((k) => k.carryingAmount))),
      ]),
    ),
  );
  const unknown = match.unexplained.map((r) => {
    const amount = pence(Math.min(r.proceeds, available));
    available = sub(available, amount);
    return disposal({ ...r, assetId: null }, amount);
  });
  const disposals = [...known, ...unknown];
  const gains = disposals.map((d) => d.gainOrLoss);
  return {
    disposals,
    carryingAmount: sum(disposals.map((d) => d.carryingAmount)),
    profit: sum(gains.filter((g) => g > 0)),
    loss: neg(sum(gains.filter((g) => g < 0))),
    unexplained: match.unexplained,
    unbanked: match.registerOnly.filter((a) => (a.disposalProceeds ?? ZERO) > 0),
  };
}

/** A matched sale is dated as the register dates it (the receipt may follow the sale). */
function dateOf(assetId: string, fallback: IsoDate, register: readonly FixedAssetDetails[], p: Period): IsoDate {
  const sold = register.find((a) => a.transactionId === assetId)?.disposedOn ?? fallback;
  // Sold at the end of last period, the books see it only now, when the money comes: it leaves them this period.
  return maxIsoDate(sold, p.start);
}

/** Nothing disposed of. */
export const NO_DISPOSALS: EquipmentDisposals = {
  disposals: [],
  carryingAmount: ZERO,
  profit: ZERO,
  loss: ZERO,
  unexplained: [],
  unbanked: [],
};
