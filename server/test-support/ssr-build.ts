import { spawnSync } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..", "..");

/**
 * The web app's server-render entry built from the current sources for a test that draws pages
 * (`createTestApp({ webDist, ssrDist: ssr.dir })`), as `npm run build` builds it into dist/ssr: a test never runs a
 * stale build left in dist/. Inside the repository (dist/), so the bundle finds react and the rest in node_modules.
 * About two seconds.
 */
export function buildSsrEntry(): { dir: string; remove(): void } {
  mkdirSync(path.join(root, "dist"), { recursive: true });
  const dir = mkdtempSync(path.join(root, "dist", "test-ssr-"));
  const vite = path.join(root, "node_modules", "vite", "bin", "vite.js");
  const built = spawnSync(process.execPath, [vite, "build", "--ssr", "--logLevel", "error", "--outDir", dir], {
    cwd: root,
    encoding: "utf8",
  });
  if (built.status !== 0) throw new Error(`vite build --ssr failed:\n${built.stderr}${built.stdout}`);
  return { dir, remove: () => rmSync(dir, { recursive: true, force: true }) };
}
