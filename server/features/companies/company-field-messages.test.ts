import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, signUpUser, type TestApp } from "../../test-support/test-app";

let t: TestApp;
let user: { cookie: string };

const putCompany = (payload: object) =>
  t.app.inject({ method: "PUT", url: "/api/company", headers: { cookie: user.cookie }, payload });

beforeAll(async () => {
  t = await createTestApp();
  user = await signUpUser(t.app);
});
afterAll(async () => {
  await t?.close();
});

describe("PUT /api/company names a field as the Company page labels it", () => {
  it("the dividends received by the first accounting period's end, not 'non group dividends received first period'", async () => {
    const res = await putCompany({ nonGroupDividendsReceivedFirstPeriod: -1 });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe(
      "Invalid request body: Non-group dividends received by the end of the first accounting period (£) must not be negative",
    );
  });

  it("a field the Company page labels, and an opening balance under its group", async () => {
    const losses = await putCompany({ tradingLossesClaim: 10.5 });
    expect(losses.json().error).toBe(
      "Invalid request body: Losses to claim this year (£) must be whole pounds, e.g. 5000",
    );
    const cash = await putCompany({ openingBalances: { cash: 1.5 } });
    expect(cash.statusCode).toBe(400);
    expect(cash.json().error).toMatch(/^Invalid request body: Opening balances: Cash at bank and in hand /);
  });

  it("leaves other routes' messages as they were", async () => {
    const res = await t.app.inject({
      method: "POST",
      url: "/api/companies",
      headers: { cookie: user.cookie },
      payload: { name: "x".repeat(161) },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe("Invalid request body: the name is too long (at most 160 characters)");
  });
});
