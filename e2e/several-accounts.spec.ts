import type { Locator, Page } from "@playwright/test";
import { expect, signUp, test } from "./fixtures";

/**
 * One company, two banks: a Barclays current account (its export has no balance column, newest first) and a
 * Starling account opened this year (balances, oldest first), dropped on the Upload page together. £500 moves from
 * Barclays to Starling on 28–29 April.
 */
const BARCLAYS = [
  "Number,Date,Account,Amount,Subcategory,Memo",
  ",28/04/2025,20-45-77 43218765,-500.00,FT,STARLING TRANSFER\tFT",
  ",20/04/2025,20-45-77 43218765,-45.99,DIRECTDEBIT,BT GROUP PLC\tDDR",
  ",10/04/2025,20-45-77 43218765,2500.00,CREDIT,ACME TRADING LTD\tINV 1042\tBGC",
  ",02/04/2025,20-45-77 43218765,-12.40,DEBIT,TESCO STORES 3297\tBCC",
].join("\n");

const STARLING = [
  "Date,Counter Party,Reference,Type,Amount (GBP),Balance (GBP),Spending Category,Notes",
  "01/04/2025,Northwind Ltd,INV 7,FASTER PAYMENT,1200.00,1200.00,INCOME,",
  "15/04/2025,Adobe,Creative Cloud,CARD,-19.99,1180.01,BILLS_AND_SERVICES,",
  "29/04/2025,Barclays,From current account,FASTER PAYMENT,500.00,1680.01,TRANSFERS,",
].join("\n");

/** Drops files on the zone the way a browser does: a drop event carrying a DataTransfer of File objects. */
async function dropFiles(page: Page, files: { name: string; text: string }[]) {
  const dataTransfer = await page.evaluateHandle((list) => {
    const transfer = new DataTransfer();
    for (const f of list) transfer.items.add(new File([f.text], f.name, { type: "text/csv" }));
    return transfer;
  }, files);
  await page.getByRole("region", { name: /Drag and drop/ }).dispatchEvent("drop", { dataTransfer });
}

/** The cells of the table row whose first cell is `name`. */
const rowOf = (table: Locator, name: string) =>
  table.getByRole("row").filter({ has: table.page().getByRole("cell", { name, exact: true }) });

