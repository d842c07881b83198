import type { Page } from "@playwright/test";
import { expect, signUp, test } from "./fixtures";

interface Row {
  date: string;
  description: string;
  amount: string;
}

/** Saves rows as one upload through the API, with the Origin header the server's same-origin check reads. */
async function seed(page: Page, rows: Row[]) {
  const origin = new URL(test.info().project.use.baseURL ?? "http://localhost:5055").origin;
  const res = await page.request.post("/api/transactions", {
    headers: { Origin: origin },
    data: {
      transactions: rows.map((r) => ({ ...r, balance: null, category: null, notes: null })),
      fileName: "statement.csv",
      fileCount: 1,
    },
  });
  expect(res.status(), await res.text()).toBe(200);
}

// Payees no built-in rule or model knows, so the first run leaves them at the default and a correction is needed.
const ROWS: Row[] = [
  { date: "2025-04-01", description: "TRAINLINE.COM LONDON", amount: "-45.10" },
  { date: "2025-04-02", description: "ZEPHYR QUILLWORKS", amount: "-30.00" },
  { date: "2025-04-03", description: "ZEPHYR QUILLWORKS", amount: "-31.00" },
  { date: "2025-04-04", description: "ZEPHYR QUILLWORKS", amount: "-32.00" },
  { date: "2025-04-05", description: "GLIMMERVALE PARTNERS", amount: "-4.50" },
  { date: "2025-04-06", description: "GLIMMERVALE PARTNERS", amount: "-5.50" },
];

/** The row of the nth transaction with this description (0-based), found by its checkbox's name. */
const row = (page: Page, description: string, nth = 0) =>
  page
    .getByRole("row")
    .filter({ has: page.getByRole("checkbox", { name: `Select ${description}` }) })
    .nth(nth);

async function categorizeAll(page: Page) {
  await page.getByRole("button", { name: "Categorize Transactions" }).click();
  await expect(page.getByText("Categorization Complete").first()).toBeVisible({ timeout: 30_000 });
}

/** Opens the row's category picker, searches and picks a category. */
async function pick(page: Page, target: ReturnType<typeof row>, search: string, name: string) {
  await target.getByRole("button", { name: /change category/ }).click();
  const picker = page.getByRole("dialog", { name: /^Category for/ });
  await picker.getByRole("searchbox", { name: "Search categories" }).fill(search);
  await picker.getByRole("button", { name, exact: true }).click();
  await expect(picker).toHaveCount(0);
}

async function open(page: Page) {
  await page.goto("/");
  await signUp(page);
  await seed(page, ROWS);
  await page.goto("/transactions");
  await expect(row(page, "TRAINLINE.COM LONDON")).toBeVisible();
}

