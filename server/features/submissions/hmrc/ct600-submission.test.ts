import { describe, expect, it } from "vitest";
import { govTalkSubmit, irEnvelope, prepareCt600Return } from "../../../../core/filing/hmrc";
import { fromPounds } from "../../../../core/money";
import {
  computationsIxbrl,
  sampleAccountsIxbrl,
  sampleReturn,
  TEST_GATEWAY,
  TEST_SETTINGS,
  TEST_UTR,
} from "../../../test-support/hmrc-fixtures";
import { buildCt600Submission } from "./ct600-submission";
import { readGovTalkAnswer } from "./govtalk-reader";
import { computeIrmark, withIrmark } from "./irmark";
import { validateAgainstHmrcSchemas } from "./schema-validation";
import { child, descendants, parseXml, textOf } from "./xml-dom";

const build = (input: ReturnType<typeof sampleReturn>) => {
  const result = buildCt600Submission(input, TEST_SETTINGS, TEST_GATEWAY);
  if (!result.ok) throw new Error(result.problems.map((p) => p.message).join("; "));
  return result.submission;
};

/** The text of the first element of that local name in the return. */
const value = (xml: string, name: string) => textOf(descendants(parseXml(xml)!.documentElement!, name)[0] ?? null);
const values = (xml: string, name: string) => descendants(parseXml(xml)!.documentElement!, name).map((e) => textOf(e));

async function expectValid(xml: string) {
  const v = await validateAgainstHmrcSchemas(xml);
  expect(v.errors).toEqual([]);
  expect(v.valid).toBe(true);
}

