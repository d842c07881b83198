import type { Page } from "@playwright/test";
import { apiWriter, appOrigin, expect, holdRequests, type StatementRow, signUp, test } from "./fixtures";

/** Four uncategorised rows, £1,200.00 in and £128.30 out: the bank's balance ends at £1,071.70. */
const ROWS: StatementRow[] = [
  { date: "2025-04-01", description: "NORTHWIND TRADING LTD INV 1001", amount: "1200.00", balance: "1200.00" },
  { date: "2025-04-03", description: "CARD PAYMENT TO TRAINLINE", amount: "-45.20", balance: "1154.80" },
  { date: "2025-04-07", description: "DD BRITISH GAS", amount: "-80.00", balance: "1074.80" },
  { date: "2025-04-09", description: "COFFEE HOUSE", amount: "-3.10", balance: "1071.70" },
];

/**
 * A new director with the rows saved opens the Reports page while the answer of one report (`path`) is held back
 * until `release` is called, so the test sees the page while that report is still on its way; the others are
 * answered as usual.
 */
async function openReportsHolding(page: Page, path: string): Promise<{ release: () => void }> {
  await signUp(page);
  const saved = await apiWriter(page.request, appOrigin()).saveStatement(ROWS);
  expect(saved.status(), await saved.text()).toBe(200);
  const held = await holdRequests(page, new RegExp(`/api/reports/${path}(\\?|$)`));
  await page.goto("/reports");
  await held.asked;
  return held;
}

const tab = (page: Page, name: string) => page.getByRole("tab", { name });

test.describe("the Reports page while its figures load", () => {
  test("a slow profit and loss holds back none of the other sections", async ({ page }) => {
    const held = await openReportsHolding(page, "profit-loss");

    // The profit and loss says it is on its way; what has arrived is shown meanwhile.
    const pl = page.getByRole("tabpanel");
    await expect(pl.getByText("Loading the profit and loss…")).toBeVisible();
    await expect(page.getByRole("heading", { name: "Filing Pack Exports" })).toBeVisible();
    await tab(page, "Balance Sheet").click();
    const bs = page.getByRole("tabpanel");
    await expect(bs.getByRole("button", { name: /^Cash at Bank £1,071\.70/ })).toBeVisible();
    await expect(page.getByText("Net Profit/(Loss)")).toHaveCount(0);

    // Once its answer arrives, the profit and loss takes the place of its loading line.
    held.release();
    await tab(page, "Profit & Loss").click();
    await expect(page.getByRole("tabpanel").getByText("1 April 2025 to 31 March 2026")).toBeVisible();
    await expect(page.getByText("Loading the profit and loss…")).toHaveCount(0);
  });

  test("a slow balance sheet holds back none of the profit and loss", async ({ page }) => {
    const held = await openReportsHolding(page, "balance-sheet");

    const pl = page.getByRole("tabpanel");
    // The rows are not categorised yet: the profit and loss names the period and says so.
    await expect(pl.getByText("1 April 2025 to 31 March 2026")).toBeVisible();
    await expect(pl.getByText("4 transactions are uncategorised")).toBeVisible();
    await expect(page.getByText("Net Profit/(Loss)")).toBeVisible();
    await tab(page, "Balance Sheet").click();
    await expect(page.getByRole("tabpanel").getByText("Loading the balance sheet…")).toBeVisible();
    // "Fill from my accounts" reads the balance sheet: it waits for it.
    await tab(page, "CH Filing Form").click();
    await expect(page.getByRole("button", { name: "Fill from my accounts" })).toBeDisabled();

    held.release();
    await expect(page.getByRole("button", { name: "Fill from my accounts" })).toBeEnabled();
    await tab(page, "Balance Sheet").click();
    await expect(page.getByRole("tabpanel").getByRole("button", { name: /^Cash at Bank £1,071\.70/ })).toBeVisible();
  });
});
