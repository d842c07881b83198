import { readFile } from "node:fs/promises";
import type { Page } from "@playwright/test";
import { expect, newUser, seriousViolations, test } from "./fixtures";
import { chooseFiles, csv, fixture, preview, stat, summary, type UploadFile } from "./upload-helpers";

const LLOYDS = () => fixture("lloyds-2025-01.csv");
const BARCLAYS = () => fixture("barclays-2025-01.csv");
const UNKNOWN = () => fixture("unknown-headers.csv");

/** Statement lines written as Windows-1252 bytes, as Nationwide and Santander do: £ is the single byte 0xA3. */
const CP1252_TEXT =
  "Date,Description,Amount,Balance\r\n21/02/2025,Voucher £5 off,-£2.50,£97.50\r\n22/02/2025,=SUM(A1) refund,£10.00,£107.50\r\n";
const cp1252File = () => csv("nationwide-feb.csv", Buffer.from(CP1252_TEXT, "latin1"));

/** The same statement downloaded twice with overlapping dates: rows 2 and 3 appear in both files. */
const overlapping = () => [
  csv(
    "march-a.csv",
    "Date,Description,Amount\n20/03/2025,COFFEE SHOP,-3.20\n21/03/2025,ACME LTD,100.00\n22/03/2025,RENT,-450.00\n",
  ),
  csv(
    "march-b.csv",
    "Date,Description,Amount\n21/03/2025,Acme Ltd ,100.00\n22/03/2025,RENT,-450.00\n23/03/2025,BT GROUP,-45.99\n",
  ),
];

/** Drops files on the zone the way a browser does: a drop event carrying a DataTransfer of File objects. */
async function dropFiles(page: Page, files: UploadFile[]) {
  const payload = files.map((f) => ({ name: f.name, type: f.mimeType, bytes: [...f.buffer] }));
  const dataTransfer = await page.evaluateHandle((list) => {
    const transfer = new DataTransfer();
    for (const f of list) transfer.items.add(new File([new Uint8Array(f.bytes)], f.name, { type: f.type }));
    return transfer;
  }, payload);
  await page.getByRole("region", { name: /Drag and drop/ }).dispatchEvent("drop", { dataTransfer });
}

const audit = (page: Page) => page.getByRole("region", { name: "Import audit" });

