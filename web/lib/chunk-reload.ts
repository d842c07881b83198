/**
 * A page open across a deploy asks for code chunks the new build no longer has (or a server mid-deploy does not
 * have yet). Loading the page again gets the current build's chunks, so such a failure reloads the page once; if
 * the code still cannot load right after that reload, the page says so with a Reload button instead of looping.
 */

const KEY = "chunkReloadAt";
/** A failure this soon after the last reload is the same failure again: no second reload. */
const AGAIN_WITHIN_MS = 60_000;

const CHUNK_FAILURES = [
  /Failed to fetch dynamically imported module/i,
  /error loading dynamically imported module/i,
  /Importing a module script failed/i,
  /Unable to preload CSS/i,
  /Loading (CSS )?chunk .* failed/i,
];

/** Whether an error is a code chunk that could not be loaded (not a fault of the page's own code). */
export function isChunkLoadError(error: unknown): boolean {
  const message = error instanceof Error ? error.message : typeof error === "string" ? error : "";
  return CHUNK_FAILURES.some((re) => re.test(message));
}

export interface ReloadDeps {
  now: number;
  storage: Pick<Storage, "getItem" | "setItem">;
  reload: () => void;
}

function browserDeps(): ReloadDeps {
  return { now: Date.now(), storage: window.sessionStorage, reload: () => window.location.reload() };
}

/** Reloads the page unless it was reloaded for this a moment ago; true when it reloads. */
export function reloadOnce(deps: ReloadDeps = browserDeps()): boolean {
  let last = Number.NaN;
  try {
    last = Number(deps.storage.getItem(KEY));
    deps.storage.setItem(KEY, String(deps.now));
  } catch {
    // Without session storage a reload could not be told from the next: show the message instead.
    return false;
  }
  if (Number.isFinite(last) && last > 0 && deps.now - last < AGAIN_WITHIN_MS) return false;
  deps.reload();
  return true;
}

/**
 * Vite reports a chunk whose dependencies failed to preload as `vite:preloadError`: the page reloads once, and
 * otherwise the error goes on to the page's error boundary.
 */
export function reloadOnPreloadError(): void {
  window.addEventListener("vite:preloadError", (event) => {
    if (reloadOnce()) event.preventDefault();
  });
}
