import { randomBytes } from "node:crypto";
import { expect } from "vitest";
import type { ChSubmission } from "../../../../core/contracts";
import { type Api, apiAs, DIRECTOR } from "../../../test-support/accounts-kit";
import type { ChGatewayFake } from "../../../test-support/ch-gateway/ch-gateway";
import { signUpUser, type TestApp } from "../../../test-support/test-app";
import { makeReady, OPENING_BALANCES, putCompany, seedYear } from "../../exports/exports.test-kit";

/** The presenter account the loopback gateway serves and the app is configured with. */
export const PRESENTER = {
  presenterId: "66666666666",
  presenterAuthentication: "LOOPBACKAUTH",
  packageReference: "0012",
  test: true,
};

/** The app's settings for filing to the loopback gateway, polling every 50 ms. */
export function chEnv(gateway: ChGatewayFake, over: Record<string, string> = {}): Record<string, string> {
  return {
    CH_XML_GATEWAY_URL: gateway.url,
    CH_PRESENTER_ID: PRESENTER.presenterId,
    CH_PRESENTER_AUTHENTICATION: PRESENTER.presenterAuthentication,
    CH_PACKAGE_REFERENCE: PRESENTER.packageReference,
    CH_TEST_MODE: "1",
    CH_POLL_SECONDS: "0.05",
    ...over,
  };
}

export const PATH = "/api/submissions/companies-house/accounts";

let companies = 0;

export interface ReadyCompany {
  api: Api;
  user: { cookie: string; id: string; email: string };
  number: string;
  name: string;
  authCode: string;
}

/**
 * A new user whose company is ready to file the year to 31 March 2026, on the gateway's register under
 * `registeredName` (its own name by default) with a fresh authentication code.
 */
export async function readyCompany(
  t: TestApp,
  gateway: ChGatewayFake,
  opts: { name?: string; registeredName?: string } = {},
): Promise<ReadyCompany> {
  const user = await signUpUser(t.app);
  const number = `09${String(++companies).padStart(6, "0")}`;
  const name = opts.name ?? "Acme Widgets Ltd";
  await putCompany(t, user.cookie, {
    name,
    registrationNumber: number,
    periodStart: "2025-04-01",
    periodEnd: "2026-03-31",
    averageEmployees: 2,
    openingBalances: OPENING_BALANCES,
  });
  await seedYear(t, user.cookie);
  await makeReady(t, user);
  const authCode = randomBytes(3).toString("hex").toUpperCase();
  gateway.register({ number, name: opts.registeredName ?? name, authCode });
  return { api: apiAs(t, user.cookie), user, number, name, authCode };
}

/** The filing request a director makes on the page. */
export const filing = (authCode: string, over: Record<string, unknown> = {}) => ({
  directorName: DIRECTOR,
  confirmed: true,
  approvalDate: "2026-06-30",
  companyAuthenticationCode: authCode,
  ...over,
});

/** Reads the submission until it is in one of `states` (the worker polls every 50 ms). */
export async function waitForState(api: Api, id: string, states: string[], timeoutMs = 15_000): Promise<ChSubmission> {
  const until = Date.now() + timeoutMs;
  let last: ChSubmission | null = null;
  while (Date.now() < until) {
    const res = await api.get(`${PATH}/${id}`);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    last = res.body as ChSubmission;
    if (states.includes(last.state)) return last;
    await new Promise((r) => setTimeout(r, 25));
  }
  throw new Error(`submission ${id} stayed ${last?.state}, not ${states.join(" or ")}`);
}
