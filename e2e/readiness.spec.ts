import { readFile } from "node:fs/promises";
import type { Download, Locator, Page } from "@playwright/test";
import { expect, signUp, test } from "./fixtures";

/**
 * A company walked from blocked to ready to sign and file, through the checklist's own links, then both
 * iXBRL documents (Companies House and HMRC) downloaded.
 */

const origin = () => new URL(test.info().project.use.baseURL ?? "").origin;

/** The year to 31 March 2026; the bank's balances agree with the rows from a nil opening. */
const ROWS = [
  { date: "2025-04-01", description: "NORTHWIND TRADING LTD INV 1001", amount: "1200.00", balance: "1200.00" },
  { date: "2025-04-03", description: "CARD PAYMENT TO TRAINLINE", amount: "-45.20", balance: "1154.80" },
  { date: "2025-04-07", description: "DD BRITISH GAS", amount: "-80.00", balance: "1074.80" },
];
const CATEGORY_OF: Record<string, string> = {
  "NORTHWIND TRADING LTD INV 1001": "sales",
  "CARD PAYMENT TO TRAINLINE": "travel",
  "DD BRITISH GAS": "utilities",
};

/** Everything but the three answers the director gives on the page: period, opening balances, notes. */
async function setUpCompany(page: Page): Promise<void> {
  await signUp(page);
  const headers = { Origin: origin() };
  const company = await page.request.put("/api/company", {
    headers,
    data: {
      name: "Acme Widgets Ltd",
      registrationNumber: "01234567",
      directors: ["Ada Lovelace", "Charles Babbage"],
      principalActivity: "Wholesale of widgets",
      vatRegistered: false,
      periodStart: "2025-04-01",
      periodEnd: "2026-03-31",
    },
  });
  expect(company.status(), await company.text()).toBe(200);
  const saved = await page.request.post("/api/transactions", {
    headers,
    data: { transactions: ROWS.map((r) => ({ ...r, category: null, notes: null })), fileName: "statement.csv" },
  });
  expect(saved.status(), await saved.text()).toBe(200);
  const list = (await (await page.request.get("/api/transactions")).json()) as { id: string; description: string }[];
  for (const tx of list) {
    const res = await page.request.patch(`/api/transactions/${tx.id}`, {
      headers,
      data: { categoryId: CATEGORY_OF[tx.description] },
    });
    expect(res.status(), await res.text()).toBe(200);
  }
}

const checklist = (page: Page) => page.getByRole("list", { name: "Readiness checks" });
const blocking = (page: Page) => checklist(page).getByRole("listitem").filter({ hasText: "Must fix" });
const exportsCard = (page: Page) => page.getByRole("region", { name: "Filing Pack Exports" });

/** Follows the "Fix this" link of the blocking item that mentions `text`. */
async function fix(page: Page, text: string | RegExp): Promise<void> {
  await blocking(page).filter({ hasText: text }).getByRole("link", { name: "Fix this" }).click();
}

async function backToReports(page: Page): Promise<void> {
  await page.getByRole("link", { name: "View reports" }).click();
  await expect(page.getByRole("heading", { name: "Ready to sign and file" })).toBeVisible();
}

async function bytesOf(download: Download): Promise<string> {
  return (await readFile(await download.path())).toString("utf8");
}

async function downloadFrom(page: Page, button: Locator): Promise<Download> {
  const downloadPromise = page.waitForEvent("download");
  await button.click();
  return downloadPromise;
}

