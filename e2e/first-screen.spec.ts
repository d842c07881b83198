import type { Page } from "@playwright/test";
import { apiWriter, appOrigin, expect, holdRequests, type StatementRow, signUp, test } from "./fixtures";

// The server writes a signed-in person's first screen of /transactions into the page's HTML, drawn by React from the
// app's own components, so their rows show before the app's code has loaded; the app then hydrates that markup (the
// same nodes, never a loading frame), and its controls, disabled until then, answer from that moment.

/** 600 rows, newest last: more than the first screen's 500, so the rest is still to come. */
const ROWS = Array.from({ length: 600 }, (_, i) => ({
  date: `2025-0${4 + Math.floor(i / 200)}-${String((i % 28) + 1).padStart(2, "0")}`,
  description: `SUPPLIER ${String(i).padStart(3, "0")}`,
  // 2.00 in for even rows, 1.00 out for odd rows: 300 × £2.00 = £600.00 in, 300 × £1.00 = £300.00 out.
  amount: i % 2 === 0 ? "2.00" : "-1.00",
  balance: null,
})) satisfies StatementRow[];

/** Saves the rows as one upload, as the person signed in on the page. */
async function seed(page: Page, rows: StatementRow[] = ROWS) {
  const res = await apiWriter(page.request, appOrigin()).saveStatement(rows);
  expect(res.status(), await res.text()).toBe(200);
}

/**
 * What a person reads in the page's content: the cards, the table's headers and first rows, the count, with text
 * for screen readers only left out. The server's drawing and the app's first screen must read the same.
 */
function visibleContent(page: Page) {
  return page.evaluate(() => {
    const read = (el: Element) => {
      const copy = el.cloneNode(true) as Element;
      for (const hidden of copy.querySelectorAll(".sr-only")) hidden.remove();
      return (copy.textContent ?? "").replace(/\s+/g, " ").trim();
    };
    return {
      cards: [...document.querySelectorAll('[role="group"]')].map(read),
      headers: [...document.querySelectorAll("thead th")].map(read),
      rows: [...document.querySelectorAll("tbody tr[data-row-id]")].slice(0, 10).map(read),
      texts: [...document.querySelectorAll("main p")].map(read).filter((t) => /transactions|Loading/.test(t)),
      reconciliation: [...document.querySelectorAll("main h2")]
        .filter((h) => h.textContent === "Balance Reconciliation")
        .map((h) => read(h.parentElement!.parentElement!)),
    };
  });
}

/**
 * Every error the page reports: React reports a hydration mismatch (the server's markup and the app's first render
 * differing) as an error on the console and on window, then renders the page anew.
 */
async function watchErrors(page: Page): Promise<string[]> {
  const errors: string[] = [];
  page.on("console", (msg) => {
    if (msg.type() === "error") errors.push(msg.text());
  });
  page.on("pageerror", (err) => errors.push(err.message));
  return errors;
}

/** Marks the drawn elements matching each selector, to tell later whether the app kept them (hydration) or drew anew. */
function markDrawn(page: Page, selectors: string[]) {
  return page.evaluate((list) => {
    const w = window as unknown as { drawnNodes: Element[] };
    w.drawnNodes = list.map((selector) => document.querySelector(selector)!);
  }, selectors);
}

/** Whether every marked element is still the one on the page: React hydrated the server's markup instead of redrawing it. */
function drawnNodesKept(page: Page) {
  return page.evaluate(() =>
    (window as unknown as { drawnNodes: Element[] }).drawnNodes.every((node) => node?.isConnected === true),
  );
}

test("shows the first screen before any script runs, and the app takes it over without losing the rows", async ({
  page,
}) => {
  await page.goto("/");
  await signUp(page);
  await seed(page);
  // Notes whether the table's rows ever leave the page once shown (a loading frame between drawing and app).
  await page.addInitScript(() => {
    const w = window as unknown as { rowsLost: boolean };
    w.rowsLost = false;
    let shown = false;
    new MutationObserver(() => {
      const present = document.querySelector("tbody tr[data-row-id]") !== null;
      if (present) shown = true;
      else if (shown) w.rowsLost = true;
    }).observe(document, { subtree: true, childList: true });
  });
  const asked: string[] = [];
  page.on("request", (req) => {
    const { pathname } = new URL(req.url());
    if (pathname.startsWith("/api/transactions/first-screen") || pathname === "/api/auth/user") asked.push(pathname);
  });
  const code = await holdRequests(page, "**/assets/*.js");
  const list = await holdRequests(page, "**/api/transactions");
  const errors = await watchErrors(page);
  await page.goto("/transactions", { waitUntil: "commit" });

  // No script has run: everything below is the server's drawing.
  const search = page.getByRole("searchbox", { name: "Search transactions" });
  const categorize = page.getByRole("button", { name: "Categorize Transactions" });
  await expect(page.getByText("600 transactions", { exact: true })).toBeVisible();
  await expect(page.getByRole("row", { name: /SUPPLIER 000/ })).toBeVisible();
  await expect(
    page.getByText("Loading all 600 transactions: search, filters and the running-balance check follow in a moment."),
  ).toBeVisible();
  await expect(page.getByRole("group", { name: "Total Transactions" })).toContainText("600");
  await expect(page.getByRole("group", { name: "Total Inflow" })).toContainText("£600.00");
  await expect(page.getByRole("group", { name: "Total Outflow" })).toContainText("£300.00");
  await expect(page.getByRole("group", { name: "Net" })).toContainText("£300.00");
  await expect(search).toBeDisabled();
  await expect(page).toHaveTitle("Transactions · Microfile");
  // Drawn by the app's own header, disabled: nothing would answer a click before the app has hydrated the page.
  await expect(categorize).toBeVisible();
  await expect(categorize).toBeDisabled();
  const drawn = await visibleContent(page);
  await markDrawn(page, ["tbody tr[data-row-id]", "h1", '[role="group"]']);

  // The app's code arrives: it hydrates the drawing (the list is still held) from the data in the page.
  code.release();
  await expect(categorize).toBeEnabled();
  await expect(page.getByRole("row", { name: /SUPPLIER 000/ })).toBeVisible();
  await expect(search).toBeDisabled();
  expect(await visibleContent(page)).toEqual(drawn);
  expect(drawn.rows).toHaveLength(10);
  expect(await drawnNodesKept(page)).toBe(true);
  expect(errors).toEqual([]);

  list.release();
  await expect(search).toBeEnabled({ timeout: 30_000 });
  await search.fill("SUPPLIER 599");
  await expect(page.getByText("1 of 600 transactions", { exact: true })).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { rowsLost: boolean }).rowsLost)).toBe(false);
  // The person and the first screen came with the page.
  expect(asked).toEqual([]);
});

