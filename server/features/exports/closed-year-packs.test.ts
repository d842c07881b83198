import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CT_ENTITY, CT_TAX } from "../../exports/ixbrl/ct-comp-concepts";
import { factValue, type IxbrlDocument, readIxbrl } from "../../exports/test-support/ixbrl-facts";
import { flatten, pdfPagesText } from "../../exports/test-support/pdf-text";
import { readWorkbook, rowWhere, sheet } from "../../exports/test-support/read-workbook";
import type { SeedRow } from "../../test-support/seed";
import { createTestApp, signUpUser, type TestApp } from "../../test-support/test-app";
import { DIRECTOR, makeReady, post, putCompany, seedYear } from "./exports.test-kit";

let t: TestApp;
let user: { cookie: string; id: string };
let closedId: string;

const UTR = "8596148860";
const SIGNED = { directorName: DIRECTOR, confirmed: true };
const row = (date: string, amount: string, cat: string): SeedRow & { cat: string } => ({
  date,
  description: `${cat} ${date}`,
  amount,
  cat,
});

/*
 * Two years of one company, by hand. Year one, 1 April 2024 to 31 March 2025 (its first period, from incorporation):
 * sales £20,000; the director draws £6,000 on 1 June 2024 and owes it still nine months after the year end.
 *   Corporation tax 19 % × 20,000 = £3,800 (small profits rate, CTA 2010 s18A; FY2024).
 *   CT600A: A10 the director, A15 = 6,000, A20 = 6,000 × 33.75 % = £2,025 (CTA 2010 s455(2)).
 *   Balance sheet (FRS 105; the s455 tax a creditor and recoverable as a debtor): cash 20,000 − 6,000 = 14,000;
 *   debtors 6,000 + 2,025 = 8,025; creditors 3,800 + 2,025 = 5,825; net assets 14,000 + 8,025 − 5,825 = £16,200
 *   (= profit 20,000 − tax 3,800).
 * The year is closed. Year two, to 31 March 2026: sales £7,000; tax 19 % × 7,000 = £1,330; net assets 16,200 + 7,000 −
 * 1,330 = £21,870. The closed year's packs must show year one's figures whatever year two holds.
 */
const YEAR_ONE = { turnover: 20_000, tax: 3_800, netAssets: 16_200, a15: 6_000, a20: 2_025 };
const YEAR_TWO = { turnover: 7_000, tax: 1_330, netAssets: 21_870 };

const withPeriod = (url: string, id = closedId) => `${url}?period=${id}`;
const get = (url: string, cookie = user.cookie) => t.app.inject({ method: "GET", url, headers: { cookie } });

async function ok(res: { statusCode: number; body: string }) {
  expect(res.statusCode, res.body.slice(0, 400)).toBe(200);
  return res as { statusCode: number; body: string; rawPayload: Buffer };
}

/** The balance sheet date of the accounts iXBRL (its latest instant of net assets), and its net assets there. */
function netAssetsOf(doc: IxbrlDocument): { end: string | undefined; value: number | string | undefined } {
  const tagged = doc.facts
    .filter((f) => f.name === "core:NetAssetsLiabilities")
    .map((f) => ({ end: doc.contexts.get(f.contextRef)?.instant ?? undefined, value: f.value }))
    .sort((x, y) => (x.end ?? "").localeCompare(y.end ?? ""));
  return tagged[tagged.length - 1] ?? { end: undefined, value: undefined };
}

beforeAll(async () => {
  t = await createTestApp();
  user = await signUpUser(t.app);
  await putCompany(t, user.cookie, {
    name: "Two Years Ltd",
    registrationNumber: "01234567",
    incorporationDate: "2024-04-01",
    utr: UTR,
    directors: [DIRECTOR],
    periodStart: "2024-04-01",
    periodEnd: "2025-03-31",
  });
  await seedYear(t, user.cookie, [
    row("2024-05-01", "20000.00", "sales"),
    row("2024-06-01", "-6000.00", "directors-loan"),
    row("2025-05-01", "7000.00", "sales"),
  ]);
  await makeReady(t, user);
  const closed = await post(t, user.cookie, "/api/periods/close", {});
  expect(closed.statusCode, closed.body).toBe(200);
  closedId = closed.json().closed.id;
});
afterAll(async () => {
  await t?.close();
});

