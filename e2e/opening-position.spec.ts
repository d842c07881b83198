import type { Page } from "@playwright/test";
import { apiWriter, expect, signUp, test } from "./fixtures";

/**
 * Last year's VAT and corporation tax owed, entered by name on the Company page, and paid during the year
 * (uk-accounting-rules §10): the payments settle them, so the balance sheet shows only this year's.
 *
 * Worked by hand (standard scheme, VAT = gross × 20 / 120):
 *   opening: cash £5,000; creditors within one year £3,550 = VAT £1,650 + corporation tax £1,900; reserve £1,450
 *   sale £2,400.00 gross → VAT £400.00, turnover £2,000.00
 *   VAT paid £1,650.00 → settles last year's VAT: this year's VAT owed £400.00
 *   corporation tax paid £1,900.00 → settles last year's: this year's 19 % × £2,000 = £380.00 owed
 *   (small profits rate, CTA 2010 s18A)
 *   no "Other creditors (brought forward)" line; net assets 5,000 + 2,400 − 1,650 − 1,900 − 400 − 380 = £3,070.00
 *   = £1,450 + £1,620 profit after tax.
 */
const STARLING = [
  "Date,Counter Party,Reference,Type,Amount (GBP),Balance (GBP),Spending Category,Notes",
  "02/04/2025,Northwind Ltd,INV 7,FASTER PAYMENT,2400.00,7400.00,INCOME,",
  "07/05/2025,HMRC VAT,VAT PAYMENT,FASTER PAYMENT,-1650.00,5750.00,GENERAL,",
  "01/01/2026,HMRC CUMBERNAULD,CORP TAX,FASTER PAYMENT,-1900.00,3850.00,GENERAL,",
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

test("last year's VAT and corporation tax, entered by name, are settled by this year's payments", async ({ page }) => {
  test.setTimeout(120_000);
  await signUp(page);
  await page.goto("/upload");
  await dropFile(page, "starling-2025.csv", STARLING);
  await page.getByRole("button", { name: /Save to Database|Save transactions/ }).click();
  await expect(page).toHaveURL(/\/transactions$/);
  const company = await apiWriter(page.request, baseUrl()).putCompany({
    periodStart: "2025-04-01",
    periodEnd: "2026-03-31",
    vatRegistered: true,
    vatScheme: "standard",
    vatRegisteredFrom: "2020-01-01",
  });
  expect(company.status(), await company.text()).toBe(200);
  await categorise(page, { Northwind: "sales", "VAT PAYMENT": "vat", "CORP TAX": "corporation-tax" });

  await page.goto("/company");
  await page.getByLabel("Cash at bank and in hand (£)").fill("5000");
  await page.getByLabel("Creditors: due within one year (£)").fill("3550");
  await page.getByLabel("Profit and loss account (£)").fill("1450");
  await page.getByLabel("VAT owed to HMRC at the start of the year (£)").fill("1650");
  await page.getByLabel("Corporation tax owed for earlier years (£)").fill("1900");
  await expect(page.getByLabel("PAYE and National Insurance owed (£)")).toBeVisible();
  await expect(page.getByLabel("VAT repayment due from HMRC (£)")).toBeVisible();
  await page.getByRole("button", { name: "Save company" }).click();
  await expect(page.getByText("Company saved", { exact: true }).first()).toBeVisible();

  await page.goto("/reports");
  const vat = page.getByRole("region", { name: "VAT" });
  await expect(vat.getByText("Owed to HMRC at the start of the year")).toBeVisible();
  await expect(vat.getByRole("listitem").filter({ hasText: /^Owed to HMRC£400\.00$/ })).toBeVisible();
  await page.getByRole("tab", { name: "Balance Sheet" }).click();
  const sheet = page.getByRole("tabpanel");
  await expect(sheet.getByRole("button", { name: /^VAT.*£400\.00/ })).toBeVisible();
  await expect(sheet.getByRole("button", { name: /^Corporation tax.*£380\.00/ })).toBeVisible();
  await expect(sheet.getByText(/brought forward/)).toHaveCount(0);
});
