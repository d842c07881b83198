import { readFileSync } from "node:fs";
import type { Locator, Page } from "@playwright/test";
import { expectAccessible, isPhone, VIEWPORTS } from "./a11y";
import { apiWriter, expect, newUser, type StatementRow, test } from "./fixtures";

/*
 * Accessibility: axe on every route and every dialog, popover, sheet and menu at 1280 px and 375 px, signed in with data
 * (and the few that show signed out: cookie banner, sections menu, chat, the sample's drill-down, Upload's sign-in).
 * The same tests run at both widths. Each state is asserted visible before axe runs. Signed-out routes are in
 * accessibility.spec.ts; the admin pages in accessibility-admin.spec.ts.
 */

// Every test signs up its own director, so the tests can share the two workers.
test.describe.configure({ mode: "parallel" });

/** Uncategorised rows with a running balance; two from one payee, so a correction offers "Apply to similar". */
const ROWS: StatementRow[] = [
  { date: "2025-04-01", description: "NORTHWIND TRADING LTD INV 1001", amount: "1200.00", balance: "1200.00" },
  { date: "2025-04-03", description: "CARD PAYMENT TO TRAINLINE", amount: "-45.20", balance: "1154.80" },
  { date: "2025-04-05", description: "ZEPHYR QUILLWORKS", amount: "-30.00", balance: "1124.80" },
  { date: "2025-04-06", description: "ZEPHYR QUILLWORKS", amount: "-31.00", balance: "1093.80" },
  { date: "2025-04-09", description: "COFFEE HOUSE", amount: "-3.10", balance: "1090.70" },
];

const origin = () => new URL(test.info().project.use.baseURL ?? "").origin;

/** Signs a new director up on the page's context and saves ROWS; returns the saved transactions. */
async function signUpWithData(page: Page): Promise<{ id: string; description: string }[]> {
  const api = apiWriter(page.request, origin());
  const signedUp = await api.signUp(newUser());
  expect(signedUp.status(), await signedUp.text()).toBe(200);
  const saved = await api.saveStatement(ROWS);
  expect(saved.status(), await saved.text()).toBe(200);
  return ((await saved.json()) as { transactions: { id: string; description: string }[] }).transactions;
}

async function post(page: Page, path: string, data: unknown): Promise<void> {
  const res = await page.request.post(path, { data, headers: { Origin: origin() } });
  expect(res.status(), await res.text()).toBe(200);
}

const fixtureCsv = (name: string) => ({
  name,
  mimeType: "text/csv",
  buffer: readFileSync(new URL(`./fixtures/${name}`, import.meta.url)),
});

async function chooseFiles(page: Page, names: string[]): Promise<void> {
  const chooser = page.waitForEvent("filechooser");
  await page.getByRole("button", { name: "Choose files" }).click();
  await (await chooser).setFiles(names.map(fixtureCsv));
}

/** The table row of a transaction, found by its checkbox's name. */
const txRow = (page: Page, description: string) =>
  page
    .getByRole("row")
    .filter({ has: page.getByRole("checkbox", { name: `Select ${description}` }) })
    .first();

/** A toast in the notifications region (Radix also announces it for a second in a hidden status outside it). */
const toast = (page: Page, title: string) =>
  page
    .getByRole("region", { name: /^Notifications/ })
    .getByRole("listitem")
    .filter({ hasText: title });

/** Opens a Select (combobox) and checks its open list, then closes it with Escape. */
async function checkListbox(page: Page, combobox: Locator, what: string): Promise<void> {
  await combobox.click();
  await expectAccessible(page, page.getByRole("listbox"), what);
  await page.keyboard.press("Escape");
  await expect(page.getByRole("listbox")).toHaveCount(0);
}

/** Checks an open dialog (once `ready` shows in it), then closes it with its Cancel button. */
async function checkDialogThenCancel(page: Page, dialog: Locator, what: string, ready: Locator = dialog) {
  await expectAccessible(page, ready, what);
  await dialog.getByRole("button", { name: "Cancel" }).click();
  await expect(dialog).toBeHidden();
}

