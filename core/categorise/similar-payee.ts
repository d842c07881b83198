import { normalisePayee } from "./normalise-payee";

const MIN_PREFIX = 4;
const MIN_DICE = 0.8;

function bigrams(s: string): Map<string, number> {
  const out = new Map<string, number>();
  for (let i = 0; i + 2 <= s.length; i++) {
    const g = s.slice(i, i + 2);
    out.set(g, (out.get(g) ?? 0) + 1);
  }
  return out;
}

/** Sørensen–Dice over character bigrams: tolerant of one-letter typos and small insertions. */
export function diceSimilarity(a: string, b: string): number {
  const ga = bigrams(a);
  const gb = bigrams(b);
  let shared = 0;
  for (const [g, n] of ga) shared += Math.min(n, gb.get(g) ?? 0);
  const total = Math.max(0, a.length - 1) + Math.max(0, b.length - 1);
  return total === 0 ? 0 : (2 * shared) / total;
}

/**
 * The shorter payee's words start the longer one's, the last word possibly cut short: banks truncate narratives
 * ("NORTHWIND TRADIN") and some add a branch ("TESCO" vs "TESCO STORES").
 */
function isTokenPrefix(shorter: string, longer: string): boolean {
  if (shorter.replaceAll(" ", "").length < MIN_PREFIX) return false;
  const s = shorter.split(" ");
  const l = longer.split(" ");
  if (s.length > l.length) return false;
  return s.every((word, i) => (i === s.length - 1 ? l[i]!.startsWith(word) : l[i] === word));
}

/** Compares two already-normalised payees. */
export function similarNormalised(a: string, b: string): boolean {
  if (a === "" || b === "") return false;
  if (a === b) return true;
  const [shorter, longer] = a.length <= b.length ? [a, b] : [b, a];
  if (isTokenPrefix(shorter, longer)) return true;
  const ta = a.split(" ");
  const tb = b.split(" ");
  if (ta.length >= 2 && tb.length >= 2 && ta[0] === tb[0] && ta[1] === tb[1] && ta[0]!.length + ta[1]!.length >= 5) {
    return true;
  }
  return diceSimilarity(a.replaceAll(" ", ""), b.replaceAll(" ", "")) >= MIN_DICE;
}

/** Whether two narratives are from the same or a very similar payee ("apply to similar"). */
export function similarPayee(a: string, b: string): boolean {
  return similarNormalised(normalisePayee(a), normalisePayee(b));
}
