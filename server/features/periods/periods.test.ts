import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { rowWhere, sheet } from "../../exports/test-support/read-workbook";
import { type Api, apiAs, chWorkbook, type Line, readyToSign, seedLines } from "../../test-support/accounts-kit";
import { createTestApp, signUpUser, type TestApp } from "../../test-support/test-app";

let t: TestApp;
afterAll(() => t.close());
beforeAll(async () => {
  t = await createTestApp();
});

const FIRST = { periodStart: "2023-04-01", periodEnd: "2024-03-31" };

/** A VAT-registered company (standard scheme) incorporated on the first day of its first period. */
async function vatCompany(): Promise<{ api: Api; cookie: string }> {
  const { cookie } = await signUpUser(t.app);
  const api = apiAs(t, cookie);
  const put = await api.put("/api/company", {
    name: "Closing Ltd",
    incorporationDate: "2023-04-01",
    ...FIRST,
    vatRegistered: true,
    vatScheme: "standard",
    vatRegisteredFrom: "2023-04-01",
  });
  expect(put.status, JSON.stringify(put.body)).toBe(200);
  return { api, cookie };
}

/*
 * The first year, worked by hand (standard VAT, 20 %):
 *   shares £100; sales £1,200 (net £1,000, VAT £200); chair £240 (net £200, input VAT £40); insurance £480 (exempt);
 *   £500 drawn by the director.
 *   Adjustments: invoice unpaid £600 with VAT (net £500, output VAT £100), accountancy accrued £300, closing stock
 *   £150, insurance prepaid £120.
 *   Turnover 1,000 + 500 = 1,500. Costs: office 200, accountancy 300, insurance 480 − 120 = 360, cost of sales
 *   0 − 150 = −150: 710. Profit before tax 790; corporation tax 19 % = 150.10; after tax 639.90.
 *   VAT owed: 200 + 100 − 40 = 260. s455: 33.75 % of the £500 still owed = 168.75 (a creditor and a debtor).
 *   Cash 100 + 1,200 − 240 − 480 − 500 = 80. Debtors 600 + 500 + 168.75 = 1,268.75; creditors 260 + 150.10 +
 *   168.75 = 578.85; stock 150; D 120; J 300. Net assets 80 + 150 + 1,268.75 + 120 − 578.85 − 300 = 739.90
 *   = share capital 100 + reserve 639.90.
 */
const YEAR_ONE: Line[] = [
  ["2023-04-03", "SHARE CAPITAL", "100.00", "share-capital"],
  ["2023-05-10", "INVOICE 1", "1200.00", "sales"],
  ["2023-06-15", "OFFICE CHAIR", "-240.00", "office-costs"],
  ["2023-07-01", "DIRECTOR DRAWING", "-500.00", "directors-loan"],
  ["2023-09-01", "INSURANCE", "-480.00", "insurance"],
];

const ADJUSTMENTS = [
  { kind: "debtor", categoryId: "sales", description: "Invoice 2, unpaid", amount: "600.00", vatRate: "standard" },
  { kind: "accrual", categoryId: "professional-fees", description: "Accountancy", amount: "300.00" },
  { kind: "closing-stock", categoryId: null, description: "Stock count", amount: "150.00" },
  { kind: "prepayment", categoryId: "insurance", description: "Insurance to June", amount: "120.00" },
];

async function firstYear(api: Api, cookie: string) {
  const ids = await seedLines(t, cookie, YEAR_ONE);
  for (const a of ADJUSTMENTS) expect((await api.post("/api/adjustments", a)).status).toBe(200);
  return ids;
}

