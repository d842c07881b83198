import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { appFor } from "../../test-support/filings-kit";
import { type StripeFake, startStripeFake, stripeEnv } from "../../test-support/stripe-fake";

let fake: StripeFake;
beforeAll(async () => {
  fake = await startStripeFake();
});
afterAll(async () => {
  await fake?.close();
});

async function configOf(app: ReturnType<ReturnType<typeof appFor>>) {
  const res = await app.app.inject({ method: "GET", url: "/api/config" });
  expect(res.statusCode).toBe(200);
  return res.json();
}

describe("GET /api/config in beta with payments on", () => {
  const app = appFor(() => stripeEnv(fake));
  it("reports beta and payments on, with the price in pence, to anyone", async () => {
    expect(await configOf(app())).toEqual({ betaMode: true, paymentsEnabled: true, filingPricePence: 9900 });
  });
});

describe("GET /api/config outside beta", () => {
  const app = appFor(() => stripeEnv(fake, { BETA_MODE: "false" }));
  it("reports beta off", async () => {
    expect(await configOf(app())).toEqual({ betaMode: false, paymentsEnabled: true, filingPricePence: 9900 });
  });
});

describe("GET /api/config without Stripe", () => {
  const app = appFor(() => ({}));
  it("reports payments off without a Stripe key", async () => {
    expect(await configOf(app())).toEqual({ betaMode: true, paymentsEnabled: false, filingPricePence: 9900 });
  });
});
