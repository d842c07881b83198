import { type ChildProcess, spawn, spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { type BrowserContext, chromium, type Page } from "@playwright/test";
import { parseBankCsv } from "../core/csv";
import { toDecimalString } from "../core/money";
import { generateBankCsv } from "./fixtures/generate-bank-csv";
import type { Figure } from "./table";
import { median, ms } from "./table";

const PORT = 5393;
const BASE = `http://localhost:${PORT}`;
const CHROMIUM_ARGS = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];

async function startServer(dataDir: string): Promise<ChildProcess> {
  const child = spawn(process.execPath, ["--import", "tsx", "server/index.ts"], {
    env: {
      ...process.env,
      PORT: String(PORT),
      DATA_DIR: dataDir,
      NODE_ENV: "production",
      BASE_URL: BASE,
      LOG_LEVEL: "warn",
      AUTH_ATTEMPTS_PER_MINUTE: "100",
    },
    stdio: "ignore",
  });
  for (let i = 0; i < 1200; i++) {
    try {
      if ((await fetch(`${BASE}/api/health`)).ok) return child;
    } catch {
      /* not up yet */
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  child.kill("SIGKILL");
  throw new Error("server did not start");
}

async function seed(rows: number): Promise<string> {
  const headers = { "content-type": "application/json", origin: BASE };
  const signup = await fetch(`${BASE}/api/auth/signup`, {
    method: "POST",
    headers,
    body: JSON.stringify({
      email: `bench-${Date.now()}@example.com`,
      password: "bench password",
      firstName: "Ben",
      lastName: "Chmark",
    }),
  });
  const cookie = (signup.headers.get("set-cookie") ?? "").split(";")[0]!;
  const transactions = parseBankCsv(generateBankCsv(rows)).rows.map((r) => ({
    date: r.date,
    description: r.description,
    amount: toDecimalString(r.amount),
    balance: r.balance === null ? null : toDecimalString(r.balance),
    category: null,
    notes: null,
  }));
  const saved = await fetch(`${BASE}/api/transactions`, {
    method: "POST",
    headers: { ...headers, cookie },
    body: JSON.stringify({ transactions, fileName: "bench.csv", fileCount: 1 }),
  });
  if (!saved.ok) throw new Error(`seed failed: ${saved.status}`);
  return cookie;
}

const LATER_OPENS = 5;

interface OpenTimes {
  /**
   * In the page: navigation start until the first paint that shows the toolbar's "50,000 transactions" and a row
   * (the later of the first contentful paint and the frame after both are in the page), as a person sees it.
   */
  rows: number;
  /** As Playwright sees the same: from `goto` until both are visible to its locators (see below). */
  wall: number;
  /** Navigation until every row has arrived: the search box is enabled. */
  all: number;
}

declare global {
  interface Window {
    __rowsShown?: number;
  }
}

/**
 * Runs in every page before its own scripts: notes when the count and a row are first painted. Timed in the page
 * because Playwright's own checks wait for the page's main thread, which the app's start-up keeps busy just after the
 * rows are painted, and `goto` waits for the load event, which a drawn page does not need.
 */
// A string, not a function: the page runs it as written (tsx would wrap a function's inner names in helpers the page
// does not have).
const NOTE_ROWS_SHOWN = `{
  const firstContentfulPaint = new Promise((resolve) =>
    new PerformanceObserver((list, observer) => {
      const entry = list.getEntriesByName("first-contentful-paint")[0];
      if (!entry) return;
      observer.disconnect();
      resolve(entry.startTime);
    }).observe({ type: "paint", buffered: true }),
  );
  new MutationObserver((_, observer) => {
    if (document.querySelector("tbody tr[data-row-id]") === null) return;
    if (![...document.querySelectorAll("p")].some((p) => p.textContent === "50,000 transactions")) return;
    observer.disconnect();
    requestAnimationFrame(() =>
      setTimeout(async () => {
        const afterFrame = performance.now();
        window.__rowsShown = Math.max(afterFrame, await firstContentfulPaint);
      }),
    );
  }).observe(document, { subtree: true, childList: true, characterData: true });
}`;

/** Opens /transactions in a new tab and times the moment a person sees their rows, and the moment all can be searched. */
async function timeOpen(context: BrowserContext): Promise<OpenTimes> {
  const page = await context.newPage();
  try {
    const start = performance.now();
    await page.goto(`${BASE}/transactions`);
    await page.getByText("50,000 transactions", { exact: true }).waitFor({ timeout: 120_000 });
    await page.getByRole("row").nth(1).waitFor();
    const wall = performance.now() - start;
    const rows = await (
      await page.waitForFunction(() => window.__rowsShown, undefined, { timeout: 10_000 })
    ).jsonValue();
    await searchReady(page);
    return { rows: rows as number, wall, all: performance.now() - start };
  } finally {
    await page.close();
  }
}

/**
 * Resolves once the whole list is in the page: the first screen's search box is disabled by its fieldset, which
 * `:disabled` sees and the input's own `disabled` property does not.
 */
function searchReady(page: Page): Promise<unknown> {
  return page.waitForFunction(
    () => document.querySelector('input[aria-label="Search transactions"]')?.matches(":enabled") === true,
    undefined,
    { timeout: 120_000, polling: 10 },
  );
}

/** Types one character into the search box; time until the Total Transactions card changes and the next paint. */
function timeKeystroke(page: Page, char: string): Promise<number> {
  return page.evaluate(async (c) => {
    const input = document.querySelector<HTMLInputElement>('input[aria-label="Search transactions"]')!;
    const cards = [...document.querySelectorAll('[role="group"]')].find((g) =>
      g.textContent?.startsWith("Total Transactions"),
    )!;
    const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, "value")!.set!;
    return new Promise<number>((resolve) => {
      const start = performance.now();
      const observer = new MutationObserver(() => {
        observer.disconnect();
        requestAnimationFrame(() => setTimeout(() => resolve(performance.now() - start)));
      });
      observer.observe(cards, { subtree: true, childList: true, characterData: true });
      setValue.call(input, c === "\b" ? input.value.slice(0, -1) : input.value + c);
      input.dispatchEvent(new Event("input", { bubbles: true }));
    });
  }, char);
}

/** In Debian's Chromium against the real server with 50,000 saved rows. */
export async function browserFigures(): Promise<Figure[]> {
  if (!existsSync("/usr/bin/chromium"))
    return [{ area: "Transactions", figure: "Browser figures", value: "skipped: no /usr/bin/chromium" }];
  // The web app and its server render, with which the server draws the first screen.
  if (!existsSync(path.join("dist", "web", "index.html")) || !existsSync(path.join("dist", "ssr", "server-entry.js")))
    spawnSync("npm", ["run", "build:web"], { stdio: "inherit" });
  const dir = mkdtempSync(path.join(tmpdir(), "mf-bench-browser-"));
  const server = await startServer(dir);
  const browser = await chromium.launch({ executablePath: "/usr/bin/chromium", args: CHROMIUM_ARGS });
  try {
    const cookie = await seed(50_000);
    const [name, value] = cookie.split("=");
    const context = await browser.newContext();
    await context.addCookies([{ name: name!, value: value!, url: BASE }]);
    await context.addInitScript({ content: NOTE_ROWS_SHOWN });
    await context.addInitScript(() => {
      localStorage.setItem("cookieConsent", "accepted");
      localStorage.setItem("cookieConsentTimestamp", new Date().toISOString());
    });
    // First open on a server that has just imported the rows, then later opens, each in a new tab.
    const firstOpen = await timeOpen(context);
    const laterOpens: OpenTimes[] = [];
    for (let i = 0; i < LATER_OPENS; i++) laterOpens.push(await timeOpen(context));
    const page = await context.newPage();
    await page.goto(`${BASE}/transactions`);
    await page.getByText("50,000 transactions", { exact: true }).waitFor({ timeout: 120_000 });
    await page.getByRole("row").nth(1).waitFor();
    await searchReady(page);
    const times: number[] = [];
    for (const c of "1234\b\b\b\b1234\b\b\b\b") times.push(await timeKeystroke(page, c));
    times.sort((a, b) => a - b);
    return [
      {
        area: "Transactions",
        figure:
          "Chromium: first open of /transactions after the import, navigation start to the paint showing “50,000 transactions” and rows",
        value: ms(firstOpen.rows),
        target: "≤ 1 s",
      },
      {
        area: "Transactions",
        figure: `Chromium: later opens of /transactions, the same (median / max of ${LATER_OPENS}, each in a new tab)`,
        value: `${ms(median(laterOpens.map((o) => o.rows)))} / ${ms(Math.max(...laterOpens.map((o) => o.rows)))}`,
        target: "≤ 0.5 s",
      },
      {
        area: "Transactions",
        figure:
          "Chromium: the same opens as Playwright sees them (goto, with its wait for the load event, until its locators find both): first / median of later",
        value: `${ms(firstOpen.wall)} / ${ms(median(laterOpens.map((o) => o.wall)))}`,
        target: "—",
      },
      {
        area: "Transactions",
        figure: "Chromium: the same opens until every row has arrived and can be searched: first / median of later",
        value: `${ms(firstOpen.all)} / ${ms(median(laterOpens.map((o) => o.all)))}`,
        target: "—",
      },
      {
        area: "Transactions",
        figure: "Chromium: one search keystroke → table and cards updated and painted (median / max of 16)",
        value: `${ms(times[times.length >> 1]!)} / ${ms(times.at(-1)!)}`,
        target: "< 100 ms",
      },
    ];
  } finally {
    await browser.close();
    // A server that never started (its port taken) has exited already: waiting for its exit would never end.
    if (server.exitCode === null && server.signalCode === null) {
      server.kill("SIGTERM");
      await new Promise((r) => server.once("exit", r));
    }
    rmSync(dir, { recursive: true, force: true });
  }
}
