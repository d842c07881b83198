import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { daysBetween } from "../../../core/dates";
import { DORMANT_CORPORATION_TAX_NOTE } from "../../../core/filing";
import { londonToday } from "../../platform/london-today";
import { changedInTest, type SeedRow, saveRows } from "../../test-support/seed";
import { createTestApp, signUpUser, type TestApp } from "../../test-support/test-app";
import { noTaxMessage } from "./corporation-tax-report";

let t: TestApp;
let owner: { cookie: string };
let other: { cookie: string };

const get = async (cookie: string | null, url: string) => {
  const res = await t.app.inject({ method: "GET", url, headers: cookie ? { cookie } : {} });
  return { status: res.statusCode, body: res.json() };
};
const put = async (cookie: string, url: string, payload: unknown) => {
  const res = await t.app.inject({ method: "PUT", url, headers: { cookie }, payload: payload as object });
  expect(res.statusCode, res.body).toBe(200);
};

/** The categorise route is someone else's: tests set categories straight in the table. */
async function categorise(id: string, categoryId: string, stage = "user", confidence = 1, reason = "Set in test") {
  await t.database.query(
    "update transactions set category_id = $1, category_stage = $2, category_confidence = $3, category_reason = $4 where id = $5",
    [categoryId, stage, confidence, reason, id],
  );
  await changedInTest(t.database, id);
}

/** Saves rows and categorises them by description → [categoryId, stage?, confidence?]. */
async function seed(cookie: string, rows: (SeedRow & { cat?: [string, string?, number?] })[], extra = {}) {
  const saved = await saveRows(
    t.app,
    cookie,
    rows.map(({ cat: _cat, ...r }) => r),
    extra,
  );
  const ids = new Map<string, string>();
  for (const [i, row] of rows.entries()) {
    const id = saved.transactions[i]!.id;
    ids.set(row.description, id);
    if (row.cat) await categorise(id, row.cat[0], row.cat[1], row.cat[2]);
  }
  return ids;
}

const PERIOD = { periodStart: "2025-04-01", periodEnd: "2026-03-31" };

/** Opening cash £1,000 and the bank's balances run from it; the last in-period balance is £10 above the books. */
const KNOWN_ROWS: (SeedRow & { cat?: [string, string?, number?] })[] = [
  {
    date: "2025-03-20",
    description: "INVOICE BEFORE THE PERIOD",
    amount: "500.00",
    balance: "1000.00",
    cat: ["sales"],
  },
  { date: "2025-04-02", description: "NORTHWIND INV 1", amount: "1200.00", balance: "2200.00", cat: ["sales"] },
  { date: "2025-04-10", description: "ACME INV 2", amount: "800.50", balance: "3000.50", cat: ["sales"] },
  { date: "2025-04-15", description: "GROSS INTEREST", amount: "1.25", balance: "3001.75", cat: ["interest-received"] },
  { date: "2025-05-01", description: "RENT MAY", amount: "-650.00", balance: "2351.75", cat: ["rent-rates"] },
  { date: "2025-05-03", description: "TRAINLINE", amount: "-45.20", balance: "2306.55", cat: ["travel"] },
  { date: "2025-05-04", description: "TRAINLINE REFUND", amount: "10.00", balance: "2316.55", cat: ["travel"] },
  { date: "2025-06-01", description: "TO SAVINGS", amount: "-300.00", balance: "2016.55", cat: ["transfers"] },
  { date: "2025-06-02", description: "DELL LAPTOP", amount: "-999.99", balance: "1016.56", cat: ["equipment"] },
  {
    date: "2025-06-05",
    description: "DIRECTOR LOAN IN",
    amount: "2000.00",
    balance: "3016.56",
    cat: ["directors-loan"],
  },
  { date: "2025-07-01", description: "MYSTERY PAYMENT", amount: "-12.34", balance: "3004.22" },
  {
    date: "2025-07-02",
    description: "CAFE",
    amount: "-3.10",
    balance: "3011.12",
    cat: ["other-expenses", "default", 0.3],
  },
  { date: "2026-04-02", description: "INVOICE AFTER THE PERIOD", amount: "100.00", balance: "3111.12", cat: ["sales"] },
];

