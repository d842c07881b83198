import { apiWriter, expect, signUp, test } from "./fixtures";

/**
 * A company's first year with its shares never paid for: 100 £1 shares issued on incorporation, nothing paid in
 * (CA 2006 s547). Entered on the Company page, the balance sheet shows them as "Called up share capital not paid"
 * (item A, SI 2008/409 Sch 1 Section C) and within share capital: assets £100 + cash £250 = £350 = share capital
 * £100 + the year's £250 of sales, less tax 19 % × 250 = £47.50, as retained earnings £202.50 and tax owed £47.50.
 */
const baseUrl = () => test.info().project.use.baseURL ?? "";

test("shares issued and not paid for, entered on the Company page, show as item A on the balance sheet", async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signUp(page);
  const api = apiWriter(page.request, baseUrl());
  const put = await api.putCompany({
    incorporationDate: "2025-04-01",
    periodStart: "2025-04-01",
    periodEnd: "2026-03-31",
  });
  expect(put.status(), await put.text()).toBe(200);
  const saved = await api.saveStatement([
    { date: "2025-05-02", description: "NORTHWIND INV 1", amount: "250.00", balance: "250.00" },
  ]);
  expect(saved.status(), await saved.text()).toBeLessThan(300);

  await page.goto("/company");
  const field = page.getByLabel("Shares issued this period and not paid for (£)");
  await expect(field).toBeVisible();
  await field.fill("1.5");
  await page.getByRole("button", { name: "Save company" }).click();
  await expect(page.getByText("Enter whole pounds, e.g. 100 for 100 £1 shares, or leave it blank.")).toBeVisible();
  await field.fill("100");
  await page.getByRole("button", { name: "Save company" }).click();
  await expect(page.getByText("Company saved", { exact: true }).first()).toBeVisible();

  await page.goto("/reports");
  await page.getByRole("tab", { name: "Balance Sheet" }).click();
  const sheet = page.getByRole("tabpanel");
  const lineA = sheet.getByRole("listitem").filter({ hasText: /^Called up share capital not paid£/ });
  await expect(lineA).toContainText("100.00");
  await expect(sheet.getByText(/£100\.00 of share capital had not been paid for/)).toBeVisible();
  await expect(sheet.getByRole("listitem").filter({ hasText: /^Called up share capital[£\d]/ })).toContainText(
    "100.00",
  );
  await expect(sheet.getByRole("listitem").filter({ hasText: "Total Assets" })).toContainText("350.00");
  // A first period: no prior-year column beside this year's.
  await expect(page.getByText("Balance sheet with comparatives")).toHaveCount(0);
});