test("two banks' statements dropped together are saved to their own accounts, with no false warning", async ({
  page,
}) => {
  await signUp(page);
  await page.goto("/upload");
  await dropFiles(page, [
    { name: "barclays-2025-04.csv", text: BARCLAYS },
    { name: "starling-2025-04.csv", text: STARLING },
  ]);

  // The spec's merged preview, with a line per account.
  await expect(page.getByRole("region", { name: /^Preview of/ })).toHaveAccessibleName("Preview of 7 transactions");
  const byAccount = page.getByRole("table", { name: "By bank account" });
  const barclays = rowOf(byAccount, "Barclays · 20-45-77 · account ending 8765");
  await expect(barclays).toContainText("4£2,500.00£558.39Not in the file");
  await expect(rowOf(byAccount, "Starling account")).toContainText("3£1,700.00£19.99£1,680.01");
  await expect(page.getByText("Only rows of the same bank account are compared")).toBeVisible();

  // Each file goes to the account it names.
  await expect(page.getByRole("combobox", { name: "Save barclays-2025-04.csv to" })).toHaveText(
    "Barclays · 20-45-77 · account ending 8765",
  );
  await expect(page.getByRole("combobox", { name: "Save starling-2025-04.csv to" })).toHaveText("Starling account");
  await page.getByRole("button", { name: "Save transactions" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Import Successful" })).toContainText(
    "Imported 7 transaction(s). 0 duplicate(s) skipped.",
  );
  await expect(page).toHaveURL(/\/transactions$/);

  // Each account's running balance is checked on its own: nothing to warn about.
  await expect(page.getByRole("heading", { name: "Balance Reconciliation" })).toBeVisible();
  await expect(page.getByText("No issues found")).toBeVisible();
  // The £500 moved between the two accounts is a transfer both ways, out of the profit and loss.
  await expect(page.getByRole("row").filter({ hasText: "STARLING TRANSFER FT" })).toContainText(
    "Transfer to Starling account",
  );
  await expect(page.getByRole("row").filter({ hasText: "From current account" })).toContainText(
    "Transfer from Barclays account ending 8765",
  );

  await page.goto("/reports");
  await page.getByRole("tab", { name: "Balance Sheet" }).click();
  const sheet = page.getByRole("tabpanel");
  const cash = sheet.getByRole("table", { name: "Cash check by bank account" });
  await expect(rowOf(cash, "Starling account")).toContainText("£1,680.01Agrees");
  await expect(rowOf(cash, "Barclays account ending 8765")).toContainText("No balance in its statements");
  await expect(sheet.getByText(/Cash check: a difference/)).toHaveCount(0);
  await expect(sheet.getByText(/differs from/)).toHaveCount(0);
  // Cash at bank is both accounts: Barclays £1,941.61 + Starling £1,680.01.
  await expect(sheet.getByRole("button", { name: /^Cash at Bank £3,621\.62/ })).toBeVisible();

  // Each account's opening cash can be given on the Company page (none here: both accounts opened this year).
  await page.goto("/company");
  const openingCash = page.getByRole("form", { name: "Opening cash by bank account" });
  await expect(openingCash.getByLabel("Barclays account ending 8765 (£)")).toHaveValue("");
  await expect(openingCash.getByLabel("Starling account (£)")).toHaveValue("");
});

test("a new account is named after the detected bank and can be renamed before the save", async ({ page }) => {
  await signUp(page);
  await page.goto("/upload");
  await dropFiles(page, [{ name: "starling-2025-04.csv", text: STARLING }]);

  const name = page.getByRole("textbox", { name: "Name of the new account" });
  await expect(name).toHaveValue("Starling account");
  await name.fill("Starling business");
  await page.getByRole("button", { name: "Save transactions" }).click();
  await expect(page).toHaveURL(/\/transactions$/);

  const accounts = (await (await page.request.get("/api/bank-accounts")).json()) as { name: string }[];
  expect(accounts.map((a) => a.name)).toEqual(["Starling business"]);
});

test("with two banks' files, each new account can be renamed before the save", async ({ page }) => {
  await signUp(page);
  await page.goto("/upload");
  await dropFiles(page, [
    { name: "barclays-2025-04.csv", text: BARCLAYS },
    { name: "starling-2025-04.csv", text: STARLING },
  ]);

  const starling = page.getByRole("textbox", { name: "Name of the new account for starling-2025-04.csv" });
  await expect(starling).toHaveValue("Starling account");
  await expect(page.getByRole("textbox", { name: "Name of the new account for barclays-2025-04.csv" })).toHaveValue(
    "Barclays account ending 8765",
  );
  await starling.fill("Starling business");
  await page.getByRole("button", { name: "Save transactions" }).click();
  await expect(page).toHaveURL(/\/transactions$/);

  const accounts = (await (await page.request.get("/api/bank-accounts")).json()) as { name: string }[];
  expect(accounts.map((a) => a.name).sort()).toEqual(["Barclays account ending 8765", "Starling business"]);
});

test("the bank's balance typed where the statements give none checks the cash: it agrees, then a wrong figure differs", async ({
  page,
}) => {
  await signUp(page);
  await page.goto("/upload");
  await dropFiles(page, [
    { name: "barclays-2025-04.csv", text: BARCLAYS },
    { name: "starling-2025-04.csv", text: STARLING },
  ]);
  await page.getByRole("button", { name: "Save transactions" }).click();
  await expect(page).toHaveURL(/\/transactions$/);

  await page.goto("/reports");
  await page.getByRole("tab", { name: "Balance Sheet" }).click();
  const sheet = page.getByRole("tabpanel");
  const cash = sheet.getByRole("table", { name: "Cash check by bank account" });
  const barclays = rowOf(cash, "Barclays account ending 8765");
  await expect(barclays).toContainText("No balance in its statements");

  // Barclays: £2,500.00 − £12.40 − £45.99 − £500.00 = £1,941.61 in the books; the bank's app says the same.
  const typed = sheet.getByRole("region", { name: "The bank's balance at the period end" });
  const balance = typed.getByLabel(/^Bank's balance on \d{1,2} \w+ \d{4}$/);
  await balance.fill("1941.61");
  await typed.getByRole("button", { name: "Save" }).click();
  await expect(typed.getByText("The cash agrees with the balance you typed, £1,941.61.")).toBeVisible();
  await expect(barclays).toContainText("£1,941.61Agrees with the balance you typed");
  await expect(rowOf(cash, "Starling account")).toContainText("£1,680.01Agrees");

  // A wrong figure: the bank has £41.61 less than the books, which must be found or explained before filing.
  await balance.fill("1900.00");
  await typed.getByRole("button", { name: "Save" }).click();
  await expect(
    typed.getByText("The balance you typed, £1,900.00, differs from the cash in the books (£1,941.61) by -£41.61."),
  ).toBeVisible();
  await expect(barclays).toContainText("Differs by -£41.61");
  await expect(sheet.getByLabel("Explain the difference of -£41.61 on Barclays account ending 8765")).toBeVisible();
});
