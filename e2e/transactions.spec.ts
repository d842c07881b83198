import { readFile } from "node:fs/promises";
import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import { formatGBP, fromDecimalString, type Pence } from "../core/money";
import { expect, signUp, test } from "./fixtures";

interface Row {
  date: string;
  description: string;
  amount: string;
  balance?: string | null;
}

/** Saves rows as one upload through the API, with the Origin header the server's same-origin check reads. */
async function seed(page: Page, rows: Row[]) {
  const origin = new URL(test.info().project.use.baseURL ?? "http://localhost:5055").origin;
  const res = await page.request.post("/api/transactions", {
    headers: { Origin: origin },
    data: {
      transactions: rows.map((r) => ({ ...r, balance: r.balance ?? null, category: null, notes: null })),
      fileName: "statement.csv",
      fileCount: 1,
    },
  });
  expect(res.status(), await res.text()).toBe(200);
  return (await res.json()).transactions as { id: string; description: string }[];
}

const FOUR_ROWS: Row[] = [
  { date: "2025-04-01", description: "Client payment ACME", amount: "1200.00" },
  { date: "2025-04-03", description: "TRAINLINE LONDON", amount: "-45.10" },
  { date: "2025-05-10", description: "Office supplies", amount: "-19.99" },
  { date: "2025-06-01", description: "Client payment BETA", amount: "300.00" },
];

const card = (page: Page, title: string) => page.getByRole("group", { name: title });
const row = (page: Page, description: string) => page.getByRole("row").filter({ hasText: description });

async function expectCards(page: Page, count: string, inflow: string, outflow: string, net: string) {
  await expect(card(page, "Total Transactions")).toContainText(count);
  await expect(card(page, "Total Inflow")).toContainText(inflow);
  await expect(card(page, "Total Outflow")).toContainText(outflow);
  await expect(card(page, "Net")).toContainText(net);
}

async function openWithRows(page: Page, rows: Row[]) {
  await page.goto("/");
  await signUp(page);
  const saved = await seed(page, rows);
  await page.goto("/transactions");
  await expect(row(page, rows[0]!.description)).toBeVisible();
  return saved;
}

