import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { StatutoryBalanceSheetItems, StatutoryProfitAndLoss } from "../../../core/filing/pack";
import { BALANCE_SHEET_TAGS, PROFIT_AND_LOSS_TAGS } from "../../exports/ixbrl/tags";
import { factValue, INSTANT_CONCEPTS, type IxbrlDocument, readIxbrl } from "../../exports/test-support/ixbrl-facts";
import { type Api, apiAs, type Line, readyToSign, seedLines } from "../../test-support/accounts-kit";
import { createTestApp, signUpUser, type TestApp } from "../../test-support/test-app";
import { DIRECTOR, makeReady, post, putCompany } from "./exports.test-kit";

let t: TestApp;
afterAll(() => t?.close());

const SIGNED = { directorName: DIRECTOR, confirmed: true, approvalDate: "2026-06-30" };
const CH = "/api/exports/ch-pack/ixbrl";
const HMRC = "/api/exports/hmrc-pack/ixbrl";

/*
 * Two years, whole pounds throughout so every report figure is a whole-pound fact:
 *   2024/25: shares £100; sales £9,000; rent £2,400; wages £1,500: profit before tax £5,100, tax 19 % = £969, after
 *   tax £4,131. One employee. Closed; the next year opens with cash £5,200 and tax owed £969.
 *   2025/26: sales £12,000; software £1,000; rent £3,000; the £969 tax paid: profit before tax £8,000, tax £1,520,
 *   after tax £6,480. Two employees. Net assets 100 + 4,131 + 6,480 = £10,711.
 */
const YEAR_ONE: Line[] = [
  ["2024-04-02", "SHARES", "100.00", "share-capital"],
  ["2024-06-01", "INVOICE 1", "9000.00", "sales"],
  ["2024-07-01", "RENT", "-2400.00", "rent-rates"],
  ["2024-08-01", "PAYROLL", "-1500.00", "salaries"],
];
const YEAR_TWO: Line[] = [
  ["2025-05-01", "INVOICE 2", "12000.00", "sales"],
  ["2025-06-01", "SOFTWARE", "-1000.00", "software-it"],
  ["2025-07-01", "RENT", "-3000.00", "rent-rates"],
  ["2025-12-01", "HMRC CT", "-969.00", "corporation-tax"],
];

let api: Api;
let cookie: string;
let comparatives: {
  current: { balanceSheet: Record<string, number>; profitAndLoss: Record<string, number>; averageEmployees: number };
  prior: { balanceSheet: Record<string, number>; profitAndLoss: Record<string, number>; averageEmployees: number };
};

const ACTIVITY = "Design and sale of widgets";

beforeAll(async () => {
  t = await createTestApp();
  const user = await signUpUser(t.app);
  cookie = user.cookie;
  api = apiAs(t, cookie);
  const put = await api.put("/api/company", {
    name: "Acme Widgets Ltd",
    registrationNumber: "01234567",
    incorporationDate: "2024-04-01",
    periodStart: "2024-04-01",
    periodEnd: "2025-03-31",
    averageEmployees: 1,
    principalActivity: ACTIVITY,
  });
  expect(put.status, JSON.stringify(put.body)).toBe(200);
  await seedLines(t, cookie, YEAR_ONE);
  // The close waits for the year's readiness checks: the answers a person gives, the figures untouched.
  await readyToSign(t, cookie);
  const closed = await api.post("/api/periods/close");
  expect(closed.status, JSON.stringify(closed.body)).toBe(200);
  expect((await api.put("/api/company", { averageEmployees: 2 })).status).toBe(200);
  await seedLines(t, cookie, YEAR_TWO);
  // Every pack is gated by the readiness checks; makeReady sets its own activity, so ours is put back after.
  await makeReady(t, user);
  await putCompany(t, cookie, { principalActivity: ACTIVITY });
  const pl = (await api.get("/api/reports/profit-loss")).body;
  const bs = (await api.get("/api/reports/balance-sheet")).body;
  expect(bs.comparatives).toEqual(pl.comparatives);
  comparatives = bs.comparatives;
  expect(comparatives.current.profitAndLoss.profitAfterTax).toBe(6_480);
  expect(comparatives.prior.profitAndLoss.profitAfterTax).toBe(4_131);
  expect(comparatives.current.balanceSheet.netAssets).toBe(10_711);
});

