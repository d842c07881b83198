import type { Page } from "@playwright/test";
import { expect, seriousViolations, signUp, test } from "./fixtures";
import { chooseFiles, fixture } from "./upload-helpers";

/*
 * A VAT-registered company (standard scheme, from 1 January 2025) from upload to its balance sheet and VAT card.
 * lloyds-2025-01.csv holds four lines; two are categorised here and carry VAT:
 *   ACME LTD INV 42   +£100.00  Sales, its default rate standard: output VAT 100.00 × 20/120 = 16.666… → £16.67,
 *                               so Sales in the P&L is 100.00 − 16.67 = £83.33 (VAT Notice 700 §16.6: to the penny).
 *   TESCO STORES 3297  −£12.50  Office Costs, set here to the reduced rate: input VAT 12.50 × 5/105 = 0.595… → £0.60.
 *   HMRC PAYE and RENT J SMITH stay uncategorised, so carry no VAT whatever rate they are given.
 * Nothing is paid to HMRC, so the VAT creditor is 16.67 − 0.60 − 0.00 = £16.07, owed to HMRC.
 */

const row = (page: Page, description: string) =>
  page.getByRole("row").filter({ has: page.getByRole("checkbox", { name: `Select ${description}` }) });

async function pickCategory(page: Page, description: string, name: string) {
  await row(page, description)
    .getByRole("button", { name: /change category/ })
    .click();
  const picker = page.getByRole("dialog", { name: /^Category for/ });
  await picker.getByRole("searchbox", { name: "Search categories" }).fill(name);
  await picker.getByRole("button", { name, exact: true }).click();
  await expect(picker).toHaveCount(0);
  await expect(row(page, description)).toContainText(name);
}

async function registerForVat(page: Page) {
  await page.goto("/company");
  const vat = page.locator("#vat");
  await expect(vat.getByRole("heading", { name: "VAT", exact: true })).toBeVisible();
  await page.getByLabel("Principal activity").fill("Software consultancy");
  await vat.getByRole("radio", { name: "Yes" }).check();
  await vat.getByLabel("Registered for VAT from").fill("2025-01-01");

  // The flat rate scheme needs its percentage: the page says so before anything is sent.
  await vat.getByRole("radio", { name: /^Flat rate/ }).check();
  await page.getByRole("button", { name: "Save company" }).click();
  await expect(vat.getByText("Enter the flat-rate percentage HMRC gave the company, e.g. 14.5.")).toBeVisible();
  await expect(page.getByText("Please correct the fields marked above.")).toBeVisible();

  await vat.getByRole("radio", { name: /^Standard/ }).check();
  await expect(vat.getByLabel("Flat-rate percentage (%)")).toHaveCount(0);
  await page.getByRole("button", { name: "Save company" }).click();
  await expect(page.getByText("Company saved", { exact: true })).toBeVisible();

  // Read back from the server.
  await page.reload();
  await expect(page.locator("#vat").getByRole("radio", { name: "Yes" })).toBeChecked();
  await expect(page.locator("#vat").getByRole("radio", { name: /^Standard/ })).toBeChecked();
  await expect(page.locator("#vat").getByLabel("Registered for VAT from")).toHaveValue("2025-01-01");
  await expect(page.getByLabel("Principal activity")).toHaveValue("Software consultancy");
  expect(await seriousViolations(page)).toEqual([]);
}

