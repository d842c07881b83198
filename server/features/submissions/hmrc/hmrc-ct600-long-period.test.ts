import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type LoopbackEngine, startLoopbackEngine } from "../../../test-support/hmrc-engine/engine";
import { createTestApp, signUpUser, type TestApp } from "../../../test-support/test-app";
import { makeReady, putCompany, seedYear } from "../../exports/exports.test-kit";
import { attachedDocument, fileAndRead, filing, hmrcEnv, PATH, UTR, xmlSection } from "./hmrc-test-kit";
import { readDocumentFacts } from "./ixbrl-facts";

/*
 * A first period of account of 15 months, 1 April 2025 to 30 June 2026, makes two company tax returns (CTA 2009
 * s10(1)(a)): 1 April 2025 to 31 March 2026 (365 days) and 1 April to 30 June 2026 (91 days). Sales of £36,500 in May
 * 2025 and £9,100 in May 2026, nothing else: the period's profit of £45,600 is shared by days (CTA 2009 s52),
 * 45,600 × 365/456 = £36,500.00 and 45,600 × 91/456 = £9,100.00. First return: FY2025, 36,500 × 19 % = £6,935.00
 * (small profits rate, CTA 2010 s18A). Second: FY2026, its lower limit 50,000 × 91/365 = £12,465.75 (s18D), so
 * 9,100 × 19 % = £1,729.00. Each return goes with the whole period's accounts (box 85: accounts for a different
 * period) and its own computations, and says the company is making more than one return (box 50). Filed through the
 * API, with this installation's own computations iXBRL, to the loopback Transaction Engine, which checks HMRC's
 * schema and business rules.
 */
let engine: LoopbackEngine;
let t: TestApp;

beforeAll(async () => {
  engine = await startLoopbackEngine();
  t = await createTestApp({ env: hmrcEnv(engine) });
});
afterAll(async () => {
  await t?.close();
  await engine?.close();
});

let companies = 0;

async function company(period: { start: string; end: string }) {
  const user = await signUpUser(t.app);
  await putCompany(t, user.cookie, {
    name: "Longfield Studio Ltd",
    registrationNumber: `09${String(++companies).padStart(6, "0")}`,
    incorporationDate: period.start,
    utr: UTR,
    periodStart: period.start,
    periodEnd: period.end,
  });
  await seedYear(t, user.cookie, [
    { date: "2025-05-01", description: "NORTHWIND INV 1", amount: "36500.00", cat: "sales" },
    ...(period.end >= "2026-05-01"
      ? [{ date: "2026-05-01", description: "NORTHWIND INV 2", amount: "9100.00", cat: "sales" }]
      : []),
  ]);
  await makeReady(t, user);
  const call = async (method: "GET" | "POST", url: string, payload?: unknown) => {
    const res = await t.app.inject({ method, url, payload: payload as never, headers: { cookie: user.cookie } });
    return { status: res.statusCode, body: res.json() };
  };
  return { user, call };
}

const LONG = { start: "2025-04-01", end: "2026-06-30" };
const SIGNED = { approvalDate: "2026-09-30" };

type Company = Awaited<ReturnType<typeof company>>;

const fileReturn = (c: Company, accountingPeriod: number) =>
  fileAndRead(t, c.user.cookie, filing({ ...SIGNED, accountingPeriod }));
const section = xmlSection;
const attached = attachedDocument;

