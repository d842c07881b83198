import { expect } from "vitest";
import { DIRECTOR, readyToSign } from "../../test-support/accounts-kit";
import { changedInTest, type SeedRow, saveRows } from "../../test-support/seed";
import type { TestApp } from "../../test-support/test-app";

/** A year of trading for the export tests: sales, costs, equipment, a director's loan, and a formula-like payee. */
export const YEAR_ROWS: (SeedRow & { cat: string | null })[] = [
  {
    date: "2025-04-10",
    description: "NORTHWIND TRADING INV 1001",
    amount: "24000.40",
    balance: "30400.40",
    cat: "sales",
  },
  { date: "2025-05-01", description: "CONTOSO LTD INV 1002", amount: "18500.00", balance: "48900.40", cat: "sales" },
  {
    date: "2025-06-01",
    description: "WHOLESALE SUPPLIES",
    amount: "-4200.50",
    balance: "44699.90",
    cat: "cost-of-sales",
  },
  { date: "2025-06-15", description: "PAYROLL JUNE", amount: "-6000.00", balance: "38699.90", cat: "salaries" },
  { date: "2025-07-15", description: "CLIENT DINNER", amount: "-350.20", balance: "38349.70", cat: "entertainment" },
  { date: "2025-10-01", description: "LAPTOP STORE", amount: "-3600.00", balance: "34749.70", cat: "equipment" },
  {
    date: "2025-11-01",
    description: "TRANSFER TO A LOVELACE",
    amount: "-1500.00",
    balance: "33249.70",
    cat: "directors-loan",
  },
  { date: "2026-01-15", description: '=HYPERLINK("http://x","y")', amount: "-12.34", balance: "33237.36", cat: null },
];

export const OPENING_BALANCES = {
  fixedAssets: 1200,
  cash: 6400,
  creditorsWithinOneYear: 1300,
  directorsLoan: 500,
  calledUpShareCapital: 100,
  profitLossAccount: 6200,
};

export async function putCompany(t: TestApp, cookie: string, body: Record<string, unknown>): Promise<void> {
  const res = await t.app.inject({ method: "PUT", url: "/api/company", headers: { cookie }, payload: body });
  expect(res.statusCode, res.body).toBe(200);
}

/** Saves the rows through the import route, then sets categories in the table (categorising is another feature). */
/** Saves the rows as one upload and sets each row's category (`cat`) as the person's own; the ids in row order. */
export async function seedYear(t: TestApp, cookie: string, rows = YEAR_ROWS): Promise<string[]> {
  const saved = await saveRows(
    t.app,
    cookie,
    rows.map(({ cat: _cat, ...r }) => r),
  );
  for (const [i, row] of rows.entries()) {
    if (!row.cat) continue;
    await t.database.query(
      "update transactions set category_id = $1, category_stage = 'user', category_confidence = 1, category_reason = 'Set in test' where id = $2",
      [row.cat, saved.transactions[i]!.id],
    );
    await changedInTest(t.database, saved.transactions[i]!.id);
  }
  return saved.transactions.map((tx) => tx.id);
}

export function post(t: TestApp, cookie: string | null, url: string, payload: unknown) {
  return t.app.inject({ method: "POST", url, headers: cookie ? { cookie } : {}, payload: payload as object });
}

export { ALL_ANSWERS, DIRECTOR } from "../../test-support/accounts-kit";

export async function patchAnswers(t: TestApp, cookie: string, payload: Record<string, unknown>, query = "") {
  return t.app.inject({ method: "PATCH", url: `/api/period-answers${query}`, headers: { cookie }, payload });
}

/**
 * Makes a seeded company ready to file (the readiness checks): its directors, principal activity and VAT
 * answer, every question of the period answered and the period confirmed, and any row left without a category put
 * in Other Expenses (as a person would categorise it). Call it before computing expected figures.
 */
export async function makeReady(t: TestApp, user: { cookie: string; id: string }): Promise<void> {
  await putCompany(t, user.cookie, {
    directors: [DIRECTOR],
    principalActivity: "Widget wholesale",
    vatRegistered: false,
  });
  const rows = await t.database.query<{ id: string }>(
    `update transactions set category_id = 'other-expenses', category_stage = 'user', category_confidence = 1
      where user_id = $1 and category_id is null and deleted_at is null returning id`,
    [user.id],
  );
  for (const r of rows) await changedInTest(t.database, r.id);
  await readyToSign(t, user.cookie);
}
