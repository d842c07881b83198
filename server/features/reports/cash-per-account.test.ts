import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { apiAs, readyToSign } from "../../test-support/accounts-kit";
import { createTestApp, signUpUser, type TestApp } from "../../test-support/test-app";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const call = (cookie: string, method: "GET" | "POST" | "PUT", url: string, payload?: unknown) =>
  t.app.inject({ method, url, headers: { cookie }, ...(payload === undefined ? {} : { payload: payload as object }) });

const row = (date: string, description: string, amount: string, balance: string | null) => ({
  date,
  description,
  amount,
  balance,
});

/** A company with a current account overdrawn at the year end and a savings account in credit. */
async function twoAccounts() {
  const { cookie } = await signUpUser(t.app);
  await call(cookie, "PUT", "/api/company", {
    periodStart: "2025-04-01",
    periodEnd: "2026-03-31",
    openingBalances: { cash: 1100, calledUpShareCapital: 1100 },
  });
  const saved = await call(cookie, "POST", "/api/transactions", {
    transactions: [
      // Current: opens at £100.00; rent £300.00 leaves it £200.00 overdrawn.
      row("2025-05-01", "OFFICE RENT", "-300.00", "-200.00"),
      // Savings: opens at £1,000.00; £50.00 interest makes £1,050.00.
      row("2025-06-30", "GROSS INTEREST", "50.00", "1050.00"),
    ],
    files: [
      { fileName: "current.csv", rows: 1, bankAccount: { name: "Current" } },
      { fileName: "savings.csv", rows: 1, bankAccount: { name: "Savings" } },
    ],
  });
  expect(saved.statusCode, saved.body).toBe(200);
  const accounts = (await call(cookie, "GET", "/api/bank-accounts")).json() as { id: string; name: string }[];
  const [current, savings] = accounts.map((a) => a.id);
  return { cookie, current: current!, savings: savings! };
}

/** Sets each account's opening cash (decimal strings by account id). */
const openingCash = (cookie: string, byId: Record<string, string | null>) =>
  call(cookie, "PUT", "/api/bank-accounts/opening-cash", {
    accounts: Object.entries(byId).map(([id, amount]) => ({ id, openingCash: amount })),
  });

/** The year finished as a person finishes it before closing it: its rows categorised, its questions answered. */
async function finishYear(cookie: string): Promise<void> {
  const api = apiAs(t, cookie);
  const rows = (await api.get("/api/transactions")).body as { id: string; description: string }[];
  const category: Record<string, string> = { "OFFICE RENT": "rent-rates", "GROSS INTEREST": "interest-received" };
  for (const r of rows) {
    expect((await api.patch(`/api/transactions/${r.id}`, { categoryId: category[r.description] })).status).toBe(200);
  }
  await readyToSign(t, cookie);
}

const balanceSheet = async (cookie: string) => (await call(cookie, "GET", "/api/reports/balance-sheet")).json();

