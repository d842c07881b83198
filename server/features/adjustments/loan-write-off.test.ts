import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Api, apiAs, seedLines } from "../../test-support/accounts-kit";
import { createTestApp, signUpUser, type TestApp } from "../../test-support/test-app";

let t: TestApp;
let api: Api;

/**
 * A director's loan written off is a distribution, not an expense (CTA 2010 s1000(1)B, s1064): it lowers the loan
 * account and the reserve, never the profit, and relieves s455 like a repayment (s458). Year to 31 March 2025:
 * sales 1,000; the director draws 10,000 on 1 June 2024; nothing brought forward. Profit 1,000; corporation tax
 * 19 % = 190.00, profit after tax 810. Bank 1,000 − 10,000 = 9,000 overdrawn.
 * Writing off 4,000 on 1 March 2025: loan owed 10,000 − 4,000 = 6,000; s455 6,000 × 33.75 % = 2,025.00 (A15
 * 6,000, A20 2,025.00, box 480; 3,375.00 before the write-off); reserve 0 + 810 − 4,000 = −3,190 = loan 6,000
 * − overdraft 9,000 − tax 190 (the s455 creditor and its equal debtor cancel out).
 */
beforeAll(async () => {
  t = await createTestApp();
  const { cookie } = await signUpUser(t.app);
  api = apiAs(t, cookie);
  await api.put("/api/company", { periodStart: "2024-04-01", periodEnd: "2025-03-31" });
  await seedLines(t, cookie, [
    ["2024-05-01", "INVOICE 1", "1000.00", "sales"],
    ["2024-06-01", "DIRECTOR", "-10000.00", "directors-loan"],
  ]);
});
afterAll(() => t.close());

const WRITE_OFF = {
  kind: "directors-loan-write-off",
  description: "Released by board minute",
  amount: "4000.00",
  date: "2025-03-01",
};

describe("a director's loan written off", () => {
  it("answers 400 in words without a date, or with one outside the period, and saves nothing", async () => {
    const { date: _date, ...undated } = WRITE_OFF;
    const res = await api.post("/api/adjustments", undated);
    expect(res.status).toBe(400);
    expect(res.body.error ?? res.body.message).toMatch(/needs the date it was written off/);
    const late = await api.post("/api/adjustments", { ...WRITE_OFF, date: "2025-04-01" });
    expect(late.status).toBe(400);
    expect(JSON.stringify(late.body)).toMatch(/outside the period/);
    expect((await api.get("/api/adjustments")).body.adjustments).toEqual([]);
  });

  it("is stored with its date and shows in the balance sheet and the CT600A", async () => {
    const before = (await api.get("/api/reports/corporation-tax")).body;
    const res = await api.post("/api/adjustments", WRITE_OFF);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toMatchObject({ kind: "directors-loan-write-off", amount: "4000.00", date: "2025-03-01" });

    expect((await api.get("/api/reports/profit-loss")).body.profitBeforeTax).toBe(1000);
    const bs = (await api.get("/api/reports/balance-sheet")).body;
    const debtors = bs.micro.currentAssets.debtors.lines as { key: string; amount: number }[];
    expect(debtors.find((l) => l.key === "directors-loan")?.amount).toBe(6000);
    expect(bs.micro.capitalAndReserves.profitAndLossAccount).toMatchObject({
      dividends: 0,
      loansWrittenOff: 4000,
      total: -3190,
    });
    expect(bs.micro.netAssets).toBe(bs.micro.capitalAndReserves.total);
    expect(bs.micro.capitalAndReserves.openingBalancesDifference).toBe(0);

    const ct = (await api.get("/api/reports/corporation-tax")).body;
    expect(before.ct600.box480).toBe(3375);
    expect(ct.ct600).toMatchObject({ box480: 2025, ct600a: { a5: true, a15: 6000, a20: 2025 } });
  });

  it("edits the date on PATCH and refuses clearing it", async () => {
    const [row] = (await api.get("/api/adjustments")).body.adjustments;
    const moved = await api.patch(`/api/adjustments/${row.id}`, { date: "2025-02-01" });
    expect(moved.status).toBe(200);
    expect(moved.body.date).toBe("2025-02-01");
    const cleared = await api.patch(`/api/adjustments/${row.id}`, { date: null });
    expect(cleared.status).toBe(400);
  });
});
