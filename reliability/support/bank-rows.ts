import { generateBankCsv } from "../../bench/fixtures/generate-bank-csv";
import { parseBankCsv } from "../../core/csv";

/** `count` realistic statement rows (the bench generator, parsed by core), as the import route's JSON body. */
export function importBody(count: number, seed = 1, fileName = "statement.csv") {
  const parsed = parseBankCsv(generateBankCsv(count, seed));
  if (!parsed.ok || parsed.rows.length !== count) throw new Error(`generator gave ${parsed.rows.length} rows`);
  return {
    fileName,
    fileCount: 1,
    transactions: parsed.rows.map((r) => ({
      date: r.date,
      description: r.description,
      amount: (r.amount / 100).toFixed(2),
      balance: r.balance === null ? null : (r.balance / 100).toFixed(2),
    })),
  };
}
