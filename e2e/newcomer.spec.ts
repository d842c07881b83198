import { test as base, type Page } from "@playwright/test";
import { apiWriter, appOrigin, expect, type StatementRow, signUp, test } from "./fixtures";
import { makeCompanyReady } from "./ready-company";

// A newcomer finishes alone: the year's steps in the sidebar, the Company page in it, a list that reads on a phone
// and fits a laptop, a chat button that covers nothing, locked rows without delete, and no blank page on a deploy.

const ROWS: StatementRow[] = [
  { date: "2025-04-01", description: "NORTHWIND TRADING LTD INV 1001", amount: "1200.00", balance: "1200.00" },
  { date: "2025-04-03", description: "CARD PAYMENT TO TRAINLINE", amount: "-45.20", balance: "1154.80" },
  { date: "2025-04-07", description: "DD BRITISH GAS", amount: "-80.00", balance: "1074.80" },
  { date: "2025-05-01", description: "NORTHWIND TRADING LTD INV 1002", amount: "950.00", balance: "2024.80" },
];

async function companyWithRows(page: Page, company: Record<string, unknown> = {}) {
  await page.goto("/");
  await signUp(page);
  const api = apiWriter(page.request, appOrigin());
  const saved = await api.saveStatement(ROWS);
  expect(saved.status(), await saved.text()).toBe(200);
  if (Object.keys(company).length > 0) {
    const res = await api.putCompany(company);
    expect(res.status(), await res.text()).toBe(200);
  }
}

const steps = (page: Page) => page.getByRole("region", { name: "Your year, step by step" });
const current = (page: Page) => steps(page).locator('[aria-current="step"]');