test.describe("Transactions", () => {
  test("invites a signed-out visitor to sign in instead of showing a table", async ({ page }) => {
    await page.goto("/transactions");
    await expect(page.getByRole("heading", { name: "Transactions", level: 1 })).toBeVisible();
    await expect(page.getByText("Sign in to see your transactions")).toBeVisible();
    await expect(page.getByRole("button", { name: "Sign In" }).last()).toBeVisible();
    await expect(page.getByRole("link", { name: "Upload a CSV" })).toHaveAttribute("href", "/upload");
    await expect(page.getByRole("table")).toHaveCount(0);
  });

  test("shows the empty state with a way to upload", async ({ page }) => {
    await page.goto("/");
    await signUp(page);
    await page.goto("/transactions");
    await expect(page.getByText("No transactions found. Upload a CSV file to get started.")).toBeVisible();
    await expect(page.getByRole("link", { name: "Upload a CSV" })).toHaveAttribute("href", "/upload");
    await expectCards(page, "0", "£0.00", "£0.00", "£0.00");
    await page.getByRole("button", { name: "Export CSV" }).click();
    await expect(page.getByText("No transactions to export").first()).toBeAttached();
    // Nothing to categorise: the button cannot act, so it is disabled rather than answering with an error.
    await expect(page.getByRole("button", { name: "Categorize Transactions" })).toBeDisabled();
  });

  test("a list that fits the first screen comes with the page, ready to search, with no request for it", async ({
    page,
  }) => {
    const lists: string[] = [];
    page.on("request", (req) => {
      const { pathname } = new URL(req.url());
      if (pathname.startsWith("/api/transactions") && req.method() === "GET") lists.push(pathname);
    });
    await openWithRows(page, FOUR_ROWS);
    await expect(page.getByRole("searchbox", { name: "Search transactions" })).toBeEnabled();
    await expect(page.getByText("4 transactions", { exact: true })).toBeVisible();
    // The server wrote the first screen (here the whole list) into the page: the app asks for none of it.
    expect(lists).toEqual([]);
  });

  test("search and filters change the summary cards", async ({ page }) => {
    await openWithRows(page, FOUR_ROWS);
    await expectCards(page, "4", "£1,500.00", "£65.09", "£1,434.91");
    // These rows state no balance: the card checks gaps and overlaps, and does not call the balances clean.
    await expect(page.getByText("No gaps or overlapping imports found")).toBeVisible();
    await expect(
      page.getByText("These statements give no balances, so running balances cannot be checked."),
    ).toBeVisible();
    await expect(row(page, "TRAINLINE LONDON")).toContainText("-£45.10");
    await expect(row(page, "Client payment ACME")).toContainText("+£1,200.00");
    await expect(row(page, "Office supplies")).toContainText("Uncategorized");

    const search = page.getByRole("searchbox", { name: "Search transactions" });
    await search.fill("CLIENT");
    await expectCards(page, "2", "£1,500.00", "£0.00", "£1,500.00");
    await search.fill("no such payee");
    await expect(
      page.getByText("No transactions match the current filters. Try adjusting your search criteria."),
    ).toBeVisible();
    await expectCards(page, "0", "£0.00", "£0.00", "£0.00");
    await search.fill("");
    // The search applies off the main thread: wait for the whole list (and for the empty state's
    // "Clear search and filters" button to go) before opening the popover.
    await expectCards(page, "4", "£1,500.00", "£65.09", "£1,434.91");

    await page.getByRole("button", { name: "Filters", exact: true }).click();
    const filters = page.getByRole("dialog", { name: "Filters" });
    await filters.getByLabel("From", { exact: true }).fill("2025-04-02");
    await filters.getByLabel("To", { exact: true }).fill("2025-05-31");
    await expectCards(page, "2", "£0.00", "£65.09", "-£65.09");
    await filters.getByLabel("Min amount (£)").fill("-20");
    await expectCards(page, "1", "£0.00", "£19.99", "-£19.99");
    await expect(page.getByRole("button", { name: /Filters 3 set/ })).toBeVisible();
    await filters.getByRole("button", { name: "Clear filters" }).click();
    await expectCards(page, "4", "£1,500.00", "£65.09", "£1,434.91");

    await filters.getByLabel("Needs review").check();
    await expectCards(page, "4", "£1,500.00", "£65.09", "£1,434.91");
    await filters.getByRole("combobox", { name: "Category" }).click();
    await page.getByRole("option", { name: "Travel" }).click();
    await expectCards(page, "0", "£0.00", "£0.00", "£0.00");
    await filters.getByRole("combobox", { name: "Category" }).click();
    await page.getByRole("option", { name: "Uncategorized" }).click();
    await expectCards(page, "4", "£1,500.00", "£65.09", "£1,434.91");
  });

  test("select-all is checked, indeterminate or unchecked, and follows the filters", async ({ page }) => {
    await openWithRows(page, FOUR_ROWS);
    const selectAll = page.getByRole("checkbox", { name: "Select all" });
    await expect(selectAll).toHaveAttribute("data-state", "unchecked");
    await expect(page.getByRole("button", { name: "Categorize Transactions" })).toBeVisible();

    await page.getByRole("checkbox", { name: "Select Office supplies" }).check();
    await expect(selectAll).toHaveAttribute("data-state", "indeterminate");
    await expect(page.getByText("1 selected")).toBeVisible();
    await expect(page.getByRole("button", { name: "Delete Selected" })).toBeVisible();
    await expect(page.getByRole("button", { name: "Categorize Transactions" })).toHaveCount(0);
    await expect(page.getByRole("button", { name: "Export CSV" })).toHaveCount(0);

    await selectAll.click();
    await expect(selectAll).toHaveAttribute("data-state", "checked");
    await expect(page.getByText("4 selected")).toBeVisible();

    // The selection keeps only rows the filters still show.
    await page.getByRole("searchbox", { name: "Search transactions" }).fill("client");
    await expect(page.getByText("2 selected")).toBeVisible();
    await expect(selectAll).toHaveAttribute("data-state", "checked");

    await selectAll.click();
    await expect(selectAll).toHaveAttribute("data-state", "unchecked");
    await expect(page.getByRole("button", { name: "Export CSV" })).toBeVisible();
  });

  test("bulk delete asks first, and Undo within 10 seconds brings the rows back", async ({ page }) => {
    await openWithRows(page, FOUR_ROWS);
    await page.getByRole("checkbox", { name: "Select Office supplies" }).check();
    await page.getByRole("checkbox", { name: "Select TRAINLINE LONDON" }).check();
    await page.getByRole("button", { name: "Delete Selected" }).click();

    const dialog = page.getByRole("alertdialog");
    await expect(dialog.getByText("Delete Selected Transactions?")).toBeVisible();
    await dialog.getByRole("button", { name: "Cancel" }).click();
    await expect(page.getByText("2 selected")).toBeVisible();

    await page.getByRole("button", { name: "Delete Selected" }).click();
    await page.getByRole("alertdialog").getByRole("button", { name: "Delete" }).click();
    await expect(page.getByText("Transactions Deleted").first()).toBeVisible();
    await expect(page.getByText("2 transaction(s) deleted.").first()).toBeAttached();
    await expectCards(page, "2", "£1,500.00", "£0.00", "£1,500.00");

    await page.getByRole("button", { name: "Undo" }).first().click();
    await expect(page.getByText("Transactions Restored").first()).toBeVisible();
    await expectCards(page, "4", "£1,500.00", "£65.09", "£1,434.91");
    await expect(row(page, "Office supplies")).toBeVisible();
    await expect(row(page, "TRAINLINE LONDON")).toBeVisible();
  });

  test("a single delete goes to the Recycle Bin, and a restore brings it back", async ({ page }) => {
    await openWithRows(page, FOUR_ROWS);
    await row(page, "Office supplies").getByRole("button", { name: "Delete transaction" }).click();
    await expect(page.getByText("Transaction Deleted").first()).toBeVisible();
    await expect(page.getByText("The transaction has been removed.").first()).toBeAttached();
    await expect(row(page, "Office supplies")).toHaveCount(0);
    await expect(card(page, "Total Transactions")).toContainText("3");

    await page.getByRole("link", { name: "Recycle Bin" }).first().click();
    await page.getByRole("checkbox", { name: "Select Office supplies" }).check();
    await page.getByRole("button", { name: "Restore Selected" }).click();
    await expect(page.getByText("Transactions Restored").first()).toBeVisible();

    await page.getByRole("link", { name: "Transactions" }).first().click();
    await expect(row(page, "Office supplies")).toBeVisible();
    await expect(card(page, "Total Transactions")).toContainText("4");
  });

  test("Export CSV downloads the filtered rows, with a formula-like description as text", async ({ page }) => {
    await openWithRows(page, [
      ...FOUR_ROWS,
      { date: "2025-06-02", description: '=HYPERLINK("http://evil.example","Client refund")', amount: "-10.00" },
    ]);
    await page.getByRole("searchbox", { name: "Search transactions" }).fill("client");
    await expect(card(page, "Total Transactions")).toContainText("3");

    const downloadPromise = page.waitForEvent("download");
    await page.getByRole("button", { name: "Export CSV" }).click();
    const download = await downloadPromise;
    expect(download.suggestedFilename()).toMatch(/^transactions_\d{4}-\d{2}-\d{2}\.csv$/);
    await expect(page.getByText("Export Complete").first()).toBeVisible();
    const csv = await readFile((await download.path())!, "utf8");
    // UTF-8's byte-order mark first, so Excel shows £ and accents.
    expect(csv.split("\r\n")).toEqual([
      "\uFEFFDate,Description,Amount,Balance,Category",
      "2025-04-01,Client payment ACME,1200.00,,Uncategorized",
      "2025-06-01,Client payment BETA,300.00,,Uncategorized",
      `2025-06-02,"'=HYPERLINK(""http://evil.example"",""Client refund"")",-10.00,,Uncategorized`,
      "",
    ]);

    await page.getByRole("searchbox", { name: "Search transactions" }).fill("nothing matches this");
    await page.getByRole("button", { name: "Export CSV" }).click();
    await expect(page.getByText("Export Failed").first()).toBeVisible();
    await expect(page.getByText("No transactions to export").first()).toBeAttached();
  });

  test("the reconciliation card finds a balance mismatch and shows its row", async ({ page }) => {
    // 300 rows with a running balance, one of them wrong near the end: the table must scroll to it.
    const rows: Row[] = [];
    let balance = 100_000;
    for (let i = 0; i < 300; i++) {
      const amount = -(100 + i);
      balance += amount;
      const day = new Date(Date.UTC(2025, 0, 1 + Math.floor(i / 3))).toISOString().slice(0, 10);
      const stated = i === 280 ? balance + 500 : balance;
      rows.push({
        date: day,
        description: `Card payment ${i}`,
        amount: (amount / 100).toFixed(2),
        balance: (stated / 100).toFixed(2),
      });
    }
    await openWithRows(page, rows);
    const issue = page.getByRole("button", { name: /Balance mismatch on/ }).first();
    await expect(issue).toBeVisible();
    await expect(page.getByText("2 errors")).toBeVisible();
    await expect(row(page, "Card payment 280")).toHaveCount(0);

    await issue.click();
    const target = page.getByRole("row", { name: /Card payment 280\b/ });
    await expect(target).toBeInViewport();
    await expect(target).toHaveAttribute("aria-current", "true");
  });

  test("has no serious or critical accessibility violations", async ({ page }) => {
    await openWithRows(page, FOUR_ROWS);
    const results = await new AxeBuilder({ page }).analyze();
    expect(results.violations.filter((v) => v.impact === "serious" || v.impact === "critical")).toEqual([]);
    await page.getByRole("button", { name: "Filters" }).click();
    const withFilters = await new AxeBuilder({ page }).analyze();
    expect(withFilters.violations.filter((v) => v.impact === "serious" || v.impact === "critical")).toEqual([]);
  });
});