describe("returns validated against HMRC's CT-2014 v1.994 and GovTalk envelope schemas", () => {
  it("a plain profit year: £20,000 at the small profits rate", async () => {
    // CTA 2010 s18A (FY2025): £20,000 ≤ £50,000, so 19 %: 20,000 × 0.19 = £3,800.00 (boxes 345, 430, 440, 475, 528).
    const s = build(sampleReturn({ accountingProfit: 20_000 }));
    await expectValid(s.message);
    expect(value(s.message, "ChargeableProfits")).toBe("20000.00");
    expect(value(s.message, "TaxRate")).toBe("19.00");
    expect(value(s.message, "NetCorporationTaxChargeable")).toBe("3800.00");
    expect(value(s.message, "TaxPayable")).toBe("3800.00");
    expect(value(s.message, "StartingOrSmallCompaniesRate")).toBe("yes");
  }, 60_000);

  it("a marginal relief year: £100,000", async () => {
    // CTA 2010 s18B (FY2025, no associates): 100,000 × 25 % = £25,000.00; marginal relief 3/200 × (250,000 −
    // 100,000) × 100,000 / 100,000 = £2,250.00; tax 25,000 − 2,250 = £22,750.00.
    const s = build(sampleReturn({ accountingProfit: 100_000 }));
    await expectValid(s.message);
    expect(value(s.message, "TaxRate")).toBe("25.00");
    expect(value(s.message, "CorporationTax")).toBe("25000.00");
    expect(value(s.message, "MarginalReliefForRingFenceTrades")).toBe("2250.00");
    expect(value(s.message, "NetCorporationTaxChargeable")).toBe("22750.00");
  }, 60_000);

  it("a loss year: nothing chargeable, the £5,000 loss arising in box 780", async () => {
    // A £5,000 loss: box 155 and 315 are 0, no financial year block is written (the schema needs one only with
    // profits), tax payable £0.00; the loss goes to LossesDeficitsAndExcess (box 780).
    const s = build(sampleReturn({ accountingProfit: -5_000 }));
    await expectValid(s.message);
    expect(value(s.message, "ChargeableProfits")).toBe("0.00");
    expect(values(s.message, "CorporationTaxChargeable")).toEqual([]);
    expect(value(s.message, "Arising")).toBe("5000.00");
    expect(value(s.message, "TaxPayable")).toBe("0.00");
  }, 60_000);

  it("losses brought forward and interest: boxes 155, 170, 285 and 295", async () => {
    // Profit per accounts £20,000 including £1,000 bank interest (CTA 2009 Part 5: box 170, not trade): box 155
    // £19,000, box 235 £20,000. £5,000 of losses since April 2017 are claimed against total profits (CTA 2010 s45A):
    // box 285 = 295 = £5,000, box 315 = 20,000 − 5,000 = £15,000 at 19 % = £2,850.00.
    const s = build(
      sampleReturn({
        accountingProfit: 20_000,
        interestReceived: fromPounds(1_000),
        lossesBroughtForward: { sinceApril2017: fromPounds(5_000), before2017: fromPounds(0) },
      }),
    );
    await expectValid(s.message);
    expect(value(s.message, "Profits")).toBe("19000.00");
    expect(value(s.message, "NonTradingLoanProfitsAndGains")).toBe("1000.00");
    expect(value(s.message, "TradingLossesCarriedForward")).toBe("5000.00");
    expect(values(s.message, "TradingLosses")).toEqual([]);
    expect(value(s.message, "ChargeableProfits")).toBe("15000.00");
    expect(value(s.message, "NetCorporationTaxChargeable")).toBe("2850.00");
  }, 60_000);

  it("a trading loss set against the period's interest: box 275", async () => {
    // Profit per accounts −£4,000 including £1,000 interest: the trade lost £5,000 (box 780). CTA 2010 s37(3)(a)
    // sets £1,000 of it against the interest (box 170): box 275 = 295 = £1,000, box 315 = 0; £4,000 carries forward.
    const s = build(sampleReturn({ accountingProfit: -4_000, interestReceived: fromPounds(1_000) }));
    await expectValid(s.message);
    expect(value(s.message, "NonTradingLoanProfitsAndGains")).toBe("1000.00");
    const reliefs = descendants(parseXml(s.message)!.documentElement!, "DeductionsAndReliefs")[0]!;
    expect(textOf(descendants(reliefs, "TradingLosses")[0] ?? null)).toBe("1000.00");
    expect(textOf(descendants(reliefs, "Total")[0] ?? null)).toBe("1000.00");
    expect(value(s.message, "ChargeableProfits")).toBe("0.00");
    expect(value(s.message, "TaxPayable")).toBe("0.00");
  }, 60_000);

  it("a CT600A with a loan outstanding and part repaid within nine months", async () => {
    // CTA 2010 s455: £10,000 lent in the year and outstanding at its end, 33.75 % → A20 £3,375.00. s458: £4,000
    // repaid on 30 September 2026, within nine months → A45 4,000 × 33.75 % = £1,350.00. A80 = 3,375 − 1,350 =
    // £2,025.00 = box 480; box 510 = 3,800.00 + 2,025.00 = £5,825.00.
    const input = sampleReturn({
      accountingProfit: 20_000,
      loansToParticipators: {
        outstanding: fromPounds(10_000),
        repaidWithinNineMonths: fromPounds(4_000),
        participatorName: "Ada Lovelace",
        repaidBeforePeriodEnd: false,
        withinNineMonths: [
          { name: "Ada Lovelace", repaid: fromPounds(4_000), writtenOff: fromPounds(0), date: "2026-09-30" },
        ],
      },
    });
    const s = build(input);
    await expectValid(s.message);
    expect(value(s.message, "CT600A")).toBe("yes");
    expect(value(s.message, "BeforeEndPeriod")).toBe("no");
    expect(values(s.message, "AmountOfLoan")).toEqual(["10000.00"]);
    expect(value(s.message, "TaxChargeable")).toBe("5825.00");
    expect(values(s.message, "ReliefDue")).toEqual(["1350.00"]);
    expect(value(s.message, "LoansToParticipators")).toBe("2025.00");
    const loans = descendants(parseXml(s.message)!.documentElement!, "LoansByCloseCompanies")[0]!;
    expect(textOf(child(loans, "TaxPayable"))).toBe("2025.00");
  }, 60_000);

  it("an amended return", async () => {
    const s = build(sampleReturn({ accountingProfit: 20_000 }, { returnType: "amended" }));
    await expectValid(s.message);
    expect(s.message).toContain('<CompanyTaxReturn ReturnType="amended">');
  }, 60_000);

  it("a period straddling 1 April 2023: two financial years, the associated companies for each", async () => {
    // 1 January to 31 December 2023, £100,000: FY2022 gets 100,000 × 90/365 = 24,657.53 → £24,658 at 19 %
    // (£4,685.02); FY2023 the remaining £75,342 at 25 % (£18,835.50) less marginal relief.
    const input = sampleReturn({ start: "2023-01-01", end: "2023-12-31", accountingProfit: 100_000 });
    const prepared = prepareCt600Return(input).value;
    const body = irEnvelope(prepared, "");
    const record = govTalkSubmit(TEST_SETTINGS, TEST_GATEWAY, TEST_UTR, body);
    const message = withIrmark(record, computeIrmark(record));
    await expectValid(message);
    expect(values(message, "Year")).toEqual(["2022", "2023"]);
    expect(values(message, "Profit")).toEqual(["24658.00", "75342.00"]);
    expect(values(message, "FirstYear")).toEqual(["0"]);
  }, 60_000);

  it("HMRC's accepted sample validates too, and a broken return does not", async () => {
    const s = build(sampleReturn({ accountingProfit: 20_000 }));
    const broken = s.message.replace("<CompanyType>0</CompanyType>", "<CompanyType>12</CompanyType>");
    const v = await validateAgainstHmrcSchemas(broken);
    expect(v.valid).toBe(false);
    expect(v.errors.join("\n")).toContain("CompanyType");
  }, 60_000);
});

