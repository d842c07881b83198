import type { Page } from "@playwright/test";
import { expect, seriousViolations, signUp, test } from "./fixtures";

interface Row {
  date: string;
  description: string;
  amount: string;
  balance?: string | null;
}

/** Four uncategorised rows: £1,200.00 in, £128.30 out, the bank's balance ending at £1,071.70. */
const ROWS: Row[] = [
  { date: "2025-04-01", description: "NORTHWIND TRADING LTD INV 1001", amount: "1200.00", balance: "1200.00" },
  { date: "2025-04-03", description: "CARD PAYMENT TO TRAINLINE", amount: "-45.20", balance: "1154.80" },
  { date: "2025-04-07", description: "DD BRITISH GAS", amount: "-80.00", balance: "1074.80" },
  { date: "2025-04-09", description: "COFFEE HOUSE", amount: "-3.10", balance: "1071.70" },
];

const origin = () => new URL(test.info().project.use.baseURL ?? "").origin;

/** Saves rows through the import route, as the Upload page does. */
async function saveRows(page: Page, rows: Row[]): Promise<void> {
  const res = await page.request.post("/api/transactions", {
    headers: { Origin: origin() },
    data: {
      transactions: rows.map((r) => ({ ...r, balance: r.balance ?? null, category: null, notes: null })),
      fileName: "statement.csv",
      fileCount: 1,
    },
  });
  expect(res.status(), await res.text()).toBe(200);
}

const tab = (page: Page, name: string) => page.getByRole("tab", { name });
const amountInput = (page: Page, label: string, year: "current" | "prior") =>
  page.getByRole("textbox", { name: `${label}, ${year} year (£)` });

async function openChForm(page: Page): Promise<void> {
  await tab(page, "CH Filing Form").click();
  await expect(page.getByRole("heading", { name: "Quick Filing Guide" })).toBeVisible();
  await expect(
    page.getByText(/payable 9 months and 1 day after the end of each accounting period for tax/),
  ).toBeVisible();
}

