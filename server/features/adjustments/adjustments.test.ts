import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Api, apiAs, seedLines } from "../../test-support/accounts-kit";
import { createTestApp, signUpUser, type TestApp } from "../../test-support/test-app";

let t: TestApp;
let api: Api;
let cookie: string;

beforeAll(async () => {
  t = await createTestApp();
  ({ cookie } = await signUpUser(t.app));
  api = apiAs(t, cookie);
  await api.put("/api/company", { periodStart: "2024-04-01", periodEnd: "2025-03-31" });
  await seedLines(t, cookie, [
    ["2024-05-01", "INVOICE 1", "1000.00", "sales"],
    ["2024-06-01", "STOCK BOUGHT", "-400.00", "cost-of-sales"],
  ]);
});
afterAll(() => t.close());

const ACCRUAL = { kind: "accrual", categoryId: "professional-fees", description: "Accountancy", amount: "250.00" };

/** What must not change when an adjustment is refused: the list and the figures. */
async function snapshot() {
  return {
    list: (await api.get("/api/adjustments")).body,
    pl: (await api.get("/api/reports/profit-loss")).body,
  };
}

describe("year-end adjustments", () => {
  it("adds an accrual: the cost goes up, line J shows it, and the list says what it does", async () => {
    const res = await api.post("/api/adjustments", ACCRUAL);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toMatchObject({
      kind: "accrual",
      categoryId: "professional-fees",
      category: "Accountancy & Legal",
      description: "Accountancy",
      amount: "250.00",
      vatRate: null,
      period: { startDate: "2024-04-01", endDate: "2025-03-31" },
    });
    const list = (await api.get("/api/adjustments")).body;
    expect(list.period).toEqual({ id: null, startDate: "2024-04-01", endDate: "2025-03-31", status: "open" });
    expect(list.canAdd).toBe(true);
    expect(list.adjustments).toHaveLength(1);
    expect(list.adjustments[0].effect).toMatchObject({ source: "adjustment", effectOnProfit: -250, gross: 250 });
    expect(list.adjustments[0].effect.explanation).toEqual(expect.any(String));
    expect(list.note).toMatch(/item D, .* item J/);
    // Sales 1,000 − stock bought 400 − accountancy 250 = 350.
    expect((await api.get("/api/reports/profit-loss")).body.profitBeforeTax).toBe(350);
    const bs = (await api.get("/api/reports/balance-sheet")).body;
    expect(bs.micro.accrualsAndDeferredIncome).toBe(250);
    expect(bs.micro.netAssets).toBe(bs.micro.capitalAndReserves.total);
  });

  it("explains a line with the adjustments that move it", async () => {
    const res = await api.get("/api/reports/explain?line=accruals");
    expect(res.status).toBe(200);
    expect(res.body.transactions).toEqual([]);
    expect(res.body.effects).toEqual([expect.objectContaining({ description: "Accountancy", amount: 250 })]);
    const fees = (await api.get("/api/reports/explain?line=expense:professional-fees")).body;
    expect(fees.effects.map((e: { amount: number }) => e.amount)).toEqual([250]);
    expect((await api.get("/api/reports/drilldown?line=accruals")).body).toEqual([]);
  });

  it("enters closing stock, which comes off cost of sales, and edits and deletes it", async () => {
    const stock = await api.post("/api/adjustments", {
      kind: "closing-stock",
      categoryId: null,
      description: "Count",
      amount: "150.00",
    });
    expect(stock.status).toBe(200);
    // 350 + 150 of stock still held.
    expect((await api.get("/api/reports/profit-loss")).body.profitBeforeTax).toBe(500);
    const edited = await api.patch(`/api/adjustments/${stock.body.id}`, { amount: "100.00" });
    expect(edited.status).toBe(200);
    expect(edited.body.amount).toBe("100.00");
    expect((await api.get("/api/reports/balance-sheet")).body.micro.currentAssets.stocks).toBe(100);
    expect((await api.del(`/api/adjustments/${stock.body.id}`)).body).toEqual({ ok: true });
    expect((await api.get("/api/reports/profit-loss")).body.profitBeforeTax).toBe(350);
  });

  it.each([
    [
      { ...ACCRUAL, kind: "provision" },
      'Unknown kind "provision": use closing-stock, debtor, creditor, prepayment, accrual or directors-loan-write-off.',
    ],
    [
      { kind: "closing-stock", categoryId: null, description: "", amount: "-5.00" },
      "Closing stock cannot be negative.",
    ],
    [{ ...ACCRUAL, categoryId: "sales" }, "An accrual needs an expense category; Sales is not one."],
    [{ ...ACCRUAL, kind: "debtor" }, "A debtor needs an income category; Accountancy & Legal is not one."],
    [
      { ...ACCRUAL, kind: "creditor", vatRate: "standard" },
      "The company is not VAT-registered, so an adjustment cannot carry a VAT rate.",
    ],
    [{ ...ACCRUAL, amount: "0.00" }, "An accrual must be an amount greater than nil."],
    [{ ...ACCRUAL, amount: "12.345" }, /the amount must be an amount in pounds as a string with at most 2 decimals/],
    [{ ...ACCRUAL, amount: 250 }, /the amount must be an amount in pounds as a string/],
  ])("refuses %j with a message and changes nothing", async (body, message) => {
    const before = await snapshot();
    const res = await api.post("/api/adjustments", body);
    expect(res.status).toBe(400);
    if (typeof message === "string") expect(res.body.error).toBe(message);
    else expect(res.body.error).toMatch(message);
    expect(await snapshot()).toEqual(before);
  });

  it("refuses an edit that breaks a rule, keeping the adjustment as it was", async () => {
    const id = (await api.get("/api/adjustments")).body.adjustments[0].id;
    const before = await snapshot();
    const res = await api.patch(`/api/adjustments/${id}`, { kind: "closing-stock" });
    expect(res.status).toBe(400);
    expect(res.body.error).toBe("Closing stock has no category: it always adjusts cost of sales.");
    expect(await snapshot()).toEqual(before);
  });

  it("takes a VAT rate on a debtor once the company is VAT-registered, and not on a prepayment", async () => {
    await api.put("/api/company", { vatRegistered: true, vatRegisteredFrom: "2024-04-01" });
    const debtor = await api.post("/api/adjustments", {
      kind: "debtor",
      categoryId: "sales",
      description: "Invoice 2",
      amount: "120.00",
      vatRate: "standard",
    });
    expect(debtor.status).toBe(200);
    const vat = (await api.get("/api/reports/vat")).body;
    expect(vat.sources.outputVat.adjustmentIds).toEqual([debtor.body.id]);
    const prepaid = await api.post("/api/adjustments", {
      kind: "prepayment",
      categoryId: "insurance",
      description: "Insurance",
      amount: "50.00",
      vatRate: "standard",
    });
    expect(prepaid.status).toBe(400);
    expect(prepaid.body.error).toBe("A prepayment carries no VAT: leave its VAT rate empty.");
    // Deregistering while an adjustment carries a VAT rate is refused until the rate is removed.
    const off = await api.put("/api/company", { vatRegistered: false });
    expect(off.status).toBe(400);
    expect(off.body.error).toMatch(/1 year-end adjustment carries a VAT rate/);
    expect((await api.get("/api/company")).body.vatRegistered).toBe(true);
  });

  it("answers 404 for another user's adjustment, which stays as it was", async () => {
    const id = (await api.get("/api/adjustments")).body.adjustments[0].id;
    const before = await snapshot();
    const other = apiAs(t, (await signUpUser(t.app)).cookie);
    expect((await other.patch(`/api/adjustments/${id}`, { amount: "1.00" })).status).toBe(404);
    expect((await other.del(`/api/adjustments/${id}`)).status).toBe(404);
    expect((await other.del("/api/adjustments/not-an-id")).status).toBe(404);
    expect((await other.get("/api/adjustments")).body.adjustments).toEqual([]);
    expect(await snapshot()).toEqual(before);
  });

  it("needs the company's own period, and moves with it when its dates change", async () => {
    const other = apiAs(t, (await signUpUser(t.app)).cookie);
    const res = await other.post("/api/adjustments", ACCRUAL);
    expect(res.status).toBe(400);
    expect(res.body.error).toMatch(/Set the company's period \(start and end\) on the Company page/);
    const count = (await api.get("/api/adjustments")).body.adjustments.length;
    expect((await api.put("/api/company", { periodEnd: "2025-06-30" })).status).toBe(200);
    const list = (await api.get("/api/adjustments")).body;
    expect(list.adjustments).toHaveLength(count);
    expect(list.adjustments[0].period).toEqual({ startDate: "2024-04-01", endDate: "2025-06-30" });
  });
});
