import type { App } from "../app-context";
import type { Database } from "../db/client";

export interface SeedRow {
  date: string;
  description: string;
  amount: string;
  balance?: string | null;
}

/** Saves rows through the real import route, as the Upload page does. */
export async function saveRows(
  app: App,
  cookie: string,
  rows: SeedRow[],
  extra: Record<string, unknown> = {},
): Promise<{
  transactions: { id: string; description: string; amount: string }[];
  importAudit: Record<string, number | string>;
}> {
  const res = await app.inject({
    method: "POST",
    url: "/api/transactions",
    headers: { cookie },
    payload: {
      transactions: rows.map((r) => ({ ...r, balance: r.balance ?? null, category: null, notes: null })),
      fileName: "statement.csv",
      fileCount: 1,
      ...extra,
    },
  });
  if (res.statusCode !== 200) throw new Error(`save failed: ${res.statusCode} ${res.body}`);
  return res.json();
}

export const SAMPLE_ROWS: SeedRow[] = [
  { date: "2025-04-01", description: "NORTHWIND TRADING LTD INV 1001", amount: "1200.00", balance: "1200.00" },
  { date: "2025-04-03", description: "CARD PAYMENT TO TRAINLINE", amount: "-45.20", balance: "1154.80" },
  { date: "2025-04-07", description: "DD BRITISH GAS", amount: "-80.00", balance: "1074.80" },
  { date: "2025-04-09", description: "COFFEE HOUSE", amount: "-3.10", balance: "1071.70" },
];

/**
 * For tests that change a transaction straight in the table: raises its company's transactions version as every
 * write of the app does (platform/list-cache/list-version.ts), so the next list read is not answered from the list
 * cache.
 */
export async function changedInTest(database: Database, transactionId: string): Promise<void> {
  await database.query(
    `update companies set transactions_version = transactions_version + 1
      where id = (select company_id from transactions where id = $1)`,
    [transactionId],
  );
}
