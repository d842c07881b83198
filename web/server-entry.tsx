import "./lib/zod-jitless";
import { StrictMode } from "react";
import { renderToString } from "react-dom/server";
import { Router } from "wouter";
import type { TransactionsPageData, TransactionsPageRenderer } from "../core/contracts/transactions";
import { App } from "./app";
import { DrawnRequestContext } from "./lib/drawn-request";
import { seedPageData } from "./page-data";
import { transactionsPageCode } from "./preload";
import { createQueryClient } from "./query-client";

/**
 * The web app's one server-render entry, built by Vite for Node (`vite build --ssr`, into dist/ssr) and loaded by the
 * server by its path (server/platform/http/page-renderer.ts), which never imports web/. It draws `/transactions` with
 * the app's own components from the data the server also writes into the page; the browser hydrates that markup
 * (web/main.tsx) from the same data, so the two renders are one.
 */

// The shell's and the page's code, loaded as the server loads this entry (at its start, not on the first open):
// lazyPage then renders them at once, as the browser does after loading them before it hydrates.
const pageCode = transactionsPageCode();

async function renderTransactionsPage(data: TransactionsPageData, request: { cookie: string }): Promise<string> {
  await pageCode;
  // A cache of this request's own: nothing of one person's page is left for the next request's.
  const client = createQueryClient();
  seedPageData(client, data);
  try {
    return renderToString(
      <StrictMode>
        <DrawnRequestContext value={{ cookie: request.cookie }}>
          <Router ssrPath="/transactions">
            <App client={client} />
          </Router>
        </DrawnRequestContext>
      </StrictMode>,
    );
  } finally {
    client.clear();
  }
}

/**
 * One render of a made-up page, as the server starts: the first person to open the page does not wait for V8 to
 * compile the renderer's code (a few hundred milliseconds on a small machine). Only what the page reads is made up.
 */
async function warmUp(): Promise<void> {
  const row = { id: "warm-up", date: "2025-04-01", description: "WARM UP", amount: "-1.00", balance: null };
  const data = {
    user: { id: "warm-up", email: "warm-up@example.invalid", firstName: "Warm", lastName: "Up" },
    firstScreen: { total: 2, inflow: "0.00", outflow: "-1.00", rows: [row] },
    company: { vatRegistered: false },
  } as unknown as TransactionsPageData;
  await renderTransactionsPage(data, { cookie: "" });
}

export const renderer: TransactionsPageRenderer = { renderTransactionsPage, warmUp };
