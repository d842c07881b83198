import { randomBytes } from "node:crypto";
import type { App } from "../server/app-context";
import { signUpUser } from "../server/test-support/test-app";
import { benchDatabaseUrl, createBenchApp } from "./bench-app";
import { generateBankCsv } from "./fixtures/generate-bank-csv";
import { type ParsedRow, saveBody } from "./fixtures/save-body";
import { hledgerReference } from "./hledger.bench";
import { type BenchClient, benchClient, type TimedAnswer } from "./http-client";
import type { Figure } from "./table";
import { kb, median, ms } from "./table";

/** Imports timed per database; each goes to a new user, so the database also holds the earlier ones' rows. */
const IMPORT_RUNS = 3;

/** One import timed: the new user's session, the parse and save times, the saved rows' ids. */
export interface ImportRun {
  cookie: string;
  parse: number;
  save: number;
  ids: string[];
}

/** A new user parses and saves the statement through the real API over loopback HTTP, as the upload page does. */
export async function importAsNewUser(app: App, api: BenchClient, fileContent: string): Promise<ImportRun> {
  const { cookie } = await signUpUser(app, { email: `bench-${randomBytes(4).toString("hex")}@example.com` });
  const parsed = await api.post("/api/csv/parse", { fileContent }, cookie);
  if (parsed.status !== 200) throw new Error(`parse ${parsed.status}`);
  const saved = await api.post("/api/transactions", saveBody(parsed.json<{ rows: ParsedRow[] }>().rows), cookie);
  if (saved.status !== 200) throw new Error(`save ${saved.status}`);
  const ids = saved.json<{ transactions: { id: string }[] }>().transactions.map((r) => r.id);
  return { cookie, parse: parsed.ms, save: saved.ms, ids };
}

/**
 * Parse + save 100,000 rows through the real API over loopback HTTP, then list 50,000, on PGlite (and on PostgreSQL
 * when a database URL is given).
 */
async function importOn(label: string, databaseUrl?: string): Promise<Figure[]> {
  const t = await createBenchApp(databaseUrl);
  try {
    const api = await benchClient(t.app);
    const fileContent = generateBankCsv(100_000);
    const runs: ImportRun[] = [];
    for (let run = 0; run < IMPORT_RUNS; run++) runs.push(await importAsNewUser(t.app, api, fileContent));
    const totals = runs.map((r) => r.parse + r.save);
    const importMs = median(totals);
    const out: Figure[] = [
      {
        area: "Import",
        figure: `API import of 100,000 rows, parse + save (${label}; median of ${IMPORT_RUNS}, loopback HTTP, gzip)`,
        value: `${ms(importMs)} (runs ${runs.map((r) => `${ms(r.parse)} + ${ms(r.save)}`).join(", ")})`,
        target: label === "PGlite" ? "< 3 s" : "< 2 s",
      },
    ];
    if (label === "PGlite") {
      const hledger = await hledgerReference();
      out.push({
        area: "Import",
        figure: `vs hledger reading the same file (${hledger.seconds.toFixed(1)} s): times faster (import only)`,
        value: `${(hledger.seconds / (importMs / 1000)).toFixed(1)}×`,
        target: "≥ 10×",
      });
    }
    // 50,000 rows for the list figure: the first user deletes half, so their list holds 50,000 active rows.
    const { cookie, ids } = runs[0]!;
    await api.post("/api/transactions/bulk-delete", { ids: ids.slice(50_000) }, cookie);
    out.push(
      listFigure(
        `GET /api/transactions, 50,000 rows (${label})`,
        "the first read in the process",
        await timeListReads(api, cookie, ids[0]!),
      ),
    );
    // The same 50,000 rows once categorised: each row then carries its category, confidence and reason.
    const categorised = await api.post(
      "/api/transactions/categorize",
      { transactionIds: ids.slice(0, 50_000) },
      cookie,
    );
    if (categorised.status !== 200) throw new Error(`categorize ${categorised.status}`);
    out.push(
      listFigure(
        `GET /api/transactions, 50,000 categorised rows (${label})`,
        "the first read after categorising",
        await timeListReads(api, cookie, ids[0]!),
      ),
    );
    return out;
  } finally {
    await t.close();
  }
}

/** Reads of the list timed after a change each, besides the first read (right after the import or categorising). */
const LIST_READS = 5;

interface ListReads {
  first: number;
  again: number[];
  wireBytes: number;
}

/**
 * The list read as the page reads it after a change: each read follows a change to the company's rows (one row
 * deleted and restored, so the list holds the same 50,000), so none is served from the list cache. The first read
 * follows the import or the categorising directly (after the import, the first list read in the process, with code
 * not yet optimised by the JIT), so it is printed apart.
 */
async function timeListReads(api: BenchClient, cookie: string, someId: string): Promise<ListReads> {
  // A failed change would leave the cached list to be timed: every call must succeed.
  const ok = async (call: Promise<TimedAnswer>, what: string) => {
    const answer = await call;
    if (answer.status !== 200) throw new Error(`${what} ${answer.status}`);
    return answer;
  };
  const read = () => ok(api.get("/api/transactions", cookie), "list");
  const first = await read();
  const again: number[] = [];
  for (let i = 0; i < LIST_READS; i++) {
    await ok(api.delete(`/api/transactions/${someId}`, cookie), "delete");
    await ok(api.post(`/api/transactions/${someId}/restore`, {}, cookie), "restore");
    again.push((await read()).ms);
  }
  return { first: first.ms, again, wireBytes: first.wireBytes };
}

function listFigure(figure: string, firstRead: string, reads: ListReads): Figure {
  return {
    area: "Transactions",
    figure: `${figure}, after a change: median of ${LIST_READS} (${firstRead})`,
    value: `${ms(median(reads.again))} (${ms(reads.first)}), ${kb(reads.wireBytes)} gzip`,
    target: "well under 1 s",
  };
}

/**
 * The peak resident memory of this process, which runs the server and the client together: an upper bound on the
 * server's own peak while it imported (the bench's earlier sections, run in the same process, count too).
 */
function peakMemoryFigure(): Figure {
  const mib = process.resourceUsage().maxRSS / 1024;
  return {
    area: "Import",
    figure:
      "Peak RSS of the bench process (server and client) through three 100,000-row imports on PGlite, the list reads and categorising 50,000",
    value: `${Math.round(mib)} MiB`,
    target: "< 1 GiB",
  };
}

export async function importFigures(): Promise<Figure[]> {
  const out = await importOn("PGlite");
  out.push(peakMemoryFigure());
  const pgUrl = benchDatabaseUrl();
  if (pgUrl) out.push(...(await importOn("PostgreSQL", pgUrl)));
  return out;
}
