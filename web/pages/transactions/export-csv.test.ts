import { describe, expect, it } from "vitest";
import type { TransactionDto } from "../../../core/contracts";
import { exportFileName, transactionsCsv } from "./export-csv";

const row = (over: Partial<TransactionDto>): TransactionDto => ({
  id: "t",
  date: "2025-04-01",
  description: "Row",
  amount: "0.00",
  balance: null,
  category: null,
  notes: null,
  categoryId: null,
  categoryConfidence: null,
  categoryReason: null,
  categoryStage: null,
  importBatchId: null,
  bankAccountId: null,
  ...over,
});

describe("transactionsCsv", () => {
  it("writes Date, Description, Amount, Balance and Category, Uncategorized by default", () => {
    const csv = transactionsCsv([
      row({ date: "2025-04-01T00:00:00.000Z", description: "TRAINLINE", amount: "-45.10", balance: "954.90" }),
      row({ description: "Customer, Ltd", amount: "1200.00", category: "Sales" }),
    ]);
    expect(csv).toBe(
      "Date,Description,Amount,Balance,Category\r\n" +
        "2025-04-01,TRAINLINE,-45.10,954.90,Uncategorized\r\n" +
        '2025-04-01,"Customer, Ltd",1200.00,,Sales\r\n',
    );
  });

  it("writes a description that looks like a formula as text", () => {
    const csv = transactionsCsv([row({ description: '=HYPERLINK("http://x")', amount: "-1.00" })]);
    expect(csv.split("\r\n")[1]).toBe('2025-04-01,"\'=HYPERLINK(""http://x"")",-1.00,,Uncategorized');
  });
});

describe("exportFileName", () => {
  it("is transactions_ and the local date", () => {
    expect(exportFileName(new Date(2025, 0, 5, 23, 59))).toBe("transactions_2025-01-05.csv");
  });
});