async function expectYearOnePacks(): Promise<void> {
  const pdf = await ok(await post(t, user.cookie, withPeriod("/api/exports/ch-pack/pdf"), SIGNED));
  const pages = (await pdfPagesText(pdf.rawPayload)).map(flatten).join(" ");
  expect(pages).toContain("Unaudited financial statements for the period ended 31 March 2025");
  expect(pages).toContain("Net assets (liabilities) 16,200");

  const chXlsx = await ok(await post(t, user.cookie, withPeriod("/api/exports/ch-pack/xlsx"), SIGNED));
  const bs = sheet(await readWorkbook(chXlsx.rawPayload), "Balance sheet");
  expect(rowWhere(bs, 2, "Net assets (liabilities)").getCell(3).value).toBe(YEAR_ONE.netAssets);

  for (const url of ["/api/exports/ch-pack/ixbrl", "/api/exports/hmrc-pack/ixbrl"]) {
    const res = await ok(await post(t, user.cookie, withPeriod(url), SIGNED));
    expect(netAssetsOf(readIxbrl(res.body)), url).toEqual({ end: "2025-03-31", value: YEAR_ONE.netAssets });
  }

  const comp = await ok(await post(t, user.cookie, withPeriod("/api/exports/hmrc-pack/computations-ixbrl"), SIGNED));
  const doc = readIxbrl(comp.body);
  expect(factValue(doc, CT_ENTITY.returnPeriodEnd, "info-end")).toBe("31 March 2025");
  expect(factValue(doc, CT_TAX.box440, "company-dur")).toBe(YEAR_ONE.tax);

  const hmrc = await ok(await post(t, user.cookie, withPeriod("/api/exports/hmrc-pack/xlsx"), SIGNED));
  const wb = await readWorkbook(hmrc.rawPayload);
  expect(rowWhere(sheet(wb, "CT600 boxes"), 1, 145).getCell(3).value).toBe(YEAR_ONE.turnover);
  const a = (box: string) => rowWhere(sheet(wb, "CT600A"), 1, box).getCell(3).value;
  expect([a("A15"), a("A20")]).toEqual([YEAR_ONE.a15, YEAR_ONE.a20]);

  const full = await ok(await get(withPeriod("/api/export/xlsx")));
  const fullWb = await readWorkbook(full.rawPayload);
  expect(rowWhere(sheet(fullWb, "Profit & Loss"), 1, "A Turnover").getCell(3).value).toBe(YEAR_ONE.turnover);
  // The transactions are the company's, every year's.
  expect(sheet(fullWb, "Transactions").rowCount).toBe(4);
}

describe("the packs of a closed year, asked for with ?period=", () => {
  it("download while the open year is not ready, judged on the closed year's readiness", async () => {
    const open = await post(t, user.cookie, "/api/exports/ch-pack/pdf", SIGNED);
    expect(open.statusCode).toBe(409);
    await expectYearOnePacks();
  });

  it("keep the closed year's figures once the open year has others, and the open year's packs show those", async () => {
    await makeReady(t, user);
    const ct = (await ok(await get("/api/reports/corporation-tax"))) as unknown as { json(): { tax: number } };
    expect(ct.json().tax).toBe(YEAR_TWO.tax);
    const chXlsx = await ok(await post(t, user.cookie, "/api/exports/ch-pack/xlsx", SIGNED));
    const bs = sheet(await readWorkbook(chXlsx.rawPayload), "Balance sheet");
    expect(rowWhere(bs, 2, "Net assets (liabilities)").getCell(3).value).toBe(YEAR_TWO.netAssets);
    expect(rowWhere(bs, 2, "Net assets (liabilities)").getCell(4).value).toBe(YEAR_ONE.netAssets);
    const full = await ok(await get("/api/export/xlsx"));
    const pl = sheet(await readWorkbook(full.rawPayload), "Profit & Loss");
    expect(rowWhere(pl, 1, "A Turnover").getCell(3).value).toBe(YEAR_TWO.turnover);

    await expectYearOnePacks();
  });

  it("check the approval date against the closed year's balance sheet date", async () => {
    const early = await post(t, user.cookie, withPeriod("/api/exports/ch-pack/pdf"), {
      ...SIGNED,
      approvalDate: "2025-03-30",
    });
    expect(early.statusCode).toBe(400);
    expect(early.json().error).toMatch(/balance sheet date \(31 March 2025\)/);
    // Before the open year's end, after the closed year's: the closed year's pack takes it.
    const between = await post(t, user.cookie, withPeriod("/api/exports/ch-pack/pdf"), {
      ...SIGNED,
      approvalDate: "2025-06-30",
    });
    expect(between.statusCode, between.body).toBe(200);
  });

  it("answer 404 for a period of another user, or of another company of the same user", async () => {
    const other = await signUpUser(t.app);
    const urls = [
      "/api/exports/ch-pack/pdf",
      "/api/exports/ch-pack/xlsx",
      "/api/exports/ch-pack/ixbrl",
      "/api/exports/hmrc-pack/ixbrl",
      "/api/exports/hmrc-pack/computations-ixbrl",
      "/api/exports/hmrc-pack/xlsx",
    ];
    for (const url of urls) {
      const res = await post(t, other.cookie, withPeriod(url), SIGNED);
      expect(res.statusCode, `${url}: ${res.body}`).toBe(404);
    }
    expect((await get(withPeriod("/api/export/xlsx"), other.cookie)).statusCode).toBe(404);

    const second = await post(t, user.cookie, "/api/companies", { name: "Second Ltd" });
    expect(second.statusCode, second.body).toBe(200);
    const selected = await post(t, user.cookie, `/api/companies/${second.json().id}/select`, {});
    expect(selected.statusCode).toBe(200);
    try {
      for (const url of urls) {
        const res = await post(t, user.cookie, withPeriod(url), SIGNED);
        expect(res.statusCode, `${url}: ${res.body}`).toBe(404);
      }
      expect((await get(withPeriod("/api/export/xlsx"))).statusCode).toBe(404);
    } finally {
      const first = (await get("/api/companies")).json() as { id: string; name: string }[];
      const back = first.find((c) => c.name === "Two Years Ltd")!;
      await post(t, user.cookie, `/api/companies/${back.id}/select`, {});
    }
  });

  it("answer 400 for a period query that names no period", async () => {
    const res = await post(t, user.cookie, "/api/exports/ch-pack/pdf?period=not-a-period", SIGNED);
    expect(res.statusCode).toBe(400);
  });
});