async function download(url: string, body: unknown): Promise<{ xhtml: string; doc: IxbrlDocument; headers: unknown }> {
  const res = await post(t, cookie, url, body);
  expect(res.statusCode, res.body).toBe(200);
  return { xhtml: res.body, doc: readIxbrl(res.body), headers: res.headers };
}

/** Every fact resolves its context and unit, has its concept's period type, and one value per concept and context. */
function checkStructure(doc: IxbrlDocument): void {
  const values = new Map<string, unknown>();
  for (const f of doc.facts) {
    const ctx = doc.contexts.get(f.contextRef);
    expect(ctx, `${f.name} → ${f.contextRef}`).toBeDefined();
    if (f.unitRef !== null) expect(doc.units.has(f.unitRef), `${f.name} → unit ${f.unitRef}`).toBe(true);
    expect(ctx!.instant !== null, `${f.name} period type`).toBe(INSTANT_CONCEPTS.has(f.name));
    const key = `${f.name}|${f.contextRef}|${f.unitRef}`;
    if (values.has(key)) expect(f.value, key).toEqual(values.get(key));
    values.set(key, f.value);
  }
}

/** Each balance sheet fact against the reports' figure for the same year (the API's pounds are whole here). */
function checkBalanceSheet(doc: IxbrlDocument, prefix: "cur" | "pri", figures: Record<string, number>): void {
  for (const [key, tag] of Object.entries(BALANCE_SHEET_TAGS)) {
    const ctx = tag.member === "plain" ? `${prefix}-end` : `${prefix}-end-${tag.member}`;
    expect(factValue(doc, tag.concept, ctx), `${prefix} ${key}`).toBe(figures[key as keyof StatutoryBalanceSheetItems]);
  }
}

function checkProfitAndLoss(doc: IxbrlDocument, ctx: string, figures: Record<string, number>): void {
  for (const [key, concept] of Object.entries(PROFIT_AND_LOSS_TAGS)) {
    expect(factValue(doc, concept, ctx), `${ctx} ${key}`).toBe(figures[key as keyof StatutoryProfitAndLoss]);
  }
}