test("a company is walked from three blocking items to ready, then both iXBRL files download", async ({ page }) => {
  test.setTimeout(120_000);
  await setUpCompany(page);
  await page.goto("/reports");

  // Blocked: three items, each saying so in words, and the packs say why they are disabled.
  await expect(page.getByText("3 items block the filing packs.")).toBeVisible();
  await expect(blocking(page)).toHaveCount(3);
  const chIxbrl = exportsCard(page).getByRole("button", { name: "Companies House iXBRL" });
  const hmrcIxbrl = exportsCard(page).getByRole("button", { name: "HMRC accounts iXBRL" });
  await expect(chIxbrl).toBeDisabled();
  await expect(hmrcIxbrl).toBeDisabled();
  await expect(exportsCard(page).getByText(/The filing packs are disabled: 3 items block filing/)).toBeVisible();
  await expect(exportsCard(page).getByRole("button", { name: "Full Excel Export" })).toBeEnabled();

  // 1. The period, confirmed where the link lands.
  await fix(page, "accounting period");
  await expect(page).toHaveURL(/\/company#period$/);
  const confirmPeriod = page.getByRole("checkbox", { name: "I confirm the accounting period" });
  await expect(confirmPeriod).toBeInViewport();
  await confirmPeriod.click();
  await expect(confirmPeriod).toBeChecked();
  await backToReports(page);
  await expect(blocking(page)).toHaveCount(2);

  // 2. A first year: nothing brought forward.
  await fix(page, "brought forward");
  await expect(page).toHaveURL(/\/company#opening-balances$/);
  const firstYear = page.getByRole("checkbox", { name: "First year, nothing brought forward" });
  await firstYear.click();
  await expect(firstYear).toBeChecked();
  await backToReports(page);
  await expect(blocking(page)).toHaveCount(1);

  // 3. The notes questions.
  await fix(page, "notes");
  await expect(page).toHaveURL(/\/company#notes$/);
  const notes = page.getByRole("region", { name: "Notes to the accounts" });
  await expect(notes).toBeInViewport();
  await notes.getByRole("group", { name: "Guarantees and other financial commitments" }).getByLabel("None").check();
  await notes.getByRole("group", { name: "Off-balance-sheet arrangements" }).getByLabel("None").check();
  await notes.getByRole("button", { name: "Save notes" }).click();
  await expect(page.getByText("Notes saved", { exact: true }).first()).toBeVisible();
  await backToReports(page);

  // Ready: nothing blocks, the packs are enabled.
  await expect(blocking(page)).toHaveCount(0);
  await expect(page.getByText(/^(Everything is ready to sign and file\.|Ready to sign and file;)/)).toBeVisible();
  await expect(chIxbrl).toBeEnabled();

  // The signature: a director of the company, an approval date not before the period end.
  const card = exportsCard(page);
  const director = card.getByLabel("Director full name");
  await expect(director.getByRole("option")).toHaveText(["Choose a director", "Ada Lovelace", "Charles Babbage"]);
  await director.selectOption("Ada Lovelace");
  const approval = card.getByLabel("Date of approval");
  await approval.fill("2026-03-30");
  await approval.blur();
  await expect(card.getByText("Approval date cannot be before balance sheet date (31 March 2026).")).toBeVisible();
  await approval.fill("2026-04-15");
  await expect(card.getByText(/Approval date cannot/)).toHaveCount(0);
  await card
    .getByRole("checkbox", { name: "I confirm these accounts are accurate and prepared in accordance with FRS 105" })
    .check();
  await card.getByRole("checkbox", { name: /Include the profit and loss account/ }).check();

  const ch = await downloadFrom(page, chIxbrl);
  expect(ch.suggestedFilename()).toBe("companies-house-accounts.xhtml");
  const chText = await bytesOf(ch);
  expect(chText).toContain("Ada Lovelace");
  expect(chText).toContain("Wholesale of widgets");

  const hmrc = await downloadFrom(page, hmrcIxbrl);
  expect(hmrc.suggestedFilename()).toBe("hmrc-accounts.xhtml");
  const hmrcText = await bytesOf(hmrc);
  expect(hmrcText).toContain("bus:DescriptionPrincipalActivities");
  expect(hmrcText).toContain("Ada Lovelace");
});

test("a Balance Sheet link from the checklist opens the Balance Sheet tab at the cash check", async ({ page }) => {
  await setUpCompany(page);
  await page.goto("/reports#cash-check");
  await expect(page.getByRole("tab", { name: "Balance Sheet" })).toHaveAttribute("aria-selected", "true");
  await expect(page.locator("#cash-check")).toBeInViewport();
});

test("the transactions page opens filtered by the checklist's link", async ({ page }) => {
  await signUp(page);
  const headers = { Origin: origin() };
  const saved = await page.request.post("/api/transactions", {
    headers,
    data: { transactions: ROWS.map((r) => ({ ...r, category: null, notes: null })), fileName: "statement.csv" },
  });
  expect(saved.status(), await saved.text()).toBe(200);
  const list = (await (await page.request.get("/api/transactions")).json()) as { id: string; description: string }[];
  for (const tx of list) {
    // Only the gas bill has a category, whatever the save guessed.
    const categoryId = tx.description === "DD BRITISH GAS" ? "utilities" : null;
    const res = await page.request.patch(`/api/transactions/${tx.id}`, { headers, data: { categoryId } });
    expect(res.status(), await res.text()).toBe(200);
  }
  await page.goto("/transactions?category=uncategorised");
  await expect(page.getByText("NORTHWIND TRADING LTD INV 1001").first()).toBeVisible();
  await expect(page.getByText("DD BRITISH GAS")).toHaveCount(0);
});
