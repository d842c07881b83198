import "./lib/zod-jitless";
import { StrictMode } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import { followShownCompany } from "./api/shown-company";
import { App } from "./app";
import { reloadOnPreloadError } from "./lib/chunk-reload";
import { seedFromPage } from "./page-data";
import { preloadFor, transactionsPageCode } from "./preload";
import { queryClient } from "./query-client";
import "./styles.css";

reloadOnPreloadError();
followShownCompany(queryClient);
const drawn = seedFromPage(queryClient);
preloadFor(window.location.pathname);

const root = document.getElementById("root");
if (!root) throw new Error("The page has no #root element");

const app = (
  <StrictMode>
    <App />
  </StrictMode>
);

/** However slow the page's code, the app hydrates the drawing after this long (and keeps it until the code comes). */
const DRAWING_AT_MOST_MS = 5000;

// A page the server drew (web/server-entry.tsx, the same components from the same data) is hydrated, not drawn again:
// React takes over its markup once the page's code has loaded (web/preload.ts), so it renders at once with nothing
// suspended. Code that is late only delays that: hydration keeps the drawn markup on screen until it comes.
if (drawn) {
  const hydrate = () => void hydrateRoot(root, app);
  const late = new Promise<void>((resolve) => setTimeout(resolve, DRAWING_AT_MOST_MS));
  Promise.race([transactionsPageCode(), late]).then(hydrate, hydrate);
} else createRoot(root).render(app);
