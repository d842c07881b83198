import type { Page } from "@playwright/test";
import { appOrigin, expect, signUp, test } from "./fixtures";
import { chooseFiles, fixture } from "./upload-helpers";

/*
 * One login, two tabs: the first shows Alpha Ltd, the second switches to Beta Ltd. The session's current company is
 * now Beta, but the first tab still shows Alpha's rows under Alpha's name: what it sends must not land on Beta.
 */

const switcher = (page: Page) => page.getByRole("banner").getByRole("button", { name: /^Company: / });

const row = (page: Page, description: string) =>
  page.getByRole("row").filter({ has: page.getByRole("checkbox", { name: `Select ${description}` }) });

async function api(page: Page, method: "post" | "put", path: string, data: unknown) {
  const res = await page.request[method](path, { data, headers: { Origin: appOrigin() } });
  expect(res.status(), await res.text()).toBe(200);
  return res.json();
}

/** Saves one uncategorised row to the session's current company. */
const saveRow = (page: Page, description: string) =>
  api(page, "post", "/api/transactions", {
    transactions: [{ date: "2025-04-02", description, amount: "-12.00", balance: null, category: null, notes: null }],
    fileName: "statement.csv",
    fileCount: 1,
  });

/** The session's current company's rows (Beta's, once tab 2 switched), read with no company header. */
const listed = async (page: Page): Promise<{ description: string; categoryId: string | null }[]> =>
  (await page.request.get("/api/transactions")).json();
const categorised = async (page: Page) => (await listed(page)).map((r) => [r.description, r.categoryId]);
const descriptions = async (page: Page) => (await listed(page)).map((r) => r.description);

/** The toast titled `title`, in the notifications list. */
const toast = (page: Page, title: string) =>
  page
    .getByRole("region", { name: /^Notifications/ })
    .getByRole("listitem")
    .filter({ hasText: title });

const SWITCHED = "You switched to Beta Ltd in another tab or window. Reload this page to work on Beta Ltd.";

test("a tab left on a company after another tab switched says so, changes nothing, and works once reloaded", async ({
  page,
  context,
}) => {
  // Two pages and three page loads: more than one test's usual minute on a machine shared with other runs.
  test.setTimeout(150_000);
  await signUp(page);
  const { id: alpha } = await page.request.get("/api/company").then((r) => r.json());
  await api(page, "put", "/api/company", { name: "Alpha Ltd" });
  await saveRow(page, "ALPHA STATIONERY");
  const { id: beta } = await api(page, "post", "/api/companies", { name: "Beta Ltd" });
  await api(page, "post", `/api/companies/${beta}/select`, {});
  await saveRow(page, "BETA STATIONERY");
  await api(page, "post", `/api/companies/${alpha}/select`, {});

  // Tab 1 shows Alpha.
  await page.goto("/transactions");
  await expect(switcher(page)).toHaveText("Alpha Ltd");
  await expect(row(page, "ALPHA STATIONERY")).toBeVisible();

  // Tab 2 switches to Beta with the header's company menu.
  const second = await context.newPage();
  await second.goto("/reports");
  await expect(switcher(second)).toHaveText("Alpha Ltd");
  await switcher(second).click();
  await second.getByRole("menuitem", { name: "Beta Ltd" }).click();
  await expect(switcher(second)).toHaveText("Beta Ltd");

  // Tab 1, still showing Alpha, categorises: refused with the message, and Beta's row is left as it was.
  await page.bringToFront();
  await page.getByRole("button", { name: "Categorize Transactions" }).click();
  await expect(toast(page, "Categorization Failed")).toContainText(SWITCHED);
  await expect(page.getByText("Categorization Complete")).toHaveCount(0);
  expect(await categorised(page)).toEqual([["BETA STATIONERY", null]]);

  // Tab 1 goes on to the Upload page (inside the app: no reload) and saves a statement: refused, nothing saved to Beta.
  await page.getByRole("navigation").getByRole("link", { name: "Upload", exact: true }).first().click();
  await chooseFiles(page, [fixture("lloyds-2025-01.csv")]);
  // The file chooser leaves the page in the background, where the browser stops drawing frames.
  await page.bringToFront();
  await page.getByRole("button", { name: "Save transactions" }).click();
  await expect(toast(page, "Save Failed")).toContainText(SWITCHED);
  expect(await descriptions(page)).toEqual(["BETA STATIONERY"]);

  // Reloaded, tab 1 shows Beta and works on it.
  await page.reload();
  await expect(switcher(page)).toHaveText("Beta Ltd");
  await page.goto("/transactions");
  await expect(row(page, "BETA STATIONERY")).toBeVisible();
  await expect(row(page, "ALPHA STATIONERY")).toHaveCount(0);
  await page.getByRole("button", { name: "Categorize Transactions" }).click();
  await expect(page.getByText("Categorization Complete").first()).toBeVisible({ timeout: 30_000 });
  await expect(page.getByText(SWITCHED)).toHaveCount(0);
});
