import type { Page } from "@playwright/test";
import { expect, signUp, test } from "./fixtures";

/** The app header's height (h-14): it stays on top of the page as it scrolls. */
const APP_HEADER = 56;

/** A few months of card payments: more rows than any screen shows, served in place of the saved list. */
function manyRows(count: number) {
  return Array.from({ length: count }, (_, i) => ({
    id: `00000000-0000-4000-8000-${String(i).padStart(12, "0")}`,
    date: new Date(Date.UTC(2025, 3, 1 + Math.floor(i / 20))).toISOString().slice(0, 10),
    description: `COFFEE SHOP REF ${i}`,
    amount: "-3.20",
    balance: null,
    category: null,
    notes: null,
    categoryId: null,
    categoryConfidence: null,
    categoryReason: null,
    categoryStage: null,
    importBatchId: "00000000-0000-4000-8000-batch0000000",
    bankAccountId: "00000000-0000-4000-8000-account00000",
  }));
}

async function openWithManyRows(page: Page, count = 2_000) {
  const rows = manyRows(count);
  const body = JSON.stringify(rows);
  const screen = { total: count, inflow: "0.00", outflow: (-3.2 * count).toFixed(2), rows: rows.slice(0, 500) };
  await page.route("**/api/transactions/first-screen", (route) =>
    route.fulfill({ status: 200, contentType: "application/json", body: JSON.stringify(screen) }),
  );
  await page.route("**/api/transactions", (route) =>
    route.request().method() === "GET"
      ? route.fulfill({ status: 200, contentType: "application/json", body })
      : route.continue(),
  );
  await page.goto("/");
  await signUp(page);
  await page.goto("/transactions");
  await expect(page.getByRole("searchbox", { name: "Search transactions" })).toBeEnabled({ timeout: 60_000 });
  return page.getByRole("region", { name: "Transactions list" });
}

test.describe("Transactions on a phone", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("the list fills the screen below the header, and the page ends with it, not with blank space", async ({
    page,
  }) => {
    const list = await openWithManyRows(page);
    // At the page's end the whole list box is on screen, below the header, with only the chat button's room under it.
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    const box = (await list.boundingBox())!;
    expect(box.y).toBeGreaterThanOrEqual(APP_HEADER - 1);
    expect(box.y + box.height).toBeLessThanOrEqual(844);
    expect(844 - (box.y + box.height)).toBeLessThan(120);
    // The box uses the screen's height: it is most of what is left below the header.
    expect(box.height).toBeGreaterThan(0.8 * (844 - APP_HEADER - 96));
    // Rows fill the box to its bottom: the last row drawn reaches it.
    const lastDrawn = (await page.getByRole("row").last().boundingBox())!;
    expect(lastDrawn.y + lastDrawn.height).toBeGreaterThanOrEqual(box.y + box.height);
    // Still virtualised: only the rows in view and a few either side are in the page.
    expect(await page.getByRole("row").count()).toBeLessThan(40);
    // The header holds only "Select all", and the first row starts right below it, not after an empty strip.
    const selectAll = page.getByRole("checkbox", { name: "Select all" });
    const selectBox = (await selectAll.boundingBox())!;
    const first = (await page.getByRole("row", { name: /COFFEE SHOP REF 0\b/ }).boundingBox())!;
    expect(selectBox.y).toBeGreaterThanOrEqual(box.y);
    expect(first.y).toBeGreaterThanOrEqual(selectBox.y + selectBox.height);
    expect(first.y - (selectBox.y + selectBox.height)).toBeLessThan(12);

    // The box scrolls to the last row, which shows inside it, on screen.
    await list.evaluate((el) => {
      el.scrollTop = el.scrollHeight;
    });
    const last = page.getByRole("row", { name: /COFFEE SHOP REF 1999\b/ });
    await expect(last).toBeInViewport();
    const lastBox = (await last.boundingBox())!;
    expect(lastBox.y + lastBox.height).toBeLessThanOrEqual(box.y + box.height + 1);
    // The header stays at the top of the box, with "Select all" on screen.
    await expect(selectAll).toBeInViewport();
    expect((await selectAll.boundingBox())!.y).toBeLessThan(box.y + 12);
    expect(await page.getByRole("row").count()).toBeLessThan(40);
  });
});

test.describe("Transactions on a desktop", () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test("the list keeps its box of at most 70% of the window, virtualised", async ({ page }) => {
    const list = await openWithManyRows(page);
    const box = (await list.boundingBox())!;
    expect(box.height).toBeLessThanOrEqual(0.7 * 800 + 1);
    expect(box.height).toBeGreaterThan(0.6 * 800);
    await expect(page.getByRole("columnheader", { name: "Description" })).toBeVisible();
    expect(await page.getByRole("row").count()).toBeLessThan(40);
  });
});
