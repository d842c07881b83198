// Bundles the server and its production command-line tools into dist/server/ as plain JavaScript, so a start does
// not pay for compiling TypeScript (tsx adds 1.5–2 s to every start). `npm start` and `npm run build` run it; the
// reliability suite and the startup bench build through it too.
//
//   node scripts/build-server.mjs      →  dist/server/{index,admin,backup,restore}.js (+ shared chunks, source maps)
//
// node_modules stay external (imported at run time as usual). Every output file, chunks included, sits directly in
// dist/server/, so `import.meta.url` means the same folder in all of them: server/db/client.ts finds its migrations
// in `<that folder>/migrations` (copied below), server/app.ts finds the repository root (package.json, dist/web) by
// walking up. Lazy `await import(...)`s (the PDF and XLSX renderers, the Stripe SDK) stay lazy: separate chunks.
import { cpSync, existsSync, renameSync, rmSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { build } from "esbuild";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
export const serverOutDir = path.join(root, "dist", "server");

/** The bundles and their sources: the server, `npm run admin`, `npm run backup`, `npm run restore`. */
const entryPoints = {
  index: "server/index.ts",
  admin: "server/cli/admin.ts",
  backup: "scripts/backup.ts",
  restore: "scripts/restore.ts",
};

/** Builds into a fresh folder, then swaps it in, so a server starting meanwhile never sees half a build. */
export async function buildServer() {
  const staging = path.join(root, "dist", `.server-${process.pid}-${Date.now()}`);
  const old = `${staging}-old`;
  try {
    await build({
      absWorkingDir: root,
      entryPoints,
      outdir: staging,
      bundle: true,
      platform: "node",
      format: "esm",
      target: "node20",
      packages: "external",
      splitting: true,
      sourcemap: true,
      logLevel: "warning",
    });
    cpSync(path.join(root, "server", "db", "migrations"), path.join(staging, "migrations"), { recursive: true });
    if (existsSync(serverOutDir)) renameSync(serverOutDir, old);
    renameSync(staging, serverOutDir);
  } finally {
    rmSync(staging, { recursive: true, force: true });
    rmSync(old, { recursive: true, force: true });
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const started = performance.now();
  await buildServer();
  console.log(`Server built into dist/server in ${Math.round(performance.now() - started)} ms`);
}
