/**
 * The loopback HMRC Transaction Engine the browser tests' server files CT600s to: started by playwright.config.ts
 * beside the app, on the app's port + 2000 (Companies House's gateway is on + 1000). The return of REJECTED_UTR is
 * answered with HMRC's business error 5005; the Gateway sign-in is the engine's own.
 */
const APP_PORT = Number(process.env.E2E_PORT ?? 5055);
export const HMRC_ENGINE_PORT = APP_PORT + 2000;
const ENGINE_URL = `http://127.0.0.1:${HMRC_ENGINE_PORT}/submission`;

export const REJECTED_UTR = "1111111111";
export const HMRC_GATEWAY = { userId: "CT600USER01", password: "s3cret-Gateway&<pw>" };

/** The app's settings for filing to that engine (the vendor ID it recognises), polling several times a second. */
export const HMRC_APP_ENV = {
  HMRC_TRANSACTION_ENGINE_URL: ENGINE_URL,
  HMRC_VENDOR_ID: "9999",
  HMRC_POLL_FLOOR_SECONDS: "0.3",
};

export const HMRC_ENGINE_COMMAND = [
  "npx tsx server/test-support/hmrc-engine/engine-main.ts",
  `--port ${HMRC_ENGINE_PORT}`,
  `--reject-utr ${REJECTED_UTR}`,
].join(" ");

/** Playwright waits for this address to answer (the engine answers a GET with 400: it is up). */
export const HMRC_ENGINE_READY_URL = ENGINE_URL;
