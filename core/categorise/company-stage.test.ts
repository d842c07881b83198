import { describe, expect, it } from "vitest";
import { pence } from "../money";
import type { CompanyFacts } from "./company-facts";
import { getBaseModel } from "./model";
import { categorise, isNeedsReview } from "./pipeline";
import type { TxnToCategorise } from "./types";

const facts: CompanyFacts = {
  directors: ["Amara Okafor", "Ben Whitlock"],
  shareCapital: pence(10_000),
  vatNumber: "GB 284 6193 75",
  payeReference: "120PB00741852",
};

const run = (txns: TxnToCategorise[], company: CompanyFacts | undefined) =>
  categorise(txns, { rules: [], history: [], model: getBaseModel(), company }).decisions;

describe("the company's own facts as evidence", () => {
  it("files pay to a director as Directors' Salaries, and a dividend to one as Dividends", () => {
    const [salary, netPay, dividend, staff] = run(
      [
        { id: "1", description: "AMARA OKAFOR SALARY JAN", amount: pence(-104_800) },
        { id: "2", description: "FPO B WHITLOCK NET PAY", amount: pence(-104_800) },
        { id: "3", description: "A OKAFOR DIVIDEND", amount: pence(-250_000) },
        { id: "4", description: "JODIE MARSH WAGES", amount: pence(-181_240) },
      ],
      facts,
    );
    expect(salary).toMatchObject({ categoryId: "directors-salaries", stage: "company" });
    expect(salary!.reason).toContain("Amara Okafor");
    expect(netPay!.categoryId).toBe("directors-salaries");
    expect(dividend!.categoryId).toBe("dividends");
    expect(staff!.categoryId).toBe("salaries");
  });

  it("reads a director paying for shares, or the first receipt equal to the share capital, as Share Capital", () => {
    const [shares, first, later] = run(
      [
        { id: "1", description: "WHITLOCK B SHARES", amount: pence(5_000), date: "2025-01-06" },
        { id: "2", description: "FASTER PAYMENT RECEIVED 0001", amount: pence(10_000), date: "2025-01-02" },
        { id: "3", description: "FASTER PAYMENT RECEIVED 0002", amount: pence(10_000), date: "2025-02-02" },
      ],
      facts,
    );
    expect(shares!.categoryId).toBe("share-capital");
    expect(first).toMatchObject({ categoryId: "share-capital", stage: "company" });
    expect(later!.stage).not.toBe("company");
  });

  it("tells HMRC payments apart by the company's VAT number and PAYE reference", () => {
    const [vat, paye] = run(
      [
        { id: "1", description: "HMRC 284619375", amount: pence(-312_000) },
        { id: "2", description: "HMRC 120PB00741852", amount: pence(-61_218) },
      ],
      facts,
    );
    expect(vat).toMatchObject({ categoryId: "vat", stage: "company" });
    expect(paye).toMatchObject({ categoryId: "paye-ni", stage: "company" });
  });

  it("quotes the VAT number only as a number of its own: a UTR that starts with the same nine digits is not VAT", () => {
    // VAT number GB123456789, UTR 1234567890. A corporation tax payment quotes the UTR with "A001" and the period
    // ("1234567890A00108"), self assessment the UTR with "K": both hold 123456789 inside a longer run of digits.
    const company = { ...facts, vatNumber: "GB123456789" };
    const [ct, sa, vat, spaced, branch] = run(
      [
        { id: "1", description: "HMRC CORPORATION TAX 1234567890A00108", amount: pence(-230_000) },
        { id: "2", description: "HMRC SA 1234567890K", amount: pence(-150_000) },
        { id: "3", description: "DD HMRC VAT 123456789", amount: pence(-120_000) },
        { id: "4", description: "HMRC GB 123 4567 89", amount: pence(-98_000) },
        { id: "5", description: "HMRC VAT 123456789 001", amount: pence(-5_000) },
      ],
      company,
    );
    expect(ct!.categoryId).toBe("corporation-tax");
    expect(sa!.stage).not.toBe("company");
    expect(sa!.categoryId).not.toBe("vat");
    for (const line of [vat, spaced, branch]) expect(line).toMatchObject({ categoryId: "vat", stage: "company" });
  });

  it("says a director's loan paid in may be a loan or a repayment: the line alone cannot tell which", () => {
    // An overdrawn account is repaid by the same kind of line that lends to the company (CTA 2010 s455, s458).
    const [repaid] = run(
      [{ id: "1", description: "A OKAFOR DIRECTOR LOAN REPAY", amount: pence(400_000), date: "2025-06-10" }],
      facts,
    );
    expect(repaid).toMatchObject({ categoryId: "directors-loan", stage: "company" });
    expect(repaid!.reason).toBe("Amara Okafor, a director, paying into their loan account (a loan or a repayment)");
  });

  it("takes a director named with no word of what for as their loan account, to review, never a transfer", () => {
    // categories.md: money a director takes out or puts in that is neither salary nor dividend is Director's Loan.
    // Not Transfers (the company's own accounts) and, paid in, not Sales: an overdrawn loan would be missed, and
    // with it the s455 tax (CTA 2010). Confidence under the 0.6 threshold: the line goes to Needs review.
    const [out, paidIn, later] = run(
      [
        { id: "1", description: "TRANSFER TO A OKAFOR", amount: pence(-900_000) },
        { id: "2", description: "FASTER PAYMENT FROM BEN WHITLOCK", amount: pence(500_000), date: "2025-02-01" },
        { id: "3", description: "FASTER PAYMENT RECEIVED 0001", amount: pence(10_000), date: "2025-01-02" },
      ],
      facts,
    );
    expect(out).toMatchObject({ categoryId: "directors-loan", stage: "company", confidence: 0.55 });
    expect(out!.reason).toBe(
      "Paid to Amara Okafor, a director, with no word of salary or dividend: a director's loan, please review",
    );
    expect(paidIn).toMatchObject({ categoryId: "directors-loan", stage: "company", confidence: 0.55 });
    expect(paidIn!.reason).toContain("Ben Whitlock, a director, paying in");
    expect(later!.categoryId).toBe("share-capital");
    expect(isNeedsReview(out!)).toBe(true);
    // The person's own choice for the payee comes first.
    const taught = categorise([{ id: "4", description: "TRANSFER TO A OKAFOR", amount: pence(-50_000) }], {
      rules: [],
      history: [
        { description: "TRANSFER TO A OKAFOR", amount: pence(-104_800), categoryId: "directors-salaries" },
        { description: "TRANSFER TO A OKAFOR", amount: pence(-104_800), categoryId: "directors-salaries" },
      ],
      model: getBaseModel(),
      company: facts,
    }).decisions[0];
    expect(taught).toMatchObject({ categoryId: "directors-salaries", stage: "history" });
  });

  it("leaves everything to the other stages when there are no facts", () => {
    const [salary] = run([{ id: "1", description: "AMARA OKAFOR SALARY JAN", amount: pence(-104_800) }], undefined);
    expect(salary!.stage).not.toBe("company");
  });
});

