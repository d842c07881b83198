import type { Page } from "@playwright/test";
import { apiWriter, expect, seriousViolations, signUp, test } from "./fixtures";
import { answerPeriodQuestions } from "./ready-company";

/**
 * A VAT-registered company's year end, as a director does it: upload a statement, categorise it, add an accrual on
 * the Reports page and see the profit fall by it, close the year, see the next period with last year beside it,
 * and go back to the closed year with ?period=.
 *
 * Worked by hand (standard scheme from 1 April 2025, VAT = gross × 20 / 120, to the penny):
 *   sale £1,200.00 gross → VAT £200.00, net £1,000.00
 *   Adobe £19.99 gross   → VAT £3.33 (3.3316…), net £16.66
 *   profit before tax = £1,000.00 − £16.66 = £983.34; VAT creditor = £200.00 − £3.33 = £196.67
 *   an accrual of £250.00 (no VAT on accruals) → profit before tax £983.34 − £250.00 = £733.34
 */
const STARLING = [
  "Date,Counter Party,Reference,Type,Amount (GBP),Balance (GBP),Spending Category,Notes",
  "01/04/2025,Northwind Ltd,INV 7,FASTER PAYMENT,1200.00,1200.00,INCOME,",
  "15/04/2025,Adobe,Creative Cloud,CARD,-19.99,1180.01,BILLS_AND_SERVICES,",
].join("\n");

async function dropFile(page: Page, name: string, text: string) {
  const dataTransfer = await page.evaluateHandle(
    ({ name, text }) => {
      const transfer = new DataTransfer();
      transfer.items.add(new File([text], name, { type: "text/csv" }));
      return transfer;
    },
    { name, text },
  );
  await page.getByRole("region", { name: /Drag and drop/ }).dispatchEvent("drop", { dataTransfer });
}

const baseUrl = () => test.info().project.use.baseURL ?? "";

/** Categorises every saved line through the API, as the Transactions page does. */
async function categorise(page: Page, byDescription: Record<string, string>) {
  const origin = new URL(baseUrl()).origin;
  const list = (await (await page.request.get("/api/transactions")).json()) as { id: string; description: string }[];
  for (const t of list) {
    const key = Object.keys(byDescription).find((d) => t.description.includes(d));
    if (!key) continue;
    const res = await page.request.patch(`/api/transactions/${t.id}`, {
      data: { categoryId: byDescription[key] },
      headers: { Origin: origin },
    });
    expect(res.status(), await res.text()).toBe(200);
  }
}

const statutoryLine = (page: Page, label: string, amount: string) =>
  page
    .getByRole("region", { name: "Statutory profit and loss (micro-entity format)" })
    .getByRole("listitem")
    .filter({ hasText: new RegExp(`^${label}${amount.replace(/[().£]/g, "\\$&")}$`) });

