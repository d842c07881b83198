import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ReadinessCheck } from "../../../core/contracts/readiness";
import { createTestApp, signUpUser, type TestApp } from "../../test-support/test-app";
import { patchAnswers } from "../exports/exports.test-kit";
import { accountNotFound } from "./own-accounts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

const call = (cookie: string, method: "GET" | "POST" | "PUT", url: string, payload?: unknown) =>
  t.app.inject({ method, url, headers: { cookie }, ...(payload === undefined ? {} : { payload: payload as object }) });

/**
 * A Barclays export (no balance column): opening £1,000.00, rows +£250.00 and −£80.50, so the books make the
 * closing cash £1,169.50 and the statements give nothing to check it against.
 */
async function barclaysCompany() {
  const user = await signUpUser(t.app);
  await call(user.cookie, "PUT", "/api/company", {
    periodStart: "2025-04-01",
    periodEnd: "2026-03-31",
    openingBalances: { cash: 1000, calledUpShareCapital: 1000 },
  });
  const saved = await call(user.cookie, "POST", "/api/transactions", {
    transactions: [
      { date: "2025-05-01", description: "ACME TRADING LTD", amount: "250.00", balance: null },
      { date: "2025-06-01", description: "TESCO STORES", amount: "-80.50", balance: null },
    ],
    files: [{ fileName: "barclays.csv", rows: 2, bankAccount: { name: "Barclays" } }],
  });
  expect(saved.statusCode, saved.body).toBe(200);
  const [account] = (await call(user.cookie, "GET", "/api/bank-accounts")).json() as { id: string }[];
  return { ...user, account: account!.id };
}

const balanceSheet = async (cookie: string) => (await call(cookie, "GET", "/api/reports/balance-sheet")).json();
const cashCheck = async (cookie: string): Promise<ReadinessCheck> => {
  const res = await call(cookie, "GET", "/api/reports/readiness");
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as { checks: ReadinessCheck[] }).checks.find((c) => c.id === "cash-check")!;
};
const stored = async (userId: string) =>
  (
    await t.database.query<{ s: Record<string, string> }>(
      "select stated_balances as s from period_answers where user_id = $1",
      [userId],
    )
  )[0]?.s ?? null;
const accountsVersion = async (userId: string) =>
  Number(
    (
      await t.database.query<{ v: string }>("select accounts_version::text as v from companies where user_id = $1", [
        userId,
      ])
    )[0]!.v,
  );

describe("the bank's balance typed where the statements give none", () => {
  it("checks the cash against it: £1,169.50 agrees, £1,200.00 differs by £30.50 and blocks", async () => {
    const u = await barclaysCompany();
    expect((await balanceSheet(u.cookie)).bankAccounts[0]).toMatchObject({ stated: null, statedBy: null });
    const before = await cashCheck(u.cookie);
    expect(before.message).toContain("type that balance under the cash check on the Balance Sheet");

    const saved = await patchAnswers(t, u.cookie, { statedBalances: { [u.account]: "1169.5" } });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().statedBalances).toEqual({ [u.account]: "1169.50" });
    const bs = await balanceSheet(u.cookie);
    expect(bs.bankAccounts[0]).toMatchObject({ closing: 1169.5, stated: 1169.5, statedBy: "director", difference: 0 });
    expect(bs.cashCheck).toEqual({ computed: 1169.5, stated: 1169.5, difference: 0 });
    expect(await cashCheck(u.cookie)).toMatchObject({
      status: "pass",
      message: "The cash at bank agrees with the bank's balance at the period end that you typed (Barclays).",
    });

    await patchAnswers(t, u.cookie, { statedBalances: { [u.account]: "1200.00" } });
    expect((await balanceSheet(u.cookie)).bankAccounts[0]).toMatchObject({ stated: 1200, difference: 30.5 });
    const off = await cashCheck(u.cookie);
    expect(off).toMatchObject({ status: "block", message: expect.stringContaining("Barclays (£30.50)") });
  });

  it("moves the company's accounts version with each write, so the kept reports answer anew", async () => {
    const u = await barclaysCompany();
    const first = await cashCheck(u.cookie);
    const v0 = await accountsVersion(u.id);
    await patchAnswers(t, u.cookie, { statedBalances: { [u.account]: "1169.50" } });
    expect(await accountsVersion(u.id)).toBeGreaterThan(v0);
    const second = await cashCheck(u.cookie);
    expect(second.message).not.toBe(first.message);
    const v1 = await accountsVersion(u.id);
    await patchAnswers(t, u.cookie, { statedBalances: { [u.account]: null } });
    expect(await accountsVersion(u.id)).toBeGreaterThan(v1);
    expect((await cashCheck(u.cookie)).message).toBe(first.message);
  });

  it("takes a negative balance for an overdrawn account, and clears one given as empty or null", async () => {
    const u = await barclaysCompany();
    const res = await patchAnswers(t, u.cookie, { statedBalances: { [u.account]: "-250.00" } });
    expect(res.statusCode, res.body).toBe(200);
    expect(await stored(u.id)).toEqual({ [u.account]: "-250.00" });
    expect((await balanceSheet(u.cookie)).bankAccounts[0]).toMatchObject({ stated: -250, difference: -1419.5 });
    await patchAnswers(t, u.cookie, { statedBalances: { [u.account]: "" } });
    expect(await stored(u.id)).toEqual({});
    await patchAnswers(t, u.cookie, { statedBalances: { [u.account]: "10.00" } });
    const cleared = await patchAnswers(t, u.cookie, { statedBalances: { [u.account]: null } });
    expect(cleared.json().statedBalances).toEqual({});
    expect((await balanceSheet(u.cookie)).bankAccounts[0]).toMatchObject({ stated: null, difference: null });
  });

  it.each([["1,169.50"], ["1169.505"], ["£1169.50"], ["twelve"], ["1e3"], [1169.5]])(
    "refuses %j with 400 and a message saying what to type, storing nothing",
    async (amount) => {
      const u = await barclaysCompany();
      const res = await patchAnswers(t, u.cookie, { statedBalances: { [u.account]: amount } });
      expect(res.statusCode).toBe(400);
      expect(res.json().error).toMatch(
        /^Invalid request body: the stated balances must be the bank.s balance in pounds with at most 2 decimals/,
      );
      expect(await stored(u.id)).toBeNull();
    },
  );

  it("refuses another company's account or an unknown one with 404, storing nothing", async () => {
    const u = await barclaysCompany();
    const other = await barclaysCompany();
    for (const id of [other.account, "0190a3f4-0000-7000-8000-000000000009"]) {
      const res = await patchAnswers(t, u.cookie, { statedBalances: { [u.account]: "5.00", [id]: "1169.50" } });
      expect(res.statusCode).toBe(404);
      expect(res.json().error).toBe(accountNotFound("statedBalances"));
    }
    expect(await stored(u.id)).toBeNull();
    expect(await stored(other.id)).toBeNull();
    const notAnId = await patchAnswers(t, u.cookie, { statedBalances: { "not-an-id": "1.00" } });
    expect(notAnId.statusCode).toBe(400);
    expect(notAnId.json().error).toBe(
      "Invalid request body: the stated balances must name each account by its bank account id",
    );
  });
});
