import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { currentBalanceSheet, formatAmount, type StatutoryBalanceSheet } from "../../../core/filing/pack";
import { flatten, pdfPagesText } from "../../exports/test-support/pdf-text";
import { readWorkbook, rowWhere, sheet } from "../../exports/test-support/read-workbook";
import { byName, parseStrictXml, textOf } from "../../exports/test-support/strict-xml";
import { londonToday } from "../../platform/london-today";
import { createTestApp, signUpUser, type TestApp } from "../../test-support/test-app";
import { loadCompanyAccounts } from "../reports/accounts.service";
import { listExportTransactions } from "./exports.repo";
import { DIRECTOR, makeReady, OPENING_BALANCES, post, putCompany, seedYear } from "./exports.test-kit";

let t: TestApp;
let owner: { cookie: string; id: string };
let other: { cookie: string; id: string };
let expected: StatutoryBalanceSheet;

const CH = { directorName: "Ada Lovelace", confirmed: true, approvalDate: "2026-06-30" };
const CH_ROUTES = ["/api/exports/ch-pack/pdf", "/api/exports/ch-pack/xlsx", "/api/exports/ch-pack/ixbrl"];

beforeAll(async () => {
  t = await createTestApp();
  owner = await signUpUser(t.app);
  other = await signUpUser(t.app);
  await putCompany(t, owner.cookie, {
    name: "Acme Widgets Ltd",
    registrationNumber: "01234567",
    periodStart: "2025-04-01",
    periodEnd: "2026-03-31",
    averageEmployees: 2,
    openingBalances: OPENING_BALANCES,
  });
  await seedYear(t, owner.cookie);
  await makeReady(t, owner);
  const scope = {
    userId: owner.id,
    companyId: (await t.database.query<{ id: string }>("select id from companies where user_id = $1", [owner.id]))[0]!
      .id,
  };
  const ca = await loadCompanyAccounts(t.database.db, scope, londonToday());
  expected = currentBalanceSheet(ca.accounts!.balanceSheet);
});
afterAll(async () => {
  await t?.close();
});

describe("who may export", () => {
  it.each([
    ["POST", "/api/exports/ch-pack/pdf"],
    ["POST", "/api/exports/ch-pack/xlsx"],
    ["POST", "/api/exports/ch-pack/ixbrl"],
    ["POST", "/api/exports/hmrc-pack/xlsx"],
    ["GET", "/api/export/xlsx"],
  ] as const)("answers 401 to a signed-out %s %s, whatever the body", async (method, url) => {
    const res = await t.app.inject({ method, url, ...(method === "POST" ? { payload: { nonsense: 1 } } : {}) });
    expect(res.statusCode).toBe(401);
    expect(res.json().error).toMatch(/sign in/i);
  });
});

