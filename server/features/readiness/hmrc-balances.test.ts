import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ReadinessCheck } from "../../../core/contracts/readiness";
import { apiAs, type Line, seedLines } from "../../test-support/accounts-kit";
import { createTestApp, signUpUser, type TestApp } from "../../test-support/test-app";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const COMPANY = {
  periodStart: "2025-04-01",
  periodEnd: "2026-03-31",
  vatRegistered: true,
  vatScheme: "standard",
  vatRegisteredFrom: "2020-01-01",
  openingBalances: { cash: 10_000, calledUpShareCapital: 10_000 },
};

/*
 * A standard-scheme year whose returns were paid exactly as made (uk-accounting-rules §10), VAT = gross/6:
 *   Q1 sales 14,730 (VAT 2,455)                           paid 2,455 on 7 August
 *   Q2 sales 17,010 (VAT 2,835)                           paid 2,835 on 7 November
 *   Q3 sales 6,000 (1,000), equipment 12,870 (2,145)     −1,145, received back on 7 February
 *   Q4 sales 15,330 (2,555), a lathe 30,000 (5,000)      −2,445: a repayment due at the year end
 * Net VAT 1,700, paid 4,145: VAT recoverable 2,445 under debtors, and no payment exceeded the VAT owed when it was
 * made, so no warning. With £1,900 of last year's VAT paid on 7 May and no opening VAT entered, that payment came
 * before any of this year's VAT: £1,900 paid more than was owed.
 */
const YEAR: Line[] = [
  ["2025-05-20", "CLIENT A", "14730.00", "sales"],
  ["2025-08-07", "HMRC VAT Q1", "-2455.00", "vat"],
  ["2025-08-20", "CLIENT B", "17010.00", "sales"],
  ["2025-10-15", "CLIENT C", "6000.00", "sales"],
  ["2025-11-07", "HMRC VAT Q2", "-2835.00", "vat"],
  ["2025-11-20", "MILLING MACHINE", "-12870.00", "equipment"],
  ["2026-01-20", "CLIENT D", "15330.00", "sales"],
  ["2026-02-07", "HMRC VAT REPAYMENT Q3", "1145.00", "vat"],
  ["2026-03-10", "LATHE", "-30000.00", "equipment"],
];

async function hmrcCheck(lines: Line[]): Promise<{ check: ReadinessCheck; api: ReturnType<typeof apiAs> }> {
  const { cookie } = await signUpUser(t.app);
  const api = apiAs(t, cookie);
  const res = await api.put("/api/company", COMPANY);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  await seedLines(t, cookie, lines);
  const readiness = await api.get("/api/reports/readiness");
  expect(readiness.status, JSON.stringify(readiness.body)).toBe(200);
  const checks = readiness.body.checks as ReadinessCheck[];
  return { check: checks.find((c) => c.id === "hmrc-balances")!, api };
}

describe("the HMRC balances check, VAT", () => {
  it("passes a year that ends with a VAT repayment due after returns paid as made", async () => {
    const { check, api } = await hmrcCheck(YEAR);
    expect((await api.get("/api/reports/vat")).body).toMatchObject({
      outputVat: 8_845,
      inputVat: 7_145,
      paidToHmrc: 4_145,
      liability: -2_445,
    });
    const bs = (await api.get("/api/reports/balance-sheet")).body;
    expect(bs.micro.currentAssets.debtors.lines).toContainEqual({
      key: "vat",
      label: "VAT recoverable",
      amount: 2_445,
    });
    expect(check.status, check.message).toBe("pass");
  });

  it("warns when last year's VAT was paid but no opening VAT was entered", async () => {
    const { check } = await hmrcCheck([["2025-05-07", "HMRC VAT LAST YEAR Q4", "-1900.00", "vat"], ...YEAR]);
    expect(check).toMatchObject({ status: "warn", fixAt: "/company#opening-vat" });
    expect(check.message).toContain("VAT: check last year's balances: £1,900.00 paid more than was owed");
  });
});
