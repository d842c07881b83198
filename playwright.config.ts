import { availableParallelism } from "node:os";
import { defineConfig, devices } from "@playwright/test";
import { CH_APP_ENV, CH_GATEWAY_COMMAND, CH_GATEWAY_ORIGIN } from "./e2e/ch-gateway-settings";
import { HMRC_APP_ENV, HMRC_ENGINE_COMMAND, HMRC_ENGINE_READY_URL } from "./e2e/hmrc-engine-settings";

// Browser tests run against the real server (built web app, fresh embedded database) on port 5055, or E2E_PORT
// when another run already uses that port.
// `npm run test:e2e` builds the web app first. The browser is Debian's Chromium; none is ever downloaded.
const PORT = Number(process.env.E2E_PORT ?? 5055);
const BASE_URL = `http://localhost:${PORT}`;
const DATA_DIR = `.tmp/e2e-${Date.now()}`;

export default defineConfig({
  testDir: "e2e",
  // Generous limits: the suite shares a small machine with builds and other test runs.
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  // Two workers only where there are cores for two browsers and the server: on a 2-core machine a second worker
  // made the run no faster, and pages that waited on a server busy with the other worker's 50,000 rows timed out.
  workers: process.env.CI || availableParallelism() < 4 ? 1 : 2,
  retries: process.env.CI ? 1 : 0,
  reporter: "list",
  use: {
    baseURL: BASE_URL,
    trace: "retain-on-failure",
    launchOptions: {
      executablePath: "/usr/bin/chromium",
      args: [
        "--no-sandbox",
        "--disable-gpu",
        "--disable-quic",
        "--no-first-run",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
      ],
    },
  },
  projects: [{ name: "chromium", use: { ...devices["Desktop Chrome"], channel: undefined } }],
  webServer: [
    {
      // A Companies House XML gateway of the tests' own on loopback, which the app below files to.
      command: CH_GATEWAY_COMMAND,
      url: `${CH_GATEWAY_ORIGIN}/control/health`,
      reuseExistingServer: false,
      timeout: 60_000,
      stdout: "ignore",
      stderr: "pipe",
    },
    {
      // HMRC's Transaction Engine of the tests' own on loopback, which the app below files CT600s to.
      command: HMRC_ENGINE_COMMAND,
      url: HMRC_ENGINE_READY_URL,
      reuseExistingServer: false,
      timeout: 60_000,
      stdout: "ignore",
      stderr: "pipe",
    },
    {
      // The web app's server render is built from the same sources as dist/web (a few seconds): the server draws
      // /transactions with it, and the browser's app hydrates that drawing, so the two must never be out of step.
      command: "npx vite build --ssr --logLevel warn && npx tsx server/index.ts",
      url: `${BASE_URL}/api/health`,
      // Every spec signs up its own users from one address; the per-IP sign-in limit is raised for that run only.
      env: {
        PORT: String(PORT),
        NODE_ENV: "production",
        DATA_DIR,
        BASE_URL,
        AUTH_ATTEMPTS_PER_MINUTE: "1000",
        ...CH_APP_ENV,
        ...HMRC_APP_ENV,
      },
      reuseExistingServer: false,
      timeout: 120_000,
      stdout: "ignore",
      stderr: "pipe",
    },
  ],
});