let ids: Map<string, string>;

beforeAll(async () => {
  t = await createTestApp();
  owner = await signUpUser(t.app);
  other = await signUpUser(t.app);
  await put(owner.cookie, "/api/company", {
    ...PERIOD,
    incorporationDate: "2020-01-10",
    openingBalances: { cash: 1000, calledUpShareCapital: 100, profitLossAccount: 900 },
  });
  ids = await seed(owner.cookie, KNOWN_ROWS);
});
afterAll(async () => t.close());

describe("profit and loss", () => {
  it("lists income and expenses by category to the penny, for in-period rows only", async () => {
    const { status, body } = await get(owner.cookie, "/api/reports/profit-loss");
    expect(status).toBe(200);
    expect(body.period).toEqual({ startDate: "2025-04-01", endDate: "2026-03-31" });
    expect(body.income).toEqual({
      categories: [
        { categoryId: "sales", categoryName: "Sales", transactionCount: 2, amount: 2000.5 },
        { categoryId: "interest-received", categoryName: "Interest Received", transactionCount: 1, amount: 1.25 },
      ],
      total: 2001.75,
    });
    expect(body.expenses).toEqual({
      categories: [
        { categoryId: "rent-rates", categoryName: "Rent & Rates", transactionCount: 1, amount: 650 },
        { categoryId: "travel", categoryName: "Travel", transactionCount: 2, amount: 35.2 },
        { categoryId: "other-expenses", categoryName: "Other Expenses", transactionCount: 1, amount: 3.1 },
      ],
      total: 688.3,
    });
    expect(body.netProfit).toBe(1313.45);
    expect(body.outsidePeriodCount).toBe(2);
  });

  it("leaves transfers and balance-sheet categories out and counts uncategorised and needs-review rows", async () => {
    const { body } = await get(owner.cookie, "/api/reports/profit-loss");
    const listed = [...body.income.categories, ...body.expenses.categories].map(
      (c: { categoryId: string }) => c.categoryId,
    );
    expect(listed).not.toContain("transfers");
    expect(listed).not.toContain("equipment");
    expect(listed).not.toContain("directors-loan");
    expect(body.uncategorizedCount).toBe(1);
    expect(body.needsReviewCount).toBe(1);
  });

  it("carries the statutory lines: depreciation of the laptop (10 of 36 months), tax, profit after tax", async () => {
    const { body } = await get(owner.cookie, "/api/reports/profit-loss");
    // £999.99 × 10 / 36 = £277.775, rounded half up to £277.78.
    expect(body.depreciation).toBe(277.78);
    expect(body.profitBeforeTax).toBe(1035.67);
    expect(body.micro).toMatchObject({ turnover: 2000.5, otherIncome: 1.25, otherCharges: 688.3 });
    expect(body.profitAfterTax).toBe(Number((body.profitBeforeTax - body.tax).toFixed(2)));
  });
});