describe("Companies House pack requests", () => {
  it.each(CH_ROUTES)("%s refuses a blank director name with 400", async (url) => {
    const res = await post(t, owner.cookie, url, { ...CH, directorName: "   " });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatch(/full name of the director/);
  });

  it.each(CH_ROUTES)("%s refuses an unconfirmed request with 400", async (url) => {
    const res = await post(t, owner.cookie, url, { ...CH, confirmed: false });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatch(/confirm the accounts are accurate and prepared in accordance with FRS 105/);
  });

  it("refuses an approval date before the period end, and a malformed one", async () => {
    const early = await post(t, owner.cookie, CH_ROUTES[0]!, { ...CH, approvalDate: "2026-03-30" });
    expect(early.statusCode).toBe(400);
    expect(early.json().error).toBe(
      "The approval date (30 March 2026) cannot be before the balance sheet date (31 March 2026).",
    );
    const bad = await post(t, owner.cookie, CH_ROUTES[0]!, { ...CH, approvalDate: "30/06/2026" });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error).toMatch(/the approval date must be a date as YYYY-MM-DD/);
  });

  it("accepts the approval date on the balance sheet date and defaults it to today", async () => {
    expect((await post(t, owner.cookie, CH_ROUTES[1]!, { ...CH, approvalDate: "2026-03-31" })).statusCode).toBe(200);
    const res = await post(t, owner.cookie, CH_ROUTES[2]!, { directorName: "Ada Lovelace", confirmed: true });
    expect(res.statusCode).toBe(200);
    const approval = byName(parseStrictXml(res.body), "ix:nonNumeric").find(
      (n) => n.attrs.name === "core:DateAuthorisationFinancialStatementsForIssue",
    )!;
    expect(approval.attrs.contextRef).toBe("cur-end");
    expect(textOf(approval)).toMatch(/^\d{1,2} [A-Z][a-z]+ \d{4}$/);
  });

  it("needs the company registration number (a readiness check: 409 with it among the blocking checks)", async () => {
    await seedYear(t, other.cookie);
    const res = await post(t, other.cookie, CH_ROUTES[0]!, CH);
    expect(res.statusCode).toBe(409);
    const details = res.json().checks.find((c: { id: string }) => c.id === "company-details");
    expect(details.message).toMatch(/registration number/);
  });

  it.each(CH_ROUTES)("%s refuses a director who is not one of the company's, with 400", async (url) => {
    const res = await post(t, owner.cookie, url, { ...CH, directorName: "Charles Babbage" });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe(
      "Charles Babbage is not one of the company's directors (Ada Lovelace). Choose the director approving the accounts.",
    );
  });

  it("signs with the director as the Company page spells the name", async () => {
    const res = await post(t, owner.cookie, CH_ROUTES[2]!, { ...CH, directorName: "  ada   LOVELACE " });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.body).toContain("Ada Lovelace");
    expect(res.body).not.toContain("ada   LOVELACE");
  });

  it("refuses an approval date in the future, for the CH packs and the HMRC draft", async () => {
    const future = "2999-01-01";
    const ch = await post(t, owner.cookie, CH_ROUTES[0]!, { ...CH, approvalDate: future });
    expect(ch.statusCode).toBe(400);
    expect(ch.json().error).toMatch(/^The approval date \(1 January 2999\) cannot be in the future/);
    const hmrc = await post(t, owner.cookie, "/api/exports/hmrc-pack/xlsx", { approvalDate: future });
    expect(hmrc.statusCode).toBe(400);
  });
});

describe("the Companies House PDF", () => {
  let pages: string[];
  beforeAll(async () => {
    const res = await post(t, owner.cookie, "/api/exports/ch-pack/pdf", CH);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers["content-type"]).toBe("application/pdf");
    expect(res.headers["content-disposition"]).toBe('attachment; filename="companies-house-pack.pdf"');
    pages = (await pdfPagesText(res.rawPayload)).map(flatten);
  });

  it("names the company, its number, the director and the approval date", () => {
    expect(pages[0]).toContain("Acme Widgets Ltd");
    expect(pages[0]).toContain("Unaudited financial statements for the period ended 31 March 2026");
    for (const page of pages) expect(page).toContain("Company registration number 01234567");
    expect(pages[1]).toContain(
      "Approved by the board of directors on 30 June 2026 and signed on its behalf by Ada Lovelace, Director.",
    );
  });

  it("carries the statutory statements", () => {
    expect(pages[1]).toContain(
      "exemption from audit under section 477 of the Companies Act 2006 relating to small companies",
    );
    expect(pages[1]).toContain("not required the company to obtain an audit in accordance with section 476");
    expect(pages[1]).toContain("The directors acknowledge their responsibilities");
    expect(pages[1]).toContain("in accordance with the micro-entity provisions");
  });

  it("shows the server's balance sheet figures and the prior year from the opening balances", () => {
    expect(pages[1]).toContain(`Fixed assets ${formatAmount(expected.fixedAssets)} 1,200`);
    expect(pages[1]).toContain(`Current assets ${formatAmount(expected.currentAssets)} 6,400`);
    expect(pages[1]).toContain(
      `Creditors: amounts falling due within one year ${formatAmount(-expected.creditorsWithinOneYear)} (1,300)`,
    );
    expect(pages[1]).toContain(`Net assets (liabilities) ${formatAmount(expected.netAssets)} 6,300`);
    expect(pages[1]).toContain(`Total capital and reserves ${formatAmount(expected.capitalAndReserves)} 6,300`);
  });
});

