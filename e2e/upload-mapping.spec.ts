import type { Page } from "@playwright/test";
import { expect, seriousViolations, signUp, test } from "./fixtures";
import { chooseFiles, fixture, preview, stat, summary } from "./upload-helpers";

// A card statement in a card issuer's layout: purchases unsigned, payments marked CR in an unnamed last column, and
// each amount in the currency it was spent in beside its sterling amount.
const CARD_MARCH = () => fixture("card-2025-03.csv");
const CARD_APRIL = () => fixture("card-2025-04.csv");
// A card export that prints purchases as positive amounts with nothing else to tell them from money in.
const PURCHASES_POSITIVE = () => fixture("card-purchases-positive.csv");

const row = (page: Page, description: string) => preview(page).getByRole("row", { name: new RegExp(description) });
const detected = (page: Page) => page.getByRole("region", { name: "Columns" });
const panel = (page: Page) => page.getByRole("heading", { name: "Match your columns" });

async function choose(page: Page, field: string, option: string) {
  await page.getByRole("combobox", { name: field, exact: true }).click();
  await page.getByRole("option", { name: option, exact: true }).click();
}

test.describe("Upload: the detected mapping and Change mapping", () => {
  test("a card statement reads purchases as money out; a corrected column re-reads it and is used for the next file", async ({
    page,
  }) => {
    await signUp(page);
    await page.goto("/upload");
    await chooseFiles(page, [CARD_MARCH()]);

    await expect(row(page, "HOTEL DU LAC PARIS")).toContainText("-£120.00");
    await expect(row(page, "TRAINLINE")).toContainText("-£84.20");
    await expect(row(page, "PAYMENT RECEIVED - THANK YOU")).toContainText("+£1,100.00");
    await expect(stat(summary(page), "Total Outflow")).toHaveText("£250.19");
    await expect(stat(summary(page), "Total Inflow")).toHaveText("£1,100.00");
    await expect(
      detected(page).getByText(
        "Detected: Date = column 1, Description = column 2, Amount = column 3, Debit/credit flag = column 5",
      ),
    ).toBeVisible();

    await page.getByRole("button", { name: "Change mapping" }).click();
    await expect(panel(page)).toBeFocused();
    await expect(page.getByRole("combobox", { name: "Amount", exact: true })).toHaveText("Amount");
    await expect(page.getByRole("combobox", { name: "Debit/credit flag" })).toHaveText("Column 5");
    // The flag signs each amount, so what a positive amount means is not asked.
    await expect(page.getByRole("combobox", { name: "Positive amounts are" })).toHaveCount(0);
    expect(await seriousViolations(page)).toEqual([]);

    await choose(page, "Amount", "Sterling Amount");
    await page.getByRole("button", { name: "Apply Mapping" }).click();

    await expect(panel(page)).toHaveCount(0);
    await expect(page.getByRole("button", { name: "Change mapping" })).toBeFocused();
    await expect(row(page, "HOTEL DU LAC PARIS")).toContainText("-£102.50");
    await expect(stat(summary(page), "Total Outflow")).toHaveText("£232.69");
    await expect(stat(summary(page), "Net")).toHaveText("£867.31");
    await expect(
      detected(page).getByText(/^Detected: .*Amount = column 4, Debit\/credit flag = column 5$/),
    ).toBeVisible();

    // The next statement with the same columns is read with the person's correction.
    await chooseFiles(page, [CARD_APRIL()]);
    await expect(row(page, "TAXI LYON")).toContainText("-£25.60");
    await expect(row(page, "PAYMENT RECEIVED - THANK YOU")).toContainText("+£250.19");
    await expect(detected(page).getByText("Read with the mapping you chose before for these columns.")).toBeVisible();
    await expect(detected(page).getByText(/^Detected: .*Amount = column 4/)).toBeVisible();
  });

  test("purchases printed positive read as money in until the person says positive amounts are money out", async ({
    page,
  }) => {
    await page.goto("/upload");
    await chooseFiles(page, [PURCHASES_POSITIVE()]);

    const warnings = page.getByRole("status").filter({ hasText: "Data Warnings" });
    await expect(warnings).toContainText("choose Change mapping and set positive amounts to money out");
    await expect(row(page, "SCREWFIX DIRECT")).toContainText("+£120.00");
    await expect(stat(summary(page), "Total Inflow")).toHaveText("£219.60");

    await page.getByRole("button", { name: "Change mapping" }).click();
    const positive = page.getByRole("combobox", { name: "Positive amounts are" });
    await expect(positive).toHaveText("money in");
    await expect(page.getByRole("combobox", { name: "Debit/credit flag" })).toHaveText("None");
    await expect(page.getByRole("combobox", { name: "Balance is" })).toHaveCount(0);
    await choose(page, "Positive amounts are", "money out (card statement)");
    await page.getByRole("button", { name: "Apply Mapping" }).click();

    await expect(row(page, "SCREWFIX DIRECT")).toContainText("-£120.00");
    await expect(row(page, "FUEL STATION 42")).toContainText("-£64.10");
    await expect(stat(summary(page), "Total Inflow")).toHaveText("£0.00");
    await expect(stat(summary(page), "Total Outflow")).toHaveText("£219.60");
    await expect(warnings).toHaveCount(0);
    await expect(
      detected(page).getByText(
        "Detected: Date = column 1, Description = column 2, Amount = column 3 (positive = money out)",
      ),
    ).toBeVisible();
  });

  test("Cancel closes Change mapping and keeps the file as it was read", async ({ page }) => {
    await page.goto("/upload");
    await chooseFiles(page, [CARD_MARCH()]);
    await page.getByRole("button", { name: "Change mapping" }).click();
    await choose(page, "Amount", "Sterling Amount");
    await page.getByRole("button", { name: "Cancel" }).click();

    await expect(panel(page)).toHaveCount(0);
    await expect(page.getByRole("button", { name: "Change mapping" })).toBeFocused();
    await expect(row(page, "HOTEL DU LAC PARIS")).toContainText("-£120.00");
  });
});
