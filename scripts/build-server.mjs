// Bundles the server and its production command-line tools into dist/server/ as plain JavaScript, so a start does
// not pay for compiling TypeScript (tsx compiles it anew at every start). `npm start` and `npm run build` run it; the
// reliability suite and the startup bench build through it too.
//
//   node scripts/build-server.mjs      →  dist/server/{index,admin,backup,restore}.js (+ shared chunks, source maps)
//
// Packages are bundled too, except those below that must stay files of their own (native addons, WebAssembly and
// data files found beside their code, or loaded only on first use): resolving and reading some 1,500 module files
// would otherwise be part of every start. Bundled CommonJS gets a `require` from the banner. Every output file, chunks
// included, sits directly in dist/server/, so `import.meta.url` means the same folder in all of them:
// server/db/client.ts finds its migrations in `<that folder>/migrations` and json-columns.ts its worker script
// there (both copied below), server/app.ts finds the repository root (package.json, dist/web, and dist/ssr: the web
// app's server render, built by `vite build --ssr` in `npm run build:web`, which it imports by path) by walking up. Lazy
// `await import(...)`s (the PDF and XLSX renderers, the Stripe SDK) stay lazy: separate chunks.
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

/** Packages loaded from node_modules at run time (see the top of this file). */
const EXTERNAL = [
  "@electric-sql/pglite", // WebAssembly and its file-system bundle, found beside its code
  "@node-rs/argon2", // native addon
  "pdfkit", // font metrics read from its own folder
  "exceljs",
  "stripe", // loaded on first use
  "nodemailer", // loaded on first use
  "pg", // only with DATABASE_URL, loaded then
  "pg-native",
  "pg-copy-streams", // with pg only (a bundled CommonJS module's dynamic import has no named exports)
  "drizzle-orm/node-postgres",
  "drizzle-orm/node-postgres/migrator",
];

/** Worker thread scripts, copied beside the bundle as they are (server/platform/http/json-columns.ts starts it). */
const WORKER_SCRIPTS = ["server/platform/http/json-columns.worker.mjs"];

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
      external: EXTERNAL,
      banner: {
        js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);",
      },
      splitting: true,
      sourcemap: true,
      logLevel: "warning",
    });
    cpSync(path.join(root, "server", "db", "migrations"), path.join(staging, "migrations"), { recursive: true });
    // Worker threads' scripts, plain JavaScript started by file name (`new URL(name, import.meta.url)`).
    for (const worker of WORKER_SCRIPTS) cpSync(path.join(root, worker), path.join(staging, path.basename(worker)));
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
