import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Api, apiAs, type Line, seedLines } from "../../test-support/accounts-kit";
import { createTestApp, signUpUser, type TestApp } from "../../test-support/test-app";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const PERIOD = { periodStart: "2024-04-01", periodEnd: "2025-03-31" };

async function company(settings: Record<string, unknown>, lines: Line[]) {
  const { cookie } = await signUpUser(t.app);
  const api = apiAs(t, cookie);
  const res = await api.put("/api/company", { ...PERIOD, ...settings });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return { api, ids: await seedLines(t, cookie, lines) };
}

const REPORTS = ["profit-loss", "balance-sheet", "corporation-tax", "deadlines", "monthly", "vat"];

describe("a company that is not VAT-registered and has no adjustments", () => {
  // Each company's bank account has its own id; everything else must be the same.
  // Each company has its own bank account and asset ids; the figures are what must match.
  const withoutIds = (body: Record<string, unknown>) =>
    JSON.parse(JSON.stringify(body, (k, v) => (k === "bankAccountId" || k === "id" ? "(id)" : v)));

  it("gets the same reports whether it said so or has not answered yet", async () => {
    const lines: Line[] = [
      ["2024-05-01", "CLIENT", "1200.00", "sales"],
      ["2024-05-02", "LAPTOP", "-900.00", "equipment"],
      ["2024-05-03", "CAFE", "-12.00", "office-costs"],
    ];
    const unanswered = await company({}, lines);
    const said = await company({ vatRegistered: false }, lines);
    for (const report of REPORTS) {
      const a = withoutIds((await unanswered.api.get(`/api/reports/${report}`)).body);
      const b = withoutIds((await said.api.get(`/api/reports/${report}`)).body);
      expect(b, report).toEqual(a);
    }
    const pl = (await said.api.get("/api/reports/profit-loss")).body;
    expect(pl.micro.turnover).toBe(1200);
    const vat = (await said.api.get("/api/reports/vat")).body;
    expect(vat).toMatchObject({ registered: false, outputVat: 0, inputVat: 0, liability: 0 });
  });
});

/*
 * Standard scheme, mixed rates: a sale of £1,200 at 20 % (VAT £200), a sale of £210 at 5 % (VAT £10), a zero-rated
 * sale of £100, a purchase of £60 at 20 % (VAT £10), £150 paid to HMRC. Output VAT 210, input VAT 10, owed
 * 210 − 10 − 150 = £50. Turnover 1,000 + 200 + 100 = 1,300.
 */
describe("the VAT card, standard scheme", () => {
  let api: Api;
  let ids: Map<string, string>;
  beforeAll(async () => {
    ({ api, ids } = await company({ vatRegistered: true, vatRegisteredFrom: "2024-04-01" }, [
      ["2024-05-01", "SALE STANDARD", "1200.00", "sales"],
      ["2024-05-02", "SALE REDUCED", "210.00", "sales"],
      ["2024-05-03", "SALE ZERO", "100.00", "sales"],
      ["2024-05-04", "PAPER", "-60.00", "office-costs"],
      ["2024-06-01", "HMRC VAT", "-150.00", "vat"],
    ]));
    await api.post("/api/transactions/bulk-update", { ids: [ids.get("SALE REDUCED")], vatRate: "reduced" });
    await api.patch(`/api/transactions/${ids.get("SALE ZERO")}`, { vatRate: "zero" });
  });

  it("answers each figure in pounds, with the line to open behind each", async () => {
    const vat = (await api.get("/api/reports/vat")).body;
    expect(vat).toMatchObject({
      registered: true,
      scheme: "standard",
      outputVat: 210,
      inputVat: 10,
      flatRateVat: 0,
      paidToHmrc: 150,
      liability: 50,
      period: { startDate: "2024-04-01", endDate: "2025-03-31" },
      periodStatus: { id: null, status: "open" },
      lines: { outputVat: "vat:output", inputVat: "vat:input", flatRateVat: "vat:flat-rate", paidToHmrc: "vat:paid" },
    });
    expect(vat.sources.outputVat.transactionIds.sort()).toEqual(
      [ids.get("SALE REDUCED"), ids.get("SALE STANDARD")].sort(),
    );
    expect((await api.get("/api/reports/profit-loss")).body.micro.turnover).toBe(1300);
    const bs = (await api.get("/api/reports/balance-sheet")).body;
    const vatLine = bs.micro.creditorsWithinOneYear.lines.find((l: { key: string }) => l.key === "vat");
    expect(vatLine.amount).toBe(50);
  });

  it("opens the transactions behind each figure", async () => {
    const rows = async (line: string) =>
      (await api.get(`/api/reports/drilldown?line=${line}`)).body.map((r: { description: string }) => r.description);
    expect(await rows("vat:output")).toEqual(["SALE STANDARD", "SALE REDUCED"]);
    expect(await rows("vat:input")).toEqual(["PAPER"]);
    expect(await rows("vat:paid")).toEqual(["HMRC VAT"]);
    expect(await rows("vat:flat-rate")).toEqual([]);
    const explained = (await api.get("/api/reports/explain?line=vat:output")).body;
    expect(explained.transactions.map((r: { description: string }) => r.description)).toEqual([
      "SALE STANDARD",
      "SALE REDUCED",
    ]);
    // The rows are the bank's VAT-inclusive amounts; the note says what VAT is in them.
    expect(explained.notes).toEqual([expect.stringMatching(/^The amounts listed include VAT\. The VAT in them is £/)]);
    expect((await api.get("/api/reports/explain?line=vat:paid")).body.notes).toEqual([]);
    const bad = await api.get("/api/reports/drilldown?line=vat:everything");
    expect(bad.status).toBe(400);
    expect(bad.body.error).toMatch(/must be a report line/);
  });
});