describe("a director renamed after the close", () => {
  const RENAMED = "Ada King";

  async function closedCt600aName(): Promise<unknown> {
    const hmrc = await ok(await post(t, user.cookie, withPeriod("/api/exports/hmrc-pack/xlsx"), {}));
    const ws = sheet(await readWorkbook(hmrc.rawPayload), "CT600A");
    return rowWhere(ws, 1, "A10").getCell(3).value;
  }

  it("leaves the closed year's CT600A participator as named at the close", async () => {
    await putCompany(t, user.cookie, { directors: [RENAMED] });
    expect(await closedCt600aName()).toBe(DIRECTOR);
    const report = (await ok(await get(withPeriod("/api/reports/corporation-tax")))) as unknown as {
      json(): { ct600: { ct600a: { a10: { name: string }[] } } };
    };
    expect(report.json().ct600.ct600a.a10.map((r) => r.name)).toEqual([DIRECTOR]);
  });

  it("lets today's director, or the one of the closed year, sign the closed year's accounts again", async () => {
    for (const name of [RENAMED, DIRECTOR]) {
      const res = await post(t, user.cookie, withPeriod("/api/exports/ch-pack/pdf"), { ...SIGNED, directorName: name });
      expect(res.statusCode, res.body).toBe(200);
      const text = (await pdfPagesText(res.rawPayload)).map(flatten).join(" ");
      expect(text).toContain(name);
    }
    // The open year's accounts are signed by today's directors only.
    const open = await post(t, user.cookie, "/api/exports/ch-pack/pdf", SIGNED);
    expect(open.statusCode).toBe(400);
  });

  it("falls back to today's names for a year closed before the names were kept", async () => {
    await t.database.query("update periods set settings = settings - 'directors' where id = $1", [closedId]);
    expect(await closedCt600aName()).toBe(RENAMED);
  });
});

describe("the company renamed after the close", () => {
  // A new name, UTR and principal activity today; the closed year's packs state those kept at its close.
  const TODAY = { name: "Renamed Holdings Ltd", utr: "1234567890", principalActivity: "Property letting" };
  const factsOf = (doc: IxbrlDocument, name: string) => doc.facts.filter((f) => f.name === name).map((f) => f.value);

  async function closedPackNames(): Promise<{
    pdf: string;
    accounts: unknown[];
    activity: unknown[];
    computations: unknown[];
  }> {
    const pdf = await ok(await post(t, user.cookie, withPeriod("/api/exports/ch-pack/pdf"), SIGNED));
    const ixbrl = await ok(await post(t, user.cookie, withPeriod("/api/exports/hmrc-pack/ixbrl"), SIGNED));
    const comp = await ok(await post(t, user.cookie, withPeriod("/api/exports/hmrc-pack/computations-ixbrl"), SIGNED));
    const doc = readIxbrl(comp.body);
    return {
      pdf: (await pdfPagesText(pdf.rawPayload)).map(flatten).join(" "),
      accounts: factsOf(readIxbrl(ixbrl.body), "bus:EntityCurrentLegalOrRegisteredName"),
      activity: factsOf(readIxbrl(ixbrl.body), "bus:DescriptionPrincipalActivities"),
      computations: [CT_ENTITY.companyName, CT_ENTITY.taxReference].map((n) => factValue(doc, n, "info-end")),
    };
  }

  it("leaves the closed year's packs naming the company, its UTR and its activity as they were at the close", async () => {
    // The director signing is today's again (the describe before renamed her).
    await putCompany(t, user.cookie, { ...TODAY, directors: [DIRECTOR] });
    const packs = await closedPackNames();
    expect(packs.pdf).toContain("Two Years Ltd");
    expect(packs.pdf).not.toContain(TODAY.name);
    expect(packs.pdf).not.toContain(TODAY.principalActivity);
    expect(packs.accounts).toEqual(["Two Years Ltd"]);
    expect(packs.activity).toEqual(["Widget wholesale"]);
    expect(packs.computations).toEqual(["Two Years Ltd", UTR]);
  });

  it("falls back to today's name for a year closed before the company's details were kept", async () => {
    await t.database.query("update periods set settings = settings - 'company' where id = $1", [closedId]);
    const packs = await closedPackNames();
    expect(packs.pdf).toContain(TODAY.name);
    expect(packs.accounts).toEqual([TODAY.name]);
    expect(packs.activity).toEqual([TODAY.principalActivity]);
    expect(packs.computations).toEqual([TODAY.name, TODAY.utr]);
  });
});