describe("balance sheet", () => {
  it("balances, with cash from the opening balance and the period's rows", async () => {
    const { status, body } = await get(owner.cookie, "/api/reports/balance-sheet");
    expect(status).toBe(200);
    expect(body.period).toEqual({ endDate: "2026-03-31" });
    expect(body.assets.cash).toBe(3001.12);
    expect(body.liabilities.directorsLoan).toBe(2000);
    expect(body.netAssets).toBe(body.equity.total);
    expect(body.micro.netAssets).toBe(body.micro.capitalAndReserves.total);
    expect(Number((body.assets.total - body.liabilities.total).toFixed(2))).toBe(body.netAssets);
    expect(body.micro.fixedAssets.total).toBe(722.21);
  });

  it("checks cash against the bank's last stated balance on or before the period end", async () => {
    const { body } = await get(owner.cookie, "/api/reports/balance-sheet");
    expect(body.cashCheck).toEqual({ computed: 3001.12, stated: 3011.12, difference: 10 });
    expect(body.explanations.join(" ")).toMatch(/differs from the cash/);
    expect(body.missing).toEqual([]);
  });

  it("says when last year's closing balances are missing", async () => {
    const fresh = await signUpUser(t.app);
    await seed(fresh.cookie, [{ date: "2025-04-20", description: "SALE", amount: "10.00", cat: ["sales"] }]);
    // The first save sets the company's period; cleared here, the reports suggest one from the transactions.
    const company = (await get(fresh.cookie, "/api/company")).body;
    await t.database.query("update companies set period_start = null, period_end = null where id = $1", [company.id]);
    const { body } = await get(fresh.cookie, "/api/reports/balance-sheet");
    const keys = body.missing.map((m: { key: string }) => m.key);
    expect(keys).toEqual(["period", "openingBalances", "bankBalance"]);
    expect(body.missing[1].message).toMatch(/^Enter last year's closing balances on the Company page/);
    expect(body.period.endDate).toBe("2026-03-31");
    expect(body.periodSource).toBe("suggested");
    expect(body.cashCheck).toBeNull();
  });

  it("lets opening balances flow through to cash, share capital and the reserve", async () => {
    const { body } = await get(owner.cookie, "/api/reports/balance-sheet");
    const pl = (await get(owner.cookie, "/api/reports/profit-loss")).body;
    expect(body.equity.calledUpShareCapital).toBe(100);
    expect(body.equity.retainedEarnings).toBe(Number((900 + pl.profitAfterTax).toFixed(2)));
    expect(body.micro.currentAssets.cashAtBank).toBe(3001.12);
  });

  it("adds each bank account's last stated balance, and drops the check when an account has none", async () => {
    const user = await signUpUser(t.app);
    await put(user.cookie, "/api/company", { ...PERIOD, openingBalances: { cash: 500, calledUpShareCapital: 500 } });
    await seed(
      user.cookie,
      [
        { date: "2025-04-05", description: "A ONE", amount: "100.00", balance: "100.00", cat: ["sales"] },
        { date: "2025-05-05", description: "A TWO", amount: "50.00", balance: "150.00", cat: ["sales"] },
        { date: "2026-04-10", description: "A LATER", amount: "10.00", balance: "160.00", cat: ["sales"] },
      ],
      { bankAccount: { name: "Current" } },
    );
    await seed(
      user.cookie,
      [{ date: "2025-06-01", description: "B ONE", amount: "200.00", balance: "700.00", cat: ["sales"] }],
      { bankAccount: { name: "Savings" } },
    );
    const both = (await get(user.cookie, "/api/reports/balance-sheet")).body;
    expect(both.cashCheck).toEqual({ computed: 850, stated: 850, difference: 0 });

    await seed(user.cookie, [{ date: "2025-07-01", description: "C ONE", amount: "5.00", cat: ["sales"] }], {
      bankAccount: { name: "Cards" },
    });
    const three = (await get(user.cookie, "/api/reports/balance-sheet")).body;
    expect(three.cashCheck).toBeNull();
    expect(three.missing.map((m: { key: string }) => m.key)).toEqual(["bankBalance"]);
  });
});

describe("corporation tax and deadlines", () => {
  let taxUser: { cookie: string };
  beforeAll(async () => {
    taxUser = await signUpUser(t.app);
    await put(taxUser.cookie, "/api/company", { ...PERIOD, incorporationDate: "2019-05-01" });
    await seed(taxUser.cookie, [
      { date: "2025-05-01", description: "BIG CONTRACT", amount: "60000.00", cat: ["sales"] },
      { date: "2025-06-01", description: "OFFICE RENT", amount: "-10000.00", cat: ["rent-rates"] },
    ]);
  });

  it("charges £9,500 on a profit of £50,000 (small profits rate, FY2025)", async () => {
    const { status, body } = await get(taxUser.cookie, "/api/reports/corporation-tax");
    expect(status).toBe(200);
    expect(body).toMatchObject({
      available: true,
      accountingProfit: 50000,
      addBacks: { entertainment: 0, depreciation: 0, total: 0 },
      capitalAllowances: 0,
      taxableProfit: 50000,
      augmentedProfits: 50000,
      marginalRelief: 0,
      tax: 9500,
      totalTax: 9500,
    });
    expect(body.financialYears.map((y: { financialYear: number }) => y.financialYear)).toEqual([2025]);
    expect(body.periods).toHaveLength(1);
    expect(body.ct600.box440).toBe(9500);
    const pl = (await get(taxUser.cookie, "/api/reports/profit-loss")).body;
    expect(pl.tax).toBe(9500);
    expect(pl.profitAfterTax).toBe(40500);
  });

  it("says a period with no transactions has no tax to show, instead of £0.00", async () => {
    const empty = await signUpUser(t.app);
    await put(empty.cookie, "/api/company", { ...PERIOD, incorporationDate: "2019-05-01" });
    const { status, body } = await get(empty.cookie, "/api/reports/corporation-tax");
    expect(status).toBe(200);
    // A period with no lines is dormant (CA 2006 s1169): no corporation tax, a return only on HMRC's notice.
    expect(body).toEqual({ available: false, message: noTaxMessage(DORMANT_CORPORATION_TAX_NOTE) });
    // A row outside the period does not count as the period's.
    await seed(empty.cookie, [{ date: "2025-03-01", description: "LAST YEAR SALE", amount: "100.00", cat: ["sales"] }]);
    expect((await get(empty.cookie, "/api/reports/corporation-tax")).body.available).toBe(false);
  });

  it("gives the three due dates of a period ending 31 March 2026, with days left from today", async () => {
    const { body } = await get(taxUser.cookie, "/api/reports/deadlines");
    expect(body.accounts.dueDate).toBe("2026-12-31");
    expect(body.corporationTaxPayment.dueDate).toBe("2027-01-01");
    expect(body.ct600.dueDate).toBe("2027-03-31");
    const today = londonToday();
    expect(body.today).toBe(today);
    expect(body.accounts.daysLeft).toBe(daysBetween(today, "2026-12-31"));
    expect(body.accounts.overdue).toBe(body.accounts.daysLeft < 0);
    expect(body.penaltyBands.map((b: { amount: number }) => b.amount)).toEqual([150, 375, 750, 1500]);
    expect(body.penaltyBands.map((b: { amountIfLateLastYear: number }) => b.amountIfLateLastYear)).toEqual([
      300, 750, 1500, 3000,
    ]);
    expect(body.microEntity.qualifies).toBe(true);
    expect(body.microEntity.tests.map((x: { name: string }) => x.name)).toEqual([
      "turnover",
      "balanceSheetTotal",
      "employees",
    ]);
    expect(body.microEntity.thresholdsLabel).toMatch(/6 April 2025/);
  });

  it("splits a period over 12 months into two accounting periods", async () => {
    const user = await signUpUser(t.app);
    await put(user.cookie, "/api/company", { periodStart: "2024-10-01", periodEnd: "2026-03-31" });
    await seed(user.cookie, [{ date: "2025-01-10", description: "SALE", amount: "1000.00", cat: ["sales"] }]);
    const { body } = await get(user.cookie, "/api/reports/corporation-tax");
    expect(body.periods.map((p: { startDate: string; endDate: string }) => [p.startDate, p.endDate])).toEqual([
      ["2024-10-01", "2025-09-30"],
      ["2025-10-01", "2026-03-31"],
    ]);
    expect(body.startDate).toBe("2024-10-01");
    expect(body.totalTax).toBe(Number(body.periods.reduce((s: number, p: { tax: number }) => s + p.tax, 0).toFixed(2)));
    // Each accounting period's tax is due 9 months and 1 day after it ends (TMA 1970 s59D): 30 Sep 2025 → 1 Jul
    // 2026, 31 Mar 2026 → 1 Jan 2027. The one due first is the payment deadline; both returns by 31 Mar 2027.
    const deadlines = (await get(user.cookie, "/api/reports/deadlines")).body;
    expect(
      deadlines.corporationTaxPayments.map((p: { startDate: string; endDate: string; dueDate: string }) => [
        p.startDate,
        p.endDate,
        p.dueDate,
      ]),
    ).toEqual([
      ["2024-10-01", "2025-09-30", "2026-07-01"],
      ["2025-10-01", "2026-03-31", "2027-01-01"],
    ]);
    expect(deadlines.corporationTaxPayment.dueDate).toBe("2026-07-01");
    expect(deadlines.ct600.dueDate).toBe("2027-03-31");
  });
});

describe("non-group dividends of a period over 12 months (CTA 2010 s18L)", () => {
  // 1 Jan 2025 – 31 Mar 2026: AP1 to 31 Dec 2025 (365 days), AP2 to 31 Mar 2026 (90). One sale of £45,500 is the
  // profit, by days 36,500 and 9,000; £18,200 of non-group dividends. The figures are worked by hand in
  // core/tax/period-of-account.test.ts: by days AP1 6,993.93 (marginal relief) and AP2 1,724.53; all received in
  // AP2, AP1 6,935.00 (19 %) and AP2 2,079.05.
  const periods = async (cookie: string) =>
    (await get(cookie, "/api/reports/corporation-tax")).body.periods.map(
      (p: { endDate: string; exemptDistributions: number; tax: number }) => [p.endDate, p.exemptDistributions, p.tax],
    );
  const check = async (cookie: string) =>
    (await get(cookie, "/api/reports/readiness")).body.checks.find(
      (c: { id: string }) => c.id === "dividends-received",
    );

  it("shares them by days with a readiness warning until the first period's part is given, then counts them so", async () => {
    const user = await signUpUser(t.app);
    await put(user.cookie, "/api/company", {
      periodStart: "2025-01-01",
      periodEnd: "2026-03-31",
      nonGroupDividendsReceived: 18_200,
    });
    await seed(user.cookie, [{ date: "2025-06-10", description: "SALE", amount: "45500.00", cat: ["sales"] }]);
    expect(await periods(user.cookie)).toEqual([
      ["2025-12-31", 14_600, 6_993.93],
      ["2026-03-31", 3_600, 1_724.53],
    ]);
    expect(await check(user.cookie)).toMatchObject({
      status: "warn",
      fixAt: "/company#company-dividends-first-period",
      message: expect.stringContaining("enter how much was received by 31 December 2025"),
    });

    await put(user.cookie, "/api/company", { nonGroupDividendsReceivedFirstPeriod: 0 });
    expect(await periods(user.cookie)).toEqual([
      ["2025-12-31", 0, 6_935],
      ["2026-03-31", 18_200, 2_079.05],
    ]);
    expect((await check(user.cookie)).status).toBe("pass");
  });
});

describe("drill-down", () => {
  const drill = (cookie: string, line: string) =>
    get(cookie, `/api/reports/drilldown?line=${encodeURIComponent(line)}`);

  it("returns exactly the rows behind a line, with their category reason and confidence", async () => {
    const { status, body } = await drill(owner.cookie, "income:sales");
    expect(status).toBe(200);
    expect(body).toEqual([
      {
        id: ids.get("NORTHWIND INV 1"),
        date: "2025-04-02",
        description: "NORTHWIND INV 1",
        amount: 1200,
        categoryId: "sales",
        category: "Sales",
        categoryConfidence: 1,
        categoryReason: "Set in test",
      },
      expect.objectContaining({ id: ids.get("ACME INV 2"), amount: 800.5 }),
    ]);
    const travel = (await drill(owner.cookie, "expense:travel")).body.map(
      (r: { description: string }) => r.description,
    );
    expect(travel).toEqual(["TRAINLINE", "TRAINLINE REFUND"]);
    const loan = (await drill(owner.cookie, "directors-loan")).body.map((r: { id: string }) => r.id);
    expect(loan).toEqual([ids.get("DIRECTOR LOAN IN")]);
    const uncategorised = (await drill(owner.cookie, "uncategorised")).body;
    expect(uncategorised).toEqual([expect.objectContaining({ description: "MYSTERY PAYMENT", category: null })]);
    expect((await drill(owner.cookie, "cash")).body).toHaveLength(11);
  });

  it("answers 400 to a line it does not know", async () => {
    for (const line of ["income:equipment", "nonsense", ""]) {
      const { status, body } = await drill(owner.cookie, line);
      expect(status, line).toBe(400);
      expect(body.error).toMatch(/line/);
    }
  });
});

describe("access", () => {
  it("shows another user only their own (empty) company", async () => {
    const pl = (await get(other.cookie, "/api/reports/profit-loss")).body;
    expect(pl).toMatchObject({ period: { startDate: null, endDate: null }, netProfit: 0, hasTransactions: false });
    expect(pl.income.categories).toEqual([]);
    const bs = (await get(other.cookie, "/api/reports/balance-sheet")).body;
    expect(bs.netAssets).toBe(0);
    expect(bs.missing.map((m: { key: string }) => m.key)).toEqual(["transactions"]);
    expect((await get(other.cookie, "/api/reports/corporation-tax")).body.available).toBe(false);
    expect((await get(other.cookie, "/api/reports/deadlines")).body.available).toBe(false);
    expect((await get(other.cookie, "/api/reports/monthly")).body).toEqual({ period: null, months: [] });
    const ownersRow = ids.get("NORTHWIND INV 1");
    const theirs = (await get(other.cookie, "/api/reports/drilldown?line=income:sales")).body;
    expect(theirs.some((r: { id: string }) => r.id === ownersRow)).toBe(false);
  });

  it("answers 401 to every private report when signed out, even with a bad query", async () => {
    for (const url of [
      "/api/reports/profit-loss",
      "/api/reports/balance-sheet",
      "/api/reports/corporation-tax",
      "/api/reports/deadlines",
      "/api/reports/monthly",
      "/api/reports/drilldown?line=cash",
      "/api/reports/drilldown?line=nonsense",
    ]) {
      expect((await get(null, url)).status, url).toBe(401);
    }
  });

  it("reports only the current company after switching companies", async () => {
    const created = await t.app.inject({
      method: "POST",
      url: "/api/companies",
      headers: { cookie: owner.cookie },
      payload: { name: "Second Ltd" },
    });
    const second = created.json().id as string;
    const select = (id: string) =>
      t.app.inject({ method: "POST", url: `/api/companies/${id}/select`, headers: { cookie: owner.cookie } });
    const first = (await get(owner.cookie, "/api/company")).body.id as string;
    expect((await select(second)).statusCode).toBe(200);
    expect((await get(owner.cookie, "/api/reports/profit-loss")).body.hasTransactions).toBe(false);
    await select(first);
    expect((await get(owner.cookie, "/api/reports/profit-loss")).body.netProfit).toBe(1313.45);
  });
});

describe("monthly series", () => {
  it("gives twelve months of income, expenses and month-end cash", async () => {
    const { body } = await get(owner.cookie, "/api/reports/monthly");
    expect(body.months).toHaveLength(12);
    expect(body.months[0]).toEqual({
      month: "2025-04",
      monthEnd: "2025-04-30",
      income: 2001.75,
      expenses: 0,
      net: 2001.75,
      cashBalance: 3001.75,
    });
    expect(body.months[1]).toMatchObject({ month: "2025-05", expenses: 685.2, cashBalance: 2316.55 });
    expect(body.months.at(-1).cashBalance).toBe(3001.12);
  });
});

describe("sample company", () => {
  it("is public and balances", async () => {
    const { status, body } = await get(null, "/api/reports/sample");
    expect(status).toBe(200);
    expect(body.sample).toBe(true);
    expect(body.company.name).toBe("Sample Trading Ltd");
    const { profitLoss: pl, balanceSheet: bs } = body;
    expect(pl.period).toEqual({ startDate: "2025-04-01", endDate: "2026-03-31" });
    expect(pl.uncategorizedCount).toBe(0);
    expect(pl.needsReviewCount).toBe(0);
    const count = [...pl.income.categories, ...pl.expenses.categories].reduce(
      (n: number, c: { transactionCount: number }) => n + c.transactionCount,
      0,
    );
    expect(count).toBeGreaterThan(130);
    expect(bs.netAssets).toBe(bs.equity.total);
    expect(bs.cashCheck.difference).toBe(0);
    expect(bs.missing).toEqual([]);
    expect(body.corporationTax.available).toBe(true);
    expect(body.corporationTax.tax).toBe(pl.tax);
    expect(body.deadlines.accounts.dueDate).toBe("2026-12-31");
    expect(body.monthly.months).toHaveLength(12);
  });

  it("opens its lines publicly too", async () => {
    const { status, body } = await get(null, "/api/reports/sample/drilldown?line=expense:rent-rates");
    expect(status).toBe(200);
    expect(body).toHaveLength(12);
    expect(body[0]).toMatchObject({ category: "Rent & Rates", amount: -650, categoryConfidence: 1 });
  });
});
