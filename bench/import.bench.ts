import { randomBytes } from "node:crypto";
import { signUpUser } from "../server/test-support/test-app";
import { createBenchApp } from "./bench-app";
import { generateBankCsv } from "./fixtures/generate-bank-csv";
import type { Figure } from "./table";
import { kb, ms, timed } from "./table";

const HLEDGER_SECONDS = 30; // hledger 1.25 reading the same 100,000-row file with 40 rules (from the issue)

/** Parse + save 100,000 rows through the real API, then list 50,000, on PGlite (and PostgreSQL when DATABASE_URL). */
async function importOn(label: string, databaseUrl?: string): Promise<Figure[]> {
  const t = await createBenchApp(databaseUrl);
  try {
    const { cookie } = await signUpUser(t.app, { email: `bench-${randomBytes(4).toString("hex")}@example.com` });
    const fileContent = generateBankCsv(100_000);
    const [parsed, tParse] = await timed(() =>
      t.app.inject({ method: "POST", url: "/api/csv/parse", headers: { cookie }, payload: { fileContent } }),
    );
    const rows = parsed.json().rows as { date: string; description: string; amount: number; balance?: number }[];
    const transactions = rows.map((r) => ({
      date: r.date,
      description: r.description,
      amount: String(r.amount),
      balance: r.balance === undefined ? null : String(r.balance),
      category: null,
      notes: null,
    }));
    const [saveRes, tSave] = await timed(() =>
      t.app.inject({
        method: "POST",
        url: "/api/transactions",
        headers: { cookie },
        payload: { transactions, fileName: "bench.csv", fileCount: 1 },
      }),
    );
    if (saveRes.statusCode !== 200) throw new Error(`save ${saveRes.statusCode}: ${saveRes.body.slice(0, 100)}`);
    const importMs = tParse + tSave;
    const out: Figure[] = [
      {
        area: "Import",
        figure: `API import of 100,000 rows, parse + save (${label})`,
        value: `${ms(importMs)} (parse ${ms(tParse)}, save ${ms(tSave)})`,
        target: label === "PGlite" ? "< 3 s" : "< 2 s",
      },
    ];
    if (label === "PGlite") {
      out.push({
        area: "Import",
        figure: "vs hledger 1.25 reading the same file (≈30 s): times faster (import only)",
        value: `${(HLEDGER_SECONDS / (importMs / 1000)).toFixed(1)}×`,
        target: "≥ 10×",
      });
    }
    // 50,000 rows for the list figure: delete half so the list holds 50,000 active rows.
    const ids = (saveRes.json().transactions as { id: string }[]).slice(50_000).map((r) => r.id);
    await t.app.inject({ method: "POST", url: "/api/transactions/bulk-delete", headers: { cookie }, payload: { ids } });
    const [list, tList] = await timed(() =>
      t.app.inject({ method: "GET", url: "/api/transactions", headers: { cookie, "accept-encoding": "gzip" } }),
    );
    out.push({
      area: "Transactions",
      figure: `GET /api/transactions, 50,000 rows (${label})`,
      value: `${ms(tList)}, ${kb(list.rawPayload.length)} gzip`,
      target: "well under 1 s",
    });
    // The same 50,000 rows once categorised: each row then carries its category, confidence and reason.
    const active = (saveRes.json().transactions as { id: string }[]).slice(0, 50_000).map((r) => r.id);
    const categorised = await t.app.inject({
      method: "POST",
      url: "/api/transactions/categorize",
      headers: { cookie },
      payload: { transactionIds: active },
    });
    if (categorised.statusCode !== 200) throw new Error(`categorize ${categorised.statusCode}`);
    const [listCategorised, tListCategorised] = await timed(() =>
      t.app.inject({ method: "GET", url: "/api/transactions", headers: { cookie, "accept-encoding": "gzip" } }),
    );
    out.push({
      area: "Transactions",
      figure: `GET /api/transactions, 50,000 categorised rows (${label})`,
      value: `${ms(tListCategorised)}, ${kb(listCategorised.rawPayload.length)} gzip`,
      target: "well under 1 s",
    });
    return out;
  } finally {
    await t.close();
  }
}

export async function importFigures(): Promise<Figure[]> {
  const out = await importOn("PGlite");
  const pgUrl = process.env.DATABASE_URL ?? process.env.BENCH_DATABASE_URL;
  if (pgUrl) out.push(...(await importOn("PostgreSQL", pgUrl)));
  return out;
}
