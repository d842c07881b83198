// `npm test`: every test — unit and API (Vitest, on PGlite), then the browser end-to-end tests (Playwright in
// Debian's Chromium against the built app). Stops at the first failing stage with its exit code.
import { spawnSync } from "node:child_process";

const stages = [
  ["Unit and API tests", "npx", ["vitest", "run"]],
  ["Chromium check", "node", ["scripts/ensure-chromium.mjs"]],
  // The web app and its server render (dist/ssr), which the server draws /transactions with.
  ["Web build", "npx", ["vite", "build", "--logLevel", "warn"]],
  ["Web server-render build", "npx", ["vite", "build", "--ssr", "--logLevel", "warn"]],
  ["Browser tests", "npx", ["playwright", "test"]],
];

for (const [name, cmd, args] of stages) {
  console.log(`\n=== ${name} ===`);
  const r = spawnSync(cmd, args, { stdio: "inherit", env: process.env });
  if (r.status !== 0) {
    console.error(`\n${name} failed.`);
    process.exit(r.status ?? 1);
  }
}
console.log("\nAll tests passed.");