/** A year of a busy account: 50,000 rows, served in place of the saved list so nothing has to be imported. */
function busyYear(count = 50_000) {
  const payees = ["TESCO STORES", "TRAINLINE", "AMAZON MARKETPLACE", "CLIENT PAYMENT", "SHELL FUEL", "BT GROUP"];
  let balance = 5_000_000;
  return Array.from({ length: count }, (_, i) => {
    const amount = i % 7 === 0 ? 125_000 : -(500 + ((i * 37) % 20_000));
    balance += amount;
    return {
      id: `00000000-0000-4000-8000-${String(i).padStart(12, "0")}`,
      date: new Date(Date.UTC(2024, 3, 1 + Math.floor(i / 137))).toISOString().slice(0, 10),
      description: `${payees[i % payees.length]} REF ${i}`,
      amount: (amount / 100).toFixed(2),
      balance: (balance / 100).toFixed(2),
      category: i % 3 === 0 ? "Travel" : null,
      notes: null,
      categoryId: i % 3 === 0 ? "travel" : null,
      categoryConfidence: i % 3 === 0 ? "0.950" : null,
      categoryReason: i % 3 === 0 ? 'Built-in rule: "TRAINLINE" is rail travel' : null,
      categoryStage: i % 3 === 0 ? "builtin" : null,
      importBatchId: "00000000-0000-4000-8000-batch0000000",
      bankAccountId: "00000000-0000-4000-8000-account00000",
    };
  });
}

