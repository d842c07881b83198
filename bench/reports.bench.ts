import { PAGE_REPORT_NAMES } from "../server/features/reports/kept-page-reports";
import { createBenchApp } from "./bench-app";
import { generateBankCsv } from "./fixtures/generate-bank-csv";
import { type BenchClient, benchClient, type TimedAnswer } from "./http-client";
import { importAsNewUser } from "./import.bench";
import type { Figure } from "./table";
import { kb, median, ms } from "./table";

const ROWS = 100_000;
const COLD_RUNS = 3;
const WARM_RUNS = 5;

async function ok(call: Promise<TimedAnswer>, what: string): Promise<TimedAnswer> {
  const answer = await call;
  if (answer.status !== 200) throw new Error(`${what} ${answer.status}`);
  return answer;
}

/** A change to the company's accounts (a row's category edited and put back), so the next read builds afresh. */
async function change(api: BenchClient, cookie: string, id: string, n: number): Promise<void> {
  const categoryId = n % 2 === 0 ? "travel" : "office-costs";
  await ok(api.patch(`/api/transactions/${id}`, { categoryId }, cookie), "edit");
}

/** Every report of the page asked for together, as the Reports page asks: the time until the last has arrived. */
async function wholePage(api: BenchClient, cookie: string): Promise<number> {
  const started = performance.now();
  await Promise.all(PAGE_REPORT_NAMES.map((name) => ok(api.get(`/api/reports/${name}`, cookie), name)));
  return performance.now() - started;
}

/**
 * Each report the Reports page asks for, over a company with 100,000 saved and categorised rows (one year of them
 * in its period), on PGlite through loopback HTTP with gzip: warm (kept at the company's accounts version), and
 * the first read after a change (the accounts built once for every report of the page, and kept).
 */
export async function reportFigures(): Promise<Figure[]> {
  const t = await createBenchApp();
  try {
    const api = await benchClient(t.app);
    const { cookie, ids } = await importAsNewUser(t.app, api, generateBankCsv(ROWS));
    await ok(api.post("/api/transactions/categorize", { transactionIds: ids }, cookie), "categorize");
    const period = { periodStart: "2022-04-01", periodEnd: "2023-03-31" };
    const set = await t.app.inject({ method: "PUT", url: "/api/company", headers: { cookie }, payload: period });
    if (set.statusCode !== 200) throw new Error(`company ${set.statusCode}`);
    const id = ids[ids.length >> 1]!;
    let n = 0;
    const out: Figure[] = [];
    for (const name of PAGE_REPORT_NAMES) {
      const route = `/api/reports/${name}`;
      const cold: number[] = [];
      for (let run = 0; run < COLD_RUNS; run++) {
        await change(api, cookie, id, n++);
        cold.push((await ok(api.get(route, cookie), name)).ms);
      }
      const warm: number[] = [];
      let wire = 0;
      for (let run = 0; run < WARM_RUNS; run++) {
        const answer = await ok(api.get(route, cookie), name);
        warm.push(answer.ms);
        wire = answer.wireBytes;
      }
      out.push({
        area: "Reports",
        figure: `GET ${route}, ${ROWS.toLocaleString("en-GB")} rows, PGlite: warm, median of ${WARM_RUNS} (first read after a change, median of ${COLD_RUNS})`,
        value: `${ms(median(warm))} (${ms(median(cold))}), ${kb(wire)} gzip`,
        target: "≤ 50 ms warm",
      });
    }
    const pageCold: number[] = [];
    const pageWarm: number[] = [];
    for (let run = 0; run < COLD_RUNS; run++) {
      await change(api, cookie, id, n++);
      pageCold.push(await wholePage(api, cookie));
      pageWarm.push(await wholePage(api, cookie));
    }
    out.push({
      area: "Reports",
      figure: `The page's ${PAGE_REPORT_NAMES.length} reports asked together, until the last arrives: warm, median of ${COLD_RUNS} (the first asking after a change)`,
      value: `${ms(median(pageWarm))} (${ms(median(pageCold))})`,
    });
    return out;
  } finally {
    await t.close();
  }
}
