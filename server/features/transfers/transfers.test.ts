import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, signUpUser, type TestApp } from "../../test-support/test-app";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const call = (cookie: string, method: "GET" | "POST" | "PATCH" | "DELETE" | "PUT", url: string, payload?: unknown) =>
  t.app.inject({ method, url, headers: { cookie }, ...(payload === undefined ? {} : { payload: payload as object }) });
const list = async (cookie: string) =>
  (await call(cookie, "GET", "/api/transactions")).json() as {
    id: string;
    description: string;
    categoryId: string | null;
    categoryReason: string | null;
    categoryConfidence: string | null;
    categoryStage: string | null;
  }[];
/** The descriptions the Needs review list holds. */
const reviewed = async (cookie: string) =>
  ((await call(cookie, "GET", "/api/transactions/needs-review")).json().rows as { description: string }[]).map(
    (r) => r.description,
  );
const byDescription = async (cookie: string, description: string) =>
  (await list(cookie)).find((r) => r.description === description)!;

const row = (date: string, description: string, amount: string) => ({ date, description, amount, balance: null });
const BARCLAYS = { name: "Barclays current", sortCode: "20-45-77", accountNumber: "43218765", bank: "Barclays" };
const STARLING = { name: "Starling savings", bank: "Starling" };

async function saveTwoBanks(cookie: string) {
  const res = await call(cookie, "POST", "/api/transactions", {
    transactions: [
      row("2025-03-03", "MOBILE-CHANNEL FT", "-500.00"),
      row("2025-03-04", "OFFICE RENT", "-450.00"),
      row("2025-03-05", "Faster payment in", "500.00"),
      row("2025-03-06", "CLIENT ACME LTD", "455.00"),
    ],
    files: [
      { fileName: "barclays.csv", rows: 2, bankAccount: BARCLAYS },
      { fileName: "starling.csv", rows: 2, bankAccount: STARLING },
    ],
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

describe("transfers between the company's own accounts", () => {
  it("pairs the same amount out of one account and into another within 3 days, and keeps it out of the P&L", async () => {
    const { cookie } = await signUpUser(t.app);
    const saved = await saveTwoBanks(cookie);
    expect(saved.importAudit.transfersFound).toBe(2);
    const out = await byDescription(cookie, "MOBILE-CHANNEL FT");
    const into = await byDescription(cookie, "Faster payment in");
    expect(out).toMatchObject({
      categoryId: "transfers",
      categoryReason: "Transfer to Starling savings",
      categoryConfidence: "0.950",
      categoryStage: "transfer",
    });
    expect(into).toMatchObject({ categoryId: "transfers", categoryReason: "Transfer from Barclays current" });
    // Rent out of one account and a customer's payment into the other differ by £5: not a transfer.
    expect((await byDescription(cookie, "OFFICE RENT")).categoryId).toBeNull();
    // The save's own answer says so too.
    const answered = saved.transactions.find((r: { description: string }) => r.description === "MOBILE-CHANNEL FT");
    expect(answered).toMatchObject({ categoryId: "transfers", category: "Transfers", categoryStage: "transfer" });

    // Categorising everything leaves the transfers alone, and the P&L never sees them.
    const ids = (await list(cookie)).map((r) => r.id);
    await call(cookie, "POST", "/api/transactions/categorize", { transactionIds: ids });
    expect((await byDescription(cookie, "MOBILE-CHANNEL FT")).categoryReason).toBe("Transfer to Starling savings");
    const pl = (await call(cookie, "GET", "/api/reports/profit-loss")).json();
    const lines = [...pl.income.categories, ...pl.expenses.categories].map((c: { categoryId: string }) => c.categoryId);
    expect(lines).not.toContain("transfers");
    expect(pl.income.total).toBe(455);
  });

  it("pairs a line saved later with the other account's line saved before", async () => {
    const { cookie } = await signUpUser(t.app);
    await call(cookie, "POST", "/api/transactions", {
      transactions: [row("2025-05-01", "TO STARLING", "-250.00")],
      bankAccount: BARCLAYS,
    });
    // With one account there is nobody to transfer to: the line waits.
    expect((await byDescription(cookie, "TO STARLING")).categoryId).toBeNull();
    const res = await call(cookie, "POST", "/api/transactions", {
      transactions: [row("2025-05-02", "From Barclays", "250.00")],
      bankAccount: STARLING,
    });
    expect(res.json().importAudit.transfersFound).toBe(2);
    expect(await byDescription(cookie, "TO STARLING")).toMatchObject({
      categoryId: "transfers",
      categoryReason: "Transfer to Starling savings",
    });
  });

  it("makes a line naming another account by its number a transfer on its own", async () => {
    const { cookie } = await signUpUser(t.app);
    await call(cookie, "POST", "/api/transactions", {
      transactions: [row("2025-06-01", "SALE", "10.00"), row("2025-06-02", "SALE 2", "10.00")],
      files: [
        { fileName: "b.csv", rows: 1, bankAccount: BARCLAYS },
        { fileName: "s.csv", rows: 1, bankAccount: STARLING },
      ],
    });
    await call(cookie, "POST", "/api/transactions", {
      transactions: [row("2025-06-20", "TFR 20-45-77 43218765", "-75.00")],
      bankAccount: STARLING,
    });
    expect(await byDescription(cookie, "TFR 20-45-77 43218765")).toMatchObject({
      categoryId: "transfers",
      categoryReason: "Transfer to Barclays current",
      categoryConfidence: "0.800",
    });
  });

  it("flags the line left behind when a later edit breaks the pair, and mends it when undone", async () => {
    const { cookie } = await signUpUser(t.app);
    await saveTwoBanks(cookie);
    const out = await byDescription(cookie, "MOBILE-CHANNEL FT");
    const into = await byDescription(cookie, "Faster payment in");

    // Paired, neither side needs review.
    expect(await reviewed(cookie)).not.toContain("MOBILE-CHANNEL FT");
    expect((await call(cookie, "DELETE", `/api/transactions/${into.id}`)).statusCode).toBe(200);
    expect(await byDescription(cookie, "MOBILE-CHANNEL FT")).toMatchObject({
      categoryId: "transfers",
      categoryReason:
        "Transfer to Starling savings, but its other side in Starling savings has been deleted: check both lines",
      categoryConfidence: "0.300",
    });
    // The line left behind is listed for review with what to check (the readiness check counts it too).
    const review = await call(cookie, "GET", "/api/transactions/needs-review");
    expect(review.json().rows).toContainEqual(
      expect.objectContaining({
        id: out.id,
        categoryId: "transfers",
        confidence: 0.3,
        stage: "transfer",
        reason:
          "Transfer to Starling savings, but its other side in Starling savings has been deleted: check both lines",
      }),
    );
    await call(cookie, "POST", `/api/transactions/${into.id}/restore`);
    expect((await byDescription(cookie, "MOBILE-CHANNEL FT")).categoryReason).toBe("Transfer to Starling savings");
    expect(await reviewed(cookie)).not.toContain("MOBILE-CHANNEL FT");

    await call(cookie, "PATCH", `/api/transactions/${out.id}`, { categoryId: "sales" });
    expect(await byDescription(cookie, "Faster payment in")).toMatchObject({
      categoryReason:
        "Transfer from Barclays current, but its other side in Barclays current is now categorised as Sales: check both lines",
      categoryConfidence: "0.300",
    });
    await call(cookie, "PATCH", `/api/transactions/${out.id}`, { categoryId: "transfers" });
    expect((await byDescription(cookie, "Faster payment in")).categoryReason).toBe("Transfer from Barclays current");
  });
});
