import { describe, expect, it } from "vitest";
import { COMPANY_LABELS } from "../../core/contracts";
import { pathInWords, validationMessage } from "./validation-message";

describe("validation messages in words", () => {
  it("names a statement row by its number and the field in words", () => {
    expect(pathInWords("/transactions/0/date")).toBe("row 1: the date");
    expect(pathInWords("/transactions/41/vatRate")).toBe("row 42: the VAT rate");
    expect(pathInWords("/openingBalances/payeNic")).toBe("opening balances: the PAYE and National Insurance");
    expect(pathInWords("/registrationNumber")).toBe("the registration number");
    expect(pathInWords("/transactionIds/2")).toBe("list of rows chosen: item 3");
    expect(pathInWords("")).toBe("");
  });

  it("reads an entry keyed by a record's id as one of them, never the id's digits as words", () => {
    expect(pathInWords("/cashExplanations/0190a3f4-0000-7000-8000-000000000001")).toBe(
      "cash explanations: one of them",
    );
  });

  it("turns zod's standard messages into short phrases after the field", () => {
    const missing = {
      instancePath: "/transactions/0/date",
      keyword: "invalid_type",
      message: "Invalid input: expected string, received undefined",
      params: { expected: "string" },
    };
    expect(validationMessage(missing)).toBe("row 1: the date is required");
    const wrongType = {
      instancePath: "/transactions/2/amount",
      keyword: "invalid_type",
      message: "Invalid input: expected string, received number",
      params: { expected: "string", input: 12 },
    };
    expect(validationMessage(wrongType)).toBe("row 3: the amount should be text");
    const empty = {
      instancePath: "/name",
      keyword: "too_small",
      message: "Too small: expected string to have >=1 characters",
      params: { origin: "string", minimum: 1, input: "" },
    };
    expect(validationMessage(empty)).toBe("the name must not be empty");
    const choice = {
      instancePath: "/positive",
      keyword: "invalid_value",
      message: 'Invalid option: expected one of "in"|"out"',
      params: { values: ["in", "out"], input: "up" },
    };
    expect(validationMessage({ ...choice, instancePath: "/headerMap/positive" })).toBe(
      "column mapping: the reading of positive amounts must be one of in, out",
    );
  });

  it("keeps a schema's own message, written for people", () => {
    const utr = {
      instancePath: "/utr",
      keyword: "custom",
      message: "must be the company's 10-digit UTR, e.g. 1234567890",
      params: {},
    };
    expect(validationMessage(utr)).toBe("the UTR must be the company's 10-digit UTR, e.g. 1234567890");
    expect(validationMessage({ instancePath: "/transactions/1/date", message: "is not a real date" })).toBe(
      "row 2: the date is not a real date",
    );
  });

  it("keeps a schema's own sentence after the field, and writes limits with thousands separators", () => {
    const sentence = { instancePath: "/subject", keyword: "too_small", message: "Subject is a bit short.", params: {} };
    expect(validationMessage(sentence)).toBe("the subject: Subject is a bit short.");
    const long = {
      instancePath: "/body",
      keyword: "too_big",
      message: "Too big: expected string to have <=10000 characters",
      params: { origin: "string", maximum: 10000 },
    };
    expect(validationMessage(long)).toBe("the body is too long (at most 10,000 characters)");
  });

  it("never shows a dotted path", () => {
    const message = validationMessage({ instancePath: "/transactions/0/date", message: "Invalid input" });
    expect(message).not.toMatch(/transactions\.0/);
    expect(message).toBe("row 1: the date: Invalid input");
  });
});

describe("a route whose page labels its fields (PUT /api/company)", () => {
  it("names a company field as the Company page labels it, not by its camelCase name", () => {
    const negative = {
      instancePath: "/nonGroupDividendsReceivedFirstPeriod",
      keyword: "custom",
      message: "must not be negative",
    };
    expect(validationMessage(negative)).toBe("the non group dividends received first period must not be negative");
    expect(validationMessage(negative, COMPANY_LABELS)).toBe(
      "Non-group dividends received by the end of the first accounting period (£) must not be negative",
    );
    expect(pathInWords("/utr", COMPANY_LABELS)).toBe("UTR (Unique Taxpayer Reference)");
    expect(pathInWords("/tradingLossesClaim", COMPANY_LABELS)).toBe("Losses to claim this year (£)");
  });

  it("names a nested field under its group's label, and a list's item by its number", () => {
    expect(pathInWords("/openingBalances/cash", COMPANY_LABELS)).toBe("Opening balances: Cash at bank and in hand");
    expect(pathInWords("/priorProfitAndLoss/staffCosts", COMPANY_LABELS)).toBe(
      "Last year's profit and loss: D Staff costs",
    );
    expect(pathInWords("/directors/1", COMPANY_LABELS)).toBe("Directors: item 2");
    expect(pathInWords("/openingItems/0/amount", COMPANY_LABELS)).toBe("Opening items: item 1: the amount");
  });
});
