import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { boxesMissingOrDifferent } from "../../exports/test-support/ct600-sheet";
import { readWorkbook, sheet } from "../../exports/test-support/read-workbook";
import { readyToSign } from "../../test-support/accounts-kit";
import type { SeedRow } from "../../test-support/seed";
import { createTestApp, signUpUser, type TestApp } from "../../test-support/test-app";
import { DIRECTOR, makeReady, post, putCompany, seedYear } from "./exports.test-kit";

let t: TestApp;
let user: { cookie: string; id: string };
beforeAll(async () => {
  t = await createTestApp();
  user = await signUpUser(t.app);
});
afterAll(async () => {
  await t?.close();
});

const row = (date: string, amount: string, cat: string): SeedRow & { cat: string } => ({
  date,
  description: `${cat} ${date}`,
  amount,
  cat,
});

async function get(url: string) {
  const res = await t.app.inject({ method: "GET", url, headers: { cookie: user.cookie } });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

async function writeOff(amount: string, date: string) {
  const res = await post(t, user.cookie, "/api/adjustments", {
    kind: "directors-loan-write-off",
    description: "Released by board minute",
    amount,
    date,
  });
  expect(res.statusCode, res.body).toBe(200);
}

/**
 * CT600A with a loan repaid within nine months and another written off after (CTA 2010 ss455, 458; ITTOIA 2005
 * s415; uk-accounting-rules §10). Year one, to 31 March 2025: sales £20,000; the director draws £6,000 on 1 June 2024
 * and £4,000 on 1 September 2024, both still owed at the end: A15 = 10,000, A20 = 10,000 × 33.75 % = 3,375.00.
 * The year is closed. In year two (to 31 March 2026) the director repays £6,000 on 1 June 2025 (a bank line), the
 * company writes off £3,000 on 1 October 2025 (an adjustment of year two), both within nine months of 31 March 2025
 * (by 31 December 2025): year one's part 2 has the rows 1 June 2025 repaid 6,000 and 1 October 2025 written off
 * 3,000; A30 = 6,000, A35 = 3,000, A40 = 9,000, A45 = 9,000 × 33.75 % = 3,037.50; A80 = box 480 = 3,375.00 −
 * 3,037.50 = 337.50 (the £1,000 still owed).
 * The last £1,000 is written off on 1 February 2026, more than nine months after 31 March 2025: it is not in year
 * one's part 2, and its relief (of year one's charge, s458, due nine months after year two ends, s458(5)) is claimed
 * for year one, not on year two's CT600A: HMRC's part 3 relieves only the return's own loans (rule SA076.1: A70 ≤
 * A20), and year two lends nothing, so year two has no CT600A. Both write-offs are distributions of year two (4,000
 * off its reserve), not expenses: its profit stays its sales, £5,000.
 */
describe("a director's loan written off in the next period reaches the closed period's CT600A", () => {
  let closedId: string;

  beforeAll(async () => {
    await putCompany(t, user.cookie, {
      name: "Write Off Ltd",
      registrationNumber: "01234567",
      directors: [DIRECTOR],
      periodStart: "2024-04-01",
      periodEnd: "2025-03-31",
    });
    await seedYear(t, user.cookie, [
      row("2024-05-01", "20000.00", "sales"),
      row("2024-06-01", "-6000.00", "directors-loan"),
      row("2024-09-01", "-4000.00", "directors-loan"),
      row("2025-05-01", "5000.00", "sales"),
      row("2025-06-01", "6000.00", "directors-loan"),
    ]);
    // The close waits for the year's readiness checks: the answers a person gives, the figures untouched.
    await readyToSign(t, user.cookie);
    const closed = await post(t, user.cookie, "/api/periods/close", {});
    expect(closed.statusCode, closed.body).toBe(200);
    closedId = closed.json().closed.id;
  });

  it("before the write-off: year one relieved by the repayment only", async () => {
    const ct = await get(`/api/reports/corporation-tax?period=${closedId}`);
    expect(ct.ct600.ct600a).toMatchObject({ a15: 10_000, a20: 3_375, a40: 6_000, a45: 2_025, a80: 1_350 });
  });

  it("a write-off within nine months, entered in year two, is year one's part 2 and lowers its s455", async () => {
    await writeOff("3000.00", "2025-10-01");
    const ct = await get(`/api/reports/corporation-tax?period=${closedId}`);
    expect(ct.ct600.ct600a).toMatchObject({
      a15: 10_000,
      a20: 3_375,
      a30: 6_000,
      a40: 9_000,
      a45: 3_037.5,
      a80: 337.5,
      part2: {
        rows: [
          { name: DIRECTOR, repaid: 6_000, writtenOff: null, date: "2025-06-01" },
          { name: DIRECTOR, repaid: null, writtenOff: 3_000, date: "2025-10-01" },
        ],
        totalRepaid: 6_000,
        totalWrittenOff: 3_000,
      },
      part3: null,
    });
    expect(ct.ct600.box480).toBe(337.5);
    // Year one's own figures are as closed: the write-off is year two's distribution.
    expect(ct.tax).toBe(3_800);
  });

  it("a write-off more than nine months later is on no CT600A of year two, and both are year two's distributions", async () => {
    await writeOff("1000.00", "2026-02-01");
    const first = await get(`/api/reports/corporation-tax?period=${closedId}`);
    expect(first.ct600.ct600a).toMatchObject({ a40: 9_000, a80: 337.5, part3: null });

    await makeReady(t, user);
    const ct = await get("/api/reports/corporation-tax");
    expect(ct.ct600.ct600a ?? null).toBeNull();
    const pl = await get("/api/reports/profit-loss");
    expect(pl.profitBeforeTax).toBe(5_000);
    const bs = await get("/api/reports/balance-sheet");
    expect(bs.micro.capitalAndReserves.profitAndLossAccount.loansWrittenOff).toBe(4_000);

    const res = await post(t, user.cookie, "/api/exports/hmrc-pack/xlsx", { directorName: DIRECTOR, confirmed: true });
    expect(res.statusCode, res.body).toBe(200);
    const workbook = await readWorkbook(res.rawPayload);
    expect(boxesMissingOrDifferent(sheet(workbook, "CT600 boxes"), ct.ct600)).toEqual([]);
  });
});
