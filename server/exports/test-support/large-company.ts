import { type AccountsTransaction, buildAccounts } from "../../../core/accounts";
import { CATEGORIES, type CategoryId } from "../../../core/categories";
import { addDays } from "../../../core/dates";
import { buildFilingPackData, type FilingPackData } from "../../../core/filing/pack";
import { fromPounds, type Pence } from "../../../core/money";
import type { ExportTransactionRow } from "../xlsx/full-export-xlsx";

/** A deterministic pseudo-random stream (mulberry32): the same company every run. */
function random(seed: number): () => number {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** A year with `count` categorised transactions (income and expenses, some equipment and loan movements). */
export function largeCompany(count: number): { data: FilingPackData; rows: ExportTransactionRow[] } {
  const next = random(count);
  const ids = CATEGORIES.map((c) => c.id).filter((id) => id !== "transfers");
  const transactions: AccountsTransaction[] = [];
  const rows: ExportTransactionRow[] = [];
  let balance = 0;
  for (let i = 0; i < count; i++) {
    const categoryId = ids[Math.floor(next() * ids.length)] as CategoryId;
    const income = categoryId === "sales" || categoryId === "other-income" || categoryId === "interest-received";
    const amount = Math.round(next() * 50_000) * (income ? 1 : -1);
    const date = addDays("2025-04-01", Math.floor((i / count) * 365));
    balance += amount;
    transactions.push({ id: `t${i}`, date, amount: amount as Pence, categoryId, stage: "model", confidence: 0.9 });
    rows.push({
      date,
      description: `CARD PAYMENT TO MERCHANT ${i % 977} REF ${i}`,
      amount: amount as Pence,
      balance: balance as Pence,
      categoryId,
      category: CATEGORIES.find((c) => c.id === categoryId)?.name ?? null,
      confidence: 0.9,
      reason: "Similar to transactions you categorised",
      stage: "model",
      bankAccount: "Business Current Account",
    });
  }
  const openingBalances = {
    cash: fromPounds(10_000),
    calledUpShareCapital: fromPounds(100),
    profitLossAccount: fromPounds(9_900),
  };
  const accounts = buildAccounts({ transactions, period: { start: "2025-04-01", end: "2026-03-31" }, openingBalances });
  const data = buildFilingPackData({
    company: { name: "Benchmark Trading Ltd", registrationNumber: "01234567", averageEmployees: 3 },
    accounts,
    openingBalances,
    approval: { directorName: "Ada Lovelace", date: "2026-06-30" },
    today: "2026-06-30",
  });
  return { data, rows };
}