/** Signed-in pages that open no dialog of their own, with what shows once each has loaded. */
const SIGNED_IN_PAGES: { path: string; ready: (page: Page) => Locator }[] = [
  { path: "/", ready: (page) => page.getByRole("heading", { level: 1 }) },
  { path: "/privacy-policy", ready: (page) => page.getByRole("heading", { level: 1, name: "Privacy Policy" }) },
  { path: "/terms-of-service", ready: (page) => page.getByRole("heading", { level: 1, name: "Terms of Service" }) },
  { path: "/gdpr", ready: (page) => page.getByRole("heading", { level: 1 }) },
  { path: "/status", ready: (page) => page.getByRole("heading", { level: 1 }) },
  { path: "/payment-success", ready: (page) => page.getByRole("heading", { name: "No payment to confirm" }) },
  // The server's answer is mocked: a paid checkout needs Stripe (payment.spec.ts runs the real one against a fake).
  {
    path: "/payment-success?session_id=cs_test_a11y",
    ready: (page) => page.getByRole("heading", { name: "Payment Successful!", level: 1 }),
  },
  { path: "/admin", ready: (page) => page.getByRole("heading", { name: "You don't have access to this page" }) },
  {
    path: "/admin/support",
    ready: (page) => page.getByRole("heading", { name: "You don't have access to this page" }),
  },
  { path: "/no-such-page", ready: (page) => page.getByRole("heading", { name: "404 Page Not Found" }) },
];