/*
 * Flat rate scheme at 12 %, registered since 2022 (past its first year): sales of £1,200 gross bear 12 % = £144 of
 * flat-rate VAT; turnover 1,200 − 144 = 1,056; no input VAT on the £60 of paper, which stays £60.
 */
describe("the VAT card, flat rate scheme", () => {
  it("takes the flat rate off the VAT-inclusive turnover", async () => {
    const { api } = await company(
      { vatRegistered: true, vatScheme: "flat-rate", vatFlatRatePercent: 12, vatRegisteredFrom: "2022-01-01" },
      [
        ["2024-05-01", "SALE", "1200.00", "sales"],
        ["2024-05-04", "PAPER", "-60.00", "office-costs"],
      ],
    );
    const vat = (await api.get("/api/reports/vat")).body;
    expect(vat).toMatchObject({ scheme: "flat-rate", flatRateBasisPoints: 1200, flatRateVat: 144, inputVat: 0 });
    expect(vat.liability).toBe(144);
    const pl = (await api.get("/api/reports/profit-loss")).body;
    expect(pl.micro.turnover).toBe(1056);
    expect(pl.expenses.total).toBe(60);
  });
});

/*
 * s455: the director took £1,000 in the year and repaid £400 on 1 June 2025, within nine months of the year end
 * (s458). Still owed: £600; tax 33.75 % × 600 = £202.50, a creditor and an equal debtor.
 */
describe("the director's loan and dividends", () => {
  let api: Api;
  beforeAll(async () => {
    ({ api } = await company({}, [
      ["2024-05-01", "SALES", "3000.00", "sales"],
      ["2024-06-01", "TO DIRECTOR", "-1000.00", "directors-loan"],
      ["2024-07-01", "DIVIDEND", "-5000.00", "dividends"],
      ["2025-06-01", "DIRECTOR REPAYS", "400.00", "directors-loan"],
    ]));
  });

  it("charges s455 on what is still owed nine months on, counting repayments after the year end", async () => {
    const ct = (await api.get("/api/reports/corporation-tax")).body;
    expect(ct.s455).toMatchObject({
      overdrawnAtPeriodEnd: 1000,
      repaidWithinNineMonths: 400,
      chargeable: 600,
      tax: 202.5,
      reliefDeadline: "2025-12-31",
    });
    const bs = (await api.get("/api/reports/balance-sheet")).body;
    const line = (group: { lines: { key: string; amount: number }[] }, key: string) =>
      group.lines.find((l) => l.key === key)?.amount;
    expect(line(bs.micro.creditorsWithinOneYear, "s455-tax")).toBe(202.5);
    expect(line(bs.micro.currentAssets.debtors, "s455-recoverable")).toBe(202.5);
    expect(line(bs.micro.currentAssets.debtors, "directors-loan")).toBe(1000);
    const behind = (await api.get("/api/reports/drilldown?line=s455-tax")).body;
    expect(behind.map((r: { description: string }) => r.description)).toEqual(["TO DIRECTOR", "DIRECTOR REPAYS"]);
  });

  it("flags dividends beyond the profits available (CA 2006 s830), with the amount", async () => {
    const bs = (await api.get("/api/reports/balance-sheet")).body;
    // Profit 3,000 less corporation tax at 19 % (570) = 2,430 available; dividends 5,000: 2,570 too much.
    expect(bs.distributableProfits).toMatchObject({
      openingReserve: 0,
      profitAfterTax: 2430,
      available: 2430,
      dividendsPaid: 5000,
      excess: 2570,
    });
    expect(bs.explanations.join(" ")).toMatch(/Dividends of £5,000\.00 exceed .* by £2,570\.00\. .*s830/);
  });

  it("gives no s455 while the loan account is not overdrawn", async () => {
    const { api: other } = await company({}, [["2024-05-01", "DIRECTOR LENDS", "500.00", "directors-loan"]]);
    expect((await other.get("/api/reports/corporation-tax")).body.s455).toBeNull();
  });
});
