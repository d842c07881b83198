import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { readyToSign } from "../../test-support/accounts-kit";
import { createTestApp, signUpUser, type TestApp } from "../../test-support/test-app";
import { patchAnswers, putCompany } from "../exports/exports.test-kit";
import { accountNotFound } from "./own-accounts";

let t: TestApp;
let owner: { cookie: string; id: string };
let other: { cookie: string; id: string };
const YEAR = { periodStart: "2025-04-01", periodEnd: "2026-03-31" };

const get = (cookie: string, query = "") =>
  t.app.inject({ method: "GET", url: `/api/period-answers${query}`, headers: { cookie } });

beforeAll(async () => {
  t = await createTestApp();
  owner = await signUpUser(t.app);
  other = await signUpUser(t.app);
  await putCompany(t, owner.cookie, YEAR);
  await putCompany(t, other.cookie, YEAR);
});
afterAll(async () => {
  await t?.close();
});

const UNANSWERED = {
  period: { startDate: "2025-04-01", endDate: "2026-03-31" },
  periodConfirmed: false,
  openingFirstYear: false,
  guarantees: null,
  offBalanceSheet: null,
  directorLoanTerms: null,
  cashExplanations: {},
  statedBalances: {},
  noBankAccount: false,
};

/** The company's two bank accounts (a Monzo and a Starling statement, saved once; later calls find them again). */
async function twoAccounts(cookie: string): Promise<[string, string]> {
  const list = async () =>
    (
      (await t.app.inject({ method: "GET", url: "/api/bank-accounts", headers: { cookie } })).json() as {
        id: string;
        name: string;
      }[]
    )
      .filter((a) => a.name !== "Main account")
      .map((a) => a.id);
  const found = await list();
  if (found.length === 2) return found as [string, string];
  for (const name of ["Monzo", "Starling"]) {
    const saved = await t.app.inject({
      method: "POST",
      url: "/api/transactions",
      headers: { cookie },
      payload: {
        transactions: [{ date: "2025-05-01", description: `${name} interest`, amount: "1.00", balance: null }],
        files: [{ fileName: `${name}.csv`, rows: 1, bankAccount: { name } }],
      },
    });
    expect(saved.statusCode, saved.body).toBe(200);
  }
  return (await list()) as [string, string];
}