test.describe("Upload Transactions", () => {
  test("starts empty, with the steps and a keyboard-reachable Choose files button", async ({ page }) => {
    await page.goto("/upload");
    await expect(page.getByRole("heading", { name: "Upload Transactions", level: 1 })).toBeVisible();
    await expect(page.getByText("No files selected")).toBeVisible();
    await expect(page.getByRole("list", { name: "Upload steps" }).getByRole("listitem")).toHaveCount(3);
    const input = page.locator('input[type="file"]');
    await expect(input).toHaveAttribute("accept", /\.csv.*text\/csv.*application\/vnd\.ms-excel.*comma-separated/);
    await expect(input).toHaveAttribute("multiple", "");
    await page.getByRole("button", { name: "Choose files" }).focus();
    await expect(page.getByRole("button", { name: "Choose files" })).toBeFocused();
  });

  test("merges two files from different banks, with the import audit and the merged rows", async ({ page }) => {
    await page.goto("/upload");
    await dropFiles(page, [LLOYDS(), BARCLAYS(), csv("notes.txt", "not a statement")]);

    await expect(audit(page)).toBeVisible();
    await expect(stat(audit(page), "Files merged")).toHaveText("2");
    await expect(stat(audit(page), "Duplicates removed")).toHaveText("0");
    await expect(stat(audit(page), "Rows to import")).toHaveText("8");
    await expect(page.getByText("Only .csv files are read. Left out:")).toBeVisible();
    await expect(page.getByText("notes.txt")).toBeVisible();

    await expect(stat(summary(page), "Transactions")).toHaveText("8");
    await expect(stat(summary(page), "Total Inflow")).toHaveText("£1,600.00");
    await expect(stat(summary(page), "Total Outflow")).toHaveText("£1,052.89");
    await expect(stat(summary(page), "Net")).toHaveText("£547.11");

    const table = preview(page);
    await expect(table).toHaveAccessibleName("Preview of 8 transactions");
    for (const description of [
      "RENT J SMITH",
      "ACME LTD INV 42",
      "ACME TRADING LTD INV 1042 BGC",
      "BT GROUP PLC DDR",
    ]) {
      await expect(table.getByRole("cell", { name: description, exact: true })).toBeVisible();
    }
    await expect(table.getByRole("row", { name: /ACME TRADING LTD INV 1042 BGC/ })).toContainText("+£1,500.00");
    await expect(table.getByRole("row", { name: /HMRC PAYE/ })).toContainText("-£200.00");
    // Dates read day first, as everywhere else in the app.
    await expect(
      table
        .getByRole("row", { name: /ACME TRADING LTD INV 1042 BGC/ })
        .getByRole("cell")
        .first(),
    ).toHaveText(/^\d{2}\/01\/2025$/);
    await expect(table.getByRole("row", { name: /HMRC PAYE/ })).toContainText("£1,002.00");
    // Two banks' files: each is saved to the account it names.
    await expect(page.getByRole("combobox", { name: "Save lloyds-2025-01.csv to" })).toBeVisible();
    await expect(page.getByRole("combobox", { name: "Save barclays-2025-01.csv to" })).toBeVisible();
  });

  test("a file with unknown headers asks for a column mapping, then shows the preview", async ({ page }) => {
    await page.goto("/upload");
    await chooseFiles(page, [UNKNOWN()]);

    await expect(page.getByText("Column Mapping Required", { exact: true })).toBeVisible();
    await expect(page.getByText("Could not identify the date, description and amount columns.")).toBeVisible();
    await expect(page.getByText("Map either an Amount column, or both Debit and Credit columns")).toBeVisible();
    const apply = page.getByRole("button", { name: "Apply Mapping" });
    await expect(apply).toBeDisabled();

    for (const [field, header] of [
      ["Date", "When"],
      ["Description", "Who"],
      ["Debit", "Out"],
      ["Credit", "In"],
      ["Balance", "Left"],
    ] as const) {
      await page.getByRole("combobox", { name: field, exact: true }).click();
      await page.getByRole("option", { name: header, exact: true }).click();
    }
    await expect(page.getByText("Using separate Debit/Credit columns")).toBeVisible();
    await expect(page.getByText("Map either an Amount column")).toHaveCount(0);
    await expect(apply).toBeEnabled();
    await apply.click();

    await expect(page.getByText("Column Mapping Required", { exact: true })).toHaveCount(0);
    await expect(preview(page)).toHaveAccessibleName("Preview of 2 transactions");
    await expect(preview(page).getByRole("row", { name: /Window cleaner/ })).toContainText("-£25.00");
    await expect(preview(page).getByRole("row", { name: /Client payment/ })).toContainText("+£400.00");
    await expect(stat(summary(page), "Net")).toHaveText("£375.00");
  });

  test("Remove duplicates is off by default and drops repeated rows at once", async ({ page }) => {
    await page.goto("/upload");
    await chooseFiles(page, overlapping());
    const remove = page.getByRole("checkbox", { name: "Remove duplicates" });
    await expect(remove).not.toBeChecked();
    await expect(stat(audit(page), "Rows to import")).toHaveText("6");
    await expect(page.getByText("2 row(s) repeat an earlier row's date, amount and description.")).toBeVisible();

    await remove.check();
    await expect(stat(audit(page), "Duplicates removed")).toHaveText("2");
    await expect(stat(audit(page), "Rows to import")).toHaveText("4");
    await expect(stat(summary(page), "Transactions")).toHaveText("4");
    await expect(preview(page)).toHaveAccessibleName("Preview of 4 transactions");

    await remove.uncheck();
    await expect(stat(summary(page), "Transactions")).toHaveText("6");
    await expect(stat(audit(page), "Duplicates removed")).toHaveText("0");
  });

  test("Data Warnings lists skipped lines, prefixed with the file name when several files are chosen", async ({
    page,
  }) => {
    await page.goto("/upload");
    await chooseFiles(page, [
      csv("april.csv", "Date,Description,Amount\n20/04/2025,COFFEE,-3.20\nsoon,BROKEN ROW,-1.00\n"),
      csv("may.csv", "Date,Description,Amount\n20/05/2025,RENT,-450.00\n"),
    ]);
    const warnings = page.getByRole("status").filter({ hasText: "Data Warnings" });
    await expect(warnings.getByRole("listitem")).toHaveText(['april.csv: Line 3: invalid date "soon"']);
    await expect(stat(summary(page), "Transactions")).toHaveText("2");
  });

  test("a Windows-1252 file keeps its £ signs and amounts, and the clean CSV downloads", async ({ page }) => {
    const file = cp1252File();
    expect(file.buffer.includes(0xa3)).toBe(true);
    expect(file.buffer.includes(Buffer.from("£", "utf8"))).toBe(false);
    await page.goto("/upload");
    await chooseFiles(page, [file]);

    const table = preview(page);
    await expect(table.getByRole("cell", { name: "Voucher £5 off" })).toBeVisible();
    await expect(table.getByRole("row", { name: /Voucher £5 off/ })).toContainText("-£2.50");
    await expect(table.getByRole("row", { name: /Voucher £5 off/ })).toContainText("£97.50");
    await expect(table.getByRole("row", { name: /refund/ })).toContainText("+£10.00");

    const downloading = page.waitForEvent("download");
    await page.getByRole("button", { name: "Download Clean CSV" }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe("microfile-clean.csv");
    const text = await readFile(await download.path(), "utf8");
    expect(text).toBe(
      "\uFEFFDate,Description,Amount,Balance\r\n2025-02-21,Voucher £5 off,-2.50,97.50\r\n2025-02-22,'=SUM(A1) refund,10.00,107.50\r\n",
    );
    const status = page.getByRole("status").filter({ hasText: "CSV Downloaded" });
    await expect(status).toContainText("Exported 2 transaction(s) to microfile-clean.csv");
  });

  test("a failed parse call shows 'Network error'", async ({ page }) => {
    await page.route("**/api/csv/parse", (route) => route.abort("failed"));
    await page.goto("/upload");
    await chooseFiles(page, [LLOYDS()]);
    await expect(page.getByRole("alert").filter({ hasText: "Network error" })).toBeVisible();
  });

  test("Save while signed out opens Sign In Required; creating an account there resumes the save", async ({ page }) => {
    await page.goto("/upload");
    await chooseFiles(page, [LLOYDS()]);
    await page.getByRole("button", { name: "Save transactions" }).click();

    const dialog = page.getByRole("dialog", { name: "Sign In Required" });
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText(
      "You need to be signed in to save transactions to the database. This ensures your financial data is securely stored and private.",
    );
    await expect(dialog.getByRole("button", { name: "Continue with your identity provider" })).toBeVisible();
    await dialog.getByRole("tab", { name: "Create account" }).click();
    const user = newUser();
    await dialog.getByLabel("First name").fill(user.firstName);
    await dialog.getByLabel("Last name").fill(user.lastName);
    await dialog.getByLabel("Email").fill(user.email);
    await dialog.getByLabel("Password", { exact: true }).fill(user.password);
    await dialog.getByRole("button", { name: "Create Account" }).click();

    const toast = page.getByRole("status").filter({ hasText: "Import Successful" });
    await expect(toast).toContainText("Imported 4 transaction(s). 0 duplicate(s) skipped.");
    await expect(page).toHaveURL(/\/transactions$/);

    const saved = (await (await page.request.get("/api/transactions")).json()) as { description: string }[];
    expect(saved.map((t) => t.description).sort()).toEqual([
      "ACME LTD INV 42",
      "HMRC PAYE",
      "RENT J SMITH",
      "TESCO STORES 3297",
    ]);
    const accounts = (await (await page.request.get("/api/bank-accounts")).json()) as { accountNumber: string }[];
    expect(accounts.map((a) => a.accountNumber)).toEqual(["99966633"]);
  });

  test("after the identity-provider redirect the kept upload comes back and is saved", async ({ page }) => {
    await page.goto("/upload");
    await chooseFiles(page, [BARCLAYS()]);
    await page.getByRole("button", { name: "Save transactions" }).click();
    await page.getByRole("button", { name: "Continue with your identity provider" }).click();

    // No provider is configured in tests, so /api/login sends the browser to the local sign-in page.
    await expect(page).toHaveURL(/\/login\?next=%2Fupload/);
    await page.getByRole("tab", { name: "Create account" }).click();
    const user = newUser();
    await page.getByLabel("First name").fill(user.firstName);
    await page.getByLabel("Last name").fill(user.lastName);
    await page.getByLabel("Email").fill(user.email);
    await page.getByLabel("Password", { exact: true }).fill(user.password);
    await page.getByRole("button", { name: "Create Account" }).click();

    await expect(page.getByRole("status").filter({ hasText: "Import Successful" })).toContainText(
      "Imported 4 transaction(s).",
    );
    await expect(page).toHaveURL(/\/transactions$/);
    expect(await pendingUpload(page)).toBeUndefined();
  });

  test("100,000 rows stay fast: only the rows in view are in the page", async ({ page }) => {
    test.slow();
    const lines = ["Date,Description,Amount"];
    for (let i = 0; i < 100_000; i++) {
      const day = new Date(Date.UTC(2024, 0, 1 + Math.floor(i / 300)));
      const date = `${String(day.getUTCDate()).padStart(2, "0")}/${String(day.getUTCMonth() + 1).padStart(2, "0")}/${day.getUTCFullYear()}`;
      lines.push(`${date},Payment ${i},${i % 2 === 0 ? "-" : ""}${(i % 997) + 1}.25`);
    }
    await page.goto("/upload");
    await chooseFiles(page, [csv("big.csv", `${lines.join("\n")}\n`)]);

    await expect(preview(page)).toHaveAccessibleName("Preview of 100,000 transactions", { timeout: 60_000 });
    await expect(stat(summary(page), "Transactions")).toHaveText("100,000");
    expect(await preview(page).getByRole("row").count()).toBeLessThan(60);

    await preview(page).evaluate((el) => {
      el.scrollTop = el.scrollHeight;
    });
    await expect(preview(page).getByRole("cell", { name: "Payment 99999", exact: true })).toBeVisible();
    expect(await preview(page).getByRole("row").count()).toBeLessThan(60);
  });

  test("has no serious or critical accessibility violations with the preview, the mapping and the dialog", async ({
    page,
  }) => {
    await page.goto("/upload");
    await chooseFiles(page, [LLOYDS(), BARCLAYS()]);
    await expect(preview(page)).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);

    await chooseFiles(page, [UNKNOWN()]);
    await expect(page.getByText("Column Mapping Required", { exact: true })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);

    await chooseFiles(page, [LLOYDS()]);
    await page.getByRole("button", { name: "Save transactions" }).click();
    await expect(page.getByRole("dialog", { name: "Sign In Required" })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });
});

/** The upload kept in IndexedDB (idb-keyval's default store), or undefined. */
function pendingUpload(page: Page): Promise<unknown> {
  return page.evaluate(
    () =>
      new Promise((resolve, reject) => {
        const open = indexedDB.open("keyval-store");
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const db = open.result;
          if (!db.objectStoreNames.contains("keyval")) return resolve(undefined);
          const request = db.transaction("keyval").objectStore("keyval").get("microfile:pending-upload");
          request.onsuccess = () => resolve(request.result);
          request.onerror = () => reject(request.error);
        };
      }),
  );
}
