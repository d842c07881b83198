import type { Page } from "@playwright/test";
import { apiWriter, expect, signUp, test } from "./fixtures";

/**
 * A company whose first year here is not its first year of trading: last year's balance sheet typed, and nothing of
 * last year's profit and loss. The accounts must show a comparative for every item (CA 2006 Sch 1 para 7 via SI
 * 2008/409; s411 for the employees), so the checklist warns (never blocks) and its link leads to the fields.
 */
const baseUrl = () => test.info().project.use.baseURL ?? "";

/** The year to 31 March 2026: one sale of £1,200; last year closed with £6,400 cash and its reserve. */
async function setUpCompany(page: Page): Promise<void> {
  await signUp(page);
  const api = apiWriter(page.request, baseUrl());
  const company = await api.putCompany({
    name: "Acme Widgets Ltd",
    registrationNumber: "01234567",
    directors: ["Ada Lovelace"],
    principalActivity: "Wholesale of widgets",
    vatRegistered: false,
    periodStart: "2025-04-01",
    periodEnd: "2026-03-31",
    averageEmployees: 2,
    openingBalances: { cash: 6400, calledUpShareCapital: 100, profitLossAccount: 6300 },
  });
  expect(company.status(), await company.text()).toBe(200);
  const saved = await api.saveStatement([
    { date: "2025-04-01", description: "NORTHWIND TRADING LTD INV 1001", amount: "1200.00", balance: "7600.00" },
  ]);
  expect(saved.status(), await saved.text()).toBe(200);
}

const openingCheck = (page: Page) =>
  page.getByRole("list", { name: "Readiness checks" }).locator('[data-check="opening-balances"]');

test("typed opening balances without last year's profit and loss warn, and its fields on the Company page clear it", async ({
  page,
}) => {
  test.setTimeout(120_000);
  await setUpCompany(page);
  await page.goto("/reports");

  await expect(openingCheck(page)).toContainText(
    "The opening balances are entered, but last year's profit and loss and last year's average number of employees are not",
  );
  await expect(openingCheck(page)).toContainText("Check");
  await openingCheck(page).getByRole("link", { name: "Fix this" }).click();
  await expect(page).toHaveURL(/\/company#opening-balances$/);

  // Last year: turnover £42,000, other charges £30,000, tax £2,280; two employees.
  const prior = page.getByRole("region", { name: "Last year's profit and loss" });
  await prior.getByLabel("A Turnover (£)").fill("42000");
  await prior.getByLabel("F Other charges (£)").fill("30000");
  await prior.getByLabel("G Tax (£)").fill("2280");
  await prior.getByLabel("Last year's average number of employees").fill("2");
  await page.getByRole("button", { name: "Save company" }).click();
  await expect(page.getByText("Company saved", { exact: true }).first()).toBeVisible();

  await page.goto("/reports");
  await expect(openingCheck(page)).toContainText("The opening balances are entered.");
  await expect(openingCheck(page).getByRole("link", { name: "Fix this" })).toHaveCount(0);
  const comparatives = page.getByRole("table", { name: "Profit and loss with comparatives" });
  await expect(comparatives.getByRole("row").filter({ hasText: "A Turnover" })).toContainText("42,000");
  await expect(comparatives.getByRole("row").filter({ hasText: "Average number of employees" })).toContainText("2");
});
