import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { COMPANY_FIELD_LABELS } from "../../../core/contracts/company-labels";
import type { ReadinessCheck } from "../../../core/contracts/readiness";
import { createTestApp, signUpUser, type TestApp } from "../../test-support/test-app";
import {
  DIRECTOR,
  makeReady,
  OPENING_BALANCES,
  patchAnswers,
  post,
  putCompany,
  seedYear,
} from "../exports/exports.test-kit";

let t: TestApp;
const YEAR = { periodStart: "2025-04-01", periodEnd: "2026-03-31" };
const CH = { directorName: DIRECTOR, confirmed: true, approvalDate: "2026-06-30" };
const PACKS = [
  ["/api/exports/ch-pack/pdf", CH],
  ["/api/exports/ch-pack/xlsx", CH],
  ["/api/exports/ch-pack/ixbrl", CH],
  ["/api/exports/hmrc-pack/xlsx", {}],
] as const;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

async function readiness(cookie: string): Promise<{ ready: boolean; checks: ReadinessCheck[] }> {
  const res = await t.app.inject({ method: "GET", url: "/api/reports/readiness", headers: { cookie } });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}
const byId = (r: { checks: ReadinessCheck[] }, id: string) => r.checks.find((c) => c.id === id)!;
const statuses = (r: { checks: ReadinessCheck[] }) => Object.fromEntries(r.checks.map((c) => [c.id, c.status]));
const filings = async (userId: string) =>
  (await t.database.query("select id from filings where user_id = $1", [userId])).length;

/** A seeded company as it is after the first upload: nothing answered, one row uncategorised. */
async function seeded(settings: Record<string, unknown> = {}) {
  const user = await signUpUser(t.app);
  await putCompany(t, user.cookie, {
    name: "Acme Widgets Ltd",
    ...YEAR,
    averageEmployees: 2,
    openingBalances: OPENING_BALANCES,
    ...settings,
  });
  await seedYear(t, user.cookie);
  return user;
}

