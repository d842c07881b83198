import { apiWriter, expect, signUp, test } from "./fixtures";

const baseUrl = () => test.info().project.use.baseURL ?? "";

/**
 * A director's loan brought forward (5,000 owed by the director at 1 April 2025) written off on the Reports page:
 * the form asks for the date, the server's refusal without one is shown, and the adjustment is listed by its name.
 */
test("a director's loan written off is entered with its date", async ({ page }) => {
  await signUp(page);
  const company = await apiWriter(page.request, baseUrl()).putCompany({
    periodStart: "2025-04-01",
    periodEnd: "2026-03-31",
    openingBalances: { cash: 15000, debtors: 5000, directorsLoan: -5000, profitLossAccount: 20000 },
  });
  expect(company.status(), await company.text()).toBe(200);
  await page.goto("/reports");
  await page.getByRole("button", { name: "Add adjustment" }).click();
  const dialog = page.getByRole("dialog", { name: "Add a year-end adjustment" });
  await dialog.getByLabel("Kind").selectOption({ label: "Director's loan written off" });
  await expect(dialog.getByLabel(/^Category/)).toHaveCount(0);
  await dialog.getByLabel("Description").fill("Released by board minute");
  await dialog.getByLabel("Amount (£)").fill("5000");
  await dialog.getByRole("button", { name: "Add adjustment" }).click();
  await expect(dialog.getByRole("alert")).toContainText("needs the date it was written off");
  await dialog.getByLabel("Date written off").fill("2026-02-01");
  await dialog.getByRole("button", { name: "Add adjustment" }).click();
  await expect(dialog).toBeHidden();
  const row = page.getByRole("row").filter({ hasText: "Released by board minute" });
  await expect(row).toContainText("Director's loan written off");
});
