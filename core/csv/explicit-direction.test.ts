import { describe, expect, it } from "vitest";
import { bestReading, chainScores } from "./balance-chain";
import { WISE_USD } from "./fixtures/bank-files-b";
import { TESCO_BANK_SIGNED } from "./fixtures/card-files";
import { BALANCE_OWED_WARNING, CARD_SIGN_QUESTION, CARD_SIGN_WARNING, parseBankCsv } from "./index";

const lines = (...l: string[]) => l.join("\n");
const amounts = (r: ReturnType<typeof parseBankCsv>) => r.rows.map((x) => x.amount);
const CARD_WORDS = [CARD_SIGN_WARNING, CARD_SIGN_QUESTION, BALANCE_OWED_WARNING];

describe("a column that states each row's direction", () => {
  it("sets the sign from a Debit/Credit Flag whatever the amounts' own signs say", () => {
    // Purchases printed positive and the payment negative (the card's view); with no "thank you" on the payment
    // nothing else tells, and read as printed every sign would be the wrong way round. The flag says D / C.
    const r = parseBankCsv(TESCO_BANK_SIGNED.text);
    expect(amounts(r)).toEqual([-3820, 25000, -11999]);
    expect(r.mapping?.flag).toBe("Debit/Credit Flag");
    expect(r.warnings).toEqual([]);
  });

  it("lets the flag win over amounts printed signed the opposite way to it", () => {
    const text = lines(
      "Date,Description,Amount,Debit/Credit Indicator",
      "01/05/2025,OFFICE RENT,450.00,Debit",
      "02/05/2025,ACME LTD INV 7,-1200.00,Credit",
    );
    expect(amounts(parseBankCsv(text))).toEqual([-45000, 120000]);
  });

  it("reads a Wise USD statement with a Direction column as a current account, without card warnings", () => {
    const r = parseBankCsv(WISE_USD.text);
    expect(amounts(r)).toEqual([200000, -25000, -2000]);
    expect(r.rows.map((x) => x.balance)).toEqual([200000, 175000, 173000]);
    expect(r.warnings.filter((w) => CARD_WORDS.includes(w))).toEqual([]);
    expect(r.detectedMapping?.positive ?? null).toBeNull();
  });

  it("decides between two readings of the balances that fit equally by the stated signs, before the dates", () => {
    // In file order: -20 → 1730, -250 → 1750, +2000 → 2000. Each pair fits "newest first, balance after each row"
    // (1730 = 1750 − 20; 1750 = 2000 − 250) and, equally, "oldest first, balance before each row, signs reversed".
    // Dates that seem to run forward favour the second, which would call the balance money owed, as on a card.
    const scores = chainScores([
      { amount: -2000, balance: 173000 },
      { amount: -25000, balance: 175000 },
      { amount: 200000, balance: 200000 },
    ]);
    const firm = bestReading(scores, { direction: 1, firmSigns: true, timing: null });
    expect(firm?.reading).toEqual({ newestFirst: true, timing: "after", opposed: false });
    const inferred = bestReading(scores, { direction: 1, firmSigns: false, timing: null });
    expect(inferred?.reading.opposed).toBe(true);
  });
});