describe("POST /api/exports/hmrc-pack/ixbrl", () => {
  it("answers the full accounts as hmrc-accounts.xhtml, every fact the reports' figure for its year", async () => {
    const { doc, headers } = await download(HMRC, SIGNED);
    expect(headers).toMatchObject({
      "content-type": "application/xhtml+xml; charset=utf-8",
      "content-disposition": 'attachment; filename="hmrc-accounts.xhtml"',
    });
    checkStructure(doc);
    checkBalanceSheet(doc, "cur", comparatives.current.balanceSheet);
    checkBalanceSheet(doc, "pri", comparatives.prior.balanceSheet);
    checkProfitAndLoss(doc, "cur-dur", comparatives.current.profitAndLoss);
    checkProfitAndLoss(doc, "pri-dur", comparatives.prior.profitAndLoss);
    expect(factValue(doc, "core:AverageNumberEmployeesDuringPeriod", "cur-dur")).toBe(2);
    expect(factValue(doc, "core:AverageNumberEmployeesDuringPeriod", "pri-dur")).toBe(1);
    expect(doc.contexts.get("pri-dur")).toMatchObject({ start: "2024-04-01", end: "2025-03-31" });
  });

  it("tags the principal activity, not dormant, trading, and the app's version from package.json", async () => {
    const { doc } = await download(HMRC, SIGNED);
    expect(factValue(doc, "bus:DescriptionPrincipalActivities", "cur-dur")).toBe(ACTIVITY);
    expect(factValue(doc, "bus:EntityDormantTruefalse", "cur-dur")).toBe("false");
    expect(doc.facts.filter((f) => f.name === "bus:EntityTradingStatus").map((f) => f.contextRef)).toEqual(["cur-dur"]);
    const { version } = (await import("../../../package.json", { with: { type: "json" } })).default as {
      version: string;
    };
    expect(factValue(doc, "bus:VersionProductionSoftware", "cur-dur")).toBe(version);
  });

  it("refuses a blank director, an unconfirmed request and an approval date before the period end with 400", async () => {
    const blank = await post(t, cookie, HMRC, { ...SIGNED, directorName: " " });
    expect([blank.statusCode, blank.json().error]).toEqual([400, expect.stringMatching(/full name of the director/)]);
    const unconfirmed = await post(t, cookie, HMRC, { ...SIGNED, confirmed: false });
    expect(unconfirmed.statusCode).toBe(400);
    const early = await post(t, cookie, HMRC, { ...SIGNED, approvalDate: "2026-03-30" });
    expect([early.statusCode, early.json().error]).toEqual([400, expect.stringMatching(/cannot be before/)]);
    const malformed = await post(t, cookie, HMRC, { ...SIGNED, approvalDate: "30/06/2026" });
    expect([malformed.statusCode, malformed.json().error]).toEqual([400, expect.stringMatching(/YYYY-MM-DD/)]);
  });

  /*
   * The principal activity is one of the company's details (the readiness checks' company details), so a company without
   * one is stopped by the readiness gate with 409 before the iXBRL route's own 400 could answer. The other company is
   * made ready, then its activity cleared, so company-details is the one blocking check.
   */
  it("asks for the principal activity HMRC requires: 409 with the company-details check", async () => {
    const other = await signUpUser(t.app);
    await putCompany(t, other.cookie, { name: "No Activity Ltd", registrationNumber: "07654321" });
    await seedLines(t, other.cookie, [["2025-05-01", "INVOICE", "500.00", "sales"]]);
    await makeReady(t, other);
    await putCompany(t, other.cookie, { principalActivity: null });
    const res = await post(t, other.cookie, HMRC, SIGNED);
    expect(res.statusCode, res.body).toBe(409);
    expect(res.json().error).toMatch(/not ready to file yet/);
    expect(res.json().checks).toEqual([
      {
        id: "company-details",
        status: "block",
        message: "The company's details are missing: principal activity.",
        fixAt: "/company#company-principal-activity",
      },
    ]);
  });

  it("answers 401 to a signed-out caller", async () => {
    expect((await post(t, null, HMRC, SIGNED)).statusCode).toBe(401);
  });
});

describe("POST /api/exports/ch-pack/ixbrl", () => {
  it("leaves the profit and loss account out by default and tags filleted accounts, both years' balance sheets", async () => {
    const { doc, xhtml } = await download(CH, SIGNED);
    checkStructure(doc);
    for (const concept of Object.values(PROFIT_AND_LOSS_TAGS)) {
      expect(
        doc.facts.some((f) => f.name === concept),
        concept,
      ).toBe(false);
    }
    expect(xhtml).toContain("Accounts type: filleted micro-entity accounts");
    checkBalanceSheet(doc, "cur", comparatives.current.balanceSheet);
    checkBalanceSheet(doc, "pri", comparatives.prior.balanceSheet);
    expect(factValue(doc, "bus:DescriptionPrincipalActivities", "cur-dur")).toBe(ACTIVITY);
    expect(factValue(doc, "core:AverageNumberEmployeesDuringPeriod", "pri-dur")).toBe(1);
  });

  it("delivers the profit and loss account when includeProfitAndLoss is true", async () => {
    const { doc, xhtml } = await download(CH, { ...SIGNED, includeProfitAndLoss: true });
    checkStructure(doc);
    checkProfitAndLoss(doc, "cur-dur", comparatives.current.profitAndLoss);
    checkProfitAndLoss(doc, "pri-dur", comparatives.prior.profitAndLoss);
    expect(xhtml).toContain("Accounts type: full micro-entity accounts, with the profit and loss account.");
  });

  it("refuses an includeProfitAndLoss that is not true or false with 400", async () => {
    const res = await post(t, cookie, CH, { ...SIGNED, includeProfitAndLoss: "yes" });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatch(/the include profit and loss/);
  });
});