test("a short list is drawn whole, with its reconciliation, as the app's page shows it", async ({ page }) => {
  await page.goto("/");
  await signUp(page);
  // 100.00 - 10.00 = 90.00 as printed; 90.00 - 20.00 = 70.00, but the bank printed 75.00: one error.
  const rows = [
    { date: "2025-04-01", description: "FIRST PAYMENT", amount: "-10.00", balance: "90.00" },
    { date: "2025-04-02", description: "SECOND PAYMENT", amount: "-20.00", balance: "75.00" },
    { date: "2025-04-03", description: "CLIENT RECEIPT", amount: "100.00", balance: "175.00" },
  ];
  await seed(page, rows);
  const code = await holdRequests(page, "**/assets/*.js");
  const errors = await watchErrors(page);
  await page.goto("/transactions", { waitUntil: "commit" });
  await expect(page.getByText("3 transactions", { exact: true })).toBeVisible();
  await expect(page.getByText("1 error. Select one to see its transaction.")).toBeVisible();
  await expect(page.getByText(/Loading all/)).toHaveCount(0);
  const search = page.getByRole("searchbox", { name: "Search transactions" });
  // The whole page is drawn, its controls disabled until the app answers them.
  await expect(search).toBeDisabled();
  await expect(page.getByRole("button", { name: "Categorize Transactions" })).toBeDisabled();
  const drawn = await visibleContent(page);
  await markDrawn(page, ["tbody tr[data-row-id]", "main h2", 'input[type="search"]']);

  code.release();
  await expect(search).toBeEnabled();
  await expect(page.getByRole("button", { name: "Categorize Transactions" })).toBeEnabled();
  expect(await visibleContent(page)).toEqual(drawn);
  expect(drawn.rows).toHaveLength(3);
  expect(drawn.reconciliation).toHaveLength(1);
  expect(await drawnNodesKept(page)).toBe(true);
  expect(errors).toEqual([]);
});

test("a VAT-registered company's table is drawn with its VAT rate column, as the app shows it", async ({ page }) => {
  await page.goto("/");
  await signUp(page);
  await seed(page, ROWS.slice(0, 3));
  const put = await page.request.put("/api/company", {
    headers: { Origin: appOrigin() },
    data: { vatRegistered: true, vatRegisteredFrom: "2025-04-01" },
  });
  expect(put.status(), await put.text()).toBe(200);
  const code = await holdRequests(page, "**/assets/*.js");
  const errors = await watchErrors(page);
  await page.goto("/transactions", { waitUntil: "commit" });
  await expect(page.getByRole("columnheader", { name: "VAT rate" })).toBeVisible();
  await expect(page.getByRole("row", { name: /SUPPLIER 000/ })).toContainText("Outside the scope (default)");
  await expect(page.getByRole("combobox", { name: "VAT rate for SUPPLIER 000" })).toBeDisabled();
  const drawn = await visibleContent(page);
  await markDrawn(page, ["tbody tr[data-row-id]"]);

  code.release();
  await expect(page.getByRole("combobox", { name: "VAT rate for SUPPLIER 000" })).toBeEnabled();
  expect(await visibleContent(page)).toEqual(drawn);
  expect(await drawnNodesKept(page)).toBe(true);
  expect(errors).toEqual([]);
});

test("a link with filters, and a signed-out visitor, get the plain app", async ({ page }) => {
  await page.goto("/");
  await signUp(page);
  await seed(page);
  // A link's filters need every row, so the server draws nothing and the app opens on the whole list.
  const linked = await page.goto("/transactions?category=uncategorised");
  expect(await linked!.text()).not.toContain('id="page-data"');
  await expect(page.getByRole("searchbox", { name: "Search transactions" })).toBeEnabled({ timeout: 30_000 });
  await expect(page.getByText("600 transactions", { exact: true })).toBeVisible();
  await page.context().clearCookies();
  const signedOut = await page.goto("/transactions");
  expect(await signedOut!.text()).not.toContain("SUPPLIER 000");
  await expect(page.getByText("Sign in to see your transactions")).toBeVisible();
  await expect(page.getByRole("table")).toHaveCount(0);
});
