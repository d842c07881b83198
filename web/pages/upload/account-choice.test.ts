import { describe, expect, it } from "vitest";
import type { DetectedAccount } from "../../../core/csv";
import type { Pence } from "../../../core/money";
import type { BankAccount } from "../../api/transactions";
import { accountBody, accountOptions, fileChosenValue, namesSeveralAccounts, savedMatch } from "./account-choice";
import { mergeFiles } from "./merge-files";
import type { FileParse } from "./upload-types";

const file = (name: string, bank: string | null, account: DetectedAccount | null): FileParse => ({
  name,
  content: "",
  outcome: {
    kind: "ok",
    rows: [{ date: "2025-01-01", description: "X", amount: 100 as Pence, balance: null }],
    warnings: [],
    bank,
    account,
    columns: { detectedHeaders: [], mapping: null, detectedMapping: null },
    usedSavedLayout: false,
  },
});

const barclays = () => file("barclays.csv", "Barclays", { sortCode: "20-45-77", accountNumber: "43218765" });
const starling = () => file("starling.csv", "Starling", null);
const generic = () => file("other.csv", null, null);

describe("choosing the bank account of each file", () => {
  it("takes a file naming only its bank as that bank's account, and sends its name and bank", () => {
    const merged = mergeFiles([starling()]);
    expect(merged.accounts).toEqual([{ fileName: "starling.csv", bank: "Starling", account: {} }]);
    const options = accountOptions(merged.accounts, []);
    expect(options[0]).toEqual({ value: "file:0", label: "Starling account", group: "file" });
    expect(accountBody("file:0", merged.accounts, "Main account")).toEqual({
      name: "Starling account",
      bank: "Starling",
    });
  });

  it("gives each file its own choice only when the files name different accounts", () => {
    expect(namesSeveralAccounts(mergeFiles([barclays(), barclays()]).files)).toBe(false);
    expect(namesSeveralAccounts(mergeFiles([generic(), generic()]).files)).toBe(false);
    expect(namesSeveralAccounts(mergeFiles([barclays(), starling()]).files)).toBe(true);
    expect(namesSeveralAccounts(mergeFiles([barclays(), generic()]).files)).toBe(true);
  });

  it("starts each file at the account it names, keeps a pick still offered, and else takes the first option", () => {
    const merged = mergeFiles([barclays(), starling(), generic()]);
    const options = accountOptions(merged.accounts, [
      { id: "s1", name: "Savings", sortCode: null, accountNumber: null, bank: null, openingCash: null },
    ]);
    const [b, s, g] = merged.files;
    expect(fileChosenValue(b!, merged.accounts, options, undefined)).toBe("file:0");
    expect(fileChosenValue(s!, merged.accounts, options, undefined)).toBe("file:1");
    expect(fileChosenValue(s!, merged.accounts, options, "saved:s1")).toBe("saved:s1");
    expect(fileChosenValue(s!, merged.accounts, options, "saved:gone")).toBe("file:1");
    expect(fileChosenValue(g!, merged.accounts, options, undefined)).toBe("file:0");
  });
});

describe("a new account made from a file", () => {
  const saved = (a: Partial<BankAccount>) =>
    ({ id: "a1", name: "x", sortCode: null, accountNumber: null, ...a }) as BankAccount;

  it("is named after the detected bank, and takes the name typed over it at once", () => {
    const merged = mergeFiles([barclays()]);
    expect(accountBody("file:0", merged.accounts, "Main account")).toMatchObject({
      name: "Barclays account ending 8765",
    });
    expect(accountBody("file:0", merged.accounts, "Main account", "  Business current  ")).toEqual({
      name: "Business current",
      sortCode: "20-45-77",
      accountNumber: "43218765",
      bank: "Barclays",
    });
    expect(accountBody("file:0", merged.accounts, "Main account", "  ")).toMatchObject({
      name: "Barclays account ending 8765",
    });
  });

  it("is offered for renaming only when no saved account matches it, as the server would match it", () => {
    const [barclaysAccount] = mergeFiles([barclays()]).accounts;
    const [starlingAccount] = mergeFiles([starling()]).accounts;
    expect(savedMatch(barclaysAccount!, [])).toBeUndefined();
    expect(savedMatch(barclaysAccount!, [saved({ sortCode: "204577", accountNumber: "43218765" })])).toBeDefined();
    expect(savedMatch(barclaysAccount!, [saved({ sortCode: "111111", accountNumber: "43218765" })])).toBeUndefined();
    expect(savedMatch(starlingAccount!, [saved({ name: "starling account" })])).toBeDefined();
    expect(savedMatch(starlingAccount!, [saved({ name: "Monzo account" })])).toBeUndefined();
  });
});
