import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import { expect, signUp, test } from "./fixtures";

/** The app's own origin: writes from any other are refused. */
const appOrigin = () => new URL(test.info().project.use.baseURL ?? "http://localhost:5055").origin;

async function saveRows(page: Page, rows: { date: string; description: string; amount: string }[]) {
  const res = await page.request.post("/api/transactions", {
    headers: { Origin: appOrigin() },
    data: {
      transactions: rows.map((r) => ({ ...r, balance: null, category: null, notes: null })),
      fileName: "statement.csv",
      fileCount: 1,
    },
  });
  expect(res.status(), await res.text()).toBe(200);
  return (await res.json()).transactions as { id: string; description: string }[];
}

async function deleteViaApi(page: Page, ids: string[]) {
  const res = await page.request.post("/api/transactions/bulk-delete", {
    headers: { Origin: appOrigin() },
    data: { ids },
  });
  expect(res.status()).toBe(200);
}

/** A new person whose bin holds `count` deleted rows, "Bin row 001" onwards, on the Recycle Bin page. */
async function openLongBin(page: Page, count: number) {
  await page.goto("/");
  await signUp(page);
  const many = Array.from({ length: count }, (_, i) => ({
    date: "2025-08-01",
    description: `Bin row ${String(i + 1).padStart(3, "0")}`,
    amount: `-${i + 1}.00`,
  }));
  const rows = await saveRows(page, many);
  await deleteViaApi(
    page,
    rows.map((r) => r.id),
  );
  await page.goto("/recycle-bin");
  await expect(page.getByText(`${count} items`)).toBeVisible();
}