describe("the cash check per bank account", () => {
  it("checks each account's opening cash and rows against its own last stated balance, with the total", async () => {
    const { cookie, current, savings } = await twoAccounts();
    const set = await openingCash(cookie, { [current]: "100.00", [savings]: "1000.00" });
    expect(set.statusCode, set.body).toBe(200);
    expect(set.json().map((a: { openingCash: string }) => a.openingCash)).toEqual(["100.00", "1000.00"]);

    const bs = await balanceSheet(cookie);
    expect(bs.bankAccounts).toEqual([
      {
        bankAccountId: current,
        name: "Current",
        opening: 100,
        movements: -300,
        closing: -200,
        stated: -200,
        statedBy: "statements",
        difference: 0,
      },
      {
        bankAccountId: savings,
        name: "Savings",
        opening: 1000,
        movements: 50,
        closing: 1050,
        stated: 1050,
        statedBy: "statements",
        difference: 0,
      },
    ]);
    expect(bs.cashCheck).toEqual({ computed: 850, stated: 850, difference: 0 });
    expect(bs.explanations.join(" ")).not.toMatch(/differs/);
  });

  it("shows an overdrawn account as a bank overdraft among creditors, and cash at bank as the accounts in credit", async () => {
    const { cookie, current, savings } = await twoAccounts();
    await openingCash(cookie, { [current]: "100.00", [savings]: "1000.00" });
    const bs = await balanceSheet(cookie);
    expect(bs.assets.cash).toBe(1050);
    expect(bs.micro.currentAssets.cashAtBank).toBe(1050);
    expect(bs.micro.creditorsWithinOneYear.lines).toContainEqual({
      key: "bank-overdraft",
      label: "Bank overdraft",
      amount: 200,
    });
    expect(bs.explanations).toContain(
      "Current is overdrawn by £200.00, shown as a bank overdraft under creditors, not as negative cash.",
    );
    // Balances without a plug: net assets equal capital and reserves.
    expect(bs.netAssets).toBe(bs.equity.total);
    expect(bs.equity.openingBalancesDifference).toBe(0);
  });

  it("names the account that does not agree with its statement", async () => {
    const { cookie, current, savings } = await twoAccounts();
    await openingCash(cookie, { [current]: "100.00", [savings]: "990.00" });
    const bs = await balanceSheet(cookie);
    expect(bs.bankAccounts[1]).toMatchObject({ name: "Savings", closing: 1040, stated: 1050, difference: 10 });
    expect(bs.cashCheck.difference).toBe(10);
    expect(bs.explanations.join(" ")).toContain("Savings: the bank's closing balance £1,050.00 differs");
  });

  it("without opening cash per account, says each account cannot be checked and nets the accounts", async () => {
    const { cookie } = await twoAccounts();
    const bs = await balanceSheet(cookie);
    expect(bs.bankAccounts.map((a: { opening: number | null }) => a.opening)).toEqual([null, null]);
    expect(bs.cashCheck).toEqual({ computed: 850, stated: 850, difference: 0 });
    expect(bs.micro.currentAssets.cashAtBank).toBe(850);
    expect(bs.explanations.join(" ")).toContain("The opening cash is one figure for 2 bank accounts");
  });
});

describe("PUT /api/bank-accounts/opening-cash", () => {
  it("answers 404 for another user's account and changes nothing", async () => {
    const a = await twoAccounts();
    const { cookie } = await signUpUser(t.app);
    const res = await openingCash(cookie, { [a.current]: "5.00" });
    expect(res.statusCode).toBe(404);
    const mine = (await call(a.cookie, "GET", "/api/bank-accounts")).json();
    expect(mine.map((x: { openingCash: string | null }) => x.openingCash)).toEqual([null, null]);
  });

  it("refuses an amount that is not money, in words, and clears a figure with null", async () => {
    const { cookie, current } = await twoAccounts();
    const bad = await openingCash(cookie, { [current]: "lots" });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error).toContain("must be an amount such as 1234.56 or -50.00");
    await openingCash(cookie, { [current]: "-12.34" });
    const cleared = await openingCash(cookie, { [current]: null });
    expect(cleared.json()[0].openingCash).toBeNull();
  });
});

describe("the next period after a close", () => {
  /*
   * Closing 2025-26: Current closes at £100.00 − £300.00 = −£200.00 and Savings at £1,000.00 + £50.00 = £1,050.00.
   * 2026-27 opens with those per account: £25.00 paid into Current (stated −£175.00) checks as −200 + 25 = −175,
   * Savings with no rows stays 1,050; the total opening cash is 850, as the closed balance sheet's cash.
   */
  it("opens each account at its own closing cash, so each is still checked against its bank", async () => {
    const { cookie, current, savings } = await twoAccounts();
    await openingCash(cookie, { [current]: "100.00", [savings]: "1000.00" });
    await finishYear(cookie);
    const closed = await call(cookie, "POST", "/api/periods/close", {});
    expect(closed.statusCode, closed.body).toBe(200);
    const saved = await call(cookie, "POST", "/api/transactions", {
      transactions: [row("2026-05-01", "CLIENT PAYMENT", "25.00", "-175.00")],
      bankAccount: { id: current },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const bs = await balanceSheet(cookie);
    expect(bs.bankAccounts).toEqual([
      expect.objectContaining({ name: "Current", opening: -200, movements: 25, closing: -175, difference: 0 }),
      expect.objectContaining({ name: "Savings", opening: 1050, movements: 0, closing: 1050, stated: 1050 }),
    ]);
    expect(bs.cashCheck).toEqual({ computed: 875, stated: 875, difference: 0 });
    expect(bs.explanations.join(" ")).not.toMatch(/one figure for 2 bank accounts/);
  });
});