/**
 * Types one character (or a backspace, "\b") into the search box and times, inside the page, how long until the Total Transactions card
 * shows the new count and the frame after it is painted.
 */
async function timeKeystroke(page: Page, char: string): Promise<{ updated: number; painted: number }> {
  return page.evaluate(async (c) => {
    const input = document.querySelector<HTMLInputElement>('input[aria-label="Search transactions"]')!;
    const cardGroup = [...document.querySelectorAll('[role="group"]')].find((g) =>
      g.textContent?.startsWith("Total Transactions"),
    )!;
    const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, "value")!.set!;
    return new Promise<{ updated: number; painted: number }>((resolve) => {
      const start = performance.now();
      const observer = new MutationObserver(() => {
        observer.disconnect();
        const updated = performance.now() - start;
        requestAnimationFrame(() => setTimeout(() => resolve({ updated, painted: performance.now() - start })));
      });
      observer.observe(cardGroup, { subtree: true, childList: true, characterData: true });
      setValue.call(input, c === "\b" ? input.value.slice(0, -1) : input.value + c);
      input.dispatchEvent(new Event("input", { bubbles: true }));
    });
  }, char);
}

type BusyRow = ReturnType<typeof busyYear>[number];

/** Serves the first screen of `rows` (its first 500 and the totals of all) as the server would. */
async function serveFirstScreen(page: Page, rows: BusyRow[]) {
  const pennies = rows.map((r) => Math.round(Number(r.amount) * 100));
  const sum = (keep: (p: number) => boolean) => pennies.filter(keep).reduce((a, b) => a + b, 0);
  const screen = {
    total: rows.length,
    inflow: (sum((p) => p > 0) / 100).toFixed(2),
    outflow: (sum((p) => p < 0) / 100).toFixed(2),
    rows: rows.slice(0, 500),
  };
  await page.route("**/api/transactions/first-screen", (route) =>
    route.fulfill({ status: 200, contentType: "application/json", body: JSON.stringify(screen) }),
  );
  return screen;
}

