import { describe, expect, it } from "vitest";
import { diceSimilarity, similarPayee } from "./similar-payee";

describe("similarPayee", () => {
  it("matches the same payee written by different banks", () => {
    expect(similarPayee("CARD PAYMENT TO TESCO STORES 3297 ON 12 MAR", "TESCO STORES 2231 CD 4421")).toBe(true);
    expect(similarPayee("FASTER PAYMENTS RECEIPT REF INV 1 FROM NORTHWIND TRADING LTD", "NORTHWIND TRADING BGC")).toBe(
      true,
    );
  });

  it("matches a truncated or extended payee", () => {
    expect(similarPayee("NORTHWIND TRADIN", "NORTHWIND TRADING LTD")).toBe(true);
    expect(similarPayee("TESCO", "TESCO STORES 3297")).toBe(true);
    expect(similarPayee("R DEMPSEY", "FPO R DEMPSEY LABOUR 220318")).toBe(true);
  });

  it("matches a one-letter typo", () => {
    expect(similarPayee("SAINSBURYS SMKTS", "SAINSBURYS SMKT")).toBe(true);
  });

  it("does not match different payees that share a word", () => {
    expect(similarPayee("BRITISH GAS", "BRITISH AIRWAYS")).toBe(false);
    expect(similarPayee("SHELL ENERGY", "TESCO")).toBe(false);
    expect(similarPayee("BT", "BTX LOGISTICS")).toBe(false);
  });

  it("never matches an empty payee", () => {
    expect(similarPayee("12345678", "12345678")).toBe(false);
  });

  it("scores identical strings 1 and disjoint ones 0", () => {
    expect(diceSimilarity("northwind", "northwind")).toBe(1);
    expect(diceSimilarity("abc", "xyz")).toBe(0);
  });
});