async function upload(page: Page) {
  await page.goto("/upload");
  await chooseFiles(page, [fixture("lloyds-2025-01.csv")]);
  await page.getByRole("button", { name: "Save transactions" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Import Successful" })).toBeVisible();
}

async function setVatRates(page: Page) {
  await page.goto("/transactions");
  await expect(row(page, "ACME LTD INV 42")).toBeVisible();
  await expect(page.getByRole("columnheader", { name: "VAT rate" })).toBeVisible();
  await pickCategory(page, "ACME LTD INV 42", "Sales");
  await pickCategory(page, "TESCO STORES 3297", "Office Costs");
  const acme = row(page, "ACME LTD INV 42").getByRole("combobox", { name: "VAT rate for ACME LTD INV 42" });
  await expect(acme).toHaveText("Standard 20% (default)");

  const tesco = row(page, "TESCO STORES 3297").getByRole("combobox", { name: "VAT rate for TESCO STORES 3297" });
  await tesco.click();
  await page.getByRole("option", { name: "Reduced 5%" }).click();
  await expect(page.getByText("VAT Rate Updated").first()).toBeVisible();
  await expect(tesco).toHaveText("Reduced 5%");

  // The bulk action, for the selected rows only.
  await expect(page.getByRole("combobox", { name: "Set VAT rate" })).toHaveCount(0);
  await row(page, "HMRC PAYE").getByRole("checkbox").check();
  await row(page, "RENT J SMITH").getByRole("checkbox").check();
  await page.getByRole("combobox", { name: "Set VAT rate" }).click();
  await page.getByRole("option", { name: "Exempt" }).click();
  await expect(page.getByText("2 transaction(s) now use Exempt.").first()).toBeVisible();
  await expect(row(page, "RENT J SMITH").getByRole("combobox", { name: /^VAT rate for/ })).toHaveText("Exempt");
  await expect(row(page, "HMRC PAYE").getByRole("combobox", { name: /^VAT rate for/ })).toHaveText("Exempt");
  expect(await seriousViolations(page)).toEqual([]);
}

test("a VAT-registered company: rates on its transactions, a VAT creditor and the VAT card", async ({ page }) => {
  test.setTimeout(120_000);
  await page.goto("/");
  await signUp(page);
  await registerForVat(page);
  await upload(page);
  await setVatRates(page);

  await page.goto("/reports");
  const pl = page.getByRole("tabpanel");
  await expect(pl.getByRole("button", { name: /^Sales 1 transaction £83\.33/ })).toBeVisible();

  await page.getByRole("tab", { name: "Balance Sheet" }).click();
  const sheet = page.getByRole("tabpanel");
  await expect(
    sheet.getByRole("region", { name: "Liabilities" }).getByRole("button", { name: /^VAT £16\.07/ }),
  ).toBeVisible();

  const card = page.getByRole("region", { name: "VAT", exact: true });
  await expect(card.getByText(/^Standard scheme, 1 January 2025 to/)).toBeVisible();
  await expect(card.getByRole("button", { name: /^Output VAT \(on sales\) £16\.67/ })).toBeVisible();
  await expect(card.getByRole("button", { name: /^Input VAT \(on purchases\) £0\.60/ })).toBeVisible();
  await expect(card.getByRole("button", { name: /^Paid to HMRC £0\.00/ })).toBeVisible();
  await expect(card.getByRole("button", { name: /^Owed to HMRC £16\.07/ })).toBeVisible();
  await expect(card.getByRole("button", { name: /Flat-rate VAT/ })).toHaveCount(0);
  expect(await seriousViolations(page)).toEqual([]);

  // Each figure opens the transactions behind it.
  await card.getByRole("button", { name: /^Output VAT/ }).click();
  const dialog = page.getByRole("dialog", { name: "Output VAT (on sales)" });
  await expect(dialog.getByText("The transactions behind £16.67 on the report")).toBeVisible();
  await expect(dialog.getByRole("cell", { name: "ACME LTD INV 42" })).toBeVisible();
  await expect(dialog.getByText("1 transaction.")).toBeVisible();
  // The listed amount is the sale with its VAT (£100.00); the note ties it to the figure.
  await expect(dialog.getByRole("region", { name: "About this line" })).toContainText(
    "The amounts listed include VAT. The VAT in them is £16.67",
  );
  await page.keyboard.press("Escape");
  await card.getByRole("button", { name: /^Input VAT/ }).click();
  await expect(
    page.getByRole("dialog", { name: "Input VAT (on purchases)" }).getByText("TESCO STORES 3297"),
  ).toBeVisible();
  await page.keyboard.press("Escape");
  await readQuarters(page);
});

/*
 * The VAT quarters: the company files quarterly returns for quarters ending May, August, November and February
 * (VAT Notice 700/12's third stagger). Its period starts on 1 January 2025, inside the quarter December 2024 to
 * February 2025, so the first row is a part of that quarter and holds January's VAT: box 1 £16.67, box 4 £0.60,
 * box 5 16.67 − 0.60 = £16.07, nothing paid to HMRC yet.
 */
async function readQuarters(page: Page) {
  const card = page.getByRole("region", { name: "VAT", exact: true });
  await card.getByRole("link", { name: "Give the VAT quarters on the Company page" }).click();
  const stagger = page.locator("#vat").getByLabel("VAT quarters end in");
  await stagger.selectOption({ label: "May, August, November and February" });
  await page.getByRole("button", { name: "Save company" }).click();
  await expect(page.getByText("Company saved", { exact: true })).toBeVisible();

  await page.goto("/reports");
  const quarters = page.getByRole("table", { name: "VAT quarters" });
  const header = quarters.getByRole("row").first();
  for (const name of ["Quarter", "Box 1 VAT due", "Box 4 VAT reclaimed", "Box 5 net", "Paid to HMRC in the quarter"]) {
    await expect(header.getByRole("columnheader", { name, exact: true })).toBeVisible();
  }
  const first = quarters.getByRole("row").nth(1);
  await expect(first.getByRole("cell")).toHaveText([
    "1 Jan – 28 Feb 2025, part of the quarter to 28 Feb 2025",
    "£16.67",
    "£0.60",
    "£16.07",
    "£0.00",
  ]);
  await expect(quarters.getByRole("row").nth(2).getByRole("cell").first()).toHaveText("1 Mar – 31 May 2025");
  await expect(card.getByRole("link", { name: "Give the VAT quarters on the Company page" })).toHaveCount(0);
  expect(await seriousViolations(page)).toEqual([]);

  // Read back on the Company page.
  await page.goto("/company");
  await expect(page.locator("#vat").getByLabel("VAT quarters end in")).toHaveValue("may-aug-nov-feb");
}