describe("the period's answers", () => {
  it("answers 401 signed out, whatever the body", async () => {
    expect((await t.app.inject({ method: "GET", url: "/api/period-answers" })).statusCode).toBe(401);
    const res = await t.app.inject({ method: "PATCH", url: "/api/period-answers", payload: { nonsense: 1 } });
    expect(res.statusCode).toBe(401);
  });

  it("starts unanswered for the company's period", async () => {
    const res = await get(owner.cookie);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual(UNANSWERED);
  });

  it("changes only what a PATCH gives and keeps the rest", async () => {
    const guarantees = { none: false, text: "A bank guarantee of the landlord's deposit", amount: "1500.00" };
    const first = await patchAnswers(t, owner.cookie, { guarantees });
    expect(first.statusCode, first.body).toBe(200);
    const second = await patchAnswers(t, owner.cookie, { periodConfirmed: true, offBalanceSheet: { none: true } });
    expect(second.json()).toEqual({
      ...UNANSWERED,
      periodConfirmed: true,
      guarantees,
      offBalanceSheet: { none: true },
    });
    expect((await get(owner.cookie)).json()).toEqual(second.json());
  });

  it("merges cash check explanations by bank account and removes one given as empty", async () => {
    const [a, b] = await twoAccounts(owner.cookie);
    await patchAnswers(t, owner.cookie, {
      cashExplanations: { [a]: "Interest credited after the statement", [b]: "x" },
    });
    const res = await patchAnswers(t, owner.cookie, { cashExplanations: { [b]: "" } });
    expect(res.json().cashExplanations).toEqual({ [a]: "Interest credited after the statement" });
  });

  it("refuses an explanation of another company's account or an unknown one with 404, storing nothing", async () => {
    const [mine] = await twoAccounts(owner.cookie);
    const before = (await get(owner.cookie)).json();
    const [theirs] = await twoAccounts(other.cookie);
    for (const id of [theirs, "0190a3f4-0000-7000-8000-000000000009"]) {
      const res = await patchAnswers(t, owner.cookie, { cashExplanations: { [mine]: "Changed", [id]: "A refund" } });
      expect(res.statusCode).toBe(404);
      expect(res.json().error).toBe(accountNotFound("cashExplanations"));
    }
    expect((await get(owner.cookie)).json()).toEqual(before);
    expect((await get(other.cookie)).json().cashExplanations).toEqual({});
  });

  it.each([
    [{ guarantees: { none: false, text: "A guarantee" } }, /guarantees/],
    [{ guarantees: { none: false, text: "A guarantee", amount: "1,500" } }, /amount in pounds/],
    [{ offBalanceSheet: { none: false, text: "   " } }, /must not be blank/],
    [{ directorLoanTerms: { interest: "Interest free", repayment: "On demand" } }, /amount written off or waived/],
    [{ periodConfirmed: "yes" }, /confirmation of the period/],
    [{ surprise: true }, /surprise|Unrecognized/i],
    [
      { cashExplanations: { "0190a3f4-0000-7000-8000-000000000001": "x".repeat(2001) } },
      /^Invalid request body: cash explanations: one of them is too long \(at most 2,000 characters\)$/,
    ],
  ])("refuses %j with 400 and changes nothing", async (payload, message) => {
    const before = (await get(owner.cookie)).json();
    const res = await patchAnswers(t, owner.cookie, payload);
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatch(message);
    expect((await get(owner.cookie)).json()).toEqual(before);
  });

  it("keeps each user's answers to themselves", async () => {
    expect((await get(other.cookie)).json()).toEqual(UNANSWERED);
    await patchAnswers(t, other.cookie, { periodConfirmed: false, openingFirstYear: true });
    const mine = (await get(owner.cookie)).json();
    expect(mine.periodConfirmed).toBe(true);
    expect(mine.openingFirstYear).toBe(false);
    const rows = await t.database.query<{ user_id: string }>("select user_id from period_answers order by user_id");
    expect(rows.map((r) => r.user_id).sort()).toEqual([owner.id, other.id].sort());
  });

  it("starts again, unanswered, when the year end changes (the answers belong to the period's dates)", async () => {
    await putCompany(t, other.cookie, { periodEnd: "2026-04-30" });
    const res = await get(other.cookie);
    expect(res.json()).toEqual({ ...UNANSWERED, period: { startDate: "2025-04-01", endDate: "2026-04-30" } });
  });

  it("answers 404 for a period that does not exist", async () => {
    expect((await get(owner.cookie, "?period=2019-01-01")).statusCode).toBe(404);
  });
});

describe("a closed period's answers", () => {
  it("reads them, and refuses a change with 409, changing nothing", async () => {
    const u = await signUpUser(t.app);
    await putCompany(t, u.cookie, { periodStart: "2024-04-01", periodEnd: "2025-03-31" });
    await patchAnswers(t, u.cookie, { periodConfirmed: true, guarantees: { none: true } });
    // The rest of what the close waits for (the company's details, the other answers), the figures untouched.
    await readyToSign(t, u.cookie);
    const close = await t.app.inject({
      method: "POST",
      url: "/api/periods/close",
      headers: { cookie: u.cookie },
      payload: {},
    });
    expect(close.statusCode, close.body).toBe(200);
    const closed = await get(u.cookie, "?period=2024-04-01");
    expect(closed.json()).toMatchObject({ periodConfirmed: true, guarantees: { none: true } });
    const res = await patchAnswers(t, u.cookie, { guarantees: null }, "?period=2024-04-01");
    expect(res.statusCode).toBe(409);
    expect(res.json().error).toMatch(/are closed/);
    expect((await get(u.cookie, "?period=2024-04-01")).json()).toEqual(closed.json());
    // The open period that follows starts unanswered.
    expect((await get(u.cookie)).json().period).toEqual({ startDate: "2025-04-01", endDate: "2026-03-31" });
  });
});