describe("GET /api/reports/readiness", () => {
  it("answers 401 signed out", async () => {
    expect((await t.app.inject({ method: "GET", url: "/api/reports/readiness" })).statusCode).toBe(401);
  });

  it("blocks a fresh upload on every unanswered item, with the count and where to fix it", async () => {
    const u = await seeded();
    const r = await readiness(u.cookie);
    expect(r.ready).toBe(false);
    // The late filing warning moves with the clock (this year's deadlines fall due as time passes): its own test
    // below pins a year long past.
    const { "filing-late": _late, ...fixed } = statuses(r);
    expect(fixed).toEqual({
      uncategorised: "block",
      "low-confidence": "pass",
      "period-confirmed": "block",
      "company-details": "block",
      "vat-answered": "block",
      "opening-balances": "warn",
      "balance-sheet-balances": "pass",
      "cash-check": "pass",
      "unmatched-transfers": "pass",
      "micro-entity": "pass",
      dividends: "pass",
      "dividends-received": "pass",
      "close-investment-holding": "pass",
      "directors-loan": "warn",
      "notes-answered": "block",
      "hmrc-balances": "pass",
      "payroll-accrual": "pass",
      "equipment-sales": "pass",
      "vehicles-described": "pass",
    });
    expect(byId(r, "uncategorised")).toEqual({
      id: "uncategorised",
      status: "block",
      message: "1 transaction in the period has no category: categorise them before filing.",
      fixAt: "/transactions?category=uncategorised",
    });
    expect(byId(r, "company-details").message).toBe(
      "The company's details are missing: registration number, directors, principal activity.",
    );
    expect(byId(r, "notes-answered").message).toContain("the terms of the advances to directors");
  });

  it("answers 409 { error, checks } on every filing pack while a check blocks, and uses no free filing", async () => {
    const u = await seeded({ registrationNumber: "01234567" });
    const blocking = (await readiness(u.cookie)).checks.filter((c) => c.status === "block");
    for (const [url, body] of PACKS) {
      const res = await post(t, u.cookie, url, body);
      expect(res.statusCode, url).toBe(409);
      expect(res.json().error).toMatch(/not ready to file/);
      expect(res.json().checks).toEqual(blocking);
    }
    expect(await filings(u.id)).toBe(0);
    const full = await t.app.inject({ method: "GET", url: "/api/export/xlsx", headers: { cookie: u.cookie } });
    expect(full.statusCode).toBe(200);
  });

  it("passes every check once all is answered, and the packs download; the free filing is used then", async () => {
    const u = await seeded({ registrationNumber: "01234567", utr: "8596148860" });
    expect(await filings(u.id)).toBe(0);
    await makeReady(t, u);
    const r = await readiness(u.cookie);
    expect(r.ready).toBe(true);
    const toReview = r.checks.filter((c) => c.status !== "pass" && c.id !== "filing-late").map((c) => c.id);
    expect(toReview).toEqual(["opening-balances", "directors-loan"]);
    // £1,500.00 paid to the director against £500.00 owed: £1,000.00 overdrawn, s455 at 33.75% = £337.50.
    expect(byId(r, "directors-loan").message).toContain("overdrawn by £1,000.00");
    expect(byId(r, "directors-loan").message).toContain("s455 tax of £337.50");
    for (const [url, body] of PACKS) expect((await post(t, u.cookie, url, body)).statusCode, url).toBe(200);
    expect(await filings(u.id)).toBe(1);
  });

  it("warns once a deadline has passed, with the penalty of filing today, and never blocks on it", async () => {
    // A year to 31 March 2023: the accounts were due on 31 December 2023 (CA 2006 s442(2)(a)), so filed on any day
    // from 1 July 2024 they are more than 6 months late: £1,500 (SI 2008/497). The return was due on 31 March 2024
    // (FA 1998 Sch 18 para 14). The sale leaves a profit, so tax is owed, due on 1 January 2024 (TMA 1970 s59D).
    const user = await signUpUser(t.app);
    await putCompany(t, user.cookie, { name: "Late Ltd", periodStart: "2022-04-01", periodEnd: "2023-03-31" });
    await seedYear(t, user.cookie, [
      { date: "2022-05-10", description: "INVOICE 7", amount: "5000.00", balance: null, cat: "sales" },
    ]);
    const late = byId(await readiness(user.cookie), "filing-late");
    expect(late.status).toBe("warn");
    expect(late.fixAt).toBe("/reports#deadlines");
    expect(late.message).toContain(
      "The accounts were due at Companies House on 31 December 2023: unless they are already filed, filing them " +
        "today costs a £1,500 late filing penalty",
    );
    expect(late.message).toContain("The Company Tax Return was due on 31 March 2024");
    expect(late.message).toContain("Corporation tax was due on 1 January 2024");
  });

  it("warns, never blocks, while typed opening balances lack last year's profit and loss and employees", async () => {
    // Last year's balance sheet typed, nothing else of last year: the accounts show a dash, not a comparative,
    // beside this year's profit and loss lines and its average number of employees (CA 2006 Sch 1 para 7, s411).
    const u = await seeded({ registrationNumber: "01234567", utr: "8596148860" });
    await makeReady(t, u);
    const before = await readiness(u.cookie);
    // The words are core's (its unit test); here, that the fields it names are the Company page's own labels.
    const check = byId(before, "opening-balances");
    expect(check).toMatchObject({ status: "warn", fixAt: "/company#opening-balances" });
    expect(check.message).toContain(
      `under Opening balances: "${COMPANY_FIELD_LABELS.priorProfitAndLoss}" and "${COMPANY_FIELD_LABELS.priorAverageEmployees}".`,
    );
    expect(before.ready).toBe(true);

    await putCompany(t, u.cookie, { priorAverageEmployees: 2 });
    expect(byId(await readiness(u.cookie), "opening-balances")).toMatchObject({
      status: "warn",
      message: expect.stringMatching(/^The opening balances are entered, but last year's profit and loss is not:/),
    });

    await putCompany(t, u.cookie, { priorProfitAndLoss: { turnover: 42_000, otherCharges: 30_000, tax: 2_280 } });
    expect(byId(await readiness(u.cookie), "opening-balances")).toMatchObject({
      status: "pass",
      message: "The opening balances are entered.",
    });
  });

  it("asks for no typed prior year once the year before was closed here: it hands its comparatives on", async () => {
    const u = await seeded({ registrationNumber: "01234567", utr: "8596148860" });
    await makeReady(t, u);
    expect(byId(await readiness(u.cookie), "opening-balances").status).toBe("warn");
    const closed = await post(t, u.cookie, "/api/periods/close", {});
    expect(closed.statusCode, closed.body).toBe(200);
    expect(byId(await readiness(u.cookie), "opening-balances")).toMatchObject({
      status: "pass",
      message: "The opening balances are entered.",
    });
  });

  it("blocks on opening balances that do not balance, never putting the difference in a reserve", async () => {
    const u = await seeded({ registrationNumber: "01234567", openingBalances: { ...OPENING_BALANCES, cash: 6650 } });
    await makeReady(t, u).catch(() => {});
    const r = await readiness(u.cookie);
    expect(byId(r, "opening-balances").status).toBe("warn");
    expect(byId(r, "balance-sheet-balances")).toMatchObject({
      status: "block",
      message: "Last year's closing balances do not balance: they differ by £250.00. Correct the opening balances.",
      fixAt: "/reports#balance-sheet",
    });
    expect((await post(t, u.cookie, PACKS[0][0], CH)).statusCode).toBe(409);
  });

  it("blocks on a cash check difference per bank account until an explanation is recorded", async () => {
    const u = await seeded({ registrationNumber: "01234567" });
    await makeReady(t, u);
    // The bank states £33,237.36 at the end; with the £350.20 dinner removed from the books they come to
    // £33,587.56: stated minus computed is -£350.20.
    await t.database.query(
      "update transactions set deleted_at = now() where user_id = $1 and description = 'CLIENT DINNER'",
      [u.id],
    );
    await t.database.query("update companies set transactions_version = transactions_version + 1 where user_id = $1", [
      u.id,
    ]);
    const r = await readiness(u.cookie);
    const cash = byId(r, "cash-check");
    expect(cash.status).toBe("block");
    expect(cash.message).toContain("(-£350.20)");
    const [account] = await t.database.query<{ id: string }>("select id from bank_accounts where user_id = $1", [u.id]);
    const res = await patchAnswers(t, u.cookie, {
      cashExplanations: { [account!.id]: "The dinner was refunded by the restaurant" },
    });
    expect(res.statusCode).toBe(200);
    expect(byId(await readiness(u.cookie), "cash-check").status).toBe("pass");
  });

  it("warns about low-confidence guesses, with the count", async () => {
    const u = await seeded({ registrationNumber: "01234567" });
    await makeReady(t, u);
    await t.database.query(
      "update transactions set category_stage = 'model', category_confidence = 0.3 where user_id = $1 and description = 'CLIENT DINNER'",
      [u.id],
    );
    await t.database.query("update companies set transactions_version = transactions_version + 1 where user_id = $1", [
      u.id,
    ]);
    const r = await readiness(u.cookie);
    expect(byId(r, "low-confidence")).toMatchObject({ status: "warn", fixAt: "/transactions?review=1" });
    expect(byId(r, "low-confidence").message).toContain("1 category is a guess");
    expect(r.ready).toBe(true);
  });

  it("warns about dividends beyond distributable profits (CA 2006 s830)", async () => {
    const u = await signUpUser(t.app);
    await putCompany(t, u.cookie, { name: "Payout Ltd", registrationNumber: "01234567", ...YEAR });
    await seedYear(t, u.cookie, [
      { date: "2025-05-01", description: "SALE", amount: "1000.00", balance: "1000.00", cat: "sales" },
      { date: "2025-06-01", description: "DIVIDEND", amount: "-900.00", balance: "100.00", cat: "dividends" },
    ]);
    // No opening balances typed: blocked until the person confirms a first year (makeReady does).
    expect(byId(await readiness(u.cookie), "opening-balances")).toMatchObject({
      status: "block",
      fixAt: "/company#opening-balances",
    });
    await makeReady(t, u);
    expect(byId(await readiness(u.cookie), "opening-balances").status).toBe("pass");
    // Profit £1,000.00 less corporation tax at 19% (£190.00) = £810.00 available; £900.00 paid: £90.00 beyond.
    const d = byId(await readiness(u.cookie), "dividends");
    expect(d.status).toBe("warn");
    expect(d.message).toContain("by £90.00 (CA 2006 s830)");
  });

  it("asks for no opening balances when the period starts at the company's incorporation", async () => {
    const u = await signUpUser(t.app);
    await putCompany(t, u.cookie, { name: "New Ltd", registrationNumber: "01234567", ...YEAR });
    await seedYear(t, u.cookie, [
      { date: "2025-05-01", description: "SALE", amount: "1000.00", balance: "1000.00", cat: "sales" },
    ]);
    expect(byId(await readiness(u.cookie), "opening-balances").status).toBe("block");
    // Incorporated on the period's first day: no last year, nothing brought forward, nothing to confirm.
    await putCompany(t, u.cookie, { incorporationDate: "2025-04-01" });
    expect(byId(await readiness(u.cookie), "opening-balances")).toMatchObject({
      status: "pass",
      message: "The period starts when the company was incorporated: there is nothing to bring forward.",
    });
    // Incorporated before it: a later year, whose opening balances are asked for again.
    await putCompany(t, u.cookie, { incorporationDate: "2020-04-01" });
    expect(byId(await readiness(u.cookie), "opening-balances").status).toBe("block");
  });

  it("blocks the micro-entity packs, not the HMRC draft, when the company is not a micro-entity (CA 2006 s384A)", async () => {
    // A year from 1 April 2025 (limits £632,000, £316,000, 10 employees): £700,000 turnover and 12 employees.
    const u = await signUpUser(t.app);
    await putCompany(t, u.cookie, { name: "Big Ltd", registrationNumber: "01234567", ...YEAR, averageEmployees: 12 });
    await seedYear(t, u.cookie, [
      { date: "2025-05-01", description: "SALE", amount: "700000.00", balance: "700000.00", cat: "sales" },
    ]);
    await makeReady(t, u).catch(() => {});
    const m = byId(await readiness(u.cookie), "micro-entity");
    expect(m.status).toBe("block");
    expect(m.message).toContain("turnover £700,000 is over £632,000");
    expect(m.message).toContain("average number of employees 12 is over 10");
    const ch = await post(t, u.cookie, PACKS[0][0], CH);
    expect(ch.statusCode).toBe(409);
    expect(ch.json().checks.map((c: ReadinessCheck) => c.id)).toEqual(["micro-entity"]);
    expect((await post(t, u.cookie, "/api/exports/hmrc-pack/xlsx", {})).statusCode).toBe(200);
  });

  it("answers each user's own company only", async () => {
    const a = await seeded({ registrationNumber: "01234567" });
    await makeReady(t, a);
    const b = await seeded();
    expect((await readiness(a.cookie)).ready).toBe(true);
    expect((await readiness(b.cookie)).ready).toBe(false);
  });
});
