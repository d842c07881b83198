import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Api, apiAs, seedLines } from "../../test-support/accounts-kit";
import { createTestApp, signUpUser, type TestApp } from "../../test-support/test-app";

/*
 * Last year's creditors by name through PUT /api/company, and what the reports make of them
 * (uk-accounting-rules §10; the arithmetic is core/accounts/opening-position.test.ts's).
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function company(settings: Record<string, unknown>): Promise<{ api: Api; cookie: string }> {
  const { cookie } = await signUpUser(t.app);
  const api = apiAs(t, cookie);
  const res = await api.put("/api/company", {
    periodStart: "2024-04-01",
    periodEnd: "2025-03-31",
    vatRegistered: true,
    vatScheme: "standard",
    vatRegisteredFrom: "2020-01-01",
    ...settings,
  });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return { api, cookie };
}

type Line = { key: string; label: string; amount: number };
const creditors = async (api: Api): Promise<Line[]> =>
  (await api.get("/api/reports/balance-sheet")).body.micro.creditorsWithinOneYear.lines;

describe("opening VAT and corporation tax owed, paid during the year", () => {
  it("settles them first: VAT £1,409 and this year's corporation tax owed, no brought-forward line", async () => {
    const { api, cookie } = await company({
      openingBalances: {
        cash: 10_000,
        creditorsWithinOneYear: 3_550,
        vat: 1_650,
        corporationTax: 1_900,
        calledUpShareCapital: 100,
        profitLossAccount: 6_350,
      },
    });
    expect((await api.get("/api/company")).body.openingBalances).toMatchObject({ vat: 1_650, corporationTax: 1_900 });
    await seedLines(t, cookie, [
      ["2024-04-20", "INVOICE 1", "24000.00", "sales"],
      ["2024-05-07", "HMRC VAT", "-1650.00", "vat"],
      ["2024-06-10", "OFFICE", "-3540.00", "office-costs"],
      ["2024-11-07", "HMRC VAT", "-2001.00", "vat"],
      ["2024-12-31", "HMRC CT", "-1900.00", "corporation-tax"],
    ]);
    // VAT: 1,650 + 4,000 output − 590 input − 3,651 paid = 1,409, all this year's.
    const vat = (await api.get("/api/reports/vat")).body;
    expect(vat).toMatchObject({
      openingVat: 1_650,
      openingVatSettled: 1_650,
      openingVatOutstanding: 0,
      liability: 1_409,
    });
    // Corporation tax: the 1,900 paid settles last year's; this year's charge on 20,000 − 2,950 = 17,050 at the
    // small profits rate of 19 % (CTA 2010 s18A) is 3,239.50, owed in full.
    const bs = (await api.get("/api/reports/balance-sheet")).body;
    expect(bs.micro.creditorsWithinOneYear.lines).toEqual([
      { key: "corporation-tax", label: "Corporation tax", amount: 3_239.5 },
      { key: "vat", label: "VAT", amount: 1_409 },
    ]);
    expect(bs.equity.openingBalancesDifference).toBe(0);
    // Cash 10,000 + 24,000 − 3,540 − 3,651 − 1,900 = 24,909; net assets 24,909 − 1,409 − 3,239.50 = 20,260.50.
    expect(bs.netAssets).toBe(20_260.5);
    expect(bs.equity.total).toBe(20_260.5);
  });
});

describe("an opening VAT repayment received", () => {
  it("clears the opening debtor: only this year's VAT is owed", async () => {
    const { api, cookie } = await company({
      openingBalances: { cash: 2_000, debtors: 800, vat: -800, profitLossAccount: 2_800 },
    });
    await seedLines(t, cookie, [
      ["2024-05-20", "HMRC VAT REPAYMENT", "800.00", "vat"],
      ["2024-06-01", "INVOICE", "1200.00", "sales"],
      ["2024-06-02", "STOCK", "-600.00", "cost-of-sales"],
      ["2024-11-07", "HMRC VAT", "-60.00", "vat"],
    ]);
    // 200 output − 100 input − 60 paid = 40 owed; the 800 received settled the repayment due at the start.
    expect((await api.get("/api/reports/vat")).body).toMatchObject({ openingVatSettled: -800, liability: 40 });
    const bs = (await api.get("/api/reports/balance-sheet")).body;
    expect(bs.micro.currentAssets.debtors.lines).toEqual([]);
    expect((await creditors(api)).find((l) => l.key === "vat")).toEqual({ key: "vat", label: "VAT", amount: 40 });
  });
});

describe("the named parts must fit within the totals they are parts of", () => {
  let api: Api;
  beforeAll(async () => {
    ({ api } = await company({}));
  });

  it.each([
    [
      { creditorsWithinOneYear: 3_000, vat: 1_650, corporationTax: 1_900 },
      "VAT owed to HMRC at the start of the year (£1,650.00) and corporation tax owed for earlier years (£1,900.00) " +
        "come to £3,550.00, more than the creditors due within one year entered (£3,000.00): they are parts of it.",
    ],
    [
      { debtors: 500, vat: -900 },
      "The VAT repayment due from HMRC (£900.00) is more than the debtors entered (£500.00): it is a part of it.",
    ],
    [{ payeNic: 420 }, "PAYE and National Insurance owed (£420.00) is more than the creditors due within one year"],
  ])("refuses %j with a 400 naming the field", async (openingBalances, message) => {
    const res = await api.put("/api/company", { openingBalances });
    expect(res.status).toBe(400);
    expect(res.body.error).toContain(message);
  });

  it("takes any subset of the parts", async () => {
    const res = await api.put("/api/company", {
      openingBalances: { creditorsWithinOneYear: 1_000, payeNic: 420, loans: 500 },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.openingBalances).toEqual({ creditorsWithinOneYear: 1_000, payeNic: 420, loans: 500 });
  });
});

describe("the readiness checklist on payments to HMRC and payroll", () => {
  it("warns when VAT was paid with nothing owed, and adds the suggested PAYE/NI accrual in one click", async () => {
    const { api, cookie } = await company({ openingBalances: { cash: 5_000, profitLossAccount: 5_000 } });
    await seedLines(t, cookie, [
      ["2024-05-07", "HMRC VAT", "-1650.00", "vat"],
      ["2025-02-19", "HMRC PAYE", "-400.00", "paye-ni"],
    ]);
    // No VAT owed at the start and none this year: all 1,650 paid is more than was owed.
    const checks = async () =>
      (await api.get("/api/reports/readiness")).body.checks as { id: string; status: string; message: string }[];
    const hmrc = (await checks()).find((c) => c.id === "hmrc-balances")!;
    expect(hmrc.status).toBe("warn");
    expect(hmrc.message).toContain("check last year's balances: £1,650.00 paid more than was owed");
    const payroll = (await checks()).find((c) => c.id === "payroll-accrual") as unknown as {
      status: string;
      suggestedAdjustment: Record<string, unknown>;
    };
    expect(payroll.status).toBe("warn");
    expect(payroll.suggestedAdjustment).toMatchObject({ kind: "accrual", categoryId: "paye-ni", amount: "400.00" });
    const added = await api.post("/api/adjustments", payroll.suggestedAdjustment);
    expect(added.status, JSON.stringify(added.body)).toBe(200);
    expect((await checks()).find((c) => c.id === "payroll-accrual")!.status).toBe("pass");
  });
});
