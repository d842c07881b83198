import { isAbove, type Money, READINGS, type Reading } from "./balance-chain";
import type { BalanceTiming } from "./types";

/**
 * Signs of unsigned amounts proven by the running balance. Under a reading (order and timing), each two neighbouring
 * balances in the file differ by the signed amounts of the rows between them: for a balance after each row, oldest
 * first, balance(n) = balance(n-1) ± amount(n). Amounts printed without a sign leave the ± open, and the balances
 * close it where exactly one choice of signs fits. The oldest row of a file with balances after each row (the
 * newest, with balances before) has no balance on its other side in the file, so nothing proves its sign.
 */

/** 1 or -1 where the balances prove it, 0 for a zero amount (either sign is the same money), null where not. */
export type ProvenSign = 1 | -1 | 0 | null;

export interface SignProof {
  reading: Reading;
  /** In file order. */
  signs: ProvenSign[];
  /** Rows that no two balances enclose: the edge of the file that has no balance on its other side. */
  edge: Set<number>;
}

/** Rows between two balances whose signs are tried every way; a longer run of rows without a balance is left open. */
const MAX_RUN = 12;

interface Run {
  signs: ProvenSign[];
  fits: boolean;
}

/** The signs of a run of amounts that add up to `change`: a row's sign is proven when every fitting choice agrees. */
function runSigns(amounts: readonly number[], change: number): Run {
  const open = amounts.flatMap((a, i) => (a === 0 ? [] : [i]));
  const signs: ProvenSign[] = amounts.map((a) => (a === 0 ? 0 : null));
  if (open.length > MAX_RUN) return { signs, fits: true };
  let agreed: number[] | null = null; // per open row: the sign all fitting choices gave it, or 0 when they differ
  for (let mask = 0; mask < 1 << open.length; mask++) {
    let sum = 0;
    for (let k = 0; k < open.length; k++) sum += (mask >> k) & 1 ? -amounts[open[k]!]! : amounts[open[k]!]!;
    if (sum !== change) continue;
    const choice = open.map((_, k) => ((mask >> k) & 1 ? -1 : 1));
    agreed = agreed === null ? choice : agreed.map((s, k) => (s === choice[k] ? s : 0));
  }
  if (agreed === null) return { signs, fits: false };
  agreed.forEach((s, k) => {
    if (s !== 0) signs[open[k]!] = s as 1 | -1;
  });
  return { signs, fits: true };
}

interface Scored extends SignProof {
  fitted: number;
  misfit: number;
}

/**
 * The signs under one reading. Between balanced rows p < q (file order) the rows whose amounts make the change
 * are the later ones, (p, q], when the balance is after each row and the file is oldest first (or before each row,
 * newest first), else the earlier ones, [p, q). The change runs from the older balance to the newer.
 */
function underReading(rows: readonly Money[], reading: Reading): Scored {
  const later = reading.newestFirst === (reading.timing === "before");
  const signs: ProvenSign[] = rows.map((r) => (r.amount === 0 ? 0 : null));
  const balanced = rows.flatMap((r, i) => (r.balance === null ? [] : [i]));
  const edge = new Set<number>();
  let fitted = 0;
  let misfit = 0;
  const first = balanced[0] ?? rows.length;
  const last = balanced[balanced.length - 1] ?? -1;
  for (let i = 0; i < rows.length; i++) if (later ? i <= first : i >= last) edge.add(i);
  for (let k = 1; k < balanced.length; k++) {
    const p = balanced[k - 1]!;
    const q = balanced[k]!;
    const from = later ? p + 1 : p;
    const to = later ? q + 1 : q;
    const bp = rows[p]!.balance!;
    const bq = rows[q]!.balance!;
    const run = runSigns(
      rows.slice(from, to).map((r) => r.amount),
      reading.newestFirst ? bp - bq : bq - bp,
    );
    if (run.fits) fitted++;
    else misfit++;
    run.signs.forEach((s, j) => {
      signs[from + j] = s;
    });
  }
  return { reading, signs, edge, fitted, misfit };
}

function conflicts(a: readonly ProvenSign[], b: readonly ProvenSign[]): boolean {
  return a.some((s, i) => s !== null && s !== 0 && b[i] !== null && b[i] !== 0 && b[i] !== s);
}

/**
 * The signs the balances prove, under the reading that most neighbouring balances fit, the dates' order deciding
 * between readings that fit as many. "ambiguous" when another reading the file cannot tell from it (as many fit, and
 * the dates do not decide) gives some row the other sign; null when most neighbouring balances fit no reading.
 */
export function proveSigns(
  rows: readonly Money[],
  c: { direction: number; timing: BalanceTiming | null },
): SignProof | "ambiguous" | null {
  const scored = READINGS.filter((r) => !r.opposed && (c.timing === null || r.timing === c.timing)).map((r) =>
    underReading(rows, r),
  );
  const evidence = (s: Scored) => [s.fitted, c.direction === 0 ? 0 : Number(s.reading.newestFirst === c.direction < 0)];
  const rank = (s: Scored) => [...evidence(s), Number(s.reading.timing === "after")];
  let best = scored[0]!;
  for (const s of scored) if (isAbove(rank(s), rank(best))) best = s;
  if (best.fitted === 0 || best.fitted <= best.misfit) return null;
  const tied = scored.filter((s) => s !== best && !isAbove(evidence(best), evidence(s)));
  if (tied.some((s) => conflicts(s.signs, best.signs))) return "ambiguous";
  return { reading: best.reading, signs: best.signs, edge: best.edge };
}
