import { readFile } from "node:fs/promises";
import type { Download, Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { signUpWithReadyCompany } from "./ready-company";

/** A few rows of the year to 31 March 2026 (the period is taken from the first row's month). */
const ROWS = [
  { date: "2025-04-01", description: "NORTHWIND TRADING LTD INV 1001", amount: "1200.00", balance: "1200.00" },
  { date: "2025-04-03", description: "CARD PAYMENT TO TRAINLINE", amount: "-45.20", balance: "1154.80" },
  { date: "2025-04-07", description: "DD BRITISH GAS", amount: "-80.00", balance: "1074.80" },
];

const card = (page: Page) => page.getByRole("region", { name: "Filing Pack Exports" });

/** Toasts are also announced through a live region, so the text shows twice: the visible one is the first. */
const toast = (page: Page, text: string) => page.getByText(text, { exact: true }).first();

async function bytesOf(download: Download): Promise<Buffer> {
  const path = await download.path();
  return readFile(path);
}

test.describe("Filing pack exports", () => {
  test.beforeEach(async ({ page }) => {
    // The packs wait for the readiness checks; this spec is about the downloads.
    await signUpWithReadyCompany(page, "Acme Widgets Ltd", ROWS, {
      periodStart: "2025-04-01",
      periodEnd: "2026-03-31",
    });
    await page.goto("/reports");
    await expect(page.getByRole("heading", { name: "Filing Pack Exports" })).toBeVisible();
  });

  test("a Companies House pack without the name and confirmation shows 'Confirmation Required'", async ({ page }) => {
    await card(page).getByRole("button", { name: "Companies House PDF" }).click();
    await expect(toast(page, "Confirmation Required")).toBeVisible();
    await expect(toast(page, "Please enter your name and confirm the accounts are accurate.")).toBeVisible();
    await card(page).getByLabel("Director full name").selectOption("Ada Lovelace");
    await card(page).getByRole("button", { name: "Companies House Excel" }).click();
    await expect(toast(page, "Confirmation Required")).toBeVisible();
  });

  test("downloads each pack under its file name, with content", async ({ page }) => {
    test.setTimeout(90_000);
    const exportsCard = card(page);
    await exportsCard.getByLabel("Director full name").selectOption("Ada Lovelace");
    await exportsCard
      .getByRole("checkbox", { name: "I confirm these accounts are accurate and prepared in accordance with FRS 105" })
      .check();
    const packs: [string, string, string][] = [
      ["Companies House PDF", "companies-house-pack.pdf", "%PDF-"],
      ["Companies House Excel", "companies-house-pack.xlsx", "PK"],
      ["Companies House iXBRL", "companies-house-accounts.xhtml", "<?xml"],
      ["HMRC CT600 Draft", "hmrc-ct600-draft.xlsx", "PK"],
      ["HMRC accounts iXBRL", "hmrc-accounts.xhtml", "<?xml"],
      ["HMRC tax computations iXBRL", "hmrc-computations.xhtml", "<?xml"],
    ];
    for (const [button, fileName, magic] of packs) {
      const downloadPromise = page.waitForEvent("download");
      await exportsCard.getByRole("button", { name: button }).click();
      const download = await downloadPromise;
      expect(download.suggestedFilename()).toBe(fileName);
      const bytes = await bytesOf(download);
      expect(bytes.length).toBeGreaterThan(500);
      expect(bytes.subarray(0, magic.length).toString()).toBe(magic);
      await expect(toast(page, `Downloaded ${fileName}`)).toBeVisible();
    }
  });

  test("the Full Excel Export opens the workbook download in a new tab", async ({ page }) => {
    // Chromium closes the new tab once its response turns out to be an attachment and reports the download on
    // the page that opened it.
    const popupPromise = page.waitForEvent("popup");
    const downloadPromise = page.waitForEvent("download");
    await card(page).getByRole("button", { name: "Full Excel Export" }).click();
    await popupPromise;
    const download = await downloadPromise;
    expect(download.suggestedFilename()).toBe("microfile-export.xlsx");
    expect((await bytesOf(download)).subarray(0, 2).toString()).toBe("PK");
  });

  test("the Helpful Resources card links the GOV.UK guidance and loads no video until asked", async ({ page }) => {
    await expect(page.getByRole("heading", { name: "Helpful Resources" })).toBeVisible();
    await expect(page.getByRole("link", { name: /File your company's annual accounts/ })).toHaveAttribute(
      "href",
      "https://www.gov.uk/file-your-company-annual-accounts",
    );
    await expect(page.getByRole("link", { name: /Company Tax Returns/ })).toHaveAttribute(
      "href",
      "https://www.gov.uk/company-tax-returns",
    );
    await expect(page.getByText(/File with both Companies House and HMRC/)).toBeVisible();
    await expect(page.locator("iframe")).toHaveCount(0);
  });
});
