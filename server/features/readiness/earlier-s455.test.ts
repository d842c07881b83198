import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ReadinessCheck } from "../../../core/contracts/readiness";
import { readyToSign } from "../../test-support/accounts-kit";
import { createTestApp, signUpUser, type TestApp } from "../../test-support/test-app";
import { post, putCompany, seedYear } from "../exports/exports.test-kit";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const loanCheck = async (cookie: string): Promise<ReadinessCheck> => {
  const res = await t.app.inject({ method: "GET", url: "/api/reports/readiness", headers: { cookie } });
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as { checks: ReadinessCheck[] }).checks.find((c) => c.id === "directors-loan")!;
};

/** The year to 31 March 2025 of a new company: a £10,000 sale and £3,000 drawn by the director, then `later` rows. */
async function yearWithLoan(later: NonNullable<Parameters<typeof seedYear>[2]> = []): Promise<string> {
  const { cookie } = await signUpUser(t.app);
  await putCompany(t, cookie, { periodStart: "2024-04-01", periodEnd: "2025-03-31", incorporationDate: "2024-04-01" });
  await seedYear(t, cookie, [
    { date: "2024-05-01", description: "CLIENT CO INV 1", amount: "10000.00", balance: "10000.00", cat: "sales" },
    { date: "2024-06-01", description: "DIRECTOR", amount: "-3000.00", balance: "7000.00", cat: "directors-loan" },
    ...later,
  ]);
  return cookie;
}

/** £3,000 repaid on 10 June 2025, within nine months of the year's end (by 31 December 2025). */
const REPAID = {
  date: "2025-06-10",
  description: "DIRECTOR REPAYS",
  amount: "3000.00",
  balance: "10000.00",
  cat: "directors-loan",
};

describe("a repayment after a year closed with s455 tax (CTA 2010 s458)", () => {
  it("tells the director that the closed year's charge is relieved, and how to claim it", async () => {
    // Year to 31 March 2025: the director draws £3,000 and the loan is overdrawn by £3,000 at the year end, s455
    // tax 33.75 % = £1,012.50. The year is closed before the next year's statement, where £3,000 is repaid on
    // 10 June 2025, within nine months (to 31 December 2025): the closed year's CT600A should count it.
    const cookie = await yearWithLoan();
    // The close waits for the year's readiness checks: the answers a person gives, the figures untouched.
    await readyToSign(t, cookie);
    const closed = await post(t, cookie, "/api/periods/close", {});
    expect(closed.statusCode, closed.body).toBe(200);
    expect((await loanCheck(cookie)).message).not.toContain("relieves");

    await seedYear(t, cookie, [REPAID]);
    expect(await loanCheck(cookie)).toMatchObject({
      status: "warn",
      message:
        "£3,000.00 repaid to the company by 31 December 2025 relieves the s455 tax of £1,012.50 charged for the " +
        "period to 31 March 2025 (CTA 2010 s458), which was closed without it. Reopen that period so its CT600A " +
        "counts the repayment, or, if its return is filed, amend it.",
    });
  });

  it("passes, saying no tax is due, when the year's statements already show the loan repaid within nine months", async () => {
    // The same year to 31 March 2025 with £3,000 overdrawn at its end, and the next year's statement imported before
    // the close: £3,000 repaid on 10 June 2025, by 31 December 2025, so s458 relieves the whole charge: £0 due.
    const cookie = await yearWithLoan([REPAID]);
    expect(await loanCheck(cookie)).toMatchObject({
      status: "pass",
      message:
        "The director's loan account is overdrawn by £3,000.00 at the period end. £3,000.00 of this period's loans " +
        "was repaid by 31 December 2025, so no s455 tax is due on it (CTA 2010 s458).",
    });
  });
});
