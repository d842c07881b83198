import type { Page } from "@playwright/test";
import { apiWriter, appOrigin, expect, test } from "./fixtures";
import { signUpWithReadyCompany } from "./ready-company";

/** A year to 31 March 2025, made ready to file: one sale, one gas bill. */
const YEAR = [
  { date: "2024-05-01", description: "NORTHWIND TRADING LTD INV 1001", amount: "1200.00", balance: "1200.00" },
  { date: "2024-06-03", description: "DD BRITISH GAS", amount: "-80.00", balance: "1120.00" },
];
/** The QA walk's row: a £4.50 card fee saved afterwards and left without a category. */
const FEE = { date: "2024-07-10", description: "CARD FEE", amount: "-4.50", balance: "1115.50" };

const closeDialog = (page: Page) => page.getByRole("dialog", { name: "Close the year" });

test("closing the year waits for the checks that block it, each with its fix link", async ({ page }) => {
  test.setTimeout(120_000);
  await signUpWithReadyCompany(page, "Alpha Ltd", YEAR, { periodStart: "2024-04-01", periodEnd: "2025-03-31" });
  const saved = await apiWriter(page.request, appOrigin()).saveStatement([FEE]);
  expect(saved.status(), await saved.text()).toBe(200);

  // The dialog lists what blocks the close, as the Reports page's checklist does, and offers no close.
  await page.goto("/reports");
  await page.getByRole("button", { name: "Close the year" }).click();
  const dialog = closeDialog(page);
  const blockers = dialog.getByRole("list", { name: "What blocks the close" });
  await expect(dialog.getByText("Finish these before closing the year")).toBeVisible();
  await expect(blockers.getByRole("listitem")).toHaveCount(1);
  await expect(blockers.getByRole("listitem")).toContainText("Must fix");
  await expect(blockers.getByRole("listitem")).toContainText("1 transaction in the period has no category");
  await expect(dialog.getByRole("button", { name: "Close the year" })).toHaveCount(0);
  await expect(dialog.getByRole("radio")).toHaveCount(0);

  // Its "Fix this" leads to the uncategorised rows, the dialog out of the way.
  await blockers.getByRole("link", { name: "Fix this" }).click();
  await expect(page).toHaveURL(/\/transactions\?category=uncategorised$/);
  await expect(dialog).toHaveCount(0);
  const fee = page.getByRole("row").filter({ has: page.getByRole("checkbox", { name: "Select CARD FEE" }) });
  await fee.getByRole("button", { name: /change category/ }).click();
  const picker = page.getByRole("dialog", { name: /^Category for/ });
  await picker.getByRole("searchbox", { name: "Search categories" }).fill("Bank");
  await picker.getByRole("button", { name: "Bank Charges", exact: true }).click();
  await expect(picker).toHaveCount(0);

  // Back on the Reports page at once: nothing blocks, and the year closes.
  await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Reports" }).click();
  await page.getByRole("button", { name: "Close the year" }).click();
  await expect(dialog.getByLabel(/12 months: 1 April 2025 to 31 March 2026/)).toBeChecked();
  await expect(dialog.getByRole("list", { name: "What blocks the close" })).toHaveCount(0);
  await dialog.getByRole("button", { name: "Close the year" }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByLabel("Period shown").locator("option:checked")).toHaveText(
    "1 April 2025 to 31 March 2026 (current)",
  );
  const list = (await (await page.request.get("/api/periods")).json()) as { periods: { endDate: string }[] };
  expect(list.periods.map((p) => p.endDate)).toEqual(["2025-03-31"]);
});
