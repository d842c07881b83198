import { readFile } from "node:fs/promises";
import type { Page } from "@playwright/test";
import { expect, newUser, test } from "./fixtures";
import { chooseFiles, csv } from "./upload-helpers";

// The "done when": a director who is not an accountant goes from the landing page to the Companies House
// PDF alone — upload, create an account, categorise at once, follow each "Must fix" link of the checklist and fix
// it, download the PDF at 1280 px — and the list reads on a 375 px phone on the way.

test.use({ viewport: { width: 1280, height: 800 } });

/**
 * A year of a small design company in Starling's layout, oldest first, from a nil balance (its first year): a sale
 * and three costs each month. The running balance is the bank's.
 */
function starlingYear(): string {
  const lines = ["Date,Counter Party,Reference,Type,Amount (GBP),Balance (GBP),Spending Category,Notes"];
  let balance = 0;
  const add = (day: string, party: string, ref: string, type: string, pence: number, spend: string) => {
    balance += pence;
    const pounds = (p: number) => (p / 100).toFixed(2);
    lines.push(`${day},${party},${ref},${type},${pounds(pence)},${pounds(balance)},${spend},`);
  };
  for (let m = 0; m < 12; m++) {
    const month = String(((m + 3) % 12) + 1).padStart(2, "0");
    const year = m < 9 ? 2025 : 2026;
    add(`02/${month}/${year}`, "Northwind Trading Ltd", `INV ${1001 + m}`, "FASTER PAYMENT", 240000, "INCOME");
    add(`05/${month}/${year}`, "Adobe Systems", "CREATIVE CLOUD", "CARD", -5999, "GENERAL");
    add(`12/${month}/${year}`, "British Gas", "DD", "DIRECT DEBIT", -8000, "BILLS_AND_SERVICES");
    add(`20/${month}/${year}`, "Trainline", "TICKET", "CARD", -4520, "TRANSPORT");
  }
  return `${lines.join("\n")}\n`;
}

const checklist = (page: Page) => page.getByRole("list", { name: "Readiness checks" });
const mustFix = (page: Page) => checklist(page).getByRole("listitem").filter({ hasText: "Must fix" });

async function openReports(page: Page): Promise<void> {
  await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Reports" }).click();
  await expect(page.getByRole("heading", { name: "Ready to sign and file" })).toBeVisible();
  await expect(checklist(page)).toBeVisible();
}

async function saveCompany(page: Page): Promise<void> {
  await page.getByRole("button", { name: "Save company" }).click();
  await expect(page.getByText("Company saved", { exact: true }).first()).toBeVisible();
}

/** How each blocking item is fixed where its link lands, as a director would. */
const FIXES: Record<string, (page: Page) => Promise<void>> = {
  "company-details": async (page) => {
    await page.getByLabel("Registration number", { exact: true }).fill("01234567");
    await page.getByLabel("Principal activity").fill("Graphic design");
    if ((await page.getByLabel("Director 1 name").count()) === 0) {
      await page.getByRole("button", { name: "Add director" }).click();
    }
    await page.getByLabel("Director 1 name").fill("Ada Lovelace");
    await saveCompany(page);
  },
  "vat-answered": async (page) => {
    await page.getByRole("group", { name: "VAT registered" }).getByLabel("No").check();
    await saveCompany(page);
  },
  "period-confirmed": async (page) => {
    const box = page.getByRole("checkbox", { name: "I confirm the accounting period" });
    await box.click();
    await expect(box).toBeChecked();
  },
  "opening-balances": async (page) => {
    const box = page.getByRole("checkbox", { name: "First year, nothing brought forward" });
    await box.click();
    await expect(box).toBeChecked();
  },
  "notes-answered": async (page) => {
    const notes = page.getByRole("region", { name: "Notes to the accounts" });
    await notes.getByRole("group", { name: "Guarantees and other financial commitments" }).getByLabel("None").check();
    await notes.getByRole("group", { name: "Off-balance-sheet arrangements" }).getByLabel("None").check();
    await notes.getByRole("button", { name: "Save notes" }).click();
    await expect(page.getByText("Notes saved", { exact: true }).first()).toBeVisible();
  },
};