test.describe("signed out: the sample company", () => {
  test("'View Sample Reports' shows Sample Trading Ltd's reports in three tabs", async ({ page }) => {
    await page.goto("/");
    await page.getByRole("link", { name: "View Sample Reports" }).first().click();
    await expect(page).toHaveURL(/\/reports$/);
    await expect(page.getByRole("heading", { level: 1, name: "Financial Reports & Filing Packs" })).toBeVisible();
    await expect(page.getByText("Sample data — Sample Trading Ltd")).toBeVisible();
    await expect(page.getByText("Sign in and upload your statements to see your own accounts")).toBeVisible();
    const banner = page.getByRole("note").filter({ hasText: "Sample data" });
    await expect(banner.getByRole("button", { name: "Sign In" })).toBeVisible();
    await expect(banner.getByRole("link", { name: "Upload" })).toHaveAttribute("href", "/upload");
    await expect(page.getByRole("heading", { name: "Filing Pack Exports" })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Helpful Resources" })).toBeVisible();

    await expect(page.getByRole("tab")).toHaveText(["Profit & Loss", "Balance Sheet", "CH Filing Form"]);
    await expect(tab(page, "Profit & Loss")).toHaveAttribute("aria-selected", "true");
    const pl = page.getByRole("tabpanel");
    await expect(pl.getByText("1 April 2025 to 31 March 2026")).toBeVisible();
    await expect(pl.getByRole("heading", { name: "Income" })).toBeVisible();
    await expect(pl.getByRole("heading", { name: "Expenses" })).toBeVisible();
    await expect(pl.getByRole("button", { name: /^Sales 24 transactions £64,745\.50/ })).toBeVisible();
    await expect(pl.getByRole("button", { name: /^Total Income £64,762\.36/ })).toBeVisible();
    await expect(pl.getByText("Net Profit/(Loss)")).toBeVisible();
    await expect(pl.getByText("£7,442.93")).toBeVisible();
    await expect(page.getByRole("alert")).toHaveCount(0);

    await tab(page, "Balance Sheet").click();
    const bs = page.getByRole("tabpanel");
    await expect(bs.getByText("As at")).toBeVisible();
    await expect(bs.getByText("31 March 2026")).toBeVisible();
    const lines = ["Cash at Bank", "Total Assets", "Directors Loan", "Total Liabilities", "Net Assets"];
    for (const line of [...lines, "Retained Earnings", "Total Equity"]) {
      await expect(bs.getByRole("listitem").filter({ hasText: new RegExp(`^${line}£`) })).toBeVisible();
    }
    await expect(bs.getByRole("listitem").filter({ hasText: /^Net Assets£7,107\.23$/ })).toBeVisible();
    await expect(bs.getByRole("button", { name: /^Total Equity £7,107\.23/ })).toHaveCount(0);
    await expect(bs.getByRole("listitem").filter({ hasText: /^Total Equity£7,107\.23$/ })).toBeVisible();
    await expect(bs.getByRole("button", { name: /^Cash at Bank £7,443\.93/ })).toBeVisible();
    await expect(bs.getByText("Cash agrees with the bank's closing balance of £7,443.93.")).toBeVisible();

    const card = page.getByRole("region", { name: "Corporation tax" });
    await expect(card.getByText("£1,202.70").first()).toBeVisible();
    // Taxable profit £6,330.43 is charged as box 315, £6,330.00, at 19 %, as the CT600 draft shows it.
    await expect(card.getByText("Profits chargeable, whole pounds (CT600 box 315)")).toBeVisible();
    await expect(card.getByText("FY2025: £6,330.00 at 19%")).toBeVisible();
    await expect(page.getByText("Qualifies as a micro-entity")).toBeVisible();
    await expect(page.getByText("Accounts to Companies House")).toBeVisible();
    await expect(page.getByRole("figure").first()).toBeVisible();
  });

  test("a report line lists the transactions behind it with their category and confidence", async ({ page }) => {
    await page.goto("/reports");
    await page.getByRole("button", { name: /^Rent & Rates 12 transactions/ }).click();
    const dialog = page.getByRole("dialog", { name: "Rent & Rates" });
    await expect(dialog.getByText("12 transactions.")).toBeVisible();
    await expect(dialog.getByRole("row")).toHaveCount(13);
    await expect(dialog.getByText("SO UNIT 4 ENTERPRISE PARK RENT").first()).toBeVisible();
    await expect(dialog.getByText("Categorised by the director").first()).toBeVisible();
    await expect(dialog.getByText("(100%)").first()).toBeVisible();
    await dialog.getByRole("button", { name: "Close" }).click();
    await expect(dialog).toBeHidden();
  });

  test("the CH form fills from the sample's accounts but saves no draft", async ({ page }) => {
    await page.goto("/reports");
    await openChForm(page);
    await page.getByRole("button", { name: "Fill from my accounts" }).click();
    await expect(amountInput(page, "Cash at bank and in hand", "current")).toHaveValue("7444");
    await expect(amountInput(page, "Cash at bank and in hand", "prior")).toHaveValue("9800");
    await expect(page.getByLabel("Balance sheet date")).toHaveValue("2026-03-31");
    await expect(page.getByRole("button", { name: "Save Draft" })).toBeDisabled();
  });

  test("has no serious accessibility violations", async ({ page }) => {
    await page.goto("/reports");
    await expect(page.getByText("Sample data — Sample Trading Ltd")).toBeVisible();
    await page.waitForLoadState("networkidle");
    expect(await seriousViolations(page)).toEqual([]);
  });
});

test.describe("signed in", () => {
  test("with no transactions, points to the Upload page", async ({ page }) => {
    await signUp(page);
    await page.goto("/reports");
    await expect(page.getByRole("heading", { name: "No transactions yet" })).toBeVisible();
    // The year's steps in the sidebar link the same page; this is the empty report's own link.
    const main = page.locator("#main-content");
    await expect(main.getByRole("link", { name: "Upload bank statements" })).toHaveAttribute("href", "/upload");
    await expect(page.getByText("Sample data")).toHaveCount(0);
    await expect(page.getByRole("tabpanel").getByText("N/A")).toBeVisible();
  });

  test("uncategorised rows raise the amber warning and sit in the balance sheet until categorised", async ({
    page,
  }) => {
    await signUp(page);
    await saveRows(page, ROWS);
    await page.goto("/reports");
    const warning = page.getByRole("status").filter({ hasText: "4 transactions are uncategorised" });
    await expect(warning).toBeVisible();
    await expect(warning.getByRole("link", { name: "Categorise on the Transactions page" })).toHaveAttribute(
      "href",
      "/transactions",
    );
    await warning.getByRole("button", { name: "Show them" }).click();
    const dialog = page.getByRole("dialog", { name: "Uncategorised transactions" });
    await expect(dialog.getByText("4 transactions.")).toBeVisible();
    await expect(dialog.getByText("Uncategorized")).toHaveCount(4);
    await page.keyboard.press("Escape");

    await tab(page, "Balance Sheet").click();
    const bs = page.getByRole("tabpanel");
    await expect(bs.getByRole("button", { name: /^Cash at Bank £1,071\.70/ })).toBeVisible();
    await expect(bs.getByRole("button", { name: /^Uncategorised transactions \(money received/ })).toBeVisible();
    await expect(bs.getByText(/Enter last year's closing balances on the Company page/)).toBeVisible();
    await expect(bs.getByRole("link", { name: "Go to the Company page" })).toHaveAttribute("href", "/company");
  });

  test("first accounts over 12 months: a corporation tax payment date for each tax period", async ({ page }) => {
    await signUp(page);
    const company = await page.request.put("/api/company", {
      headers: { Origin: origin() },
      data: { periodStart: "2025-03-10", periodEnd: "2026-03-31", incorporationDate: "2025-03-10" },
    });
    expect(company.status(), await company.text()).toBe(200);
    await saveRows(page, ROWS);
    await page.goto("/reports");
    // 10 Mar 2025 – 9 Mar 2026 and 10 – 31 Mar 2026 (CTA 2009 s10), each due 9 months and 1 day after it ends.
    const first = page.getByText("Corporation tax payment, tax period 10 March 2025 to 9 March 2026");
    await expect(first).toBeVisible();
    await expect(page.getByText("Corporation tax payment, tax period 10 March 2026 to 31 March 2026")).toBeVisible();
    await expect(page.getByText("Due 10 December 2026", { exact: true })).toHaveCount(2); // the first payment, the accounts
    await expect(page.getByText("Due 1 January 2027", { exact: true })).toBeVisible();
  });

  test("shows a loss in brackets", async ({ page }) => {
    await signUp(page);
    await saveRows(page, ROWS);
    // No categorise route yet: the real answer with its net profit turned into a loss.
    await page.route("**/api/reports/profit-loss", async (route) => {
      const response = await route.fetch();
      const body = await response.json();
      await route.fulfill({ response, json: { ...body, netProfit: -1234.56 } });
    });
    await page.goto("/reports");
    await expect(page.getByText("Net Profit/(Loss)")).toBeVisible();
    await expect(page.getByText("(£1,234.56)")).toBeVisible();
  });

  test("the CH form lists every validation message", async ({ page }) => {
    await signUp(page);
    await page.goto("/reports");
    await openChForm(page);
    await expect(page.getByLabel("Currency")).toHaveValue("GBP");
    await expect(page.getByLabel("Average number of employees")).toHaveValue("0");
    await page.getByRole("button", { name: "Validate" }).click();
    const errors = page.getByRole("alert").filter({ hasText: "Please correct the following" });
    await expect(errors.getByRole("listitem")).toHaveText([
      "Balance sheet date is required",
      "Balance sheet statement must be checked",
      "Director name is required for approval",
      "Approval date is required",
    ]);

    await page.getByLabel("Balance sheet date").fill("2026-03-31");
    await amountInput(page, "Cash at bank and in hand", "current").fill("1000");
    await amountInput(page, "Called up share capital", "prior").fill("5");
    await page.getByLabel("Approval date").fill("2026-03-30");
    await page.getByLabel("Director name").fill("   ");
    await page.getByRole("button", { name: "Validate" }).click();
    await expect(errors.getByRole("listitem")).toHaveText([
      "Current Year: Total net assets (£1,000) must equal Capital and reserves (£0)",
      "Prior Year: Total net assets (£0) must equal Capital and reserves (£5)",
      "Balance sheet statement must be checked",
      "Director name is required for approval",
      "Approval date cannot be before balance sheet date",
    ]);
    await expect(page.getByRole("row", { name: /Total current assets £1,000 £0/ })).toBeVisible();

    // Entries survive a look at another tab.
    await tab(page, "Profit & Loss").click();
    await openChForm(page);
    await expect(amountInput(page, "Cash at bank and in hand", "current")).toHaveValue("1000");
  });

  test("Save Draft keeps the form after a reload and Discard clears it", async ({ page }) => {
    await signUp(page);
    await page.goto("/reports");
    await openChForm(page);
    await page.getByLabel("Balance sheet date").fill("2026-03-31");
    await amountInput(page, "Cash at bank and in hand", "current").fill("1000");
    await amountInput(page, "Called up share capital", "current").fill("100");
    await amountInput(page, "Profit and loss account", "current").fill("900");
    await page.getByLabel(/^Balance sheet statement/).click();
    await page.getByLabel("Director name").fill("Ada Lovelace");
    await page.getByLabel("Approval date").fill("2026-06-01");

    const messages: string[] = [];
    page.once("dialog", async (alert) => {
      messages.push(`${alert.type()}: ${alert.message()}`);
      await alert.accept();
    });
    await page.getByRole("button", { name: "Save Draft" }).click();
    await expect.poll(() => messages).toEqual(["alert: Draft saved successfully!"]);
    await expect(page.getByText("The form passes every check")).toBeVisible();

    await page.reload();
    await openChForm(page);
    await expect(amountInput(page, "Cash at bank and in hand", "current")).toHaveValue("1000");
    await expect(page.getByLabel("Director name")).toHaveValue("Ada Lovelace");
    await expect(page.getByLabel(/^Balance sheet statement/)).toBeChecked();
    const keys = await page.evaluate(() => Object.keys(localStorage).filter((k) => k.startsWith("microfile:")));
    expect(keys).toHaveLength(1);
    expect(keys[0]).toMatch(/^microfile:ch-form-draft:[^:]+:[^:]+$/);

    page.once("dialog", async (confirm) => {
      expect(confirm.type()).toBe("confirm");
      expect(confirm.message()).toBe("Are you sure you want to discard all changes?");
      await confirm.accept();
    });
    await page.getByRole("button", { name: "Discard" }).click();
    await expect(amountInput(page, "Cash at bank and in hand", "current")).toHaveValue("");
    await expect(page.getByLabel("Director name")).toHaveValue("");
    await page.reload();
    await openChForm(page);
    await expect(amountInput(page, "Cash at bank and in hand", "current")).toHaveValue("");
  });

  test("Fill from my accounts puts the balance sheet into whole pounds", async ({ page }) => {
    await signUp(page);
    await saveRows(page, ROWS);
    await page.goto("/reports");
    await openChForm(page);
    await page.getByRole("button", { name: "Fill from my accounts" }).click();
    await expect(amountInput(page, "Cash at bank and in hand", "current")).toHaveValue("1072");
    await expect(amountInput(page, "Creditors: amounts falling due within one year", "current")).toHaveValue("1072");
    await expect(page.getByLabel("Balance sheet date")).toHaveValue("2026-03-31");
    await page.getByRole("button", { name: "Validate" }).click();
    await expect(page.getByRole("alert").getByText(/Total net assets/)).toHaveCount(0);
  });

  test("has no serious accessibility violations with reports showing", async ({ page }) => {
    await signUp(page);
    await saveRows(page, ROWS);
    await page.goto("/reports");
    await expect(page.getByText("4 transactions are uncategorised")).toBeVisible();
    await page.waitForLoadState("networkidle");
    expect(await seriousViolations(page)).toEqual([]);
    await openChForm(page);
    expect(await seriousViolations(page)).toEqual([]);
  });
});
