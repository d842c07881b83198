import { pence } from "../../money";
import type { TxnToCategorise } from "../types";
import { COMPANY_HISTORY } from "./company-history";
import { EVALUATION_SET } from "./evaluation-set";
import { digits, int, mulberry32 } from "./training/rng";
import { trainingSet } from "./training-set";

/**
 * A large, realistic batch for timing `categorise`: narratives from the evaluation, company and training sets with
 * every digit run re-rolled (new dates, references and card numbers), so nearly every line is a distinct string
 * while payees repeat as they do on real statements.
 */
export function benchmarkTransactions(count: number, seed = 7): TxnToCategorise[] {
  const rng = mulberry32(seed);
  const pool = [...EVALUATION_SET, ...COMPANY_HISTORY, ...trainingSet()];
  const out: TxnToCategorise[] = [];
  for (let i = 0; i < count; i++) {
    const base = pool[int(rng, 0, pool.length - 1)]!;
    const description = base.description.replace(/\d+/g, (run) => digits(rng, run.length));
    const amount = pence(Math.round(base.amount * (0.5 + rng())) || 1);
    out.push({ id: `b${i}`, description, amount });
  }
  return out;
}