test.describe("Categorise", () => {
  test("categorises every row with a confidence and a reason", async ({ page }) => {
    await open(page);
    await expect(row(page, "TRAINLINE.COM LONDON")).toContainText("Uncategorized");
    // Held back for a moment so the pending state can be seen: spinner, button disabled.
    await page.route("**/api/transactions/categorize", async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1_500));
      await route.continue();
    });
    const button = page.getByRole("button", { name: /Categorize Transactions/ });
    await button.click();
    await expect(button).toBeDisabled();
    await expect(page.getByRole("status").filter({ hasText: "Categorizing" })).toBeAttached();
    await expect(page.getByText("Categorization Complete").first()).toBeVisible({ timeout: 30_000 });
    await expect(
      page.getByText(/^Categorized 6 transaction\(s\)\. \d+ by rules, \d+ by AI, \d+ by default$/).first(),
    ).toBeAttached();
    await expect(button).toBeEnabled();

    const trainline = row(page, "TRAINLINE.COM LONDON");
    await expect(trainline.getByRole("button", { name: /change category/ })).toContainText(/Travel · \d+%/);
    await expect(trainline.getByText(/Built-in rule/)).toBeVisible();
    await expect(row(page, "ZEPHYR QUILLWORKS").getByText(/please review/i)).toBeVisible();
  });

  test("a correction, applied to similar rows, survives a new categorisation", async ({ page }) => {
    await open(page);
    await categorizeAll(page);

    await pick(page, row(page, "ZEPHYR QUILLWORKS"), "cost", "Cost of Sales");
    const first = row(page, "ZEPHYR QUILLWORKS");
    await expect(first.getByRole("button", { name: /change category/ })).toContainText("Cost of Sales · 100%");
    await expect(first.getByText("Set by you")).toBeVisible();

    const prompt = page.getByRole("region", { name: "Suggestions after your change" });
    await expect(prompt.getByText("Apply to 2 similar transactions?")).toBeVisible();
    // The rows are listed, ticked, before anything changes.
    const listed = prompt.getByRole("list", { name: "Similar transactions" });
    await expect(listed.getByRole("checkbox", { name: /^Include ZEPHYR QUILLWORKS on / })).toHaveCount(2);
    await expect(row(page, "ZEPHYR QUILLWORKS", 1)).not.toContainText("Cost of Sales");
    await prompt.getByRole("button", { name: "Apply to 2 similar transactions" }).click();
    await expect(page.getByText("Cost of Sales was applied to 2 similar transaction(s).").first()).toBeAttached();
    for (const nth of [1, 2]) {
      await expect(row(page, "ZEPHYR QUILLWORKS", nth).getByRole("button", { name: /change category/ })).toContainText(
        "Cost of Sales · 100%",
      );
    }
    await expect(prompt.getByText("Applied to 2 similar transactions.")).toBeVisible();
    await prompt.getByRole("button", { name: "Dismiss suggestions" }).click();
    await expect(prompt).toHaveCount(0);

    await categorizeAll(page);
    await expect(first.getByRole("button", { name: /change category/ })).toContainText("Cost of Sales · 100%");
    await expect(first.getByText("Set by you")).toBeVisible();
  });

  test("choosing a guess again offers the payee's other guesses to confirm in one go", async ({ page }) => {
    await page.goto("/");
    await signUp(page);
    // Receipts from a customer no rule knows: the categoriser leaves each at Sales, a default guess to review.
    await seed(page, [
      { date: "2025-05-02", description: "HARTLEY & CO 0931", amount: "400.00" },
      { date: "2025-06-02", description: "HARTLEY & CO 1022", amount: "400.00" },
      { date: "2025-07-02", description: "HARTLEY & CO 1187", amount: "450.00" },
    ]);
    await page.goto("/transactions");
    await categorizeAll(page);
    await expect(row(page, "HARTLEY & CO 1022").getByText(/please review/i)).toBeVisible();

    await pick(page, row(page, "HARTLEY & CO 0931"), "sales", "Sales (current)");
    const prompt = page.getByRole("region", { name: "Suggestions after your change" });
    await expect(prompt.getByText("Apply to 2 similar transactions?")).toBeVisible();
    await expect(prompt.getByText(/The ticked ones are guessed as Sales and become your choice/)).toBeVisible();
    const listed = prompt.getByRole("list", { name: "Similar transactions" });
    await expect(listed.getByText("confirms it as your choice")).toHaveCount(2);
    await prompt.getByRole("button", { name: "Apply to 2 similar transactions" }).click();
    for (const description of ["HARTLEY & CO 1022", "HARTLEY & CO 1187"]) {
      const confirmed = row(page, description);
      await expect(confirmed.getByRole("button", { name: /change category/ })).toContainText("Sales · 100%");
      await expect(confirmed.getByText("Set by you")).toBeVisible();
    }
  });

  test("a correction of one salary lists the dividends unticked, applies to the salaries only, and undoes", async ({
    page,
  }) => {
    await page.goto("/");
    await signUp(page);
    await seed(page, [
      { date: "2025-04-25", description: "S Patel SALARY", amount: "-1047.50" },
      { date: "2025-05-23", description: "S Patel SALARY", amount: "-1047.50" },
      { date: "2025-06-25", description: "S Patel SALARY", amount: "-1047.50" },
      { date: "2025-06-30", description: "S Patel DIVIDEND", amount: "-4000.00" },
      { date: "2025-09-30", description: "S Patel DIVIDEND", amount: "-4000.00" },
    ]);
    await page.goto("/transactions");
    await categorizeAll(page);
    await expect(row(page, "S Patel DIVIDEND").getByRole("button", { name: /change category/ })).toContainText(
      "Dividends",
    );

    await pick(page, row(page, "S Patel SALARY"), "direct", "Directors' Salaries");
    const prompt = page.getByRole("region", { name: "Suggestions after your change" });
    const listed = prompt.getByRole("list", { name: "Similar transactions" });
    await expect(listed.getByRole("checkbox", { name: /^Include S Patel SALARY on / })).toHaveCount(2);
    for (const box of await listed.getByRole("checkbox", { name: /^Include S Patel SALARY on / }).all()) {
      await expect(box).toBeChecked();
    }
    const dividends = listed.getByRole("checkbox", { name: /^Include S Patel DIVIDEND on / });
    await expect(dividends).toHaveCount(2);
    await expect(dividends.first()).not.toBeChecked();
    await expect(listed.getByText("not ticked: Dividends: a different kind").first()).toBeVisible();

    await prompt.getByRole("button", { name: "Apply to 2 similar transactions" }).click();
    for (const nth of [1, 2]) {
      await expect(row(page, "S Patel SALARY", nth).getByRole("button", { name: /change category/ })).toContainText(
        "Directors' Salaries",
      );
    }
    for (const nth of [0, 1]) {
      await expect(row(page, "S Patel DIVIDEND", nth).getByRole("button", { name: /change category/ })).toContainText(
        "Dividends",
      );
    }

    // One Undo puts both salaries back as the categoriser had them.
    await prompt.getByRole("button", { name: "Undo" }).click();
    await expect(page.getByText("2 transaction(s) put back as they were.").first()).toBeAttached();
    for (const nth of [1, 2]) {
      await expect(row(page, "S Patel SALARY", nth).getByRole("button", { name: /change category/ })).toContainText(
        "Salaries & Wages",
      );
    }
    await expect(row(page, "S Patel SALARY", 0).getByRole("button", { name: /change category/ })).toContainText(
      "Directors' Salaries",
    );
  });

  test("two corrections of one payee offer a rule, which the Rules dialog lists", async ({ page }) => {
    await open(page);
    await categorizeAll(page);

    await pick(page, row(page, "GLIMMERVALE PARTNERS", 0), "legal", "Accountancy & Legal");
    const prompt = page.getByRole("region", { name: "Suggestions after your change" });
    await expect(prompt.getByText("Apply to 1 similar transaction?")).toBeVisible();
    await prompt.getByRole("button", { name: "Dismiss suggestions" }).click();

    await pick(page, row(page, "GLIMMERVALE PARTNERS", 1), "legal", "Accountancy & Legal");
    // The rule names the payee by its distinctive word (core/categorise/suggest-rule.ts), not "PARTNERS".
    await expect(prompt.getByText('Always categorise "GLIMMERVALE" as Accountancy & Legal?')).toBeVisible();
    await prompt.getByRole("button", { name: "Create rule" }).click();
    await expect(page.getByText("Rule Created").first()).toBeVisible();

    await page.getByRole("button", { name: "Rules" }).click();
    const dialog = page.getByRole("dialog", { name: "Rules" });
    const ruleRow = dialog.getByRole("row").filter({ hasText: "GLIMMERVALE" });
    await expect(ruleRow).toContainText("Accountancy & Legal");
    await expect(ruleRow).toContainText("Any");
    await expect(ruleRow).toContainText("Any amount");
  });

  test("the Rules dialog adds, edits and deletes a rule", async ({ page }) => {
    await open(page);
    await page.getByRole("button", { name: "Rules" }).click();
    const dialog = page.getByRole("dialog", { name: "Rules" });
    await expect(dialog.getByText(/No rules yet/)).toBeVisible();
    // Rules are the current company's (a new account's first company is "My Company").
    await expect(dialog.getByText("These rules are My Company's: each of your companies has its own.")).toBeVisible();

    await dialog.getByRole("button", { name: "Add Rule" }).click();
    await expect(dialog.getByRole("alert")).toHaveText("Enter at least 2 characters the description contains.");
    await dialog.getByLabel("Description contains").fill("ZEPHYR");
    await dialog.getByRole("combobox", { name: "Category" }).click();
    await page.getByRole("option", { name: "Office Costs" }).click();
    await dialog.getByRole("combobox", { name: "Direction" }).click();
    await page.getByRole("option", { name: "Money out" }).click();
    await dialog.getByLabel("Min amount (£)").fill("10");
    await dialog.getByLabel("Max amount (£)").fill("50");
    await dialog.getByRole("button", { name: "Add Rule" }).click();
    const ruleRow = dialog.getByRole("row").filter({ hasText: "ZEPHYR" });
    await expect(ruleRow).toContainText("Office Costs");
    await expect(ruleRow).toContainText("Money out");
    await expect(ruleRow).toContainText("£10.00 to £50.00");

    await ruleRow.getByRole("button", { name: "Edit rule ZEPHYR" }).click();
    await dialog.getByLabel("Max amount (£)").fill("");
    await dialog.getByRole("button", { name: "Save Rule" }).click();
    await expect(ruleRow).toContainText("From £10.00");

    // The rule decides the next categorisation of those rows.
    await dialog.getByRole("button", { name: "Close" }).click();
    await categorizeAll(page);
    await expect(row(page, "ZEPHYR QUILLWORKS").getByRole("button", { name: /change category/ })).toContainText(
      "Office Costs · 100%",
    );

    await page.getByRole("button", { name: "Rules" }).click();
    await dialog.getByRole("button", { name: "Delete rule ZEPHYR" }).click();
    await expect(dialog.getByText(/No rules yet/)).toBeVisible();
  });

  test("a session that ended opens the sign-in dialog instead of an error", async ({ page }) => {
    await open(page);
    await page.route("**/api/transactions/categorize", (route) =>
      route.fulfill({ status: 401, contentType: "application/json", body: JSON.stringify({ error: "Sign in" }) }),
    );
    await page.getByRole("button", { name: "Categorize Transactions" }).click();
    const dialog = page.getByRole("dialog", { name: "Sign In Required" });
    await expect(dialog.getByText(/You need to sign in before you can categorize transactions with AI/)).toBeVisible();
    await expect(dialog.getByRole("button", { name: "Sign In" })).toBeVisible();
    await expect(page.getByText("Categorization Failed")).toHaveCount(0);
    await dialog.getByRole("button", { name: "Cancel" }).click();
    await expect(dialog).toHaveCount(0);
  });

  test("a failure shows the server's message", async ({ page }) => {
    await open(page);
    await page.route("**/api/transactions/categorize", (route) =>
      route.fulfill({ status: 500, contentType: "application/json", body: JSON.stringify({ error: "Model offline" }) }),
    );
    await page.getByRole("button", { name: "Categorize Transactions" }).click();
    await expect(page.getByText("Categorization Failed").first()).toBeVisible();
    await expect(page.getByText("Model offline").first()).toBeAttached();
  });
});
