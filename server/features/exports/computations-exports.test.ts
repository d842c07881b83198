import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { fromPounds } from "../../../core/money";
import { CT_ENTITY, CT_PROFITS, CT_TAX, CT_TRADE } from "../../exports/ixbrl/ct-comp-concepts";
import { sheetBoxes } from "../../exports/test-support/ct600-sheet";
import { factValue, type IxbrlDocument, readIxbrl } from "../../exports/test-support/ixbrl-facts";
import { readWorkbook, sheet } from "../../exports/test-support/read-workbook";
import { parseStrictXml } from "../../exports/test-support/strict-xml";
import type { SeedRow } from "../../test-support/seed";
import { createTestApp, signUpUser, type TestApp } from "../../test-support/test-app";
import { buildComputationsIxbrl } from "./computations-exports.service";
import { DIRECTOR, makeReady, post, putCompany, seedYear } from "./exports.test-kit";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

const URL = "/api/exports/hmrc-pack/computations-ixbrl";
const SIGNED = { directorName: DIRECTOR, confirmed: true, approvalDate: "2026-06-30" };
const UTR = "8596148860";
type Row = SeedRow & { cat: string | null };
const line = (date: string, description: string, amount: string, cat: string): Row => ({
  date,
  description,
  amount,
  cat,
});

/*
 * A marginal relief year, by hand: sales £130,000.50; client entertaining £400 (added back, CTA 2009 s1298); a
 * laptop £2,000 (equipment: depreciated £2,000 × 1/3 = £666.67 in the accounts, added back; annual investment
 * allowance £2,000, CAA 2001 s51A). Profit per accounts = 130,000.50 − 400 − 666.67 = £128,933.83; adjusted trading
 * profit = 128,933.83 + 666.67 + 400 − 2,000 = £128,000.50; box 315 = £128,000. Tax 25 % = £32,000.00; marginal
 * relief 3/200 × (250,000 − 128,000) × 128,000/128,000 = £1,830.00 (CTA 2010 s18B); box 440 = £30,170.00.
 * (The depreciation figure is the accounts' own; the test reads it from the report rather than assume the policy.)
 */
const YEAR_ROWS: Row[] = [
  line("2025-05-01", "INVOICE 1", "130000.50", "sales"),
  line("2025-06-01", "CLIENT DINNER", "-400.00", "entertainment"),
  line("2025-07-01", "LAPTOP STORE", "-2000.00", "equipment"),
];

async function readyCompany(settings: Record<string, unknown>) {
  const user = await signUpUser(t.app);
  await putCompany(t, user.cookie, {
    name: "Box Check Ltd",
    registrationNumber: "01234567",
    periodStart: "2025-04-01",
    periodEnd: "2026-03-31",
    ...settings,
  });
  await seedYear(t, user.cookie, YEAR_ROWS);
  await makeReady(t, user);
  return user;
}

function checkFacts(doc: IxbrlDocument): void {
  for (const f of doc.facts) {
    expect(doc.contexts.has(f.contextRef), `${f.name} → ${f.contextRef}`).toBe(true);
    if (f.kind === "nonFraction") expect(doc.units.has(f.unitRef!), `${f.name} → ${f.unitRef}`).toBe(true);
  }
}