describe("filing both returns of a period of account over 12 months (CTA 2009 s10)", () => {
  it("sends each accounting period's return with its own boxes and computations, and HMRC accepts both", async () => {
    const c = await company(LONG);
    const tax = (await c.call("GET", "/api/reports/corporation-tax")).body;
    expect(tax.periods.map((p: { ct600: { box315: number; box528: number } }) => p.ct600.box315)).toEqual([
      36_500, 9_100,
    ]);

    const first = await fileReturn(c, 1);
    expect(first.done.state, JSON.stringify(first.done.errors)).toBe("accepted");
    expect([first.done.periodStart, first.done.periodEnd]).toEqual(["2025-04-01", "2026-03-31"]);
    expect(section(first.xml, "PeriodCovered")).toBe(
      "<PeriodCovered><From>2025-04-01</From><To>2026-03-31</To></PeriodCovered>",
    );
    expect(section(first.xml, "ReturnInfoSummary")).toContain("<MultipleReturns>yes</MultipleReturns>");
    expect(section(first.xml, "ReturnInfoSummary")).toContain(
      "<Accounts><DifferentPeriod>yes</DifferentPeriod></Accounts>",
    );
    expect(section(first.xml, "ChargeableProfits")).toBe("<ChargeableProfits>36500.00</ChargeableProfits>");
    expect(section(first.xml, "TaxPayableIncludingRestitutionTax")).toBe(
      "<TaxPayableIncludingRestitutionTax>6935.00</TaxPayableIncludingRestitutionTax>",
    );
    // The computations are the first accounting period's; the accounts the whole 15 months'.
    expect(readDocumentFacts(attached(first.xml, "Computation"))).toMatchObject({ periodEnd: "2026-03-31" });
    expect(readDocumentFacts(attached(first.xml, "Accounts"))).toMatchObject({ periodEnd: "2026-06-30" });

    // The first return accepted, it is not sent again; the second still can be.
    const again = await c.call("POST", PATH, filing({ ...SIGNED, accountingPeriod: 1 }));
    expect(again.status).toBe(409);
    expect(again.body.error).toMatch(/^HMRC accepted this company tax return on /);

    const second = await fileReturn(c, 2);
    expect(second.done.state, JSON.stringify(second.done.errors)).toBe("accepted");
    expect([second.done.periodStart, second.done.periodEnd]).toEqual(["2026-04-01", "2026-06-30"]);
    expect(section(second.xml, "PeriodCovered")).toBe(
      "<PeriodCovered><From>2026-04-01</From><To>2026-06-30</To></PeriodCovered>",
    );
    expect(section(second.xml, "ReturnInfoSummary")).toContain(
      "<Accounts><DifferentPeriod>yes</DifferentPeriod></Accounts>",
    );
    expect(section(second.xml, "TaxPayableIncludingRestitutionTax")).toBe(
      "<TaxPayableIncludingRestitutionTax>1729.00</TaxPayableIncludingRestitutionTax>",
    );
    expect(readDocumentFacts(attached(second.xml, "Computation"))).toMatchObject({ periodEnd: "2026-06-30" });

    // Both are in the company's list, each under its own accounting period.
    const list = (await c.call("GET", PATH)).body as { periodEnd: string; state: string }[];
    expect(list.map((s) => [s.periodEnd, s.state]).sort()).toEqual([
      ["2026-03-31", "accepted"],
      ["2026-06-30", "accepted"],
    ]);
  });

  it("asks which return to send for a long period, and refuses a second return of a 12-month one", async () => {
    const long = await company(LONG);
    const unsaid = await long.call("POST", PATH, filing(SIGNED));
    expect(unsaid.status).toBe(400);
    expect(unsaid.body.error).toBe(
      "This period is longer than 12 months, so it makes 2 company tax returns. Say which one to send (accountingPeriod 1 to 2).",
    );
    const twelve = await company({ start: "2025-04-01", end: "2026-03-31" });
    const second = await twelve.call("POST", PATH, filing({ ...SIGNED, accountingPeriod: 2 }));
    expect(second.status).toBe(400);
    expect(second.body.error).toBe("This period makes one company tax return: there is no second to send.");
    const third = await twelve.call("POST", PATH, filing({ ...SIGNED, accountingPeriod: 3 }));
    expect(third.status).toBe(400);
    expect(third.body.error).toBe("Invalid request body: the accounting period must be 1 or 2");
    // Nothing was stored for any of them.
    const rows = await t.database.query("select id from submissions where user_id in ($1, $2)", [
      long.user.id,
      twelve.user.id,
    ]);
    expect(rows).toEqual([]);
  });
});
