/**
 * The loopback Companies House gateway the browser tests' server files to: started by playwright.config.ts beside
 * the app, on the app's port + 1000, with this presenter account. Specs register companies through its /control/.
 */
const APP_PORT = Number(process.env.E2E_PORT ?? 5055);
export const CH_GATEWAY_PORT = APP_PORT + 1000;
export const CH_GATEWAY_ORIGIN = `http://127.0.0.1:${CH_GATEWAY_PORT}`;

export const CH_PRESENTER = {
  id: "E2EPRESENTER1",
  authentication: "E2EPRESENTERAUTH",
  packageReference: "0012",
};

/** The app's settings for filing to that gateway (its test service), polling twice a second. */
export const CH_APP_ENV = {
  CH_XML_GATEWAY_URL: `${CH_GATEWAY_ORIGIN}/v1-0/xmlgw/Gateway`,
  CH_PRESENTER_ID: CH_PRESENTER.id,
  CH_PRESENTER_AUTHENTICATION: CH_PRESENTER.authentication,
  CH_PACKAGE_REFERENCE: CH_PRESENTER.packageReference,
  CH_TEST_MODE: "1",
  CH_POLL_SECONDS: "0.5",
};

export const CH_GATEWAY_COMMAND = [
  "npx tsx server/test-support/ch-gateway/ch-gateway-main.ts",
  `--port ${CH_GATEWAY_PORT}`,
  `--presenter-id ${CH_PRESENTER.id}`,
  `--presenter-authentication ${CH_PRESENTER.authentication}`,
  `--package-reference ${CH_PRESENTER.packageReference}`,
  "--test",
].join(" ");
