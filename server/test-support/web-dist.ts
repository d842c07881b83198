import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

/** The smallest built web app the server can serve: an index.html with its empty root element. */
export const TEST_INDEX_HTML =
  '<!doctype html><html><head><title>Microfile</title></head><body><div id="root"></div></body></html>';

/** A built web app for a test (`createTestApp({ webDist: dist.dir })`): a temporary folder with `indexHtml`. */
export function tempWebDist(indexHtml = TEST_INDEX_HTML): { dir: string; remove(): void } {
  const dir = mkdtempSync(path.join(tmpdir(), "mf-web-"));
  writeFileSync(path.join(dir, "index.html"), indexHtml);
  return { dir, remove: () => rmSync(dir, { recursive: true, force: true }) };
}
