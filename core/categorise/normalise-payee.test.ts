import { describe, expect, it } from "vitest";
import { displayPayee, normalisePayee, parseNarrative } from "./normalise-payee";

describe("normalisePayee", () => {
  it.each([
    // Barclays
    ["CARD PAYMENT TO TESCO STORES 3297 ON 12 MAR GB", "tesco stores"],
    ["TESCO STORES 3297 ON 12 MAR BCC", "tesco stores"],
    ["BRITISH GAS 600012345678 DDR", "british gas"],
    ["NORTHWIND TRADING LTD INV 1043 BGC", "northwind trading"],
    ["BILL PAYMENT TO J SMITH REF SALARY", "j smith"],
    // Lloyds
    ["TESCO STORES 3297 CD 1234 12MAR24", "tesco stores"],
    ["DEB PRET A MANGER CD 4421", "pret a manger"],
    // Lloyds prints the reference without a marker, so it stays in the payee; history matches it as similar.
    ["FPO R DEMPSEY LABOUR 220318 12/03/24 10:31", "r dempsey labour"],
    ["FPI NORTHWIND TRADING 4471098822 RE718709", "northwind trading"],
    ["CHG ACCOUNT FEE", "account fee"],
    // HSBC
    ["))) PRET A MANGER LONDON", "pret a manger"],
    ["VIS AMAZON.CO.UK*AB12C3DE4", "amazon"],
    ["CR NORTHWIND TRADING INV 0045", "northwind trading"],
    ["DD E.ON NEXT", "eon next"],
    // NatWest
    ["4536 12MAR24 CD , TESCO STORES 3297 , LONDON GB", "tesco stores"],
    ["NORTHWIND TRADING , INV 66 , FP 09/06/24 1650 , 000099988877", "northwind trading"],
    ["BT GROUP PLC , 600123 , DD", "bt group"],
    // Santander
    ["CARD PAYMENT TO TRAINLINE.COM,45.20 GBP, RATE 1.00/GBP ON 12-03-2024", "trainline"],
    ["DIRECT DEBIT PAYMENT TO BRITISH GAS REF 600012345678, MANDATE NO 0012", "british gas"],
    ["FASTER PAYMENTS RECEIPT REF INV 1001 FROM NORTHWIND TRADING LTD", "northwind trading"],
    ["BANK GIRO CREDIT REF NORTHWIND TRADING, INV 1002", "northwind trading"],
    ["STANDING ORDER VIA FASTER PAYMENT TO PARADE ESTATES REFERENCE SHOP 3 RENT , MANDATE NO 4", "parade estates"],
    // Monzo, Starling, Revolut, Tide, Metro, Wise
    ["Pret A Manger", "pret a manger"],
    ["Octopus Energy", "octopus energy"],
    ["To Ellie Fairweather", "ellie fairweather"],
    ["Payment from Harcourt Retail Group", "harcourt retail group"],
    ["Faster Payment from MRS P ASHDOWN Ref: boiler service", "p ashdown"],
    ["Card payment to Screwfix Direct Ltd, Yeovil", "screwfix direct"],
    ["INWARD PAYMENT DOJO PAYMENTS UK SETTLEMENT", "dojo payments uk settlement"],
    ["DD TO THE PEOPLES PENSION", "the peoples pension"],
    ["Card transaction of 1,150.00 GBP issued by Brother UK", "brother"],
    ["Sent money to Ningbo Homeware Co Ltd with reference PI 2291", "ningbo homeware"],
    ["Received money from Amazon Payments UK Ltd with reference 0231AZP", "amazon payments"],
    // Brands with digits, accents and apostrophes survive
    ["O2 UK", "o2"],
    ["1Password", "1password"],
    ["Caffè Nero", "caffe nero"],
    ["SAINSBURY'S S/MKTS", "sainsburys s mkts"],
    ["WWW.SCREWFIX.COM", "screwfix"],
  ])("%s → %s", (narrative, payee) => {
    expect(normalisePayee(narrative)).toBe(payee);
  });

  it("keeps bank codes and reference words apart from the payee, for the model", () => {
    const parsed = parseNarrative("FPO J SMITH REF SALARY MARCH 123456");
    expect(parsed.payee).toBe("j smith");
    expect(parsed.codes).toEqual(["fpo"]);
    expect(parsed.extras).toEqual(["salary"]);
  });

  it("keeps every token with the shape of its digits, for reference shapes", () => {
    expect(parseNarrative("HMRC CUMBERNAULD 1234567890A00108A").tokens).toEqual([
      "hmrc",
      "cumbernauld",
      "0000000000a00000a",
    ]);
    expect(parseNarrative("GOOGLE *ADS1234567").tokens).toEqual(["google", "ads", "0000000"]);
    expect(parseNarrative("O2 UK").tokens).toEqual(["o2", "uk"]);
  });

  it("parses narratives that differ only in long numbers alike", () => {
    expect(parseNarrative("HMRC VAT 123456789")).toBe(parseNarrative("HMRC VAT 987654321"));
  });

  it("returns an empty payee for a narrative that is only numbers and codes", () => {
    expect(normalisePayee("DD 12345678")).toBe("");
  });

  it("shows payees in title case", () => {
    expect(displayPayee("northwind trading")).toBe("Northwind Trading");
  });
});