describe("what goes into the message", () => {
  const s = build(sampleReturn({ accountingProfit: 20_000 }));

  it("attaches the computations, then the accounts, each as base64 of its XHTML", () => {
    const docs = descendants(parseXml(s.message)!.documentElement!, "EncodedInlineXBRLDocument");
    const parents = docs.map((d) => (d.parentNode?.parentNode as { localName?: string } | null)?.localName);
    expect(parents).toEqual(["Computation", "Accounts"]);
    expect(Buffer.from(textOf(docs[0]!), "base64").toString("utf8")).toBe(computationsIxbrl({}));
    expect(Buffer.from(textOf(docs[1]!), "base64").toString("utf8")).toBe(sampleAccountsIxbrl());
  });

  it("carries the IRmark of its own body, the password only in the message sent, never in the record", () => {
    expect(computeIrmark(s.message)).toBe(s.irmark);
    expect(computeIrmark(s.recordMessage)).toBe(s.irmark);
    expect(s.message).toContain("<Value>s3cret-Gateway&amp;&lt;pw&gt;</Value>");
    expect(s.recordMessage).not.toContain("s3cret");
    expect(s.recordMessage.replace("<Value></Value>", "")).toBe(
      s.message.replace("<Value>s3cret-Gateway&amp;&lt;pw&gt;</Value>", ""),
    );
    expect(s.bytes).toBe(Buffer.byteLength(s.message));
  });

  it("is a GovTalk submit of class HMRC-CT-CT600 with an empty CorrelationID", () => {
    const details = parseXml(s.message)!.documentElement!;
    expect(value(s.message, "Class")).toBe("HMRC-CT-CT600");
    expect(value(s.message, "CorrelationID")).toBe("");
    expect(readGovTalkAnswer(s.message)).toBeNull();
    expect(textOf(child(details, "EnvelopeVersion"))).toBe("2.0");
  });
});

describe("what stops a return before it is sent", () => {
  const problems = (input: ReturnType<typeof sampleReturn>) => {
    const r = buildCt600Submission(input, TEST_SETTINGS, TEST_GATEWAY);
    return r.ok ? [] : r.problems;
  };

  it("the computations name another UTR or another period end than the return", () => {
    const p = problems(
      sampleReturn(
        { accountingProfit: 20_000 },
        {
          computationsIxbrl: computationsIxbrl({
            utr: "1111111111",
            period: { start: "2025-04-01", end: "2026-03-30" },
          }),
        },
      ),
    );
    expect(p.map((x) => x.field)).toEqual(["Computations: UTR", "Computations: period end"]);
    expect(p[0]?.message).toBe("The tax computations give UTR 1111111111, the return 8596148860");
  });

  it("the accounts are another company's", () => {
    const p = problems(sampleReturn({ accountingProfit: 20_000 }, { registrationNumber: "07654321" }));
    expect(p.map((x) => x.field)).toEqual(["Accounts: company number", "Computations: company number"]);
  });

  it("the names, the UTR or the period are not what HMRC's schema takes", () => {
    const p = problems(
      sampleReturn(
        { accountingProfit: 20_000 },
        { utr: "12345", companyName: "Caf\u00e9 \u00a3 Ltd", declaration: { name: "A", status: "Director" } },
      ),
    );
    expect(p.map((x) => x.field)).toEqual(["The company name", "The declarant's name", "The UTR"]);
    expect(p[0]?.message).toBe("The company name has characters HMRC does not accept: \u00a3");
  });

  it("a document that is not well-formed", () => {
    const p = problems(sampleReturn({ accountingProfit: 20_000 }, { accountsIxbrl: "<html><p></html>" }));
    expect(p).toEqual([{ field: "Accounts", message: "The accounts iXBRL is not well-formed XHTML" }]);
  });

  it("a message over 25 MB with its attachments (HMRC's error 1614)", () => {
    // 19,000,000 bytes of accounts become 25,333,336 characters of base64: over the limit with nothing else.
    const padding = `<p>${"x".repeat(19_000_000)}</p>`;
    const accounts = sampleAccountsIxbrl().replace("</body>", `${padding}</body>`);
    const p = problems(sampleReturn({ accountingProfit: 20_000 }, { accountsIxbrl: accounts }));
    expect(p).toHaveLength(1);
    expect(p[0]?.field).toBe("Attachments");
    expect(p[0]?.message).toMatch(/^The return with its attachments is 25\.\d MB; HMRC takes at most 25 MB$/);
  }, 60_000);
});