test("the year's steps show where the person is, each a link, and move on as steps are done", async ({ page }) => {
  await companyWithRows(page);
  await page.goto("/transactions");
  await expect(steps(page).getByRole("link")).toHaveCount(7);
  await expect(current(page)).toHaveText(/Company details/);
  await expect(steps(page).getByRole("link", { name: /Upload bank statements \(done\)/ })).toBeVisible();

  // The step's link lands on the Company page's details.
  await current(page).click();
  await expect(page).toHaveURL(/\/company#details$/);
  await expect(page.getByRole("heading", { name: "Company", level: 1 })).toBeVisible();

  const api = apiWriter(page.request, appOrigin());
  await api.putCompany({
    name: "Patel Design Ltd",
    registrationNumber: "01234567",
    utr: "8596148860",
    directors: ["S Patel"],
    principalActivity: "Graphic design",
    vatRegistered: false,
  });
  // The Company page is in the sidebar; moving between pages reads the steps again.
  await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Upload" }).click();
  await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Company" }).click();
  await expect(page).toHaveURL(/\/company$/);
  await expect(current(page)).toHaveText(/Categorise/);
  await current(page).click();
  await expect(page).toHaveURL(/\/transactions\?category=uncategorised$/);

  await page.getByRole("button", { name: "Categorize Transactions" }).click();
  await expect(page.getByText("Categorization Complete").first()).toBeVisible({ timeout: 30_000 });
  await expect(current(page)).toHaveText(/Review doubtful rows|Year-end adjustments/);
  const patch = async (description: string, categoryId: string) => {
    const list = (await (await page.request.get("/api/transactions")).json()) as { id: string; description: string }[];
    for (const tx of list.filter((t) => t.description === description)) {
      await page.request.patch(`/api/transactions/${tx.id}`, {
        data: { categoryId },
        headers: { Origin: appOrigin() },
      });
    }
  };
  for (const r of ROWS) await patch(r.description, r.amount.startsWith("-") ? "utilities" : "sales");
  await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Reports" }).click();
  await expect(current(page)).toHaveText(/Year-end adjustments/);
  await steps(page).getByRole("button", { name: "No adjustments needed" }).click();
  await expect(current(page)).toHaveText(/Readiness checklist/);
  await current(page).click();
  await expect(page).toHaveURL(/\/reports#readiness$/);
  await expect(page.getByRole("region", { name: "Ready to sign and file" })).toBeInViewport();
});

test.describe("on a 375 px phone", () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test("each row shows its date, description, amount and category without sideways scrolling", async ({ page }) => {
    await companyWithRows(page);
    await page.goto("/transactions");
    const row = page.getByRole("row").filter({ hasText: "CARD PAYMENT TO TRAINLINE" });
    await expect(row).toBeVisible();
    // Each of the four is drawn whole between the screen's edges (the page is scrolled down to it, never sideways).
    for (const text of ["03/04/2025", "CARD PAYMENT TO TRAINLINE", "-£45.20", "Uncategorized"]) {
      const box = await row.getByText(text, { exact: true }).first().boundingBox();
      expect(box, text).not.toBeNull();
      expect(box!.width, text).toBeGreaterThan(0);
      expect(box!.x, text).toBeGreaterThanOrEqual(0);
      expect(box!.x + box!.width, text).toBeLessThanOrEqual(375);
    }
    const widths = await page.evaluate(() => {
      const list = document.querySelector('section[aria-label="Transactions list"]')!;
      return { page: document.documentElement.scrollWidth, list: list.scrollWidth, listBox: list.clientWidth };
    });
    expect(widths.page).toBeLessThanOrEqual(375);
    expect(widths.list).toBeLessThanOrEqual(widths.listBox);
  });

  test("the chat button covers no figure or button at the end of the page", async ({ page }) => {
    await companyWithRows(page);
    for (const path of ["/transactions", "/reports", "/company"]) {
      await page.goto(path);
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      await expectChatCoversNothing(page);
    }
  });
});

test.describe("at 1366 px", () => {
  test.use({ viewport: { width: 1366, height: 768 } });

  test("the table fits, VAT rate and actions included", async ({ page }) => {
    await companyWithRows(page, { vatRegistered: true, vatRegisteredFrom: "2024-01-01" });
    await page.goto("/transactions");
    await expect(page.getByRole("columnheader", { name: "VAT rate" })).toBeInViewport();
    const row = page.getByRole("row").filter({ hasText: "CARD PAYMENT TO TRAINLINE" });
    await expect(row.getByRole("button", { name: "Delete transaction" })).toBeInViewport({ ratio: 1 });
    await expect(row.getByRole("combobox", { name: /VAT rate for/ })).toBeInViewport({ ratio: 1 });
    const widths = await page.evaluate(() => {
      const list = document.querySelector('section[aria-label="Transactions list"]')!;
      return { list: list.scrollWidth, listBox: list.clientWidth, page: document.documentElement.scrollWidth };
    });
    expect(widths.list).toBeLessThanOrEqual(widths.listBox);
    expect(widths.page).toBeLessThanOrEqual(1366);
    await expectChatCoversNothing(page);
  });
});

/** Scrolled to the end, no button, link, field or £ figure of the page lies under the chat button. */
async function expectChatCoversNothing(page: Page) {
  const chat = page.getByRole("button", { name: "Open support chat" });
  await expect(chat).toBeVisible();
  // Figures still arriving lengthen the page after the scroll, which then no longer ends at the bottom: scroll and
  // look again until the page has settled, so what is checked is the end of the finished page.
  await expect.poll(() => coveredAtTheEnd(page), { timeout: 10_000 }).toEqual([]);
}

/** What lies under the chat button once the page is scrolled to its end. */
function coveredAtTheEnd(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    window.scrollTo(0, document.documentElement.scrollHeight);
    const button = document.querySelector('button[aria-label="Open support chat"]')!.getBoundingClientRect();
    const overlaps = (r: DOMRect) =>
      r.width > 0 &&
      r.height > 0 &&
      r.left < button.right &&
      r.right > button.left &&
      r.top < button.bottom &&
      r.bottom > button.top;
    const found: string[] = [];
    for (const el of document.querySelectorAll("main button, main a, main input, main [role=combobox], main *")) {
      const interactive = el.matches("button, a, input, [role=combobox]");
      const figure = !interactive && el.children.length === 0 && /£/.test(el.textContent ?? "");
      if ((interactive || figure) && overlaps(el.getBoundingClientRect()))
        found.push(el.textContent?.trim() || el.tagName);
    }
    return found;
  });
}

