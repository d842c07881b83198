import type { APIRequestContext, Page } from "@playwright/test";
import { apiWriter, appOrigin, expect, type StatementRow, signUp, test } from "./fixtures";

/**
 * Makes the signed-in person's current company ready to sign and file through the API, for specs about
 * the filing packs themselves: details, VAT answered, the period confirmed, a first year, the notes answered, and
 * every transaction categorised (money in as sales, money out as utilities). The cash check is left to the rows.
 */
export async function makeCompanyReady(
  page: { request: APIRequestContext },
  period: { periodStart: string; periodEnd: string },
  director = "Ada Lovelace",
  baseUrl = test.info().project.use.baseURL ?? "",
): Promise<void> {
  // A group with its own server (payments) passes its base URL; the others use the shared server's.
  const origin = new URL(baseUrl).origin;
  const url = (path: string) => `${origin}${path}`;
  const headers = { Origin: origin };
  const company = await apiWriter(page.request, origin).putCompany({
    registrationNumber: "01234567",
    directors: [director],
    principalActivity: "Wholesale of widgets",
    vatRegistered: false,
    ...period,
  });
  expect(company.status(), await company.text()).toBe(200);
  const list = (await (await page.request.get(url("/api/transactions"))).json()) as {
    id: string;
    amount: string;
    categoryId: string | null;
  }[];
  for (const tx of list.filter((t) => t.categoryId === null)) {
    const categoryId = tx.amount.startsWith("-") ? "utilities" : "sales";
    const res = await page.request.patch(url(`/api/transactions/${tx.id}`), { headers, data: { categoryId } });
    expect(res.status(), await res.text()).toBe(200);
  }
  await answerPeriodQuestions(page, baseUrl);
}

/**
 * Answers every question of the current period through the API, as a director does on the Company page: the period
 * confirmed, a first year, no guarantees or off-balance-sheet arrangements, the director's loan terms.
 */
export async function answerPeriodQuestions(
  page: { request: APIRequestContext },
  baseUrl = test.info().project.use.baseURL ?? "",
): Promise<void> {
  const origin = new URL(baseUrl).origin;
  const answers = await page.request.patch(`${origin}/api/period-answers`, {
    headers: { Origin: origin },
    data: {
      periodConfirmed: true,
      openingFirstYear: true,
      guarantees: { none: true },
      offBalanceSheet: { none: true },
      directorLoanTerms: { interest: "Interest free", repayment: "Repayable on demand", writtenOff: "0.00" },
    },
  });
  expect(answers.status(), await answers.text()).toBe(200);
}

/**
 * A new director whose company, named `name`, has `rows` saved from one statement and is ready to file for
 * `period` (makeCompanyReady), for specs about what the Reports page exports.
 */
export async function signUpWithReadyCompany(
  page: Page,
  name: string,
  rows: StatementRow[],
  period: { periodStart: string; periodEnd: string },
): Promise<void> {
  await signUp(page);
  const api = apiWriter(page.request, appOrigin());
  const company = await api.putCompany({ name, registrationNumber: "01234567", utr: "8596148860" });
  expect(company.status(), await company.text()).toBe(200);
  const saved = await api.saveStatement(rows);
  expect(saved.status(), await saved.text()).toBe(200);
  await makeCompanyReady(page, period);
}

let numbers = 0;

/**
 * A new director whose company, with `rows` saved from one statement, is ready to file for `period`
 * (makeCompanyReady) under a company number of its own (`prefix` then six digits of the clock and a counter, so
 * registries on loopback never see one twice) and the details given. Returns the number.
 */
export async function signUpReadyToFile(
  page: Page,
  o: {
    rows: readonly StatementRow[];
    period: { periodStart: string; periodEnd: string };
    prefix: string;
    details: Record<string, unknown>;
    /** Written before the period is made ready (an incorporation date a long first period needs). */
    before?: Record<string, unknown>;
  },
): Promise<string> {
  await signUp(page);
  const headers = { Origin: appOrigin() };
  if (o.rows.length > 0) {
    const saved = await page.request.post("/api/transactions", {
      headers,
      data: { transactions: o.rows.map((r) => ({ ...r, category: null, notes: null })), fileName: "statement.csv" },
    });
    expect(saved.status(), await saved.text()).toBe(200);
  }
  if (o.before) {
    const before = await page.request.put("/api/company", { headers, data: o.before });
    expect(before.status(), await before.text()).toBe(200);
  }
  await makeCompanyReady(page, o.period);
  const number = `${o.prefix}${String(Date.now() % 1e6).padStart(6, "0")}${++numbers % 10}`;
  const company = await page.request.put("/api/company", {
    headers,
    data: { ...o.details, registrationNumber: number },
  });
  expect(company.status(), await company.text()).toBe(200);
  return number;
}