test.describe("Recycle Bin", () => {
  test("invites a signed-out visitor to sign in instead of showing a table", async ({ page }) => {
    await page.goto("/recycle-bin");
    await expect(page.getByRole("heading", { name: "Recycle Bin", level: 1 })).toBeVisible();
    await expect(page.getByText("Sign in to see your recycle bin")).toBeVisible();
    await expect(page.getByRole("table")).toHaveCount(0);
  });

  test("shows the empty state", async ({ page }) => {
    await signUp(page);
    await page.goto("/recycle-bin");
    await expect(page.getByText("Recycle Bin is Empty")).toBeVisible();
  });

  test("restores selected rows back to Transactions", async ({ page }) => {
    await page.goto("/");
    await signUp(page);
    const rows = await saveRows(page, [
      { date: "2025-04-01", description: "Paper supplies", amount: "-12.50" },
      { date: "2025-04-02", description: "Customer payment", amount: "300.00" },
    ]);
    await deleteViaApi(
      page,
      rows.map((r) => r.id),
    );
    await page.goto("/recycle-bin");
    await expect(page.getByText("2 items")).toBeVisible();
    await expect(page.getByRole("cell", { name: "-12.50" })).toBeVisible();
    await expect(page.getByRole("cell", { name: "300.00" })).toBeVisible();
    await expect(page.getByText(/cannot be undone/)).toBeVisible();
    const results = await new AxeBuilder({ page }).analyze();
    expect(results.violations.filter((v) => v.impact === "serious" || v.impact === "critical")).toEqual([]);

    await page.getByRole("checkbox", { name: "Select Paper supplies" }).check();
    await expect(page.getByText("1 selected")).toBeVisible();
    await expect(page.getByRole("checkbox", { name: "Select all" })).toHaveAttribute("data-state", "indeterminate");
    await page.getByRole("button", { name: "Restore Selected" }).click();
    await expect(page.getByText("Transactions Restored").first()).toBeVisible();
    await expect(page.getByText("Successfully restored 1 transaction(s).").first()).toBeAttached();
    await expect(page.getByText("1 items")).toBeVisible();
    const active = await page.request.get("/api/transactions");
    expect((await active.json()).map((r: { description: string }) => r.description)).toEqual(["Paper supplies"]);
  });

  test("permanently deletes after confirmation", async ({ page }) => {
    await page.goto("/");
    await signUp(page);
    const rows = await saveRows(page, [
      { date: "2025-05-01", description: "Old row one", amount: "-1.00" },
      { date: "2025-05-02", description: "Old row two", amount: "-2.00" },
    ]);
    await deleteViaApi(
      page,
      rows.map((r) => r.id),
    );
    await page.goto("/recycle-bin");
    await page.getByRole("checkbox", { name: "Select all" }).check();
    await expect(page.getByText("2 selected")).toBeVisible();
    await page.getByRole("button", { name: "Permanently Delete" }).click();
    const dialog = page.getByRole("alertdialog");
    await expect(dialog.getByText("Permanently Delete Transactions?")).toBeVisible();
    await expect(dialog.getByText(/2 transactions/)).toBeVisible();
    await dialog.getByRole("button", { name: "Permanently Delete" }).click();
    await expect(page.getByText("Permanently Deleted").first()).toBeVisible();
    await expect(page.getByText("2 transaction(s) permanently removed from database.").first()).toBeAttached();
    await expect(page.getByText("Recycle Bin is Empty")).toBeVisible();
  });

  test("Restore Selected sends one request for all the rows, and Restore Failed shows the server's message", async ({
    page,
  }) => {
    await page.goto("/");
    await signUp(page);
    const rows = await saveRows(page, [
      { date: "2025-06-01", description: "First gone", amount: "-1.00" },
      { date: "2025-06-02", description: "Second gone", amount: "-2.00" },
      { date: "2025-06-03", description: "Third gone", amount: "-3.00" },
    ]);
    await deleteViaApi(
      page,
      rows.map((r) => r.id),
    );
    await page.goto("/recycle-bin");
    await expect(page.getByText("3 items")).toBeVisible();

    // First a failure: the toast says what the server said, not "500: {…}".
    await page.route("**/api/transactions/bulk-restore", (route) =>
      route.fulfill({ status: 500, contentType: "application/json", body: '{"error":"The bin is resting."}' }),
    );
    await page.getByRole("checkbox", { name: "Select all" }).check();
    await page.getByRole("button", { name: "Restore Selected" }).click();
    await expect(page.getByText("Restore Failed").first()).toBeVisible();
    await expect(page.getByText("The bin is resting.").first()).toBeAttached();
    await expect(page.getByText(/500:|\{"error"/)).toHaveCount(0);
    await page.unroute("**/api/transactions/bulk-restore");

    const restoreCalls: string[] = [];
    page.on("request", (req) => {
      if (req.method() === "POST" && /\/api\/transactions\/.*restore/.test(req.url())) restoreCalls.push(req.url());
    });
    await page.getByRole("checkbox", { name: "Select all" }).check();
    await page.getByRole("button", { name: "Restore Selected" }).click();
    await expect(page.getByText("Successfully restored 3 transaction(s).").first()).toBeAttached();
    await expect(page.getByText("Recycle Bin is Empty")).toBeVisible();
    expect(restoreCalls.map((u) => new URL(u).pathname)).toEqual(["/api/transactions/bulk-restore"]);
  });

  test("Delete Failed shows the server's message", async ({ page }) => {
    await page.goto("/");
    await signUp(page);
    const rows = await saveRows(page, [{ date: "2025-07-01", description: "Kept row", amount: "-4.00" }]);
    await deleteViaApi(
      page,
      rows.map((r) => r.id),
    );
    await page.route("**/api/transactions/permanent-delete", (route) =>
      route.fulfill({ status: 500, contentType: "application/json", body: '{"error":"Try again in a minute."}' }),
    );
    await page.goto("/recycle-bin");
    await page.getByRole("checkbox", { name: "Select Kept row" }).check();
    await page.getByRole("button", { name: "Permanently Delete" }).click();
    await page.getByRole("alertdialog").getByRole("button", { name: "Permanently Delete" }).click();
    await expect(page.getByText("Delete Failed").first()).toBeVisible();
    await expect(page.getByText("Try again in a minute.").first()).toBeAttached();
    await expect(page.getByText(/500:|\{"error"/)).toHaveCount(0);
  });

  test("renders only the rows in view of a long bin, and scrolls to the last one", async ({ page }) => {
    await openLongBin(page, 400);
    const table = page.getByRole("table");
    await expect(table).toHaveAttribute("aria-rowcount", "401");
    const rendered = await table.getByRole("checkbox", { name: /^Select Bin row/ }).count();
    expect(rendered).toBeGreaterThan(0);
    expect(rendered).toBeLessThan(100);
    // Deleted together, the rows come newest-saved first: row 001 is the last one.
    await expect(page.getByRole("checkbox", { name: "Select Bin row 001" })).toHaveCount(0);
    await page.getByRole("region", { name: "Deleted transactions" }).evaluate((el) => {
      el.scrollTop = el.scrollHeight;
    });
    await expect(page.getByRole("checkbox", { name: "Select Bin row 001" })).toBeVisible();
    await page.getByRole("checkbox", { name: "Select all" }).check();
    await expect(page.getByText("400 selected")).toBeVisible();
  });
});

test.describe("Recycle Bin on a phone", () => {
  test.use({ viewport: { width: 390, height: 844 } });
  /** The app header's height (h-14): it stays on top of the page as it scrolls. */
  const APP_HEADER = 56;

  test("a long bin's list fills the screen below the header, and the page ends with it", async ({ page }) => {
    await openLongBin(page, 200);
    const list = page.getByRole("region", { name: "Deleted transactions" });

    // At the page's end the whole box is on screen, from just below the header to the chat button's room.
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    const box = (await list.boundingBox())!;
    expect(box.y).toBeGreaterThanOrEqual(APP_HEADER - 1);
    expect(box.y).toBeLessThan(APP_HEADER + 24);
    expect(box.y + box.height).toBeLessThanOrEqual(844);
    expect(844 - (box.y + box.height)).toBeLessThan(120);
    const rendered = await list.getByRole("row").count();
    expect(rendered).toBeLessThan(40);

    // The box scrolls to the last row, which shows inside it, on screen.
    await list.evaluate((el) => {
      el.scrollTop = el.scrollHeight;
    });
    const last = page.getByRole("checkbox", { name: "Select Bin row 001" });
    await expect(last).toBeInViewport();
    const lastBox = (await last.boundingBox())!;
    expect(lastBox.y + lastBox.height).toBeLessThanOrEqual(box.y + box.height);
  });

  test("stacks each row, so its amount and when it was deleted show without sideways scrolling", async ({ page }) => {
    await page.goto("/");
    await signUp(page);
    const rows = await saveRows(page, [
      { date: "2025-08-01", description: "AMAZON MARKETPLACE PAYMENTS EU SARL 204-7781233", amount: "-1249.99" },
    ]);
    await deleteViaApi(
      page,
      rows.map((r) => r.id),
    );
    await page.goto("/recycle-bin");
    const list = page.getByRole("region", { name: "Deleted transactions" });
    const row = list.getByRole("row").filter({ hasText: "AMAZON MARKETPLACE" });
    await expect(row.getByText("-1249.99")).toBeInViewport({ ratio: 1 });
    await expect(row.getByText(/^Deleted /)).toBeInViewport({ ratio: 1 });
    // Nothing of the list lies beyond the screen's right edge: the box does not scroll sideways.
    const sideways = await list.evaluate((el) => el.scrollWidth - el.clientWidth);
    expect(sideways).toBeLessThanOrEqual(0);
    // The column headers are for the wide table; a phone's header holds only Select all.
    await expect(list.getByRole("columnheader", { name: "Deleted At" })).toBeHidden();
    await expect(page.getByRole("checkbox", { name: "Select all" })).toBeVisible();
  });
});