test("an accrual lowers the profit, and a closed year shows beside the next one", async ({ page }) => {
  test.setTimeout(120_000);
  await signUp(page);
  await page.goto("/upload");
  await dropFile(page, "starling-2025-04.csv", STARLING);
  await page.getByRole("button", { name: "Save transactions" }).click();
  await expect(page).toHaveURL(/\/transactions$/);

  const company = await apiWriter(page.request, baseUrl()).putCompany({
    periodStart: "2025-04-01",
    periodEnd: "2026-03-31",
    vatRegistered: true,
    vatScheme: "standard",
    vatRegisteredFrom: "2025-04-01",
    // What the readiness checks ask before the year can be closed.
    registrationNumber: "01234567",
    directors: ["Ada Lovelace"],
    principalActivity: "Graphic design",
  });
  expect(company.status(), await company.text()).toBe(200);
  await categorise(page, { Northwind: "sales", Adobe: "software-it" });
  await answerPeriodQuestions(page);

  await page.goto("/reports");
  await expect(page.getByLabel("Period shown")).toHaveValue("");
  await expect(statutoryLine(page, "Profit or loss before tax", "£983.34")).toBeVisible();
  await page.getByRole("tab", { name: "Balance Sheet" }).click();
  await expect(page.getByRole("tabpanel").getByRole("button", { name: /VAT.*£196\.67/ })).toBeVisible();
  await page.getByRole("tab", { name: "Profit & Loss" }).click();

  // The year-end accrual: expense categories only, no VAT rate for an accrual.
  await page.getByRole("button", { name: "Add adjustment" }).click();
  const dialog = page.getByRole("dialog", { name: "Add a year-end adjustment" });
  await dialog.getByLabel("Kind").selectOption("accrual");
  await expect(dialog.getByLabel("Category (expense)").getByRole("option", { name: "Sales", exact: true })).toHaveCount(
    0,
  );
  await dialog.getByLabel("Category (expense)").selectOption({ label: "Accountancy & Legal" });
  await dialog.getByLabel("Description").fill("Accountant's fee");
  await expect(dialog.getByLabel("VAT rate")).toHaveCount(0);
  // The server's message is shown plainly, and nothing is saved.
  await dialog.getByLabel("Amount (£)").fill("-5");
  await dialog.getByRole("button", { name: "Add adjustment" }).click();
  await expect(dialog.getByRole("alert")).toContainText("An accrual must be an amount greater than nil.");
  await dialog.getByLabel("Amount (£)").fill("250");
  await dialog.getByRole("button", { name: "Add adjustment" }).click();
  await expect(dialog).toBeHidden();
  const row = page.getByRole("row").filter({ hasText: "Accountant's fee" });
  await expect(row).toContainText("Accountancy & Legal");
  await expect(row).toContainText("-£250.00");
  await expect(statutoryLine(page, "Profit or loss before tax", "£733.34")).toBeVisible();

  // Close the year: 12 months from 1 April 2026.
  await page.getByRole("button", { name: "Close the year" }).click();
  const close = page.getByRole("dialog", { name: "Close the year" });
  await expect(close).toContainText("can no longer change");
  await expect(close.getByLabel(/12 months: 1 April 2026 to 31 March 2027/)).toBeChecked();
  await close.getByRole("button", { name: "Close the year" }).click();
  await expect(close).toBeHidden();

  // The next period, with last year's figures beside this year's.
  const picker = page.getByLabel("Period shown");
  await expect(picker.locator("option:checked")).toHaveText("1 April 2026 to 31 March 2027 (current)");
  await expect(page.getByRole("tabpanel").getByText("1 April 2026 to 31 March 2027")).toBeVisible();
  const comparatives = page.getByRole("table", { name: "Profit and loss with comparatives" });
  await expect(comparatives.getByRole("columnheader", { name: "Prior year: 31 March 2026" })).toBeVisible();
  await expect(comparatives.getByRole("row").filter({ hasText: "Profit or loss before tax" })).toContainText("£733.34");

  // Back to the closed year through ?period=: read-only, as it was closed.
  await picker.selectOption({ label: "1 April 2025 to 31 March 2026 (closed)" });
  await expect(page).toHaveURL(/\?period=[0-9a-f-]{36}$/);
  await expect(page.getByText("This period is closed", { exact: true })).toBeVisible();
  await expect(statutoryLine(page, "Profit or loss before tax", "£733.34")).toBeVisible();
  await expect(page.getByRole("row").filter({ hasText: "Accountant's fee" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Add adjustment" })).toHaveCount(0);
  await expect(page.getByRole("button", { name: /^Edit / })).toHaveCount(0);
  await expect(page.getByRole("button", { name: "Reopen" })).toBeEnabled();

  expect(await seriousViolations(page)).toEqual([]);

  const closedUrl = page.url();
  await page.goto("/reports");
  await expect(picker.locator("option:checked")).toHaveText("1 April 2026 to 31 March 2027 (current)");
  await page.goto(closedUrl);
  await expect(page.getByRole("tabpanel").getByText("1 April 2025 to 31 March 2026")).toBeVisible();
  await expect(page.getByText("This period is closed", { exact: true })).toBeVisible();

  // Reopening says what it undoes, and the year is the current, editable one again.
  await page.getByRole("button", { name: "Reopen" }).click();
  const reopen = page.getByRole("dialog", { name: "Reopen this period?" });
  await expect(reopen).toContainText("1 April 2026 to 31 March 2027 is no longer the current one");
  await reopen.getByRole("button", { name: "Reopen the period" }).click();
  await expect(reopen).toBeHidden();
  await expect(page).toHaveURL(/\/reports$/);
  await expect(picker.locator("option:checked")).toHaveText("1 April 2025 to 31 March 2026 (current)");
  await expect(page.getByRole("button", { name: "Edit Accrual: Accountant's fee" })).toBeVisible();
});

test("a first year's opening debtor is itemised on the Company page, and the server's refusal is shown", async ({
  page,
}) => {
  await signUp(page);
  const company = await apiWriter(page.request, baseUrl()).putCompany({
    periodStart: "2025-04-01",
    periodEnd: "2026-03-31",
    vatRegistered: true,
    vatScheme: "standard",
    vatRegisteredFrom: "2024-04-01",
    openingBalances: { cash: 300, debtors: 1200, calledUpShareCapital: 100, profitLossAccount: 1400 },
  });
  expect(company.status(), await company.text()).toBe(200);
  await page.goto("/company");
  const card = page.getByRole("region", { name: "Opening items", exact: true });
  await card.getByLabel("Kind").selectOption("debtor");
  await card.getByLabel(/^Category its settlement is/).selectOption({ label: "Sales" });
  await card.getByLabel("Description").fill("Invoice 42");
  await card.getByLabel("Amount incl. VAT (£)").fill("1,200");
  await card.getByLabel("VAT rate").selectOption("standard");
  await card.getByRole("button", { name: "Add opening item" }).click();
  const items = page.getByRole("table", { name: "Opening items list" });
  await expect(items.getByRole("row").filter({ hasText: "Invoice 42" })).toContainText("£1,200.00");
  await expect(items.getByRole("row").filter({ hasText: "Invoice 42" })).toContainText("Standard 20%");

  // A creditor with no opening creditors to be part of: the server says why, and nothing changes.
  await card.getByLabel("Kind").selectOption("creditor");
  await card.getByLabel(/^Category its settlement is/).selectOption({ label: "Rent & Rates" });
  await card.getByLabel("Amount incl. VAT (£)").fill("500");
  await card.getByRole("button", { name: "Add opening item" }).click();
  await expect(card.getByRole("alert")).toContainText("more than the creditors within one year entered");
  await expect(items.getByRole("row")).toHaveCount(2);
});
