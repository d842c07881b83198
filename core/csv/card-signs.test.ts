import { describe, expect, it } from "vitest";
import { CARD_CR_COLUMN, CARD_HEADERLESS } from "./fixtures/card-files";
import {
  ALL_POSITIVE_QUESTION,
  BALANCE_OWED_WARNING,
  CARD_SIGN_QUESTION,
  CARD_SIGN_WARNING,
  parseBankCsv,
} from "./index";

const lines = (...l: string[]) => l.join("\n");
const amounts = (r: ReturnType<typeof parseBankCsv>) => r.rows.map((x) => x.amount);

describe("card statements", () => {
  it("reads a CR mark in an unnamed column as money in and the unmarked rows as purchases", () => {
    const r = parseBankCsv(CARD_CR_COLUMN.text);
    expect(r.detectedHeaders).toEqual(["Date Processed", "Description", "Amount", "Column 4"]);
    expect(r.mapping).toEqual({
      date: "Date Processed",
      description: "Description",
      amount: "Amount",
      flag: "Column 4",
    });
    expect(amounts(r)).toEqual([-8900, 110000, -4510, -125040]);
    expect(r.warnings).toEqual([]);
  });

  it("reads the amounts as printed when a person says the file has no flag column", () => {
    const r = parseBankCsv(CARD_CR_COLUMN.text, { headerMap: { ...CARD_CR_COLUMN_MAP, flag: "" } });
    expect(r.mapping?.flag).toBeUndefined();
    expect(amounts(r)).toEqual([8900, 110000, 4510, 125040]);
  });

  it("sets the sign from D / C flags beside an unsigned amount, whichever is more common", () => {
    const text = lines(
      "Transaction Date,Billing Amount,Merchant,Debit/Credit Flag",
      "02/07/2024,500.00,PAYMENT BY DIRECT DEBIT,C",
      "03/07/2024,12.40,TESCO STORES,D",
      "04/07/2024,20.00,REFUND ARGOS,C",
    );
    expect(amounts(parseBankCsv(text))).toEqual([50000, -1240, 2000]);
  });

  it("reverses signs when a payment to the card is printed negative, however few the purchases", () => {
    const text = lines(
      "Date,Description,Amount",
      "13/05/2024,PAYMENT - THANK YOU,-300.00",
      "14/05/2024,REFUND SCREWFIX,-20.00",
      "15/05/2024,SCREWFIX DIRECT,120.00",
    );
    const r = parseBankCsv(text);
    expect(amounts(r)).toEqual([30000, 2000, -12000]);
    expect(r.warnings).toEqual([CARD_SIGN_WARNING]);
    expect(r.detectedMapping?.positive).toBe("out");
    expect(r.mapping?.positive).toBe("out");
  });

  it("reads a current account as printed when a payee's line says 'payment thank you' or 'payment received'", () => {
    // Only the issuer's own words at the start of a line mark a card; a payee named first is a current account's
    // line. Without a balance: the receipt stays money in.
    const plain = parseBankCsv(
      lines(
        "Date,Description,Amount",
        "13/03/2025,CLIENT CO INV 45,1500.00",
        "14/03/2025,J SMITH PLUMBING PAYMENT THANK YOU,-150.00",
      ),
    );
    expect(amounts(plain)).toEqual([150000, -15000]);
    expect(plain.warnings).not.toContain(CARD_SIGN_WARNING);
    // With a balance that runs as printed (1,200 − 200 = 1,000; − 12.34 = 987.66): no balance made negative either.
    const withBalance = parseBankCsv(
      lines(
        "Date,Description,Amount,Balance",
        "01/03/2025,CLIENT CO INV 45,1200.00,1200.00",
        "02/03/2025,REFUND OF PAYMENT RECEIVED IN ERROR,-200.00,1000.00",
        "03/03/2025,TESCO STORES,-12.34,987.66",
      ),
    );
    expect(amounts(withBalance)).toEqual([120000, -20000, -1234]);
    expect(withBalance.rows.map((r) => r.balance)).toEqual([120000, 100000, 98766]);
    expect(withBalance.warnings).not.toContain(CARD_SIGN_WARNING);
    expect(withBalance.warnings).not.toContain(BALANCE_OWED_WARNING);
  });

  it("treats an account named as a card, with mostly positive amounts, as a card", () => {
    const text = lines(
      "Account name:,Business Platinum Credit Card",
      "Date,Description,Amount",
      "01/05/2024,SCREWFIX DIRECT,120.00",
      "02/05/2024,OFFICE WORLD,35.50",
      "20/05/2024,DIRECT DEBIT RECEIVED,-155.50",
    );
    const r = parseBankCsv(text);
    expect(amounts(r)).toEqual([-12000, -3550, 15550]);
    expect(r.warnings).toEqual([CARD_SIGN_WARNING]);
  });

  it("asks when an account named as a card has mostly negative amounts", () => {
    const text = lines(
      "Account name:,Business Card",
      "Date,Description,Amount",
      "01/05/2024,SCREWFIX DIRECT,-120.00",
      "02/05/2024,OFFICE WORLD,-35.50",
      "20/05/2024,DIRECT DEBIT RECEIVED,155.50",
    );
    const r = parseBankCsv(text);
    expect(amounts(r)).toEqual([-12000, -3550, 15550]);
    expect(r.warnings).toEqual([CARD_SIGN_QUESTION]);
  });

  it("asks when every amount is positive and nothing says which way they go", () => {
    const text = lines("Date,Description,Amount", "13/05/2024,SCREWFIX,120.00", "14/05/2024,OFFICE WORLD,35.50");
    const r = parseBankCsv(text);
    expect(amounts(r)).toEqual([12000, 3550]);
    expect(r.warnings).toEqual([ALL_POSITIVE_QUESTION]);
    const answered = parseBankCsv(text, { headerMap: { positive: "out" } });
    expect(amounts(answered)).toEqual([-12000, -3550]);
    expect(answered.warnings).toEqual([]);
    expect(answered.detectedMapping?.summary).toBe(
      "Date = column 1, Description = column 2, Amount = column 3 (positive = money out)",
    );
  });

  it("shows a card's balance owed as negative when the amounts are purchases", () => {
    const text = lines(
      "Date,Description,Amount,Balance",
      "01/05/2024,SCREWFIX DIRECT,120.00,120.00",
      "02/05/2024,OFFICE WORLD,35.50,155.50",
      "20/05/2024,PAYMENT RECEIVED - THANK YOU,-100.00,55.50",
    );
    const r = parseBankCsv(text);
    expect(r.rows.map((x) => [x.amount, x.balance])).toEqual([
      [-12000, -12000],
      [-3550, -15550],
      [10000, -5550],
    ]);
    expect(r.warnings).toEqual([CARD_SIGN_WARNING, BALANCE_OWED_WARNING]);
  });

  it("tells a header-less card's debit column from its credit column by the payment rows", () => {
    const r = parseBankCsv(CARD_HEADERLESS.text);
    expect(r.mapping).toMatchObject({ debit: "Column 7", credit: "Column 6" });
    expect(r.detectedMapping?.summary).toBe(
      "Date = column 1, Description = column 2, Paid out = column 7, Paid in = column 6",
    );
  });

  it("takes the busier of two header-less money columns as money out, and says it guessed", () => {
    const text = lines(
      "10/02/2024,HARDWARE SHOP,14.99,",
      "12/02/2024,COFFEE HOUSE,3.20,",
      "15/02/2024,ACME LTD,,250.00",
      "20/02/2024,RAIL TICKETS,42.50,",
    );
    const r = parseBankCsv(text);
    expect(amounts(r)).toEqual([-1499, -320, 25000, -4250]);
    expect(r.warnings).toEqual([
      "This file has no header row: column 3 was read as money out and column 4 as money in. If that is the wrong way round, choose Change mapping.",
    ]);
  });
});

const CARD_CR_COLUMN_MAP = { date: "Date Processed", description: "Description", amount: "Amount" };
