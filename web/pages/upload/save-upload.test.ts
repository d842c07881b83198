import { describe, expect, it } from "vitest";
import { accountBody, accountOptions, chosenValue, DEFAULT_ACCOUNT_NAME } from "./account-choice";
import type { FileAccount } from "./merge-files";
import { importSummary, NO_ROWS_TOAST, readSaveFailure, withBrowserDuplicates } from "./save-upload";

describe("a refused save", () => {
  it("asks for sign-in on 401", () => {
    expect(readSaveFailure(new Error('401: {"error":"Sign in"}'))).toEqual({ kind: "sign-in" });
  });

  it("never sends the person to checkout: saving is free, payment is taken at a pack's download", () => {
    const error = new Error(`402: ${JSON.stringify({ error: "Pay first", checkoutUrl: "https://pay.example/x" })}`);
    expect(readSaveFailure(error)).toEqual({ kind: "failed", message: "Pay first" });
  });

  it("shows the server error, else 'Failed to save transactions'", () => {
    expect(readSaveFailure(new Error('400: {"error":"Row 1: bad"}'))).toEqual({
      kind: "failed",
      message: "Row 1: bad",
    });
    expect(readSaveFailure(new TypeError("Failed to fetch"))).toEqual({
      kind: "failed",
      message: "Failed to save transactions",
    });
    expect(readSaveFailure(new Error("502: <html></html>"))).toEqual({
      kind: "failed",
      message: "Failed to save transactions",
    });
  });
});

describe("the import toast", () => {
  it("counts imported rows and skipped duplicates, and names the recycle bin when rows match it", () => {
    const audit = { rowsImported: 3, duplicatesSkipped: 2, duplicatesInRecycleBin: 0, bankAccountId: "a" };
    expect(importSummary(audit)).toBe("Imported 3 transaction(s). 2 duplicate(s) skipped.");
    expect(importSummary({ ...audit, duplicatesInRecycleBin: 1 })).toMatch(
      /1 of them match transaction\(s\) in the Recycle Bin/,
    );
    expect(importSummary({ ...audit, transfersFound: 2 })).toBe(
      "Imported 3 transaction(s). 2 duplicate(s) skipped. 2 are transfers between your own accounts, kept out of profit and loss.",
    );
  });
});

describe("duplicates skipped", () => {
  it("counts the ones the browser removed before sending and the ones the server skipped", () => {
    // 10 rows chosen, "Remove duplicates" on: the browser drops 3 repeats and sends 7; 2 of those are already saved.
    const audit = { rowsImported: 5, duplicatesSkipped: 2, duplicatesInRecycleBin: 0, bankAccountId: "a" };
    const counted = withBrowserDuplicates(audit, 3);
    expect(counted).toMatchObject({ rowsImported: 5, duplicatesSkipped: 5 });
    expect(importSummary(counted)).toBe("Imported 5 transaction(s). 5 duplicate(s) skipped.");
    expect(withBrowserDuplicates(audit, 0)).toEqual(audit);
  });
});

describe("saving with no rows", () => {
  it("says the spec's 'No Data': 'No rows available to export.'", () => {
    expect(NO_ROWS_TOAST).toEqual({ title: "No Data", description: "No rows available to export." });
  });
});

describe("the bank account", () => {
  const lloyds: FileAccount = {
    fileName: "l.csv",
    bank: "Lloyds",
    account: { sortCode: "30-96-41", accountNumber: "99966633" },
  };

  it("suggests the account found in the file first, then saved accounts, then a new one", () => {
    const options = accountOptions(
      [lloyds],
      [{ id: "id1", name: "Main account", sortCode: null, accountNumber: null, bank: null, openingCash: null }],
    );
    expect(options.map((o) => o.value)).toEqual(["file:0", "saved:id1", "new"]);
    expect(chosenValue(options, null)).toBe("file:0");
    expect(chosenValue(options, "saved:id1")).toBe("saved:id1");
    expect(chosenValue(options, "saved:gone")).toBe("file:0");
  });

  it("sends a detected account by its numbers and bank, a saved one by id and a new one by name", () => {
    expect(accountBody("file:0", [lloyds], "")).toEqual({
      name: "Lloyds account ending 6633",
      sortCode: "30-96-41",
      accountNumber: "99966633",
      bank: "Lloyds",
    });
    expect(accountBody("saved:id1", [lloyds], "")).toEqual({ id: "id1" });
    expect(accountBody("new", [], "  ")).toEqual({ name: DEFAULT_ACCOUNT_NAME });
    expect(accountBody("new", [], "Savings")).toEqual({ name: "Savings" });
  });
});