describe("the Companies House PDF and Excel follow the director's choice to deliver the profit and loss account", () => {
  // CA 2006 s444(1), (5): only the copy delivered without the P&L states the election not to deliver it. The period
  // starts on 1 April 2025, before the date the law makes the P&L compulsory, so the choice alone decides.
  const ELECTION =
    "The directors have elected not to deliver the profit and loss account to the Registrar of Companies.";
  const DELIVERED =
    "This page is delivered to the Registrar of Companies with the balance sheet and notes (Companies Act 2006 s444).";

  async function pdfText(body: Record<string, unknown>): Promise<string> {
    const res = await post(t, owner.cookie, "/api/exports/ch-pack/pdf", body);
    expect(res.statusCode, res.body).toBe(200);
    return (await pdfPagesText(res.rawPayload)).map(flatten).join(" ");
  }

  it("keeps the election and marks the P&L as not delivered without the choice, or with it false", async () => {
    for (const body of [CH, { ...CH, includeProfitAndLoss: false }]) {
      const text = await pdfText(body);
      expect(text).toContain(ELECTION);
      expect(text).toContain("Profit and loss account (not delivered to the Registrar)");
      expect(text).toContain("This page is not delivered to the Registrar of Companies");
      expect(text).not.toContain(DELIVERED);
    }
  });

  it("drops the election and marks the P&L as delivered when asked with includeProfitAndLoss: true", async () => {
    const text = await pdfText({ ...CH, includeProfitAndLoss: true });
    expect(text).not.toContain("elected not to deliver");
    expect(text).toContain("Profit and loss account (delivered to the Registrar)");
    expect(text).toContain(DELIVERED);
    expect(text).not.toContain("not delivered");
  });

  it("says the same in the Excel pack", async () => {
    const res = await post(t, owner.cookie, "/api/exports/ch-pack/xlsx", { ...CH, includeProfitAndLoss: true });
    expect(res.statusCode, res.body).toBe(200);
    const workbook = await readWorkbook(res.rawPayload);
    const texts = (name: string) =>
      sheet(workbook, name)
        .getColumn(1)
        .values.filter((v): v is string => typeof v === "string");
    expect(texts("Statements").some((v) => v.includes("elected not to deliver"))).toBe(false);
    expect(texts("Profit and loss")).toContain(
      "Delivered to the Registrar of Companies with the balance sheet and notes (Companies Act 2006 s444).",
    );
  });

  it.each(["/api/exports/ch-pack/pdf", "/api/exports/ch-pack/xlsx"])(
    "refuses an includeProfitAndLoss that is not true or false with 400 (%s)",
    async (url) => {
      const res = await post(t, owner.cookie, url, { ...CH, includeProfitAndLoss: "yes" });
      expect(res.statusCode).toBe(400);
    },
  );
});

