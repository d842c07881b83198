import { type CategoryId, categoryName } from "../categories";
import type { VatRate } from "../vat";
import { displayPayee, normalisePayee } from "./normalise-payee";
import { similarNormalised } from "./similar-payee";
import { type Direction, directionOf, type LabelledExample } from "./types";

interface PayeeStats {
  payee: string;
  counts: Map<CategoryId, number>;
  total: number;
}

export interface HistoryMatch {
  categoryId: CategoryId;
  confidence: number;
  reason: string;
}

/** The person's confirmed categories grouped by direction and normalised payee, for constant-time look-ups. */
export interface HistoryIndex {
  readonly byKey: ReadonlyMap<string, PayeeStats>;
  /** direction + the first four letters of the payee → payees, to find similar ones without scanning everything. */
  readonly byStem: ReadonlyMap<string, readonly string[]>;
  /** Look-ups repeat (statements repeat payees); remembered per index and direction. */
  readonly memo: { in: Map<string, HistoryMatch | null>; out: Map<string, HistoryMatch | null> };
  /** normalised payee → the VAT rate the person last set on one of its lines (either direction). */
  readonly vatByPayee: ReadonlyMap<string, VatRate>;
}

export interface LearnedVat {
  vatRate: VatRate;
  vatReason: string;
}

const key = (direction: Direction, payee: string) => `${direction}|${payee}`;
const stem = (direction: Direction, payee: string) => `${direction}|${payee.slice(0, 4)}`;

/**
 * `vatHistory`, when given, holds the lines whose VAT rate the person set (their category may be a guess); otherwise
 * the rates on `history`'s own lines are learned.
 */
export function buildHistoryIndex(
  history: readonly LabelledExample[],
  vatHistory?: readonly { description: string; vatRate: VatRate }[],
): HistoryIndex {
  const byKey = new Map<string, PayeeStats>();
  const byStem = new Map<string, string[]>();
  const vatByPayee = new Map<string, VatRate>();
  for (const example of history) {
    const payee = normalisePayee(example.description);
    if (payee === "") continue;
    if (!vatHistory && example.vatRate) vatByPayee.set(payee, example.vatRate);
    const direction = directionOf(example.amount);
    let stats = byKey.get(key(direction, payee));
    if (!stats) {
      stats = { payee, counts: new Map(), total: 0 };
      byKey.set(key(direction, payee), stats);
      const list = byStem.get(stem(direction, payee)) ?? [];
      list.push(payee);
      byStem.set(stem(direction, payee), list);
    }
    stats.counts.set(example.categoryId, (stats.counts.get(example.categoryId) ?? 0) + 1);
    stats.total++;
  }
  // Either list comes in date order, so the rate set last for a payee is the one its later lines get.
  for (const line of vatHistory ?? []) {
    const payee = normalisePayee(line.description);
    if (payee !== "") vatByPayee.set(payee, line.vatRate);
  }
  return { byKey, byStem, memo: { in: new Map(), out: new Map() }, vatByPayee };
}

/** The VAT rate the person set for this payee, with the reason shown ("Set by you for J BAKER"). */
export function learnedVat(index: HistoryIndex, payee: string): LearnedVat | null {
  if (payee === "" || index.vatByPayee.size === 0) return null;
  const vatRate = index.vatByPayee.get(payee);
  return vatRate ? { vatRate, vatReason: `Set by you for ${payee.toUpperCase()}` } : null;
}

/**
 * Unanimous examples: 1 → 0.85, 2 → 0.91, 3 → 0.95, 4 → 0.97, capped at 0.99; disagreement scales it by the share
 * that agrees (3 of 4 → 0.71, 1 of 2 → 0.43, which no longer decides).
 */
export function historyConfidence(agree: number, total: number): number {
  if (agree <= 0 || total <= 0) return 0;
  const base = Math.min(0.99, 1 - 0.15 * 0.6 ** (agree - 1));
  return base * (agree / total);
}

/** Exact payee first, then similar payees (merged), in the same direction of money. */
function findStats(
  index: HistoryIndex,
  direction: Direction,
  payee: string,
): { stats: PayeeStats; exact: boolean } | null {
  const exact = index.byKey.get(key(direction, payee));
  if (exact) return { stats: exact, exact: true };
  const similar = (index.byStem.get(stem(direction, payee)) ?? []).filter((p) => similarNormalised(p, payee));
  if (similar.length === 0) return null;
  const merged: PayeeStats = { payee: similar[0]!, counts: new Map(), total: 0 };
  for (const p of similar) {
    const s = index.byKey.get(key(direction, p))!;
    if (s.total > (index.byKey.get(key(direction, merged.payee))?.total ?? 0)) merged.payee = p;
    for (const [c, n] of s.counts) merged.counts.set(c, (merged.counts.get(c) ?? 0) + n);
    merged.total += s.total;
  }
  return { stats: merged, exact: false };
}

function historyReason(
  agree: number,
  total: number,
  direction: Direction,
  payee: string,
  categoryId: CategoryId,
): string {
  const count = agree === total ? `${total}` : `${agree} of ${total}`;
  const noun = total === 1 ? "payment" : "payments";
  const preposition = direction === "in" ? "from" : "to";
  return `Like ${count} earlier ${noun} ${preposition} ${displayPayee(payee)} you marked as ${categoryName(categoryId)}`;
}

const SIMILAR_FACTOR = 0.92;
const OTHER_DIRECTION_FACTOR = 0.8;

function lookup(index: HistoryIndex, payee: string, direction: Direction): HistoryMatch | null {
  const other: Direction = direction === "in" ? "out" : "in";
  const same = findStats(index, direction, payee);
  // A refund from a supplier belongs where the payment to them went, but with less certainty.
  const found = same ?? findStats(index, other, payee);
  if (!found) return null;
  const { stats, exact } = found;
  let best: CategoryId | null = null;
  let agree = 0;
  for (const [c, n] of stats.counts) {
    if (n > agree) [best, agree] = [c, n];
  }
  if (!best) return null;
  let confidence = historyConfidence(agree, stats.total) * (exact ? 1 : SIMILAR_FACTOR);
  if (!same) confidence *= OTHER_DIRECTION_FACTOR;
  const shownDirection = same ? direction : other;
  return { categoryId: best, confidence, reason: historyReason(agree, stats.total, shownDirection, stats.payee, best) };
}

/** The person's own history for this payee, or null when they have never categorised it (or a similar one). */
export function matchHistory(index: HistoryIndex, payee: string, direction: Direction): HistoryMatch | null {
  if (payee === "" || index.byKey.size === 0) return null;
  const memo = index.memo[direction];
  const known = memo.get(payee);
  if (known !== undefined) return known;
  const match = lookup(index, payee, direction);
  memo.set(payee, match);
  return match;
}
