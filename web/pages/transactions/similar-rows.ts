import { normalisePayee } from "../../../core/categorise/normalise-payee";
import { similarPayee } from "../../../core/categorise/similar-payee";
import type { IndexedRow } from "./filter-rows";

/**
 * How many rows "Apply to similar" would change after the person set `sourceId` by hand: the server's own test
 * (core's similar payee; same direction; not set by hand; uncategorised, default or less certain than the person's
 * choice, which is always certain). Counted here so the offer can say a number before anything is sent.
 */
export function countSimilar(rows: readonly IndexedRow[], sourceId: string): number {
  const source = rows.find((r) => r.tx.id === sourceId);
  if (!source) return 0;
  const payee = normalisePayee(source.tx.description);
  if (!payee) return 0;
  const sign = Math.sign(source.amount);
  let count = 0;
  for (const r of rows) {
    if (r.tx.id === sourceId || r.tx.categoryStage === "user" || Math.sign(r.amount) !== sign) continue;
    const certain =
      r.tx.categoryId !== null && r.tx.categoryStage !== "default" && Number(r.tx.categoryConfidence) >= 1;
    if (certain) continue;
    // The same call the server makes (it passes the normalised payee on, normalised again inside).
    if (similarPayee(payee, normalisePayee(r.tx.description))) count += 1;
  }
  return count;
}
