import type ExcelJS from "exceljs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DORMANT_CORPORATION_TAX_NOTE } from "../../../core/filing";
import { DORMANT_RETURN_NOTE } from "../../../core/filing/pack";
import { sheetBoxes } from "../../exports/test-support/ct600-sheet";
import { factValue, readIxbrl } from "../../exports/test-support/ixbrl-facts";
import { readWorkbook, sheet } from "../../exports/test-support/read-workbook";
import type { SeedRow } from "../../test-support/seed";
import { createTestApp, signUpUser, type TestApp } from "../../test-support/test-app";
import { makeReady, post, putCompany, seedYear } from "./exports.test-kit";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

type Row = SeedRow & { cat: string | null };
const SIGNED = { directorName: "Ada Lovelace", confirmed: true };
const S480 =
  "direp:StatementThatCompanyEntitledToExemptionFromAuditUnderSection480CompaniesAct2006RelatingToDormantCompanies";
const S477 = S480.replace("480", "477").replace("DormantCompanies", "SmallCompanies");

/** Formed in 2018, the year to 31 March 2026 (not its first), £100 of shares paid up before it; then these lines. */
async function company(rows: Row[]) {
  const user = await signUpUser(t.app);
  await putCompany(t, user.cookie, {
    name: "Quiet Holdings Ltd",
    registrationNumber: "01234567",
    incorporationDate: "2018-01-10",
    periodStart: "2025-04-01",
    periodEnd: "2026-03-31",
    openingBalances: { calledUpShareCapital: 100, cash: 100 },
  });
  await seedYear(t, user.cookie, rows);
  await makeReady(t, user);
  const hmrc = await post(t, user.cookie, "/api/exports/hmrc-pack/xlsx", SIGNED);
  expect(hmrc.statusCode, hmrc.body).toBe(200);
  const ch = await post(t, user.cookie, "/api/exports/ch-pack/ixbrl", SIGNED);
  expect(ch.statusCode, ch.body).toBe(200);
  return { workbook: await readWorkbook(hmrc.rawPayload), accounts: readIxbrl(ch.body) };
}

/** Every cell's text of a sheet, row by row. */
function texts(ws: ExcelJS.Worksheet): string[] {
  const out: string[] = [];
  ws.eachRow((row) => {
    row.eachCell((cell) => {
      if (typeof cell.value === "string") out.push(cell.value);
    });
  });
  return out;
}

// CA 2006 s1169(3): a dormant company may pay the registrar's fees (b) and take payment for its subscribers' shares
// (a). Dormant, it is not within the charge to corporation tax (CTA 2009 s2, s9) and files a return only on a notice
// from HMRC (FA 1998 Sch 18 para 3, 5).
describe("the packs of a dormant company", () => {
  it("a £50 confirmation statement fee alone: s480 and dormant in the accounts; the CT600 draft says dormant, no loss", async () => {
    const { workbook, accounts } = await company([
      {
        date: "2025-09-01",
        description: "COMPANIES HOUSE CONFIRMATION STATEMENT",
        amount: "-50.00",
        cat: "general-admin",
      },
    ]);
    expect(factValue(accounts, "bus:EntityDormantTruefalse", "cur-dur")).toBe("true");
    expect(factValue(accounts, S480, "cur-dur")).toMatch(/section 480/);
    // The draft is still made (HMRC may have sent a notice), and says the company is dormant.
    const boxes = sheet(workbook, "CT600 boxes");
    expect(texts(boxes)).toContain(DORMANT_RETURN_NOTE);
    // −£50 per the accounts + £50 not of a trade: no trading loss, box 780 blank or nil.
    expect(sheetBoxes(boxes).get(780) ?? 0).toBe(0);
    const deadlines = texts(sheet(workbook, "Deadlines"));
    expect(deadlines.some((s) => s.startsWith(DORMANT_CORPORATION_TAX_NOTE))).toBe(true);
    expect(deadlines).not.toContain("Corporation tax payment due");
    expect(deadlines).not.toContain("CT600 Company Tax Return due");
    expect(deadlines).toContain("Accounts due at Companies House");
  });

  it("a £50,000 share issue in a later year: not dormant, s477, and the tax dates in the pack", async () => {
    const { workbook, accounts } = await company([
      { date: "2025-09-01", description: "NEW SHARES A INVESTOR", amount: "50000.00", cat: "share-capital" },
    ]);
    expect(factValue(accounts, "bus:EntityDormantTruefalse", "cur-dur")).toBe("false");
    expect(factValue(accounts, S477, "cur-dur")).toMatch(/section 477/);
    expect(texts(sheet(workbook, "CT600 boxes"))).not.toContain(DORMANT_RETURN_NOTE);
    const deadlines = texts(sheet(workbook, "Deadlines"));
    expect(deadlines).toContain("Corporation tax payment due");
    expect(deadlines).toContain("CT600 Company Tax Return due");
  });
});
