import { describe, expect, it } from "vitest";
import { pence } from "../../money";
import { parseNarrative } from "../normalise-payee";
import { BUILTIN_PATTERN_COUNT, BUILTIN_RULE_COUNT, BUILTIN_RULES, matchBuiltin } from "./index";
import { compileRules } from "./matcher";

const rule = (description: string, amount: number) => matchBuiltin(parseNarrative(description), pence(amount));
const category = (description: string, amount: number) => rule(description, amount)?.categoryId ?? null;

describe("built-in UK rules", () => {
  it("number several hundred payees and patterns, all on known categories", () => {
    expect(BUILTIN_RULE_COUNT).toBeGreaterThanOrEqual(500);
    expect(BUILTIN_PATTERN_COUNT).toBeGreaterThanOrEqual(1500);
    expect(() => compileRules(BUILTIN_RULES)).not.toThrow();
  });

  it("say which rule matched, in words", () => {
    expect(rule("CARD PAYMENT TO TRAINLINE.COM ON 12 MAR", -45_20)?.reason).toBe(
      'Built-in rule: "TRAINLINE" is rail travel',
    );
    expect(rule("CARD PAYMENT TO TRAINLINE.COM ON 12 MAR", -45_20)?.confidence).toBeGreaterThanOrEqual(0.8);
  });

  it("know the trades' own software, and the word software on a payment out", () => {
    expect(category("CARD PAYMENT TO TRADIFY", -34_00)).toBe("software-it");
    expect(category("DD CLINIKO PTY LTD", -59_00)).toBe("software-it");
    expect(category("VIS SUPERMETRICS", -119_95)).toBe("software-it");
    expect(category("FPO HALCYON SOFTWARE LTD INV 221", -480_00)).toBe("software-it");
    // A software house paying the company is a customer.
    expect(category("HALCYON SOFTWARE LTD", 4_800_00)).not.toBe("software-it");
  });

  it("take a supermarket's bank for no supermarket: paying TESCO BANK repays a card or a loan, it buys no groceries", () => {
    // categories.md: Office Costs is stationery and small office supplies; a payment to Tesco Bank or Sainsbury's
    // Bank (their credit cards and loans) is not, so the supermarket rule (Office Costs at 0.70) must not fire.
    expect(category("TESCO STORES 2345", -12_40)).toBe("office-costs");
    for (const bank of ["TESCO BANK", "DD TESCO BANK CREDIT CARD", "SAINSBURYS BANK", "SAINSBURY'S BANK CC"]) {
      expect(category(bank, -200_00), bank).not.toBe("office-costs");
    }
  });

  it("put VAT paid and VAT repaid in VAT", () => {
    expect(category("HMRC VAT 123456789", -3_400_00)).toBe("vat");
    expect(category("HMRC VAT REPAYMENT", 1_200_00)).toBe("vat");
    expect(category("HMRC", 820_00)).toBe("vat");
  });

  it("read HMRC references: A001 is corporation tax, the accounts office reference is PAYE, 9 digits is VAT", () => {
    expect(category("HMRC CUMBERNAULD 1234567890A00108A", -5_000_00)).toBe("corporation-tax");
    expect(category("HMRC SHIPLEY 123PA00012345", -800_00)).toBe("paye-ni");
    expect(category("OBP HMRC 284561973", -1_210_00)).toBe("vat");
    expect(category("HMRC NDDS", -400_00)).toBe("vat");
  });

  it("treat a Self Assessment reference (UTR + K) as the director's personal tax", () => {
    expect(category("HMRC 1234567890K", -300_00)).toBe("directors-loan");
  });

  it("leave HMRC money out with no clue to the next stage", () => {
    expect(rule("HMRC", -300_00)).toBeNull();
  });

  it("tell interest received from interest paid by the direction of the money", () => {
    expect(category("GROSS INTEREST", 1_23)).toBe("interest-received");
    expect(category("INTEREST PAID", 4_10)).toBe("interest-received");
    expect(category("INTEREST CHARGED", -23_00)).toBe("interest-paid");
    expect(category("LOAN INTEREST", -41_18)).toBe("interest-paid");
  });

  it("tell a Stripe payout (sales) from a Stripe fee (bank charges)", () => {
    expect(category("STRIPE PAYMENTS UK LTD", 1_200_00)).toBe("sales");
    expect(category("STRIPE PAYMENTS UK LTD", -12_00)).toBe("bank-charges");
    expect(category("SUMUP PAYMENTS LTD PAYOUT", 312_40)).toBe("sales");
  });

  it("prefer the more specific pattern", () => {
    expect(category("SHELL ENERGY RETAIL DD", -50_00)).toBe("utilities");
    expect(category("SHELL 1234 STOCKPORT", -50_00)).toBe("motor");
    expect(category("UBER *EATS", -25_00)).toBe("entertainment");
    expect(category("UBER *TRIP HELP.UBER.COM", -12_00)).toBe("travel");
    expect(category("GOOGLE *ADS1234567890", -150_00)).toBe("marketing");
    expect(category("GOOGLE *GSUITE_acme", -11_00)).toBe("software-it");
    expect(category("AMAZON WEB SERVICES", -23_10)).toBe("software-it");
    expect(category("AMZN Mktp UK*2K4LM8W93", -23_99)).toBe("office-costs");
  });

  it("find the merchant behind a payment processor", () => {
    expect(category("PAYPAL *UBER", -12_34)).toBe("travel");
  });

  it("prefer what was bought to who was paid", () => {
    expect(category("DEB LEEDS CITY COUNCIL PARKING CD 4421", -8_00)).toBe("motor");
    expect(category("DD TO CITY OF YORK COUNCIL NNDR", -98_00)).toBe("rent-rates");
  });

  it("do not read a cost keyword into money in: a hotel paying is a customer", () => {
    expect(rule("BANK GIRO CREDIT REF ASHDOWN PARK HOTEL, INV 3321", 2_880_00)).toBeNull();
    expect(category("CARD PAYMENT TO PREMIER INN ON 12 JUN", -129_00)).toBe("travel");
  });

  it("treat money back from a supplier as a refund of the same cost", () => {
    expect(category("AMAZON.CO.UK REFUND", 19_99)).toBe("office-costs");
  });

  it("split computer shops into equipment and office costs at £250", () => {
    expect(category("CURRYS PC WORLD", -899_00)).toBe("equipment");
    expect(category("CURRYS PC WORLD", -19_99)).toBe("office-costs");
  });

  it("read 'loan' with a person as the director's loan and with a lender as a loan", () => {
    expect(category("Faster Payment to S Brennan Ref: loan", -500_00)).toBe("directors-loan");
    expect(category("LOAN REPAYMENT 7732", -312_50)).toBe("loans");
    expect(category("FUNDING CIRCLE DDR", -820_00)).toBe("loans");
  });

  it("read a lender's line that says interest, money out, as interest paid (FRS 105 s25: borrowing costs are expensed)", () => {
    expect(category("IWOCA INTEREST DDR", -41_17)).toBe("interest-paid");
    expect(rule("IWOCA INTEREST DDR", -41_17)?.reason).toBe('Built-in rule: "IWOCA INTEREST" is interest on a loan');
    expect(category("IWOCA DDR", -820_00)).toBe("loans");
    expect(category("IWOCA ADVANCE", 10_000_00)).toBe("loans");
  });

  it("read a service engineer as repairs and a van service as motor", () => {
    expect(category("PENNINE HEATING ENGINEERS OBP", -180_00)).toBe("repairs");
    expect(category("SOLWAY VAN SERVICES FPO", -320_00)).toBe("motor");
  });

  it("read tax services, consultants and LLPs paid money out as professional fees, and not money in", () => {
    expect(category("SO : FENLAND TAX SERVICES", -90_00)).toBe("professional-fees");
    expect(category("To Harrow & Gale LLP", -1_200_00)).toBe("professional-fees");
    expect(category("HALDEN CONSULTING LTD OBP", -650_00)).toBe("professional-fees");
    expect(category("HALDEN CONSULTING LTD BGC", 650_00)).not.toBe("professional-fees");
  });

  it("know the company's own money moves, director's loan, dividends and pay", () => {
    expect(category("TFR TO SAVINGS 40012345", -1_000_00)).toBe("transfers");
    expect(category("DIRECTOR LOAN", 5_000_00)).toBe("directors-loan");
    expect(category("DIVIDEND JAN", -2_000_00)).toBe("dividends");
    expect(category("J SMITH SALARY", -1_800_00)).toBe("salaries");
    expect(category("G TREMBATH DIRECTORS SALARY", -1_047_50)).toBe("directors-salaries");
    expect(category("A FERREIRA SHARE CAPITAL", 100_00)).toBe("share-capital");
  });

  it("cover the bank's own fees", () => {
    for (const fee of [
      "ACCOUNT FEE",
      "MONTHLY FEE",
      "SERVICE CHARGE",
      "COMMISSION CHARGES",
      "Tide Plus subscription fee",
    ]) {
      expect(category(fee, -5_00)).toBe("bank-charges");
    }
  });

  it("know common UK payees across the chart", () => {
    const cases: [string, number, string][] = [
      ["COMPANIES HOUSE", -34_00, "general-admin"],
      ["ICO DATA PROTECTION FEE", -40_00, "general-admin"],
      ["E.ON NEXT DD", -120_00, "utilities"],
      ["THAMES WATER", -40_00, "utilities"],
      ["VODAFONE LTD", -32_50, "phone-internet"],
      ["XERO UK", -33_00, "software-it"],
      ["RINGGO", -3_40, "motor"],
      ["DART CHARGE", -2_50, "motor"],
      ["HISCOX", -42_50, "insurance"],
      ["NEST PENSIONS", -210_00, "pensions"],
      ["BOOKER LTD", -312_66, "cost-of-sales"],
      ["ROYAL MAIL", -8_50, "office-costs"],
      ["LINKEDIN", -250_00, "marketing"],
      ["FACEBK *C8W2LPQ9K2", -150_00, "marketing"],
      ["ACME & CO CHARTERED ACCOUNTANTS", -600_00, "professional-fees"],
      ["FEDERATION OF SMALL BUSINESSES", -199_00, "subscriptions"],
      ["UDEMY", -19_99, "training"],
      ["RENTOKIL", -90_00, "repairs"],
      ["PIZZA EXPRESS", -80_00, "entertainment"],
    ];
    for (const [description, amount, expected] of cases)
      expect([description, category(description, amount)]).toEqual([description, expected]);
  });
});