test.describe("Transactions at 50,000 rows", () => {
  test.setTimeout(180_000);

  test("opens with the first screen's rows and exact totals, read-only until every row has arrived", async ({
    page,
  }) => {
    const rows = busyYear();
    const screen = await serveFirstScreen(page, rows);
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    const body = JSON.stringify(rows);
    await page.route("**/api/transactions", async (route) => {
      if (route.request().method() !== "GET") return route.continue();
      await held;
      return route.fulfill({ status: 200, contentType: "application/json", body });
    });
    await page.goto("/");
    await signUp(page);
    await page.goto("/transactions");
    const search = page.getByRole("searchbox", { name: "Search transactions" });
    await expect(page.getByText("50,000 transactions", { exact: true })).toBeVisible();
    await expect(page.getByRole("row", { name: /TESCO STORES REF 0\b/ })).toBeVisible();
    await expect(
      page.getByText(
        "Loading all 50,000 transactions: search, filters and the running-balance check follow in a moment.",
      ),
    ).toBeVisible();
    // The totals are of all 50,000 rows, exact to the penny, before the rows themselves have arrived.
    const inflow = fromDecimalString(screen.inflow)!;
    const outflow = fromDecimalString(screen.outflow)!;
    await expectCards(
      page,
      "50,000",
      formatGBP(inflow),
      formatGBP(Math.abs(outflow) as Pence),
      formatGBP((inflow + outflow) as Pence),
    );
    // Nothing can be chosen on part of the list: search, select all and the row's controls wait for the rest.
    await expect(search).toBeDisabled();
    await expect(page.getByRole("checkbox", { name: "Select all" })).toBeDisabled();
    await expect(page.getByRole("button", { name: "Delete transaction" }).first()).toBeDisabled();

    release();
    await expect(search).toBeEnabled({ timeout: 60_000 });
    await expect(page.getByText("Loading all 50,000 transactions", { exact: false })).toHaveCount(0);
    await search.fill("REF 49997");
    await expect(page.getByText("1 of 50,000 transactions", { exact: true })).toBeVisible();
    await expect(page.getByRole("row", { name: /BT GROUP REF 49997\b/ })).toBeVisible();
  });

  test("a keystroke in the search box updates the table and cards quickly, and the table stays virtualised", async ({
    page,
  }) => {
    const rows = busyYear();
    const body = JSON.stringify(rows);
    await serveFirstScreen(page, rows);
    await page.route("**/api/transactions", (route) =>
      route.request().method() === "GET"
        ? route.fulfill({ status: 200, contentType: "application/json", body })
        : route.continue(),
    );
    await page.goto("/");
    await signUp(page);
    await page.goto("/transactions");
    await expect(card(page, "Total Transactions")).toContainText("50,000", { timeout: 60_000 });
    await expect(page.getByRole("searchbox", { name: "Search transactions" })).toBeEnabled({ timeout: 60_000 });
    // Only the rows in view (and a few either side) are in the page.
    expect(await page.getByRole("row").count()).toBeLessThan(60);

    // "1", "12", "123", "1234" narrow the search and four backspaces widen it again, twice: every keystroke
    // changes the count, so every one is timed to the card that shows it.
    const timings: { updated: number; painted: number }[] = [];
    for (const c of "1234\b\b\b\b1234\b\b\b\b") timings.push(await timeKeystroke(page, c));
    const sorted = (key: "updated" | "painted") => timings.map((t) => t[key]).sort((a, b) => a - b);
    const stats = (key: "updated" | "painted") => {
      const v = sorted(key);
      return `min ${v[0]!.toFixed(0)}, median ${v[v.length >> 1]!.toFixed(0)}, max ${v.at(-1)!.toFixed(0)} ms`;
    };
    const summary = `cards updated: ${stats("updated")}; painted: ${stats("painted")}`;
    test.info().annotations.push({ type: "keystroke at 50,000 rows", description: summary });
    console.log(`50,000 rows, one keystroke: ${summary}`);
    // Speed is a benchmark figure (npm run bench: "browser"), not an assertion here: every keystroke must update
    // the cards, which timeKeystroke waits for.
    expect(timings).toHaveLength(16);

    // Scrolling to the end renders the last rows, still only a window of them.
    await page.getByRole("searchbox", { name: "Search transactions" }).fill("");
    await expect(card(page, "Total Transactions")).toContainText("50,000");
    await page.getByRole("region", { name: "Transactions list" }).evaluate((el) => {
      el.scrollTop = el.scrollHeight;
    });
    await expect(page.getByRole("row", { name: /BT GROUP REF 49997\b/ })).toBeVisible();
    expect(await page.getByRole("row").count()).toBeLessThan(60);
  });
});