test("from the landing page to the Companies House PDF, alone", async ({ page }) => {
  test.setTimeout(300_000);

  // The landing page's own button, then the statement.
  await page.goto("/");
  await page.getByRole("link", { name: "Upload CSV & Start" }).first().click();
  await expect(page).toHaveURL(/\/upload$/);
  await chooseFiles(page, [csv("starling-2025-26.csv", starlingYear())]);
  await page.getByRole("button", { name: /^Save (to Database|transactions)$/ }).click();

  // An account, made where the save asks for it; the save then goes through.
  const dialog = page.getByRole("dialog", { name: "Sign In Required" });
  await dialog.getByRole("tab", { name: "Create account" }).click();
  const user = newUser();
  await dialog.getByLabel("First name").fill(user.firstName);
  await dialog.getByLabel("Last name").fill(user.lastName);
  await dialog.getByLabel("Email").fill(user.email);
  await dialog.getByLabel("Password", { exact: true }).fill(user.password);
  await dialog.getByRole("button", { name: "Create Account" }).click();
  await expect(page).toHaveURL(/\/transactions$/, { timeout: 30_000 });

  // Categorise the moment the rows appear.
  await page.locator("tbody tr[data-row-id]").first().waitFor();
  await page.getByRole("button", { name: "Categorize Transactions" }).click();
  await expect(page.getByText(/^Categorized 48 transaction\(s\)\./).first()).toBeAttached({ timeout: 30_000 });
  const steps = page.getByRole("region", { name: "Your year, step by step" });
  await expect(steps).toBeVisible();

  // The list on a phone: date, description, amount and category of a row, nothing off the screen's sides.
  await page.setViewportSize({ width: 375, height: 740 });
  const row = page.getByRole("row").filter({ hasText: "British Gas" }).first();
  for (const text of ["12/04/2025", "-£80.00", "Utilities"]) {
    const box = await row.getByText(text).first().boundingBox();
    expect(box, text).not.toBeNull();
    expect(box!.x + box!.width, text).toBeLessThanOrEqual(375);
  }
  await expect(row).toContainText("British Gas");
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await page.setViewportSize({ width: 1280, height: 800 });

  // Each "Must fix" of the checklist, followed and fixed, until none is left.
  await openReports(page);
  const fixed: string[] = [];
  for (let round = 0; round < 8 && (await mustFix(page).count()) > 0; round++) {
    const item = mustFix(page).first();
    const id = (await item.getAttribute("data-check")) ?? "";
    const fix = FIXES[id];
    expect(fix, `a way to fix "${id}": ${await item.textContent()}`).toBeDefined();
    await item.getByRole("link", { name: "Fix this" }).click();
    await fix!(page);
    fixed.push(id);
    await openReports(page);
  }
  await expect(mustFix(page)).toHaveCount(0);
  expect(fixed).toEqual(expect.arrayContaining(["company-details", "period-confirmed", "notes-answered"]));

  // Signed and downloaded.
  const card = page.getByRole("region", { name: "Filing Pack Exports" });
  await card.getByLabel("Director full name").selectOption("Ada Lovelace");
  await card
    .getByRole("checkbox", { name: "I confirm these accounts are accurate and prepared in accordance with FRS 105" })
    .check();
  const download = page.waitForEvent("download");
  await card.getByRole("button", { name: "Companies House PDF" }).click();
  const pdf = await download;
  const bytes = await readFile(await pdf.path());
  expect(bytes.subarray(0, 5).toString("latin1")).toBe("%PDF-");
  expect(pdf.suggestedFilename()).toMatch(/\.pdf$/);
});
