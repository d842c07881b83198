import { describe, expect, it } from "vitest";
import { pence } from "../money";
import { findTransfers } from "./find-transfers";
import type { OwnAccount, TransferLine } from "./types";

const BARCLAYS: OwnAccount = {
  id: "b",
  name: "Barclays account ending 8765",
  bank: "Barclays",
  accountNumber: "43218765",
};
const STARLING: OwnAccount = { id: "s", name: "Starling account", bank: "Starling", accountNumber: null };
const SAVINGS: OwnAccount = { id: "v", name: "Savings", bank: "Barclays", accountNumber: "55512345" };
const ACCOUNTS = [BARCLAYS, STARLING];

let next = 0;
const line = (accountId: string, date: string, amount: number, description = "PAYMENT"): TransferLine => ({
  id: `l${++next}`,
  accountId,
  date,
  amount: pence(amount),
  description,
});

describe("findTransfers: pairs", () => {
  it("pairs £500 out of Barclays with £500 into Starling two days later, each line naming the other account in its reason", () => {
    const out = line("b", "2025-03-03", -50_000, "MOBILE TRANSFER");
    const into = line("s", "2025-03-05", 50_000, "Faster payment");
    expect(findTransfers([into, out], ACCOUNTS)).toEqual([
      { id: out.id, pairId: into.id, otherAccountId: "s", reason: "Transfer to Starling account", confidence: 0.95 },
      {
        id: into.id,
        pairId: out.id,
        otherAccountId: "b",
        reason: "Transfer from Barclays account ending 8765",
        confidence: 0.95,
      },
    ]);
  });

  it("pairs at exactly 3 days apart, not at 4", () => {
    const out = line("b", "2025-03-03", -1_000);
    expect(findTransfers([out, line("s", "2025-03-06", 1_000)], ACCOUNTS)).toHaveLength(2);
    expect(findTransfers([out, line("s", "2025-03-07", 1_000)], ACCOUNTS)).toEqual([]);
  });

  it("never pairs two lines of the same account, nor different amounts", () => {
    expect(findTransfers([line("b", "2025-03-03", -1_000), line("b", "2025-03-03", 1_000)], ACCOUNTS)).toEqual([]);
    expect(findTransfers([line("b", "2025-03-03", -1_000), line("s", "2025-03-03", 1_001)], ACCOUNTS)).toEqual([]);
  });

  it("prefers the line whose description names the other account over a closer one", () => {
    const out = line("b", "2025-03-03", -20_000);
    const closer = line("s", "2025-03-03", 20_000, "Refund from shop");
    const named = line("s", "2025-03-05", 20_000, "BARCLAYS 20-45-77 43218765");
    const found = findTransfers([out, closer, named], ACCOUNTS);
    expect(found.find((f) => f.id === out.id)?.pairId).toBe(named.id);
    expect(found.some((f) => f.id === closer.id)).toBe(false);
  });

  it("takes the closest date when none is named, and each line pairs at most once", () => {
    const first = line("b", "2025-03-01", -5_000);
    const second = line("b", "2025-03-04", -5_000);
    const a = line("s", "2025-03-02", 5_000);
    const b = line("s", "2025-03-04", 5_000);
    const pairs = findTransfers([b, second, a, first], ACCOUNTS).map((f) => [f.id, f.pairId]);
    expect(pairs).toEqual([
      [first.id, a.id],
      [a.id, first.id],
      [second.id, b.id],
      [b.id, second.id],
    ]);
  });

  it("finds nothing with one account, or for lines of an account it was not told about", () => {
    const lines = [line("b", "2025-03-03", -1_000), line("x", "2025-03-03", 1_000)];
    expect(findTransfers(lines, [BARCLAYS])).toEqual([]);
    expect(findTransfers(lines, ACCOUNTS)).toEqual([]);
  });
});

describe("findTransfers: a description naming another account", () => {
  it("makes a lone line a transfer to the account it names by number, with no pair", () => {
    const lone = line("s", "2025-04-01", -30_000, "To 20-45-77 43218765");
    expect(findTransfers([lone], ACCOUNTS)).toEqual([
      {
        id: lone.id,
        pairId: null,
        otherAccountId: "b",
        reason: "Transfer to Barclays account ending 8765",
        confidence: 0.8,
      },
    ]);
  });

  it("reads the other account's bank as a word, but not the line's own bank", () => {
    expect(findTransfers([line("b", "2025-04-01", -100, "TFR TO STARLING")], ACCOUNTS)[0]?.reason).toBe(
      "Transfer to Starling account",
    );
    expect(findTransfers([line("b", "2025-04-01", -100, "BARCLAYS BANK CHARGES")], ACCOUNTS)).toEqual([]);
    expect(findTransfers([line("b", "2025-04-01", -100, "STARLINGS NEST CAFE")], ACCOUNTS)).toEqual([]);
  });

  it("does not read a bank two of the other accounts share", () => {
    const accounts = [STARLING, BARCLAYS, SAVINGS];
    expect(findTransfers([line("s", "2025-04-01", -100, "TO BARCLAYS")], accounts)).toEqual([]);
    expect(findTransfers([line("s", "2025-04-01", -100, "TO 55512345")], accounts)[0]?.otherAccountId).toBe("v");
  });
});