for (const viewport of VIEWPORTS) {
  test.describe(`accessibility ${viewport.name}`, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height } });

    test("signed out: the cookie banner, the sections menu, the floating chat and a sample drill-down", async ({
      browser,
      baseURL,
    }) => {
      // A context of its own: the `test` fixture answers the cookie banner before every page loads.
      const context = await browser.newContext({
        baseURL,
        viewport: { width: viewport.width, height: viewport.height },
      });
      try {
        const page = await context.newPage();
        await page.goto("/");
        const banner = page.getByRole("region", { name: "Cookies on Microfile" });
        await expectAccessible(page, banner, "cookie banner");
        await banner.getByRole("button", { name: "Accept" }).click();
        await expect(banner).toBeHidden();

        if (isPhone(viewport)) {
          await page.getByRole("button", { name: "Sections menu" }).click();
          const menu = page.getByRole("navigation", { name: "Sections" });
          await expectAccessible(page, menu.getByRole("link", { name: "Pricing" }), "landing sections menu");
          await page.getByRole("button", { name: "Sections menu" }).click();
          await expect(menu).toBeHidden();
        }

        await page.getByRole("button", { name: "Open support chat" }).click();
        const chat = page.getByRole("dialog", { name: "Microfile Support" });
        await expectAccessible(page, chat.getByRole("textbox", { name: "Your message" }), "support chat, signed out");
        await chat.getByRole("button", { name: "Close support chat" }).click();
        await expect(chat).toBeHidden();

        // The sample company's reports: a drill-down long enough to scroll.
        await page.goto("/reports");
        await page.getByRole("button", { name: /^Rent & Rates 12 transactions/ }).click();
        const rent = page.getByRole("dialog", { name: "Rent & Rates" });
        await expectAccessible(page, rent.getByText("12 transactions."), "sample Rent & Rates drill-down");
      } finally {
        await context.close();
      }
    });

    test("signed in with data: the pages without dialogs of their own", async ({ page }) => {
      test.slow();
      await signUpWithData(page);
      await page.route("**/api/filings/checkout-session?*", (route) => route.fulfill({ json: { status: "paid" } }));
      for (const { path, ready } of SIGNED_IN_PAGES) {
        await page.goto(path);
        await expect(ready(page)).toBeVisible();
        await page.waitForLoadState("networkidle");
        await expectAccessible(page, ready(page), `${path} signed in`);
      }
    });

    test("Transactions: the page, Filters, category picker, correction prompt, Rules, sign-in and bulk delete", async ({
      page,
    }) => {
      await signUpWithData(page);
      const rule = { contains: "TRAINLINE", categoryId: "travel", direction: null, minAmount: null, maxAmount: null };
      await post(page, "/api/rules", rule);
      await page.goto("/transactions");
      // Audited once the app has taken over the server's drawing: until then the rows' controls sit in a disabled
      // fieldset, which axe reads as leaving the scrolling list without keyboard access (browsers focus it anyway).
      await expect(page.getByRole("searchbox", { name: "Search transactions" })).toBeEnabled();
      await expectAccessible(page, txRow(page, "COFFEE HOUSE"), "Transactions page");

      await page.getByRole("button", { name: "Filters" }).click();
      const filters = page.getByRole("dialog", { name: "Filters" });
      await expectAccessible(page, filters, "Filters popover");
      await checkListbox(page, filters.getByRole("combobox", { name: "Category" }), "Filters' category list");
      await page.keyboard.press("Escape");
      await expect(filters).toBeHidden();

      await txRow(page, "ZEPHYR QUILLWORKS")
        .getByRole("button", { name: /change category/ })
        .click();
      const picker = page.getByRole("dialog", { name: "Category for ZEPHYR QUILLWORKS" });
      await expectAccessible(page, picker, "category picker");
      await picker.getByRole("button", { name: "Office Costs", exact: true }).click();
      const prompt = page.getByRole("region", { name: "Suggestions after your change" });
      await expectAccessible(page, prompt.getByText("Apply to 1 similar transaction?"), "correction prompt");

      await page.getByRole("button", { name: "Rules" }).click();
      const rules = page.getByRole("dialog", { name: "Rules" });
      await expectAccessible(page, rules.getByRole("row").filter({ hasText: "TRAINLINE" }), "Rules dialog");
      await checkListbox(page, rules.getByRole("combobox", { name: "Category" }), "rule form's category list");
      await rules.getByRole("button", { name: "Add Rule" }).click();
      await expectAccessible(page, rules.getByRole("alert"), "rule form with an error");
      await rules.getByRole("button", { name: "Edit rule TRAINLINE" }).click();
      await expectAccessible(page, rules.getByRole("button", { name: "Save Rule" }), "Rules dialog editing a rule");
      await rules.getByRole("button", { name: "Close" }).click();
      await expect(rules).toBeHidden();

      // A session that ended while the page was open: categorising asks to sign in again.
      await page.route("**/api/transactions/categorize", (route) =>
        route.fulfill({ status: 401, json: { error: "Sign in" } }),
      );
      await page.getByRole("button", { name: "Categorize Transactions" }).click();
      const signIn = page.getByRole("dialog", { name: "Sign In Required" });
      await checkDialogThenCancel(page, signIn, "categorise Sign In Required dialog");

      // Selected rows are shaded: money in and money out must keep their contrast on the shade.
      await page.getByRole("checkbox", { name: "Select COFFEE HOUSE" }).check();
      await page.getByRole("checkbox", { name: "Select NORTHWIND TRADING LTD INV 1001" }).check();
      await page.getByRole("button", { name: "Delete Selected" }).click();
      const confirm = page.getByRole("alertdialog", { name: "Delete Selected Transactions?" });
      await expectAccessible(page, confirm, "bulk delete confirmation");
      await confirm.getByRole("button", { name: "Delete" }).click();
      await expectAccessible(page, toast(page, "Transactions Deleted"), "the toast with Undo");
    });

    test("Recycle Bin: the page with deleted rows and the permanent delete confirmation", async ({ page }) => {
      const saved = await signUpWithData(page);
      await post(page, "/api/transactions/bulk-delete", { ids: saved.slice(0, 2).map((t) => t.id) });
      await page.goto("/recycle-bin");
      await expectAccessible(page, page.getByText("2 items"), "Recycle Bin page");

      await page.getByRole("checkbox", { name: "Select all" }).check();
      await page.getByRole("button", { name: "Permanently Delete" }).click();
      const confirm = page.getByRole("alertdialog", { name: "Permanently Delete Transactions?" });
      await checkDialogThenCancel(page, confirm, "permanent delete confirmation");
    });

    test("Upload: column mapping, Sign In Required on Save, then the signed-in preview and its account list", async ({
      page,
    }) => {
      await page.goto("/upload");
      await chooseFiles(page, ["unknown-headers.csv"]);
      await expectAccessible(page, page.getByText("Column Mapping Required", { exact: true }), "column mapping");
      await checkListbox(page, page.getByRole("combobox", { name: "Date" }), "column mapping's header list");

      await chooseFiles(page, ["lloyds-2025-01.csv"]);
      await page.getByRole("button", { name: "Save transactions" }).click();
      const dialog = page.getByRole("dialog", { name: "Sign In Required" });
      await expectAccessible(page, dialog.getByRole("tab", { name: "Sign in", selected: true }), "Sign In Required");
      await dialog.getByRole("tab", { name: "Create account" }).click();
      await expectAccessible(page, dialog.getByLabel("First name"), "Sign In Required, Create account tab");
      await page.keyboard.press("Escape");
      await expect(dialog).toBeHidden();

      await signUpWithData(page);
      await page.goto("/upload");
      await chooseFiles(page, ["lloyds-2025-01.csv", "barclays-2025-01.csv"]);
      await expectAccessible(page, page.getByRole("region", { name: /^Preview of/ }), "signed-in upload preview");
      // Two banks' files: each file gets its own account select.
      await checkListbox(page, page.getByRole("combobox", { name: "Save lloyds-2025-01.csv to" }), "bank account list");
    });

    test("Reports: tabs, drill-downs, the confirmation toast, the CH form's errors and the Payment dialog", async ({
      page,
    }) => {
      await signUpWithData(page);
      // The packs wait for the readiness checks; here they are answered as ready, and the company has
      // the director the card's select offers, so the Payment dialog can be reached.
      const director = await page.request.put("/api/company", {
        headers: { Origin: origin() },
        data: { directors: ["Ada Lovelace"] },
      });
      expect(director.status(), await director.text()).toBe(200);
      await page.route("**/api/reports/readiness", (route) => route.fulfill({ json: { ready: true, checks: [] } }));
      await page.goto("/reports");
      const warning = page.getByRole("status").filter({ hasText: "5 transactions are uncategorised" });
      await expect(warning).toBeVisible();
      await page.waitForLoadState("networkidle");
      await expectAccessible(page, warning, "Reports page, Profit & Loss");

      await warning.getByRole("button", { name: "Show them" }).click();
      const uncategorised = page.getByRole("dialog", { name: "Uncategorised transactions" });
      await expectAccessible(page, uncategorised.getByText("5 transactions."), "uncategorised drill-down");
      await uncategorised.getByRole("button", { name: "Close" }).click();
      await expect(uncategorised).toBeHidden();

      await page.getByRole("tab", { name: "Balance Sheet" }).click();
      const cash = page.getByRole("tabpanel").getByRole("button", { name: /^Cash at Bank £1,090\.70/ });
      await expectAccessible(page, cash, "Balance Sheet tab");
      await cash.click();
      const cashLines = page.getByRole("dialog", { name: "Cash at Bank" });
      await expectAccessible(page, cashLines.getByRole("table"), "Cash at Bank drill-down");
      await page.keyboard.press("Escape");
      await expect(cashLines).toBeHidden();

      await page.getByRole("tab", { name: "CH Filing Form" }).click();
      await page.getByRole("button", { name: "Validate" }).click();
      const errors = page.getByRole("alert").filter({ hasText: "Please correct the following" });
      await expectAccessible(page, errors, "CH Filing Form with its errors");

      const exportsCard = page.getByRole("region", { name: "Filing Pack Exports" });
      await exportsCard.getByRole("button", { name: "Companies House PDF" }).click();
      await expectAccessible(page, toast(page, "Confirmation Required"), "Confirmation Required toast");

      // An export the account has not paid for answers 402; the shared server has no Stripe, so the answer is mocked.
      await page.route("**/api/exports/ch-pack/pdf", (route) =>
        route.fulfill({
          status: 402,
          json: { error: "Payment required", message: "Please complete payment.", needsPayment: true },
        }),
      );
      await exportsCard.getByLabel("Director full name").selectOption("Ada Lovelace");
      await exportsCard.getByLabel("Date of approval").fill(new Date().toISOString().slice(0, 10));
      await exportsCard.getByRole("checkbox", { name: /^I confirm these accounts are accurate/ }).check();
      await exportsCard.getByRole("button", { name: "Companies House PDF" }).click();
      const payment = page.getByRole("dialog", { name: "Payment Required" });
      await expect(payment.getByRole("status", { name: "Loading the price" })).toHaveCount(0);
      await expectAccessible(page, payment.getByRole("button", { name: "Proceed to Checkout" }), "Payment dialog");
    });

    test("Company: the page, the header's company menu and the Add company dialog", async ({ page }) => {
      await signUpWithData(page);
      await page.goto("/company");
      await expectAccessible(page, page.getByLabel("Company name"), "Company page");

      await page
        .getByRole("banner")
        .getByRole("button", { name: /^Company: / })
        .click();
      const menu = page.getByRole("menu");
      await expectAccessible(page, menu.getByRole("menuitem", { name: "Add company" }), "company menu");
      await menu.getByRole("menuitem", { name: "Add company" }).click();
      const dialog = page.getByRole("dialog", { name: "Add company" });
      await checkDialogThenCancel(page, dialog, "Add company dialog", dialog.getByLabel("Company name"));
    });

    test("Delete My Data: the page and the final confirmation", async ({ page }) => {
      await signUpWithData(page);
      await page.goto("/delete-my-data");
      await page.getByRole("checkbox", { name: /^I understand/ }).check();
      const deleteAll = page.getByRole("button", { name: "Delete All My Data" });
      await expect(deleteAll).toBeEnabled();
      await expectAccessible(page, deleteAll, "Delete My Data page");

      await deleteAll.click();
      const dialog = page.getByRole("alertdialog", { name: "Final Confirmation Required" });
      await checkDialogThenCancel(page, dialog, "final confirmation");
    });

    test("the shell: sidebar (sheet or collapsed with tooltips) and the support chat opening a ticket", async ({
      page,
    }) => {
      await signUpWithData(page);
      await page.goto("/upload");
      await expect(page.getByRole("img", { name: /Signed in as/ })).toBeVisible();
      const toggle = page.getByRole("button", { name: "Toggle Sidebar" });
      await toggle.click();
      if (isPhone(viewport)) {
        const sheet = page.getByRole("dialog", { name: "Sidebar" });
        await expectAccessible(page, sheet.getByRole("link", { name: "Transactions" }), "mobile sidebar sheet");
        await sheet.getByRole("button", { name: "Close sidebar" }).click();
        await expect(sheet).toBeHidden();
      } else {
        await expect(toggle).toHaveAttribute("aria-expanded", "false");
        await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Reports" }).hover();
        await expectAccessible(page, page.getByRole("tooltip", { name: "Reports" }), "collapsed sidebar's tooltip");
      }

      await page.getByRole("banner").getByRole("button", { name: "Help" }).click();
      const chat = page.getByRole("dialog", { name: "Microfile Support" });
      const message = chat.getByRole("textbox", { name: "Your message" });
      await message.fill("How do I upload a CSV?");
      await message.press("Enter");
      const suggestions = chat.getByRole("list", { name: "Suggested questions" }).last();
      await expectAccessible(page, suggestions.getByRole("button").first(), "support chat with suggestions");

      // Opening a ticket, step by step: each answer waits for the question it answers.
      const conversation = chat.getByRole("list", { name: "Conversation" });
      const steps: [string, string][] = [
        ["contact support", "What email address should we reply to?"],
        ["ada@example.com", "What's the subject?"],
        ["CSV upload fails", "Please describe the issue."],
        ["My statement shows no rows after upload.", "Type 'submit' to send it"],
      ];
      for (const [line, reply] of steps) {
        await message.fill(line);
        await message.press("Enter");
        await expect(conversation).toContainText(reply);
      }
      await message.fill("submit");
      await message.press("Enter");
      await expectAccessible(page, conversation.getByText(/Ticket created successfully!/), "support chat's ticket");
    });
  });
}
