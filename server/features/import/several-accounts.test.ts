import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, signUpUser, type TestApp } from "../../test-support/test-app";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const save = (cookie: string, payload: unknown) =>
  t.app.inject({ method: "POST", url: "/api/transactions", headers: { cookie }, payload: payload as object });
const get = async (cookie: string, url: string) =>
  (await t.app.inject({ method: "GET", url, headers: { cookie } })).json();

const row = (date: string, description: string, amount: string, balance: string | null = null) => ({
  date,
  description,
  amount,
  balance,
  category: null,
  notes: null,
});

const BARCLAYS_FILE = {
  fileName: "barclays.csv",
  rows: 2,
  bankAccount: {
    name: "Barclays account ending 8765",
    sortCode: "20-45-77",
    accountNumber: "43218765",
    bank: "Barclays",
  },
};
const STARLING_FILE = {
  fileName: "starling.csv",
  rows: 2,
  bankAccount: { name: "Starling account", bank: "Starling" },
};
const BOTH = [
  row("2025-01-22", "TESCO STORES 3297", "-12.40"),
  row("2025-01-25", "ACME TRADING LTD INV 1042", "1500.00"),
  row("2025-01-06", "HMRC VAT", "-300.00", "4700.00"),
  row("2025-01-25", "ACME TRADING LTD INV 1042", "1500.00", "6200.00"),
];

describe("POST /api/transactions with several bank accounts", () => {
  it("saves two files to two accounts in one save, each row in its own file's account", async () => {
    const { cookie } = await signUpUser(t.app);
    const res = await save(cookie, {
      transactions: BOTH,
      fileName: "barclays.csv, starling.csv",
      fileCount: 2,
      files: [BARCLAYS_FILE, STARLING_FILE],
    });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    const accounts = await get(cookie, "/api/bank-accounts");
    expect(accounts).toEqual([
      {
        id: expect.any(String),
        name: "Barclays account ending 8765",
        sortCode: "204577",
        accountNumber: "43218765",
        bank: "Barclays",
        openingCash: null,
      },
      {
        id: expect.any(String),
        name: "Starling account",
        sortCode: null,
        accountNumber: null,
        bank: "Starling",
        openingCash: null,
      },
    ]);
    const [barclays, starling] = accounts.map((a: { id: string }) => a.id);
    expect(body.transactions.map((r: { bankAccountId: string }) => r.bankAccountId)).toEqual([
      barclays,
      barclays,
      starling,
      starling,
    ]);
    expect(body.importAudit).toMatchObject({
      rowsImported: 4,
      duplicatesSkipped: 0,
      bankAccountId: barclays,
      bankAccounts: [
        { bankAccountId: barclays, name: "Barclays account ending 8765", rowsImported: 2, duplicatesSkipped: 0 },
        { bankAccountId: starling, name: "Starling account", rowsImported: 2, duplicatesSkipped: 0 },
      ],
    });
    const list = await get(cookie, "/api/transactions");
    const accountOf = (d: string, a: string) =>
      list.find((r: { description: string; amount: string }) => r.description === d && r.amount === a).bankAccountId;
    expect(accountOf("HMRC VAT", "-300.00")).toBe(starling);
    expect(accountOf("TESCO STORES 3297", "-12.40")).toBe(barclays);
    // One import batch per account, so the overlap note never mixes two banks' statements.
    const batches = new Set(list.map((r: { importBatchId: string }) => r.importBatchId));
    expect(batches.size).toBe(2);
  });

  it("keeps the same row in two accounts, even with Remove duplicates on, and finds repeats within one account", async () => {
    const { cookie } = await signUpUser(t.app);
    const res = await save(cookie, {
      transactions: [...BOTH, row("2025-01-22", "TESCO STORES 3297", "-12.40")],
      fileName: "barclays.csv, starling.csv, barclays-again.csv",
      fileCount: 3,
      removeDuplicates: true,
      files: [BARCLAYS_FILE, STARLING_FILE, { ...BARCLAYS_FILE, fileName: "barclays-again.csv", rows: 1 }],
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().importAudit).toMatchObject({
      rowsImported: 4,
      duplicatesSkipped: 1,
      bankAccounts: [
        { name: "Barclays account ending 8765", rowsImported: 2, duplicatesSkipped: 1 },
        { name: "Starling account", rowsImported: 2, duplicatesSkipped: 0 },
      ],
    });
    const acme = (await get(cookie, "/api/transactions")).filter(
      (r: { description: string }) => r.description === "ACME TRADING LTD INV 1042",
    );
    expect(new Set(acme.map((r: { bankAccountId: string }) => r.bankAccountId)).size).toBe(2);

    // Saved again, each file finds its own account's rows and nothing else.
    const again = await save(cookie, { transactions: BOTH, files: [BARCLAYS_FILE, STARLING_FILE] });
    expect(again.json().importAudit).toMatchObject({ rowsImported: 0, duplicatesSkipped: 4 });
  });

  it("uses the body's account for files that name none, and finds a saved account again by its numbers", async () => {
    const { cookie } = await signUpUser(t.app);
    await save(cookie, { transactions: BOTH.slice(0, 2), files: [BARCLAYS_FILE] });
    const res = await save(cookie, {
      transactions: [row("2025-02-01", "RENT", "-450.00"), row("2025-02-02", "CARD FEE", "-1.00")],
      bankAccount: { name: "Card" },
      files: [
        { fileName: "feb.csv", rows: 1, bankAccount: { sortCode: "204577", accountNumber: "43218765" } },
        { fileName: "card.csv", rows: 1 },
      ],
    });
    expect(res.statusCode, res.body).toBe(200);
    const names = (await get(cookie, "/api/bank-accounts")).map((a: { name: string }) => a.name);
    expect(names).toEqual(["Barclays account ending 8765", "Card"]);
  });

  it("stores nothing when one file's account is another user's, and says it was not found", async () => {
    const owner = await signUpUser(t.app);
    await save(owner.cookie, { transactions: BOTH.slice(0, 2), files: [BARCLAYS_FILE] });
    const [theirs] = await get(owner.cookie, "/api/bank-accounts");
    const { cookie } = await signUpUser(t.app);
    const res = await save(cookie, {
      transactions: BOTH,
      files: [STARLING_FILE, { ...BARCLAYS_FILE, bankAccount: { id: theirs.id } }],
    });
    expect(res.statusCode).toBe(404);
    expect(res.json().error).toBe("That bank account does not exist.");
    expect(await get(cookie, "/api/transactions")).toEqual([]);
    expect(await get(cookie, "/api/bank-accounts")).toEqual([]);
  });

  it("answers 400 in words when the files' rows do not add up to the rows sent", async () => {
    const { cookie } = await signUpUser(t.app);
    const res = await save(cookie, { transactions: BOTH, files: [BARCLAYS_FILE, { ...STARLING_FILE, rows: 3 }] });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toContain("the files' rows add up to 5, but 4 transactions were sent");
  });
});