describe("the workbooks", () => {
  it("Companies House Excel holds the balance sheet as numbers", async () => {
    const res = await post(t, owner.cookie, "/api/exports/ch-pack/xlsx", CH);
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-disposition"]).toBe('attachment; filename="companies-house-pack.xlsx"');
    const ws = sheet(await readWorkbook(res.rawPayload), "Balance sheet");
    expect(rowWhere(ws, 2, "Net assets (liabilities)").getCell(3).value).toBe(expected.netAssets);
    expect(rowWhere(ws, 2, "Fixed assets").getCell(3).value).toBe(expected.fixedAssets);
    expect(rowWhere(ws, 2, "Fixed assets").getCell(4).value).toBe(1_200);
  });

  it("the HMRC draft works without a director name or confirmation", async () => {
    for (const body of [{ directorName: "", confirmed: true }, {}]) {
      const res = await post(t, owner.cookie, "/api/exports/hmrc-pack/xlsx", body);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.headers["content-disposition"]).toBe('attachment; filename="hmrc-ct600-draft.xlsx"');
      const boxes = sheet(await readWorkbook(res.rawPayload), "CT600 boxes");
      expect(rowWhere(boxes, 1, 1).getCell(3).value).toBe("Acme Widgets Ltd");
      expect(rowWhere(boxes, 1, 145).getCell(3).value).toBe(42_500);
    }
  });

  it("the full export lists the transactions with a formula-like description as text", async () => {
    const res = await t.app.inject({ method: "GET", url: "/api/export/xlsx", headers: { cookie: owner.cookie } });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-disposition"]).toBe('attachment; filename="microfile-export.xlsx"');
    const wb = await readWorkbook(res.rawPayload);
    const tx = sheet(wb, "Transactions");
    expect(tx.rowCount).toBe(9);
    const evil = rowWhere(tx, 2, '\'=HYPERLINK("http://x","y")');
    expect(evil.getCell(2).type).toBe(3);
    expect(evil.getCell(3).value).toBe(-12.34);
    expect(evil.getCell(5).value).toBe("Other Expenses");
    expect(rowWhere(tx, 2, "NORTHWIND TRADING INV 1001").getCell(5).value).toBe("Sales");
    expect(wb.worksheets.map((w) => w.name)).toEqual([
      "Transactions",
      "Categories",
      "Profit & Loss",
      "Balance Sheet",
      "Corporation Tax",
    ]);
  });
});

describe("the full export's Categories sheet", () => {
  it("says it adds up every year's saved transactions, and which dates they span, beside the period's P&L", async () => {
    const user = await signUpUser(t.app);
    await putCompany(t, user.cookie, { name: "Two Years Ltd", periodStart: "2025-04-01", periodEnd: "2026-03-31" });
    // One sale in the year before the period and one in it: the Categories sheet adds both (£1,000.00 + £2,500.00 =
    // £3,500.00, as the Transactions sheet lists both); the Profit & Loss sheet has the period's £2,500.00 only.
    await seedYear(t, user.cookie, [
      { date: "2024-06-01", description: "EARLIER CLIENT FEE", amount: "1000.00", balance: "1000.00", cat: "sales" },
      { date: "2025-05-01", description: "CLIENT FEE", amount: "2500.00", balance: "3500.00", cat: "sales" },
    ]);
    const res = await t.app.inject({ method: "GET", url: "/api/export/xlsx", headers: { cookie: user.cookie } });
    expect(res.statusCode, res.body).toBe(200);
    const wb = await readWorkbook(res.rawPayload);
    const categories = sheet(wb, "Categories");
    expect(categories.getCell(1, 1).value).toBe("Two Years Ltd");
    expect(categories.getCell(2, 1).value).toBe("Categories of every saved transaction, 1 June 2024 to 1 May 2025");
    expect(categories.getCell(3, 1).value).toBe(
      "All years' transactions: the Profit & Loss covers 1 April 2025 to 31 March 2026 only.",
    );
    const sales = rowWhere(categories, 1, "Sales");
    expect(sales.getCell(4).value).toBe(2);
    expect(sales.getCell(5).value).toBe(3_500);
    expect(rowWhere(sheet(wb, "Profit & Loss"), 1, "Sales").getCell(3).value).toBe(2_500);
  });
});

