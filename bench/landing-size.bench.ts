import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";
import type { Figure } from "./table";
import { kb } from "./table";

/** Gzipped JavaScript the landing page loads: the entry, its preloaded chunks and the landing page's own chunk. */
export function landingSizeFigures(): Figure[] {
  const dist = path.join("dist", "web");
  const indexHtml = path.join(dist, "index.html");
  if (!existsSync(indexHtml)) return [{ area: "Foundation", figure: "Landing page JS (gzip)", value: "not built" }];
  const html = readFileSync(indexHtml, "utf8");
  const refs = [...html.matchAll(/(?:src|href)="\/?(assets\/[^"]+\.js)"/g)].map((m) => m[1]!);
  const landing = readdirSync(path.join(dist, "assets")).filter((f) => /^landing-page.*\.js$/.test(f));
  const files = [...new Set([...refs, ...landing.map((f) => `assets/${f}`)])];
  const total = files.reduce((sum, f) => sum + gzipSync(readFileSync(path.join(dist, f))).length, 0);
  return [{ area: "Foundation", figure: `Landing page JS (gzip, ${files.length} files)`, value: kb(total) }];
}