describe("closing a year", () => {
  let api: Api;
  let cookie: string;
  let closedId: string;

  beforeAll(async () => {
    ({ api, cookie } = await vatCompany());
    await firstYear(api, cookie);
  });

  it("shows the first year on the accruals basis before it is closed", async () => {
    const pl = (await api.get("/api/reports/profit-loss")).body;
    expect(pl.micro.turnover).toBe(1500);
    expect(pl.profitBeforeTax).toBe(790);
    expect(pl.comparatives).toBeNull();
    const vat = (await api.get("/api/reports/vat")).body;
    expect(vat).toMatchObject({ registered: true, outputVat: 300, inputVat: 40, paidToHmrc: 0, liability: 260 });
    const bs = (await api.get("/api/reports/balance-sheet")).body;
    expect(bs.micro.netAssets).toBe(739.9);
    expect(bs.micro.capitalAndReserves.total).toBe(739.9);
    expect(bs.micro.prepaymentsAndAccruedIncome).toBe(120);
    expect(bs.micro.accrualsAndDeferredIncome).toBe(300);
    const ct = (await api.get("/api/reports/corporation-tax")).body;
    expect(ct.tax).toBe(150.1);
    expect(ct.s455).toMatchObject({
      overdrawnAtPeriodEnd: 500,
      repaidWithinNineMonths: 0,
      chargeable: 500,
      tax: 168.75,
    });
  });

  it("lists the open period only, and refuses to close a period that has not ended", async () => {
    expect((await api.get("/api/periods")).body).toEqual({
      periods: [],
      current: expect.objectContaining({ id: null, startDate: "2023-04-01", endDate: "2024-03-31", status: "open" }),
    });
    const other = apiAs(t, (await signUpUser(t.app)).cookie);
    await other.put("/api/company", { periodStart: "2090-01-01", periodEnd: "2090-12-31" });
    const early = await other.post("/api/periods/close");
    expect(early.status).toBe(400);
    expect(early.body.error).toMatch(/31 December 2090: it can be closed once it has ended/);
    const none = apiAs(t, (await signUpUser(t.app)).cookie);
    expect((await none.post("/api/periods/close")).body.error).toMatch(/Set the company's period/);
  });

  it("refuses a next period end that makes no period, changing nothing", async () => {
    const bad = await api.post("/api/periods/close", { nextPeriodEnd: "2026-12-31" });
    expect(bad.status).toBe(400);
    expect(bad.body.error).toMatch(/nextPeriodEnd: .*at most 18 months/);
    expect((await api.get("/api/periods")).body.periods).toEqual([]);
    expect((await api.get("/api/company")).body.periodStart).toBe("2023-04-01");
  });

  it("moves the company to the next 12 months, opening with the closing balance sheet to the penny", async () => {
    await readyToSign(t, cookie);
    const res = await api.post("/api/periods/close");
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    closedId = res.body.closed.id;
    expect(res.body.closed).toMatchObject({ startDate: "2023-04-01", endDate: "2024-03-31", status: "closed" });
    expect(res.body.current).toMatchObject({ id: null, startDate: "2024-04-01", endDate: "2025-03-31" });
    expect(res.body.openingBalances).toEqual({
      fixedAssets: 0,
      stocks: 150,
      debtors: 1268.75,
      cash: 80,
      otherCurrentAssets: 0,
      creditorsWithinOneYear: 578.85,
      creditorsAfterOneYear: 0,
      provisions: 0,
      calledUpShareCapital: 100,
      calledUpShareCapitalNotPaid: 0,
      profitLossAccount: 639.9,
      directorsLoan: -500,
      corporationTax: 150.1,
      vat: 260,
      loans: 0,
      payeNic: 0,
      prepaymentsAndAccruedIncome: 120,
      accrualsAndDeferredIncome: 300,
    });
    const company = (await api.get("/api/company")).body;
    expect(company).toMatchObject({ periodStart: "2024-04-01", periodEnd: "2025-03-31" });
    expect(company.broughtForward.fromPeriod).toEqual({ id: closedId, startDate: "2023-04-01", endDate: "2024-03-31" });
    expect(company.broughtForward.openingItems.items.map((i: { kind: string }) => i.kind)).toEqual([
      "debtor",
      "accrual",
      "prepayment",
    ]);
    expect(company.broughtForward.openingItems.s455).toEqual({
      loanCharged: 500,
      tax: 168.75,
      repaidAfterPeriodEnd: 0,
    });
  });

  it("opens the next year where the last one ended: the balance sheet balances with nothing yet imported", async () => {
    const bs = (await api.get("/api/reports/balance-sheet")).body;
    expect(bs.micro.netAssets).toBe(bs.micro.capitalAndReserves.total);
    expect(bs.micro.currentAssets.cashAtBank).toBe(80);
    expect(bs.missing.map((m: { key: string }) => m.key)).not.toContain("openingBalances");
    expect(bs.comparatives.prior).toMatchObject({
      source: "accounts",
      period: { start: "2023-04-01", end: "2024-03-31" },
      balanceSheet: { netAssets: 739.9, prepaymentsAndAccruedIncome: 120, accrualsAndDeferredIncome: 300 },
    });
  });

  /*
   * The second year: last year's invoice is paid (£600), the accountant paid (£300, no VAT on the line), the VAT
   * owed paid (£260), a new sale (£2,400: net £2,000, VAT £400) and £200 repaid by the director.
   * Turnover: 500 (paid invoice, net) − 500 (its opening debtor reverses) + 2,000 = 2,000. Accountancy 300 − 300 = 0;
   * insurance: the £120 prepaid is charged. VAT: 260 opening + 100 + 400 − 100 (the debtor's VAT, reversed) − 260
   * paid = 400.
   */
  it("reverses last year's items in the next year against their categories", async () => {
    const ids = await seedLines(t, cookie, [
      ["2024-04-20", "INVOICE 2 PAID", "600.00", "sales"],
      ["2024-04-25", "ACCOUNTANT", "-300.00", "professional-fees"],
      ["2024-05-01", "HMRC VAT", "-260.00", "vat"],
      ["2024-06-01", "DIRECTOR REPAYS", "200.00", "directors-loan"],
      ["2024-07-01", "INVOICE 3", "2400.00", "sales"],
    ]);
    const vatRate = await api.patch(`/api/transactions/${ids.get("ACCOUNTANT")}`, { vatRate: "outside-scope" });
    expect(vatRate.status).toBe(200);
    const pl = (await api.get("/api/reports/profit-loss")).body;
    expect(pl.micro.turnover).toBe(2000);
    const line = (id: string) =>
      pl.expenses.categories.find((c: { categoryId: string }) => c.categoryId === id)?.amount ?? 0;
    expect(line("professional-fees")).toBe(0);
    expect(line("insurance")).toBe(120);
    expect(pl.comparatives.prior.profitAndLoss).toMatchObject({ turnover: 1500, profitBeforeTax: 790 });
    expect(pl.comparatives.current.profitAndLoss.turnover).toBe(2000);
    expect((await api.get("/api/reports/vat")).body).toMatchObject({ openingVat: 260, liability: 400 });
    const bs = (await api.get("/api/reports/balance-sheet")).body;
    expect(bs.micro.netAssets).toBe(bs.micro.capitalAndReserves.total);
  });

  it("shows the closed year again exactly as it was closed, by id or by its start date", async () => {
    for (const ref of [closedId, "2023-04-01"]) {
      const pl = (await api.get(`/api/reports/profit-loss?period=${ref}`)).body;
      expect(pl.period).toEqual({ startDate: "2023-04-01", endDate: "2024-03-31" });
      expect(pl.periodStatus).toEqual({ id: closedId, status: "closed" });
      expect(pl.micro.turnover).toBe(1500);
      // The director's repayment imported since does not change the closed year's s455 (it was closed before).
      const ct = (await api.get(`/api/reports/corporation-tax?period=${ref}`)).body;
      expect(ct.s455).toMatchObject({ repaidWithinNineMonths: 0, tax: 168.75 });
      const bs = (await api.get(`/api/reports/balance-sheet?period=${ref}`)).body;
      expect(bs.micro.netAssets).toBe(739.9);
    }
    const adjustments = (await api.get(`/api/adjustments?period=${closedId}`)).body;
    expect(adjustments.period).toMatchObject({ id: closedId, status: "closed" });
    expect(adjustments.canAdd).toBe(false);
    expect(adjustments.adjustments).toHaveLength(4);
  });

  it("puts the closed year beside the next in the Companies House workbook: balance sheet and P&L", async () => {
    await api.put("/api/company", { registrationNumber: "01234567" });
    const workbook = await chWorkbook(t, cookie);
    const bs = sheet(workbook, "Balance sheet");
    expect(rowWhere(bs, 1, "Format item").getCell(4).value).toBe("Prior: 31 March 2024");
    // Net assets £739.90 in whole pounds, as the closed year's own pack shows them.
    expect(rowWhere(bs, 2, "Net assets (liabilities)").getCell(4).value).toBe(740);
    expect(rowWhere(bs, 2, "Prepayments and accrued income").getCell(4).value).toBe(120);
    const pl = sheet(workbook, "Profit and loss");
    expect(rowWhere(pl, 1, "A Turnover").getCell(2).value).toBe(2000);
    expect(rowWhere(pl, 1, "A Turnover").getCell(3).value).toBe(1500);
  });

  it("answers 404 for a period that is not the company's, and 400 for one that is not a period", async () => {
    const missing = await api.get("/api/reports/profit-loss?period=00000000-0000-4000-8000-000000000000");
    expect(missing.status).toBe(404);
    expect(missing.body.error).toMatch(/No such period/);
    const bad = await api.get("/api/reports/balance-sheet?period=last-year");
    expect(bad.status).toBe(400);
    expect(bad.body.error).toMatch(/the period must be a period.s id or its start date/);
  });

  it("lists the closed year and refuses to reopen it once the next year has a filing, changing nothing", async () => {
    const list = (await api.get("/api/periods")).body;
    expect(list.periods).toEqual([expect.objectContaining({ id: closedId, status: "closed", canReopen: false })]);
    expect(list.periods[0].reopenBlockedBy).toMatch(/has a filing/);
    const res = await api.post(`/api/periods/${closedId}/reopen`);
    expect(res.status).toBe(409);
    expect(res.body.error).toMatch(/The next period \(1 April 2024 to 31 March 2025\) has a filing/);
    expect((await api.get("/api/company")).body.periodStart).toBe("2024-04-01");
    expect((await api.get("/api/periods")).body.periods).toHaveLength(1);
  });
});

describe("reopening a year", () => {
  it("restores the company to the closed year with its settings, and says what it undid", async () => {
    const { api, cookie } = await vatCompany();
    const ids = await firstYear(api, cookie);
    await readyToSign(t, cookie);
    const closed = (await api.post("/api/periods/close", { nextPeriodEnd: "2025-06-30" })).body;
    expect(closed.current).toMatchObject({ startDate: "2024-04-01", endDate: "2025-06-30" });
    expect((await api.put("/api/company", { averageEmployees: 4 })).status).toBe(200);
    const next = await api.post("/api/adjustments", {
      kind: "closing-stock",
      categoryId: null,
      description: "Next count",
      amount: "90.00",
    });
    expect(next.status).toBe(200);
    expect((await api.get("/api/periods")).body.periods[0]).toMatchObject({ canReopen: true, reopenBlockedBy: null });

    const res = await api.post(`/api/periods/${closed.closed.id}/reopen`);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.reopened).toMatchObject({
      id: null,
      startDate: "2023-04-01",
      endDate: "2024-03-31",
      status: "open",
    });
    expect(res.body.undone).toEqual([
      "The period 1 April 2023 to 31 March 2024 is open again: its transactions, year-end adjustments and settings can change.",
      "The period 1 April 2024 to 30 June 2025 is no longer the current one, and its opening balances brought forward from this period are gone until this period is closed again.",
      "1 year-end adjustment entered for 1 April 2024 to 30 June 2025 is kept and comes back when this period is closed again.",
      "Company settings changed since the period was closed are set back to what they were then: averageEmployees.",
    ]);
    const company = (await api.get("/api/company")).body;
    expect(company).toMatchObject({ periodStart: "2023-04-01", periodEnd: "2024-03-31", averageEmployees: 0 });
    expect(company.broughtForward).toBeNull();
    expect((await api.get("/api/periods")).body.periods).toEqual([]);
    // Open again: its rows and adjustments can change.
    expect((await api.patch(`/api/transactions/${ids.get("INSURANCE")}`, { notes: "Policy 1" })).status).toBe(200);

    // Closed again with a 12-month next period, the next period's adjustment comes back to it.
    await readyToSign(t, cookie);
    const again = (await api.post("/api/periods/close")).body;
    expect(again.current).toMatchObject({ startDate: "2024-04-01", endDate: "2025-03-31" });
    const list = (await api.get("/api/adjustments")).body;
    expect(list.adjustments.map((a: { description: string }) => a.description)).toEqual(["Next count"]);
    expect(list.adjustments[0].period).toEqual({ startDate: "2024-04-01", endDate: "2025-03-31" });
  });

  it("reopens only the latest closed period, and only the company's own", async () => {
    const { api, cookie } = await vatCompany();
    await firstYear(api, cookie);
    await readyToSign(t, cookie);
    const first = (await api.post("/api/periods/close")).body.closed.id;
    await readyToSign(t, cookie);
    const second = (await api.post("/api/periods/close")).body.closed.id;
    const early = await api.post(`/api/periods/${first}/reopen`);
    expect(early.status).toBe(409);
    expect(early.body.error).toMatch(/Reopen the period ending 31 March 2025 first/);
    const stranger = apiAs(t, (await signUpUser(t.app)).cookie);
    expect((await stranger.post(`/api/periods/${second}/reopen`)).status).toBe(404);
    expect((await stranger.post("/api/periods/not-an-id/reopen")).status).toBe(404);
    expect((await api.get("/api/periods")).body.periods).toHaveLength(2);
  });
});
