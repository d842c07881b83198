import { readFile } from "node:fs/promises";
import type { Page } from "@playwright/test";
import { apiWriter, appOrigin, expect, holdRequests, newUser, type StatementRow, signUp, test } from "./fixtures";
import { chooseFiles, csv } from "./upload-helpers";

// Categorize works from the first frame: a person who clicks it the moment their rows appear gets every row
// categorised, never "No transactions to categorize"; while a long list is still arriving, Categorize and Export CSV
// wait for it and act on all of it.

/** 41 lines of a design company's statement, as a bank's CSV. */
function statement41(): string {
  const lines = ["Date,Description,Amount,Balance"];
  let balance = 5000;
  for (let i = 0; i < 41; i++) {
    const day = String((i % 28) + 1).padStart(2, "0");
    const month = String(4 + Math.floor(i / 28)).padStart(2, "0");
    const amount = i % 3 === 0 ? 1200 : -45;
    balance += amount;
    const what = i % 3 === 0 ? `NORTHWIND TRADING INV ${1000 + i}` : `CARD PAYMENT TO TRAINLINE ${i}`;
    lines.push(`${day}/${month}/2025,${what},${amount.toFixed(2)},${balance.toFixed(2)}`);
  }
  return `${lines.join("\n")}\n`;
}

const firstRow = (page: Page) => page.locator("tbody tr[data-row-id]").first();
const categorize = (page: Page) => page.getByRole("button", { name: /Categorize Transactions/ });

/** Clicks Categorize as soon as a row shows and expects every one of `count` rows categorised. */
async function categorizeAtOnce(page: Page, count: number) {
  await firstRow(page).waitFor();
  await categorize(page).click();
  await expect(page.getByText(new RegExp(`^Categorized ${count} transaction\\(s\\)\\.`)).first()).toBeAttached({
    timeout: 30_000,
  });
  await expect(page.getByText("No transactions to categorize")).toHaveCount(0);
  await expect(page.getByText("Categorization Failed")).toHaveCount(0);
}

test("after an upload, and on every open of the page, Categorize acts the moment the rows appear", async ({ page }) => {
  // Four categorisations of the whole list on a shared machine.
  test.setTimeout(180_000);
  await page.goto("/upload");
  await chooseFiles(page, [csv("starling-2025.csv", statement41())]);
  await page.getByRole("button", { name: /^Save (to Database|transactions)$/ }).click();
  const dialog = page.getByRole("dialog", { name: "Sign In Required" });
  await dialog.getByRole("tab", { name: "Create account" }).click();
  const user = newUser();
  await dialog.getByLabel("First name").fill(user.firstName);
  await dialog.getByLabel("Last name").fill(user.lastName);
  await dialog.getByLabel("Email").fill(user.email);
  await dialog.getByLabel("Password", { exact: true }).fill(user.password);
  await dialog.getByRole("button", { name: "Create Account" }).click();
  await expect(page).toHaveURL(/\/transactions$/, { timeout: 30_000 });
  await categorizeAtOnce(page, 41);

  // The page opened afresh (drawn by the server, then the app), three times over.
  for (let i = 0; i < 3; i++) {
    await page.goto("/transactions");
    await categorizeAtOnce(page, 41);
  }
});

/** 600 rows: more than the first screen's 500, so the rest of the list comes after. */
const LONG: StatementRow[] = Array.from({ length: 600 }, (_, i) => ({
  date: `2025-0${4 + Math.floor(i / 200)}-${String((i % 28) + 1).padStart(2, "0")}`,
  description: `SUPPLIER ${String(i).padStart(3, "0")}`,
  amount: i % 2 === 0 ? "2.00" : "-1.00",
  balance: null,
}));

test("while a long list is still loading, Categorize and Export CSV wait for it and act on all of it", async ({
  page,
}) => {
  await page.goto("/");
  await signUp(page);
  const saved = await apiWriter(page.request, appOrigin()).saveStatement(LONG);
  expect(saved.status(), await saved.text()).toBe(200);

  // The whole list (GET /api/transactions) waits until released.
  const list = await holdRequests(page, /\/api\/transactions$/);
  await page.goto("/transactions");
  await expect(page.getByText("Loading all 600 transactions", { exact: false }).first()).toBeVisible();
  await expect(categorize(page)).toBeEnabled();
  await categorize(page).click();
  await expect(categorize(page)).toBeDisabled();
  await expect(page.getByRole("status").filter({ hasText: "Categorizing" })).toBeAttached();

  const download = page.waitForEvent("download");
  await page.getByRole("button", { name: "Export CSV" }).click();
  list.release();
  await expect(page.getByText(/^Categorized 600 transaction\(s\)\./).first()).toBeAttached({ timeout: 30_000 });
  const file = await readFile(await (await download).path(), "utf8");
  expect(file.trim().split(/\r?\n/)).toHaveLength(601);
});

test('"Show all N issues" shows all N', async ({ page }) => {
  await page.goto("/");
  await signUp(page);
  // Every row after the first states the same balance although money went out: 300 balance mismatches.
  const rows: StatementRow[] = Array.from({ length: 301 }, (_, i) => ({
    date: new Date(Date.UTC(2025, 3, 1 + i)).toISOString().slice(0, 10),
    description: `SHOP ${i}`,
    amount: "-1.00",
    balance: "100.00",
  }));
  const saved = await apiWriter(page.request, appOrigin()).saveStatement(rows);
  expect(saved.status(), await saved.text()).toBe(200);
  await page.goto("/transactions");
  await page.getByRole("button", { name: "Show all 300 issues" }).click();
  const items = page.locator("li[aria-setsize]");
  await expect(items.first()).toHaveAttribute("aria-setsize", "300");
  const list = items.first().locator("xpath=ancestor::div[contains(@class,'overflow-y-auto')][1]");
  await list.evaluate((el) => {
    el.scrollTop = el.scrollHeight;
  });
  await expect(page.locator('li[aria-posinset="300"]')).toBeVisible();
  await expect(page.locator('li[aria-posinset="300"]')).toContainText("Balance mismatch");
});

test("a press on Categorize before the app's code has run is not lost", async ({ page }) => {
  await page.goto("/");
  await signUp(page);
  const saved = await apiWriter(page.request, appOrigin()).saveStatement(LONG.slice(0, 5));
  expect(saved.status(), await saved.text()).toBe(200);
  // The app's code is held: the page on screen is the server's drawing, its controls disabled.
  const code = await holdRequests(page, "**/assets/*.js");
  await page.goto("/transactions", { waitUntil: "commit" });
  await expect(categorize(page)).toBeDisabled();
  // A person presses it anyway (force: Playwright would otherwise wait for it to be enabled).
  await categorize(page).click({ force: true });
  await expect(page.getByText(/^Categorized/)).toHaveCount(0);

  code.release();
  await expect(page.getByText(/^Categorized 5 transaction\(s\)\./).first()).toBeAttached({ timeout: 30_000 });
  await expect(page.getByText("Categorization Failed")).toHaveCount(0);
});
