import "./lib/zod-jitless";
import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { App } from "./app";
import { reloadOnPreloadError } from "./lib/chunk-reload";
import { seedFromPage } from "./page-data";
import { preloadFor, transactionsPageCode } from "./preload";
import { queryClient } from "./query-client";
import "./styles.css";

reloadOnPreloadError();
const drawn = seedFromPage(queryClient);
preloadFor(window.location.pathname);

const root = document.getElementById("root");
if (!root) throw new Error("The page has no #root element");

function render(): void {
  createRoot(root!).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
}

/** However slow the page's code, the drawing gives way to the app (its loading state, its errors) after this long. */
const DRAWING_AT_MOST_MS = 5000;

// A page the server drew stays on screen until React can replace it with the same page (web/preload.ts); if its code
// cannot load, or takes too long, React renders anyway and shows what it shows for any page whose code is late.
if (drawn) {
  const late = new Promise<void>((resolve) => setTimeout(resolve, DRAWING_AT_MOST_MS));
  Promise.race([transactionsPageCode(), late]).then(render, render);
} else render();
