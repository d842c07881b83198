import { existsSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import type { TransactionsPageRenderer } from "../../../core/contracts";

/** The server-render entry's file in its build folder (vite.config.ts: `vite build --ssr`, dist/ssr by default). */
export const SSR_ENTRY_FILE = "server-entry.js";

/**
 * Loads the web app's server-render entry (web/server-entry.tsx as Vite built it for Node) by its path: the server
 * never imports web/, it runs what the web build produced. Null when `dir` has no such build, and then the server
 * draws no page ahead of the app (the plain app is served, which asks for its data itself); `required` (a production
 * server) refuses to start without it instead, as it does without the built web app.
 */
export async function loadPageRenderer(dir: string, required: boolean): Promise<TransactionsPageRenderer | null> {
  const file = path.join(dir, SSR_ENTRY_FILE);
  if (!existsSync(file)) {
    if (required) {
      throw new Error("The web app's server render is not built: run `npm run build` (npm start does it for you).");
    }
    return null;
  }
  const entry = (await import(pathToFileURL(file).href)) as { renderer?: TransactionsPageRenderer };
  if (typeof entry.renderer?.renderTransactionsPage !== "function") {
    throw new Error(`${file} is not the web app's server-render entry (it exports no renderer)`);
  }
  return entry.renderer;
}
