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

let pageCode: Promise<void> | undefined;

async function renderTransactionsPage(data: TransactionsPageData, request: { cookie: string }): Promise<string> {
  // The shell's and the page's code, loaded once: lazyPage then renders them at once, as the browser does after
  // loading them before it hydrates.
  pageCode ??= transactionsPageCode();
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

export const renderer: TransactionsPageRenderer = { renderTransactionsPage };