describe("learned VAT rates", () => {
  it("gives a payee's later lines the rate the person set on it, with the reason", () => {
    const history = [
      {
        description: "FPO J BAKER INV 0042",
        amount: pence(-72_000),
        categoryId: "cost-of-sales",
        vatRate: "no-vat",
      },
    ] as const;
    const [next, other] = categorise(
      [
        { id: "1", description: "FPO J BAKER INV 0057", amount: pence(-48_000) },
        { id: "2", description: "ADOBE CREATIVE CLOUD", amount: pence(-5_499) },
      ],
      { rules: [], history: [...history], model: getBaseModel() },
    ).decisions;
    expect(next).toMatchObject({ vatRate: "no-vat", vatReason: "Set by you for J BAKER" });
    expect(other!.vatRate).toBeUndefined();
  });

  it("zero-rates food bought to cook with, unless the person set another rate for the payee", () => {
    // Food of a kind used for human consumption is zero-rated (VATA 1994 Sch 8 Group 1): a food wholesaler's
    // invoice of £412.60 carries no VAT to reclaim, where the category's default (standard) would take out
    // £412.60 / 6 = £68.77 that was never charged. A cash and carry sells drinks and household goods too: no rate.
    const lines = [
      { id: "1", description: "BIDFOOD 118273 DDR", amount: pence(-41_260) },
      { id: "2", description: "CARD PAYMENT TO HILLSIDE BUTCHERS", amount: pence(-86_40) },
      { id: "3", description: "BOOKER LTD 4421", amount: pence(-212_00) },
    ];
    const cold = categorise(lines, { rules: [], history: [], model: getBaseModel() }).decisions;
    expect(cold[0]).toMatchObject({ categoryId: "cost-of-sales", stage: "builtin", vatRate: "zero" });
    expect(cold[0]!.vatReason).toMatch(/zero-rated/);
    expect(cold[1]).toMatchObject({ categoryId: "cost-of-sales", vatRate: "zero" });
    expect(cold[2]).toMatchObject({ categoryId: "cost-of-sales" });
    expect(cold[2]!.vatRate).toBeUndefined();
    const history = [
      { description: "BIDFOOD 100001 DDR", amount: pence(-30_000), categoryId: "cost-of-sales", vatRate: "standard" },
    ] as const;
    const [warm] = categorise([lines[0]!], { rules: [], history: [...history], model: getBaseModel() }).decisions;
    expect(warm).toMatchObject({
      categoryId: "cost-of-sales",
      vatRate: "standard",
      vatReason: "Set by you for BIDFOOD",
    });
  });

  it("lets a rule carry a VAT rate", () => {
    const [d] = categorise([{ id: "1", description: "WELLBEING HOUSE LLP ROOM", amount: pence(-110_000) }], {
      rules: [{ id: "r", contains: "WELLBEING HOUSE", categoryId: "rent-rates", vatRate: "standard" }],
      history: [],
      model: getBaseModel(),
    }).decisions;
    expect(d).toMatchObject({ categoryId: "rent-rates", stage: "rule", vatRate: "standard" });
  });
});
