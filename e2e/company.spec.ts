import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import { expect, signUp, test } from "./fixtures";

const origin = () => new URL(test.info().project.use.baseURL ?? "").origin;

async function saveRow(page: Page, date: string, amount: string): Promise<void> {
  const res = await page.request.post("/api/transactions", {
    headers: { Origin: origin() },
    data: {
      transactions: [{ date, description: "CUSTOMER PAYMENT", amount, balance: null, category: null, notes: null }],
      fileName: "statement.csv",
      fileCount: 1,
    },
  });
  expect(res.status(), await res.text()).toBe(200);
}

const switcher = (page: Page) => page.getByRole("banner").getByRole("button", { name: /^Company: / });

test.describe("Company page", () => {
  test("saves the company's details and opening balances, and the reports use them", async ({ page }) => {
    await signUp(page);
    await saveRow(page, "2025-04-10", "250.00");
    await page.goto("/company");
    await expect(page.getByRole("heading", { level: 1, name: "Company" })).toBeVisible();
    await page.getByLabel("Company name").fill("Acme Widgets Ltd");
    await page.getByLabel("Registration number", { exact: true }).fill("01234567");
    await page.getByLabel("Incorporation date").fill("2019-05-01");
    await page.getByLabel("Director 1 name").fill("Ada Lovelace");
    await page.getByLabel("Average number of employees", { exact: true }).fill("1");
    await page.getByLabel("UTR (Unique Taxpayer Reference)").fill("12345 67890");
    await page.getByLabel("Cash at bank and in hand (£)").fill("1000");
    await page.getByLabel("Called up share capital (£)").fill("100");
    await page.getByLabel("Profit and loss account (£)").fill("900");
    await page.getByRole("button", { name: "Save company" }).click();
    await expect(page.getByText("Company saved", { exact: true })).toBeVisible();
    await expect(switcher(page)).toHaveText("Acme Widgets Ltd");

    await page.reload();
    await expect(page.getByLabel("Company name")).toHaveValue("Acme Widgets Ltd");
    await expect(page.getByLabel("Cash at bank and in hand (£)")).toHaveValue("1000");
    await expect(page.getByLabel("UTR (Unique Taxpayer Reference)")).toHaveValue("1234567890");
    await expect(page.getByLabel("Period start")).toHaveValue("2025-04-01");

    await page.getByRole("link", { name: "View reports" }).click();
    await page.getByRole("tab", { name: "Balance Sheet" }).click();
    await expect(page.getByRole("button", { name: /^Cash at Bank £1,250\.00/ })).toBeVisible();
    await expect(page.getByText(/Enter last year's closing balances/)).toHaveCount(0);
  });

  test("shows the server's message for a value it refuses", async ({ page }) => {
    await signUp(page);
    await page.goto("/company");
    await page.getByLabel("Registration number", { exact: true }).fill("123");
    await page.getByRole("button", { name: "Save company" }).click();
    await expect(page.getByText(/Registration number must be 8 characters, e\.g\. 01234567 or SC123456/)).toBeVisible();

    await page.getByLabel("Registration number", { exact: true }).fill("");
    await page.getByLabel("Period start").fill("2025-04-01");
    await page.getByLabel("Period end").fill("2025-03-01");
    await page.getByRole("button", { name: "Save company" }).click();
    await expect(page.getByText("The period end must be after the period start.")).toBeVisible();

    await page.getByLabel("Equipment life (years)").fill("0");
    await page.getByRole("button", { name: "Save company" }).click();
    await expect(page.getByText("Enter a whole number of years from 1 to 50.")).toBeVisible();

    await page.getByLabel("Equipment life (years)").fill("3");
    await page.getByLabel("UTR (Unique Taxpayer Reference)").fill("123");
    await page.getByRole("button", { name: "Save company" }).click();
    await expect(page.getByText("Enter the 10 digits of the company's UTR, e.g. 1234567890.")).toBeVisible();
  });

  test("asks how much of the dividends came in the first tax period only for a period over 12 months", async ({
    page,
  }) => {
    await signUp(page);
    await page.goto("/company");
    await page.getByLabel("Period start").fill("2025-04-01");
    await page.getByLabel("Period end").fill("2026-03-31");
    await expect(page.getByLabel(/^Of which received by/)).toHaveCount(0);

    // 1 Apr 2025 – 30 Jun 2026: a 12-month accounting period to 31 Mar 2026, then the rest (CTA 2009 s10).
    await page.getByLabel("Period end").fill("2026-06-30");
    const first = page.getByLabel("Of which received by 31 March 2026 (£)");
    await expect(first).toBeVisible();
    await page.getByLabel("Non-group dividends received (£)").fill("1000");
    await first.fill("1000.01");
    await page.getByRole("button", { name: "Save company" }).click();
    await expect(
      page.getByText("Enter no more than the dividends received in the whole period (£1,000.00)."),
    ).toBeVisible();
    await first.fill("400");
    await page.getByRole("button", { name: "Save company" }).click();
    await expect(page.getByText("Company saved", { exact: true })).toBeVisible();

    await page.reload();
    await expect(page.getByLabel("Of which received by 31 March 2026 (£)")).toHaveValue("400.00");
    await page.getByLabel("Period end").fill("2026-03-31");
    await expect(page.getByLabel(/^Of which received by/)).toHaveCount(0);
  });

  test("offers the period suggested from the transactions", async ({ page }) => {
    await signUp(page);
    await saveRow(page, "2025-07-14", "100.00");
    const cleared = await page.request.put("/api/company", {
      headers: { Origin: origin() },
      data: { periodStart: null, periodEnd: null },
    });
    expect(cleared.status()).toBe(200);
    await page.goto("/company");
    await expect(page.getByText("Suggested from your transactions: 1 July 2025 to 30 June 2026.")).toBeVisible();
    await page.getByRole("button", { name: "Use suggested period" }).click();
    await expect(page.getByLabel("Period start")).toHaveValue("2025-07-01");
    await expect(page.getByLabel("Period end")).toHaveValue("2026-06-30");
  });

  test("the header's switcher adds a company, switches between companies and opens the settings", async ({ page }) => {
    await signUp(page);
    await page.goto("/reports");
    await expect(switcher(page)).toHaveText("My Company");

    await switcher(page).click();
    await page.getByRole("menuitem", { name: "Add company" }).click();
    const dialog = page.getByRole("dialog", { name: "Add company" });
    await dialog.getByLabel("Company name").fill("Second Ventures Ltd");
    await dialog.getByRole("button", { name: "Add company" }).click();
    await expect(dialog).toBeHidden();
    await expect(switcher(page)).toHaveText("Second Ventures Ltd");

    await switcher(page).click();
    await expect(page.getByRole("menuitem", { name: "Second Ventures Ltd" })).toHaveAttribute("aria-current", "true");
    await page.getByRole("menuitem", { name: "My Company" }).click();
    await expect(switcher(page)).toHaveText("My Company");

    await switcher(page).click();
    await page.getByRole("menuitem", { name: "Company settings" }).click();
    await expect(page).toHaveURL(/\/company$/);
    await expect(page.getByLabel("Company name")).toHaveValue("My Company");
  });

  test("the switcher is hidden when signed out", async ({ page }) => {
    await page.goto("/reports");
    await expect(page.getByText("Sample data — Sample Trading Ltd")).toBeVisible();
    await expect(switcher(page)).toHaveCount(0);
  });

  test("has no serious accessibility violations", async ({ page }) => {
    await signUp(page);
    await page.goto("/company");
    await expect(page.getByLabel("Company name")).toBeVisible();
    await page.waitForLoadState("networkidle");
    const results = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"]).analyze();
    const serious = results.violations.filter((v) => v.impact === "serious" || v.impact === "critical");
    expect(serious.map((v) => ({ id: v.id, targets: v.nodes.map((n) => n.target.join(" ")) }))).toEqual([]);
  });
});