base("the cookie banner never blocks the chat button", async ({ page }) => {
  await page.goto("/");
  const banner = page.getByRole("region", { name: "Cookies on Microfile" });
  await expect(banner).toBeVisible();
  const chat = page.getByRole("button", { name: "Open support chat" });
  const [chatBox, bannerBox] = [await chat.boundingBox(), await banner.boundingBox()];
  expect(chatBox!.y + chatBox!.height).toBeLessThanOrEqual(bannerBox!.y + 1);
  await chat.click();
  await expect(page.getByRole("dialog")).toBeVisible();
});

test("rows of a closed year have no delete button; the open year's do", async ({ page }) => {
  await page.goto("/");
  await signUp(page);
  const api = apiWriter(page.request, appOrigin());
  await api.saveStatement([
    { date: "2024-06-01", description: "LAST YEAR SALE", amount: "100.00", balance: null },
    { date: "2025-06-01", description: "THIS YEAR SALE", amount: "100.00", balance: null },
  ]);
  // The year finished (details, categories, answers) before it is closed: the close waits for its checks.
  await makeCompanyReady(page, { periodStart: "2024-04-01", periodEnd: "2025-03-31" });
  const closed = await page.request.post("/api/periods/close", { data: {}, headers: { Origin: appOrigin() } });
  expect(closed.status(), await closed.text()).toBe(200);
  await page.goto("/transactions");
  const row = (text: string) => page.getByRole("row").filter({ hasText: text });
  await expect(row("THIS YEAR SALE").getByRole("button", { name: "Delete transaction" })).toBeVisible();
  await expect(row("LAST YEAR SALE")).toBeVisible();
  await expect(row("LAST YEAR SALE").getByRole("button", { name: "Delete transaction" })).toHaveCount(0);
});

test.describe("a deploy never leaves a blank page", () => {
  test("a page whose code is gone reloads once and then shows", async ({ page }) => {
    await companyWithRows(page);
    let refused = 0;
    await page.route(/\/assets\/recycle-bin-page-[^/]*\.js$/, async (route) => {
      if (refused === 0) {
        refused += 1;
        return route.abort();
      }
      return route.continue();
    });
    let loads = 0;
    page.on("framenavigated", (frame) => {
      if (frame === page.mainFrame()) loads += 1;
    });
    await page.goto("/upload");
    await expect(page.getByRole("heading", { name: "Upload Transactions", level: 1 })).toBeVisible();
    const before = loads;
    await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Recycle Bin" }).click();
    await expect(page.getByRole("heading", { name: "Recycle Bin", level: 1 })).toBeVisible();
    expect(refused).toBe(1);
    // The client-side move to /recycle-bin, then the one reload.
    expect(loads - before).toBe(2);
  });

  test("when it still cannot load, the page says so with a Reload button", async ({ page }) => {
    await companyWithRows(page);
    await page.route(/\/assets\/recycle-bin-page-[^/]*\.js$/, (route) => route.abort());
    await page.goto("/upload");
    await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Recycle Bin" }).click();
    const alert = page.getByRole("alert").filter({ hasText: "Microfile has been updated" });
    await expect(alert).toBeVisible();
    await expect(alert.getByRole("button", { name: "Reload" })).toBeVisible();
    // The shell stays: the person can go elsewhere.
    await expect(page.getByRole("navigation", { name: "Main" })).toBeVisible();
  });
});
