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