describe("POST /api/exports/hmrc-pack/computations-ixbrl", () => {
  it("answers 401 signed out, whatever the body", async () => {
    const res = await post(t, null, URL, { nonsense: true });
    expect(res.statusCode).toBe(401);
  });

  it("answers 409 with the blocking checks while the accounts are not ready", async () => {
    const user = await signUpUser(t.app);
    await putCompany(t, user.cookie, { name: "Not Ready Ltd", registrationNumber: "01234567", utr: UTR });
    await seedYear(t, user.cookie, YEAR_ROWS);
    const res = await post(t, user.cookie, URL, SIGNED);
    expect(res.statusCode, res.body).toBe(409);
    expect(res.json().checks.length).toBeGreaterThan(0);
  });

  it("answers 400 in words without the UTR, and for an accounting period the year does not have", async () => {
    const user = await readyCompany({});
    const res = await post(t, user.cookie, URL, SIGNED);
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().message).toMatch(/Unique Taxpayer Reference/);
    const bad = await post(t, user.cookie, URL, { ...SIGNED, accountingPeriod: 3 });
    expect(bad.statusCode).toBe(400);
  });

  it("answers the computations, every figure the report's and the CT600 draft's", async () => {
    const user = await readyCompany({ utr: UTR });
    const report = await t.app.inject({
      method: "GET",
      url: "/api/reports/corporation-tax",
      headers: { cookie: user.cookie },
    });
    expect(report.statusCode).toBe(200);
    const api = report.json();
    expect(api).toMatchObject({ chargeableProfits: 128_000, tax: 30_170 });
    expect(api.ct600).toMatchObject({ box315: 128_000, box435: 1_830, box440: 30_170 });

    const res = await post(t, user.cookie, URL, SIGNED);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers).toMatchObject({
      "content-type": "application/xhtml+xml; charset=utf-8",
      "content-disposition": 'attachment; filename="hmrc-computations.xhtml"',
    });
    parseStrictXml(res.body);
    const doc = readIxbrl(res.body);
    checkFacts(doc);
    const info = (name: string) => factValue(doc, name, "info-end");
    const company = (name: string) => factValue(doc, name, "company-dur");
    const trade = (name: string) => factValue(doc, name, "trade-dur");
    expect(info(CT_ENTITY.companyName)).toBe("Box Check Ltd");
    expect(info(CT_ENTITY.taxReference)).toBe(UTR);
    expect(info(CT_ENTITY.returnPeriodEnd)).toBe("31 March 2026");
    expect(trade(CT_TRADE.profitPerAccounts)).toBe(api.accountingProfit);
    expect(trade(CT_TRADE.depreciation)).toBe(api.addBacks.depreciation);
    expect(trade(CT_TRADE.entertaining)).toBe(400);
    expect(trade(CT_TRADE.capitalAllowances)).toBe(2_000);
    expect(trade(CT_TRADE.adjustedProfit)).toBe(128_000.5);
    expect(trade(CT_TRADE.adjustedProfit)).toBe(api.taxableProfit);

    const workbook = await post(t, user.cookie, "/api/exports/hmrc-pack/xlsx", SIGNED);
    expect(workbook.statusCode).toBe(200);
    const boxes = sheetBoxes(sheet(await readWorkbook(workbook.rawPayload), "CT600 boxes"));
    const row = api.ct600.rows[0];
    const fromApi: Record<number, number> = {
      155: api.ct600.box155,
      165: api.ct600.box165,
      235: api.ct600.box235,
      300: api.ct600.box300,
      315: api.ct600.box315,
      335: row.profit,
      340: row.ratePercent,
      345: row.tax,
      440: api.ct600.box440,
      475: api.ct600.box475,
      510: api.ct600.box510,
      528: api.ct600.box528,
    };
    const concepts: Record<number, string> = {
      155: CT_PROFITS.box155,
      165: CT_PROFITS.box165,
      235: CT_PROFITS.box235,
      300: CT_PROFITS.box300,
      315: CT_PROFITS.box315,
      335: CT_TAX.profitAtFirstRate(1),
      340: CT_TAX.firstRate(1),
      345: CT_TAX.taxAtFirstRate(1),
      440: CT_TAX.box440,
      475: CT_TAX.box475,
      510: CT_TAX.box510,
      528: CT_TAX.box528,
    };
    for (const [box, concept] of Object.entries(concepts)) {
      expect(company(concept), `box ${box}`).toBe(fromApi[Number(box)]);
      expect(company(concept), `box ${box}`).toBe(boxes.get(Number(box)));
    }
    // Box 80 is ticked: the pack has both the accounts and the computations.
    expect(boxes.get(80)).toBe("X");
  });

  it("is what the HMRC filing gets from buildComputationsIxbrl, one document per accounting period", async () => {
    const user = await readyCompany({ utr: UTR });
    const scope = { userId: user.id, companyId: await companyIdOf(user.id) };
    const documents = await buildComputationsIxbrl(t.database.db, scope, { today: "2026-06-30", version: "9.9.9" });
    expect(documents).toHaveLength(1);
    expect(documents[0]).toMatchObject({ period: { start: "2025-04-01", end: "2026-03-31" } });
    const doc = readIxbrl(documents[0]!.xhtml);
    expect(factValue(doc, CT_PROFITS.box315, "company-dur")).toBe(128_000);
    expect(factValue(doc, CT_TAX.box440, "company-dur")).toBe(fromPounds(30_170) / 100);
  });
});

async function companyIdOf(userId: string): Promise<string> {
  const rows = await t.database.query<{ id: string }>("select id from companies where user_id = $1", [userId]);
  return rows[0]!.id;
}
