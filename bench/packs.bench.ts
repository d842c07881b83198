import type { IsoDate } from "../core/dates";
import { type BuiltPack, buildAllPacks, type PackName } from "../server/exports/build-all-packs";
import { largeCompany } from "../server/exports/test-support/large-company";
import { fullExportXlsx } from "../server/features/exports/exports.service";
import { loadCompanyAccounts } from "../server/features/reports/accounts.service";
import { createBenchApp } from "./bench-app";
import { generateBankCsv } from "./fixtures/generate-bank-csv";
import { benchClient } from "./http-client";
import { importAsNewUser } from "./import.bench";
import type { Figure } from "./table";
import { kb, median, ms, timed } from "./table";

const ROWS = 50_000;
const RUNS = 3;
const rowsText = ROWS.toLocaleString("en-GB");

const LABELS: Record<PackName, string> = {
  chPdf: "Companies House pack, PDF",
  chXlsx: "Companies House pack, XLSX",
  chIxbrl: "Companies House accounts, iXBRL",
  hmrcXlsx: "HMRC pack, XLSX",
  hmrcIxbrl: "HMRC accounts, iXBRL (with the profit and loss account)",
  hmrcComputationsIxbrl: "HMRC tax computations, iXBRL (ct-comp)",
  fullXlsx: "Full workbook, XLSX (every transaction)",
};

/**
 * Each filing pack rendered for a company with 50,000 categorised transactions, calling the renderers
 * directly (`buildAllPacks`), not the routes, so the payment and readiness gates are not in the way. Median of 3
 * runs per pack; the first run includes loading the renderers' code.
 */
async function renderFigures(): Promise<Figure[]> {
  const { data, rows } = largeCompany(ROWS);
  const runs: BuiltPack[][] = [];
  for (let run = 0; run < RUNS; run++) runs.push(await buildAllPacks(data, rows));
  return runs[0]!.map(({ name }) => {
    const times = runs.map((r) => r.find((p) => p.name === name)!.ms);
    const bytes = runs[0]!.find((p) => p.name === name)!.bytes;
    return {
      area: "Exports",
      figure: `${LABELS[name]}: render, ${rowsText} transactions (median of ${RUNS}; first ${ms(times[0]!)})`,
      value: `${ms(median(times))}, ${kb(bytes)}`,
      target: "≤ 2 s with the read below",
    };
  });
}

/**
 * What every pack reads first, from a real database: the company's accounts over 50,000 saved and categorised rows
 * (PGlite on disk); and the full workbook through its service function, read and render together.
 */
async function databaseFigures(): Promise<Figure[]> {
  const t = await createBenchApp();
  try {
    const api = await benchClient(t.app);
    const { cookie, ids } = await importAsNewUser(t.app, api, generateBankCsv(ROWS));
    const categorised = await api.post("/api/transactions/categorize", { transactionIds: ids }, cookie);
    if (categorised.status !== 200) throw new Error(`categorize ${categorised.status}`);
    const [owner] = await t.database.query<{ userId: string; companyId: string }>(
      `select user_id as "userId", company_id as "companyId" from transactions where id = $1`,
      [ids[0]],
    );
    const scope = owner!;
    const today = new Date().toISOString().slice(0, 10) as IsoDate;
    const reads: number[] = [];
    const fulls: number[] = [];
    let bytes = 0;
    for (let run = 0; run < RUNS; run++) {
      reads.push((await timed(() => loadCompanyAccounts(t.database.db, scope, today)))[1]);
      const [file, took] = await timed(() => fullExportXlsx(t.database, scope, today));
      fulls.push(took);
      bytes = file.body.length;
    }
    return [
      {
        area: "Exports",
        figure: `Read the company's accounts, ${rowsText} rows, PGlite (what each pack starts with; median of ${RUNS})`,
        value: `${ms(median(reads))} (runs ${reads.map(ms).join(", ")})`,
        target: "≤ 2 s with the render above",
      },
      {
        area: "Exports",
        figure: `Full workbook through its service, read + render, ${rowsText} rows, PGlite (median of ${RUNS})`,
        value: `${ms(median(fulls))} (runs ${fulls.map(ms).join(", ")}), ${kb(bytes)}`,
        target: "≤ 2 s",
      },
    ];
  } finally {
    await t.close();
  }
}

export async function packFigures(): Promise<Figure[]> {
  return [...(await renderFigures()), ...(await databaseFigures())];
}