describe("the iXBRL accounts", () => {
  it("is well-formed and tags the server's balance sheet figures", async () => {
    const res = await post(t, owner.cookie, "/api/exports/ch-pack/ixbrl", CH);
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toBe("application/xhtml+xml; charset=utf-8");
    expect(res.headers["content-disposition"]).toBe('attachment; filename="companies-house-accounts.xhtml"');
    const doc = parseStrictXml(res.body);
    const fact = (name: string, ctx: string) =>
      byName(doc, "ix:nonFraction").find((f) => f.attrs.name === name && f.attrs.contextRef === ctx)!;
    const value = (f: ReturnType<typeof fact>) => (f.attrs.sign === "-" ? -1 : 1) * Number(textOf(f).replace(/,/g, ""));
    expect(value(fact("core:NetAssetsLiabilities", "cur-end"))).toBe(expected.netAssets);
    expect(value(fact("core:FixedAssets", "cur-end"))).toBe(expected.fixedAssets);
    expect(value(fact("core:FixedAssets", "pri-end"))).toBe(1_200);
    expect(value(fact("core:Creditors", "cur-end-withinOneYear"))).toBe(expected.creditorsWithinOneYear);
    expect(value(fact("core:Equity", "cur-end"))).toBe(expected.capitalAndReserves);
  });
});

describe("each user's own data", () => {
  it("gives a second user only their own company and transactions", async () => {
    const third = await signUpUser(t.app);
    await putCompany(t, third.cookie, { name: "Bramble Consulting Ltd", registrationNumber: "SC123456" });
    await seedYear(t, third.cookie, [
      { date: "2025-09-01", description: "BRAMBLE CLIENT FEE", amount: "900.00", balance: "900.00", cat: "sales" },
    ]);
    await makeReady(t, third);
    const pdf = await post(t, third.cookie, "/api/exports/ch-pack/pdf", {
      directorName: DIRECTOR,
      confirmed: true,
    });
    expect(pdf.statusCode, pdf.body).toBe(200);
    const text = (await pdfPagesText(pdf.rawPayload)).map(flatten).join(" ");
    expect(text).toContain("Bramble Consulting Ltd");
    expect(text).toContain("SC123456");
    expect(text).not.toContain("Acme Widgets");
    const full = await t.app.inject({ method: "GET", url: "/api/export/xlsx", headers: { cookie: third.cookie } });
    const tx = sheet(await readWorkbook(full.rawPayload), "Transactions");
    expect(tx.rowCount).toBe(2);
    expect(tx.getCell(2, 2).value).toBe("BRAMBLE CLIENT FEE");
  });

  it("exports the transactions of a user with no period yet", async () => {
    const fresh = await signUpUser(t.app);
    const res = await t.app.inject({ method: "GET", url: "/api/export/xlsx", headers: { cookie: fresh.cookie } });
    expect(res.statusCode).toBe(200);
    expect(sheet(await readWorkbook(res.rawPayload), "Transactions").rowCount).toBe(1);
    const ch = await post(t, fresh.cookie, "/api/exports/hmrc-pack/xlsx", {});
    expect(ch.statusCode).toBe(409);
    expect(ch.json().checks.map((c: { id: string }) => c.id)).toContain("period-confirmed");
  });

  it("reads a stored description holding the packing separators exactly, each field in its place", async () => {
    const user = await signUpUser(t.app);
    await seedYear(t, user.cookie, [
      { date: "2025-05-01", description: "SEPARATED FIRST", amount: "-1.00", balance: "9.00", cat: "sales" },
      { date: "2025-05-02", description: "SEPARATED SECOND", amount: "-2.00", balance: null, cat: null },
    ]);
    const [first] = await t.database.query<{ id: string; userId: string; companyId: string }>(
      `select id, user_id as "userId", company_id as "companyId" from transactions where description = 'SEPARATED FIRST'`,
    );
    // Rows stored before descriptions were cleaned on the way in may still hold control characters.
    await t.database.query("update transactions set description = $1 where id = $2", ["A\u001fB\u001eC", first!.id]);
    const rows = await listExportTransactions(t.database, { userId: first!.userId, companyId: first!.companyId });
    expect(rows.map((r) => [r.description, r.amount, r.balance, r.category])).toEqual([
      ["A\u001fB\u001eC", -100, 900, "Sales"],
      ["SEPARATED SECOND", -200, null, null],
    ]);
  });
});
