import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { apiAs, readyToSign, seedLines } from "../../test-support/accounts-kit";
import { createTestApp, signUpUser, type TestApp } from "../../test-support/test-app";

let t: TestApp;
afterAll(() => t.close());
beforeAll(async () => {
  t = await createTestApp();
});

/*
 * The QA walk's Alpha Ltd: £100 of shares paid in and one £4.50 card fee left without a category. Closed as it is,
 * the £4.50 would be carried into next year as an unexplained other current asset (a suspense amount); the closing
 * balance sheet is the next year's opening one (uk-accounting-rules §9), so the close waits until it is categorised.
 * Categorised as a bank charge: cash 100 − 4.50 = 95.50; a loss of 4.50 (no corporation tax on a loss); net assets
 * 95.50 = share capital 100 + profit and loss reserve −4.50; nothing left in other current assets.
 */
describe("closing a year waits for the readiness checks that block it", () => {
  it("refuses with the blocking checks while a row has no category, changing nothing, then closes once it has", async () => {
    const { cookie } = await signUpUser(t.app);
    const api = apiAs(t, cookie);
    const put = await api.put("/api/company", {
      name: "Alpha Ltd",
      incorporationDate: "2024-01-01",
      periodStart: "2024-01-01",
      periodEnd: "2024-12-31",
    });
    expect(put.status, JSON.stringify(put.body)).toBe(200);
    const ids = await seedLines(t, cookie, [
      ["2024-01-02", "SHARE CAPITAL", "100.00", "share-capital"],
      ["2024-03-05", "CARD FEE", "-4.50", null],
    ]);
    // Every answer a person gives is given: only the uncategorised row blocks.
    await expect(readyToSign(t, cookie)).rejects.toThrow(/^not ready to sign: 1 transaction in the period has no/);

    const refused = await api.post("/api/periods/close");
    expect(refused.status).toBe(409);
    expect(refused.body.error).toBe(
      "Finish these before closing the year: 1 transaction in the period has no category: categorise them before filing.",
    );
    expect(refused.body.checks).toEqual([
      {
        id: "uncategorised",
        status: "block",
        message: "1 transaction in the period has no category: categorise them before filing.",
        fixAt: "/transactions?category=uncategorised",
      },
    ]);
    // Still open, and nothing carried forward.
    expect((await api.get("/api/periods")).body).toEqual({
      periods: [],
      current: expect.objectContaining({ id: null, startDate: "2024-01-01", endDate: "2024-12-31", status: "open" }),
    });
    const company = (await api.get("/api/company")).body;
    expect(company).toMatchObject({ periodStart: "2024-01-01", periodEnd: "2024-12-31", broughtForward: null });

    const fixed = await api.patch(`/api/transactions/${ids.get("CARD FEE")}`, { categoryId: "bank-charges" });
    expect(fixed.status, JSON.stringify(fixed.body)).toBe(200);
    await readyToSign(t, cookie);
    const closed = await api.post("/api/periods/close");
    expect(closed.status, JSON.stringify(closed.body)).toBe(200);
    expect(closed.body.current).toMatchObject({ startDate: "2025-01-01", endDate: "2025-12-31" });
    expect(closed.body.openingBalances).toMatchObject({
      cash: 95.5,
      otherCurrentAssets: 0,
      calledUpShareCapital: 100,
      profitLossAccount: -4.5,
      corporationTax: 0,
    });
  });
});
