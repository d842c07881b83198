import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { rowWhere, sheet } from "../../exports/test-support/read-workbook";
import { type Api, apiAs, chWorkbook, readyToSign, seedLines } from "../../test-support/accounts-kit";
import { createTestApp, signUpUser, type TestApp } from "../../test-support/test-app";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const newApi = async () => apiAs(t, (await signUpUser(t.app)).cookie);

/** PUT /api/company answers 400 with the message, and the company is as it was. */
async function refusesSettings(api: Api, body: unknown, message: RegExp) {
  const before = (await api.get("/api/company")).body;
  const res = await api.put("/api/company", body);
  expect(res.status).toBe(400);
  expect(res.body.error).toMatch(message);
  expect((await api.get("/api/company")).body).toEqual(before);
}

describe("the company's VAT registration and principal activity", () => {
  let api: Api;
  beforeAll(async () => {
    api = await newApi();
  });

  it("start unanswered", async () => {
    expect((await api.get("/api/company")).body).toMatchObject({
      vatRegistered: null,
      vatScheme: null,
      vatFlatRatePercent: null,
      vatRegisteredFrom: null,
      principalActivity: null,
      openingItems: null,
      priorProfitAndLoss: null,
      priorAverageEmployees: null,
      broughtForward: null,
    });
  });

  it.each([
    [{ vatRegistered: true }, /Please give the date the company was registered for VAT \(vatRegisteredFrom\)/],
    [
      { vatRegistered: true, vatScheme: "flat-rate", vatRegisteredFrom: "2024-01-01" },
      /The flat rate scheme needs the company's flat-rate percentage \(vatFlatRatePercent\), e\.g\. 14\.5/,
    ],
    [
      { vatFlatRatePercent: 14.555 },
      /Flat-rate percentage \(%\) must be a percentage over 0 and up to 100 with at most 2 decimals/,
    ],
    [{ vatFlatRatePercent: 0 }, /Flat-rate percentage \(%\) must be a percentage over 0/],
    [{ vatFlatRatePercent: 101 }, /Flat-rate percentage \(%\) must be a percentage over 0/],
    [{ vatScheme: "cash" }, /VAT scheme must be "standard" or "flat-rate"/],
    [{ vatRegisteredFrom: "1 June 2024" }, /Registered for VAT from must be a date as YYYY-MM-DD/],
  ])("refuses %j with a message, changing nothing", (body, message) => refusesSettings(api, body, message));

  it("keeps a flat-rate percentage exactly, and the principal activity", async () => {
    const res = await api.put("/api/company", {
      vatRegistered: true,
      vatScheme: "flat-rate",
      vatFlatRatePercent: 14.55,
      vatRegisteredFrom: "2024-06-01",
      principalActivity: "Software consultancy",
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toMatchObject({
      vatRegistered: true,
      vatScheme: "flat-rate",
      vatFlatRatePercent: 14.55,
      vatRegisteredFrom: "2024-06-01",
      principalActivity: "Software consultancy",
    });
    const stored = await t.database.query<{ bp: number }>(
      "select vat_flat_rate_basis_points as bp from companies where id = $1",
      [res.body.id],
    );
    expect(stored[0]!.bp).toBe(1455);
  });

  it("defaults the scheme to standard when a registration names none", async () => {
    const other = await newApi();
    const res = await other.put("/api/company", { vatRegistered: true, vatRegisteredFrom: "2024-01-01" });
    expect(res.body).toMatchObject({ vatRegistered: true, vatScheme: "standard" });
    expect((await other.put("/api/company", { vatRegistered: false })).body.vatRegistered).toBe(false);
  });
});

/*
 * Last year typed by hand: cash £1,000, debtors £1,200 (an unpaid invoice of £1,000 and £200 of insurance paid in
 * advance), creditors £300 (the accountant's bill, accrued); share capital £100, reserve £1,800: net assets £1,900.
 * This year the invoice is paid (£1,000, sales) and the accountant (£300): both reverse against their items, so
 * sales and accountancy are nil, and the prepaid insurance is this year's cost: a loss of £200. Cash £1,700 is then
 * all the company has: net assets £1,700 = 100 + 1,800 − 200.
 */
describe("typed opening balances itemised", () => {
  let api: Api;
  let cookie: string;
  const OPENING = {
    cash: 1000,
    debtors: 1200,
    creditorsWithinOneYear: 300,
    calledUpShareCapital: 100,
    profitLossAccount: 1800,
  };
  const ITEMS = [
    { kind: "debtor", categoryId: "sales", description: "Invoice 9", amount: "1000.00" },
    { kind: "prepayment", categoryId: "insurance", description: "Insurance to June", amount: "200.00" },
    { kind: "accrual", categoryId: "professional-fees", description: "Accountant", amount: "300.00" },
  ];

  beforeAll(async () => {
    ({ cookie } = await signUpUser(t.app));
    api = apiAs(t, cookie);
    await api.put("/api/company", { periodStart: "2024-04-01", periodEnd: "2025-03-31" });
  });

  it.each([
    [{ openingItems: ITEMS }, /Enter last year's closing balances \(openingBalances\) before itemising them/],
    [
      { openingBalances: OPENING, openingItems: [{ ...ITEMS[0], kind: "closing-stock" }] },
      /Opening item 1: an opening item is a debtor, creditor, prepayment or accrual/,
    ],
    [
      { openingBalances: OPENING, openingItems: [ITEMS[0], { ...ITEMS[1], categoryId: "sales" }] },
      /Opening item 2: A prepayment needs an expense category; Sales is not one\./,
    ],
    [
      { openingBalances: OPENING, openingItems: [{ ...ITEMS[2], vatRate: "standard" }] },
      /Opening item 1: An accrual carries no VAT: leave its VAT rate empty\./,
    ],
    [
      { openingBalances: { ...OPENING, debtors: 1100 }, openingItems: ITEMS },
      /The opening debtors and prepayments itemised come to £1,200\.00, more than the debtors entered \(£1,100\.00\)/,
    ],
  ])("refuses %j with a message, changing nothing", (body, message) => refusesSettings(api, body, message));

  it("keeps the items, each with its VAT worked out, and last year's P&L and employees", async () => {
    const res = await api.put("/api/company", {
      openingBalances: OPENING,
      openingItems: [{ ...ITEMS[0], vatRate: "standard" }, ITEMS[1], ITEMS[2]],
      priorProfitAndLoss: { turnover: 5000, otherCharges: 3000, tax: 380 },
      priorAverageEmployees: 2,
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    // £1,000 with VAT at 20 %: VAT 1,000 / 6 = £166.67, net £833.33.
    expect(res.body.openingItems[0]).toMatchObject({ kind: "debtor", amount: "1000.00", net: "833.33", vat: "166.67" });
    // Back to the invoice without VAT (the company is not VAT-registered).
    const again = await api.put("/api/company", { openingItems: ITEMS });
    expect(again.body.openingItems.map((i: { amount: string }) => i.amount)).toEqual(["1000.00", "200.00", "300.00"]);
  });

  it("reverses each item this year against its category", async () => {
    await seedLines(t, cookie, [
      ["2024-04-10", "INVOICE 9 PAID", "1000.00", "sales"],
      ["2024-04-15", "ACCOUNTANT", "-300.00", "professional-fees"],
    ]);
    const pl = (await api.get("/api/reports/profit-loss")).body;
    expect(pl.micro.turnover).toBe(0);
    expect(pl.profitBeforeTax).toBe(-200);
    const bs = (await api.get("/api/reports/balance-sheet")).body;
    expect(bs.micro.netAssets).toBe(1700);
    expect(bs.micro.capitalAndReserves.total).toBe(1700);
    expect(bs.micro.prepaymentsAndAccruedIncome).toBe(0);
    expect(bs.micro.accrualsAndDeferredIncome).toBe(0);
  });

  it("puts the typed year beside this one as comparatives: balance sheet, P&L and employees", async () => {
    const pl = (await api.get("/api/reports/profit-loss")).body;
    expect(pl.comparatives.prior).toMatchObject({
      source: "typed",
      period: { start: null, end: "2024-03-31" },
      profitAndLoss: { turnover: 5000, otherCharges: 3000, profitBeforeTax: 2000, tax: 380, profitAfterTax: 1620 },
      averageEmployees: 2,
    });
    const bs = (await api.get("/api/reports/balance-sheet")).body;
    expect(bs.comparatives.prior.balanceSheet).toMatchObject({ netAssets: 1900, capitalAndReserves: 1900 });
  });

  it("shows the typed prior year in the Companies House workbook, P&L and employees included", async () => {
    await api.put("/api/company", { name: "Typed Ltd", registrationNumber: "01234567" });
    const workbook = await chWorkbook(t, cookie);
    const pl = sheet(workbook, "Profit and loss");
    expect(rowWhere(pl, 1, "A Turnover").getCell(3).value).toBe(5000);
    expect(rowWhere(sheet(workbook, "Balance sheet"), 2, "Net assets (liabilities)").getCell(4).value).toBe(1900);
    const notes = sheet(workbook, "Notes");
    // The employees note gives last year's figure beside this year's.
    expect(rowWhere(notes, 2, "Average number of employees").getCell(3).value).toMatch(/was 0 \(2024: 2\)\.$/);
  });
});

describe("non-group dividends received in the first accounting period (CTA 2010 s18L)", () => {
  // 1 Jan 2025 – 31 Mar 2026 is two accounting periods, the first to 31 Dec 2025 (CTA 2009 s10).
  const LONG = { periodStart: "2025-01-01", periodEnd: "2026-03-31" };

  it("starts not given, keeps the part sent in pounds and pence, and clears it with null", async () => {
    const api = await newApi();
    expect((await api.get("/api/company")).body.nonGroupDividendsReceivedFirstPeriod).toBeNull();
    const res = await api.put("/api/company", {
      ...LONG,
      nonGroupDividendsReceived: 18_200,
      nonGroupDividendsReceivedFirstPeriod: 5_000.5,
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toMatchObject({
      nonGroupDividendsReceived: 18_200,
      nonGroupDividendsReceivedFirstPeriod: 5_000.5,
    });
    expect((await api.put("/api/company", { nonGroupDividendsReceivedFirstPeriod: 0 })).body).toMatchObject({
      nonGroupDividendsReceivedFirstPeriod: 0,
    });
    expect((await api.put("/api/company", { nonGroupDividendsReceivedFirstPeriod: null })).body).toMatchObject({
      nonGroupDividendsReceivedFirstPeriod: null,
    });
  });

  it("refuses a part that is negative or more than the whole, sent together or against the whole kept", async () => {
    const api = await newApi();
    expect((await api.put("/api/company", { ...LONG, nonGroupDividendsReceived: 1_000 })).status).toBe(200);
    await refusesSettings(api, { nonGroupDividendsReceivedFirstPeriod: -1 }, /must not be negative/);
    await refusesSettings(
      api,
      { nonGroupDividendsReceived: 500, nonGroupDividendsReceivedFirstPeriod: 500.01 },
      /must not be more than the non-group dividends received in the whole period/,
    );
    await refusesSettings(
      api,
      { nonGroupDividendsReceivedFirstPeriod: 1_000.01 },
      /must not be more than the non-group dividends received in the whole period/,
    );
    expect((await api.put("/api/company", { nonGroupDividendsReceivedFirstPeriod: 1_000 })).status).toBe(200);
    // A smaller whole would leave the part kept above it.
    await refusesSettings(api, { nonGroupDividendsReceived: 999 }, /must not be more than/);
  });

  it("is the closed period's: the next period starts without it, and a reopen brings it back", async () => {
    const { cookie } = await signUpUser(t.app);
    const api = apiAs(t, cookie);
    const first = { periodStart: "2023-04-01", periodEnd: "2024-06-30" };
    const put = await api.put("/api/company", {
      ...first,
      nonGroupDividendsReceived: 1_000,
      nonGroupDividendsReceivedFirstPeriod: 400,
    });
    expect(put.status, JSON.stringify(put.body)).toBe(200);
    await readyToSign(t, cookie);
    const closed = await api.post("/api/periods/close");
    expect(closed.status, JSON.stringify(closed.body)).toBe(200);
    expect((await api.get("/api/company")).body.nonGroupDividendsReceivedFirstPeriod).toBeNull();
    const reopened = await api.post(`/api/periods/${closed.body.closed.id}/reopen`);
    expect(reopened.status, JSON.stringify(reopened.body)).toBe(200);
    expect((await api.get("/api/company")).body).toMatchObject({
      ...first,
      nonGroupDividendsReceivedFirstPeriod: 400,
    });
  });
});
