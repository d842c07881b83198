import { describe, expect, it } from "vitest";
import { fromPounds, fromPoundsNumber, type Pence } from "../../../core/money";
import {
  type CorporationTaxComputation,
  type CorporationTaxInput,
  computeCorporationTax,
  corporationTaxForPeriodOfAccount,
} from "../../../core/tax";
import { readDocumentFacts } from "../../features/submissions/hmrc/ixbrl-facts";
import { factValue, type IxbrlDocument, readIxbrl } from "../test-support/ixbrl-facts";
import { byName, parseStrictXml } from "../test-support/strict-xml";
import { type ComputationsInput, renderComputationsIxbrl } from "./computations-ixbrl";
import {
  CT_CAPITAL_ALLOWANCES,
  CT_ENTITY,
  CT_INSTANT_CONCEPTS,
  CT_PROFITS,
  CT_TAX,
  CT_TRADE,
} from "./ct-comp-concepts";

const COMPANY = { name: "Acme Widgets Ltd", registrationNumber: "01234567", utr: "8596148860", trade: "Widgets" };
const YEAR = { start: "2025-04-01", end: "2026-03-31" };
const pounds = (p: number): Pence => fromPoundsNumber(p)!;

function input(tax: Partial<CorporationTaxInput> & { accountingProfit: Pence }, period = YEAR): ComputationsInput {
  const computation = computeCorporationTax({ ...period, ...tax });
  return { company: COMPANY, periodOfAccount: period, computation };
}

const render = (i: ComputationsInput) =>
  renderComputationsIxbrl(i, { software: { name: "Microfile", version: "1.2.3" } });

/**
 * What must hold of any computations document: well-formed XHTML (two parsers), every fact in a declared context
 * whose period type matches the concept, every number in a declared unit, every context used and naming the
 * business type (ct-comp's BusinessTypeDimension has no default), the Companies House number as the identifier.
 */
function checkDocument(xml: string): IxbrlDocument {
  expect(byName(parseStrictXml(xml), "ix:header")).toHaveLength(1);
  const doc = readIxbrl(xml);
  const used = new Set<string>();
  for (const f of doc.facts) {
    const ctx = doc.contexts.get(f.contextRef);
    expect(ctx, `${f.name} → ${f.contextRef}`).toBeDefined();
    used.add(f.contextRef);
    expect(f.name.startsWith("ct-comp:"), f.name).toBe(true);
    if (f.kind === "nonFraction") expect(doc.units.has(f.unitRef!), `${f.name} unit ${f.unitRef}`).toBe(true);
    expect(ctx!.instant !== null, `${f.name} in ${f.contextRef}`).toBe(CT_INSTANT_CONCEPTS.has(f.name));
  }
  for (const ctx of doc.contexts.values()) {
    expect(used.has(ctx.id), `context ${ctx.id} is used`).toBe(true);
    expect(ctx.identifier).toBe("01234567");
    expect(["ct-comp:Company", "ct-comp:Trade"]).toContain(ctx.members["ct-comp:BusinessTypeDimension"]);
  }
  expect(xml).not.toMatch(/<script|&nbsp;|<meta charset/i);
  return doc;
}

/** The tagged figures against the computation and its CT600 boxes (money facts in pounds). */
function expectAgreesWithBoxes(doc: IxbrlDocument, c: CorporationTaxComputation): void {
  const company = (name: string) => factValue(doc, name, "company-dur");
  const b = c.ct600;
  const wholePounds = (p: Pence) => p / 100;
  expect(company(CT_PROFITS.box155)).toBe(wholePounds(b.box155));
  expect(company(CT_PROFITS.box165)).toBe(wholePounds(b.box165));
  expect(company(CT_PROFITS.box235)).toBe(wholePounds(b.box235));
  expect(company(CT_PROFITS.box300)).toBe(wholePounds(b.box300));
  expect(company(CT_PROFITS.box315)).toBe(wholePounds(b.box315));
  if (b.box160) expect(company(CT_PROFITS.box160)).toBe(wholePounds(b.box160));
  if (b.box170) expect(company(CT_PROFITS.box170)).toBe(wholePounds(b.box170));
  if (b.box285) expect(company(CT_PROFITS.box285)).toBe(wholePounds(b.box285));
  b.rows.forEach((r, i) => {
    const n = (i + 1) as 1 | 2;
    expect(company(CT_TAX.financialYear(n))).toBe(String(r.financialYear));
    expect(company(CT_TAX.profitAtFirstRate(n))).toBe(wholePounds(r.profit));
    expect(company(CT_TAX.firstRate(n))).toBe(r.ratePercent);
    expect(company(CT_TAX.taxAtFirstRate(n))).toBe(r.tax / 100);
  });
  expect(company(CT_TAX.box440)).toBe(b.box440 / 100);
  expect(company(CT_TAX.box475)).toBe(b.box475 / 100);
  expect(company(CT_TAX.box510)).toBe(b.box510 / 100);
  expect(company(CT_TAX.box528)).toBe(b.box528 / 100);
}

describe("tax computations iXBRL (ct-comp)", () => {
  /*
   * A small profits rate year, by hand: profit per accounts £28,925.06; add back depreciation £600 and client
   * entertaining £350.20 (CTA 2009 s1298); less the annual investment allowance on £3,600 of equipment (CAA 2001
   * s51A): adjusted trading profit £26,275.26; box 155 = 315 = £26,275 (rounded down). A = £26,275 ≤ £50,000, so
   * 19 % (CTA 2010 s18A): £4,992.25, boxes 440 = 475 = 510 = 528.
   */
  const small = input({
    accountingProfit: pounds(28_925.06),
    addBacks: { depreciation: fromPounds(600), entertainment: pounds(350.2) },
    capitalExpenditure: fromPounds(3_600),
  });

  it("is well-formed XHTML with every fact in a declared context and unit, on the 2024 entry point", () => {
    const xml = render(small);
    checkDocument(xml);
    expect(xml).toContain('xlink:href="http://www.hmrc.gov.uk/schemas/ct/comp/2024-01-01/ct-comp-2024.xsd"');
    expect(xml).toContain('xmlns:ct-comp="http://www.hmrc.gov.uk/schemas/ct/comp/2024-01-01"');
  });

  it("tags the mandatory facts: company name, UTR, period of account and period covered", () => {
    const doc = checkDocument(render(small));
    const info = (name: string) => factValue(doc, name, "info-end");
    expect(info(CT_ENTITY.companyName)).toBe("Acme Widgets Ltd");
    expect(info(CT_ENTITY.taxReference)).toBe("8596148860");
    expect(info(CT_ENTITY.periodOfAccountStart)).toBe("1 April 2025");
    expect(info(CT_ENTITY.periodOfAccountEnd)).toBe("31 March 2026");
    expect(info(CT_ENTITY.returnPeriodStart)).toBe("1 April 2025");
    expect(info(CT_ENTITY.returnPeriodEnd)).toBe("31 March 2026");
    expect(info(CT_ENTITY.softwareVersion)).toBe("1.2.3");
    const trade = doc.contexts.get("trade-dur")!;
    expect(trade.members).toMatchObject({ "ct-comp:BusinessTypeDimension": "ct-comp:Trade" });
    expect(trade.members["ct-comp:TerritoryDimension"]).toBe("ct-comp:UK");
  });

  it("shows the trading computation in pounds and pence and agrees with the CT600 boxes", () => {
    const doc = checkDocument(render(small));
    const trade = (name: string) => factValue(doc, name, "trade-dur");
    expect(trade(CT_TRADE.description)).toBe("Widgets");
    expect(trade(CT_TRADE.profitPerAccounts)).toBe(28_925.06);
    expect(trade(CT_TRADE.depreciation)).toBe(600);
    expect(trade(CT_TRADE.entertaining)).toBe(350.2);
    expect(trade(CT_TRADE.capitalAllowances)).toBe(3_600);
    expect(trade(CT_TRADE.adjustedProfit)).toBe(26_275.26);
    expectAgreesWithBoxes(doc, small.computation);
    expect(factValue(doc, CT_PROFITS.box315, "company-dur")).toBe(26_275);
    expect(factValue(doc, CT_TAX.firstRate(1), "company-dur")).toBe(19);
    expect(factValue(doc, CT_TAX.box528, "company-dur")).toBe(4_992.25);
  });

  /*
   * Marginal relief, by hand (CTA 2010 s18B): year to 31 March 2026, profit £100,000, no associated companies.
   * N = A = £100,000, between £50,000 and £250,000. Tax at 25 % = £25,000 (boxes 335–345); relief 3/200 ×
   * (250,000 − 100,000) × 100,000/100,000 = £2,250 (box 435, shown untagged: ct-comp has no concept for it);
   * box 440 = £22,750.
   */
  it("shows marginal relief between the tax at the main rate and the tax chargeable", () => {
    const mr = input({ accountingProfit: fromPounds(100_000) });
    expect(mr.computation.ct600.box435).toBe(fromPounds(2_250));
    const xml = render(mr);
    const doc = checkDocument(xml);
    expectAgreesWithBoxes(doc, mr.computation);
    expect(factValue(doc, CT_TAX.firstRate(1), "company-dur")).toBe(25);
    expect(factValue(doc, CT_TAX.taxAtFirstRate(1), "company-dur")).toBe(25_000);
    expect(factValue(doc, CT_TAX.box440, "company-dur")).toBe(22_750);
    expect(xml).toContain("marginal relief");
    expect(xml).toContain("(&#163;2,250.00)"); // the £ is written as a character reference
  });

  /*
   * A straddle of 1 April 2023, by hand: 1 January – 31 December 2023 (365 days), profit £100,000. FY2022 has 90
   * days, FY2023 275 (FA 2021 Sch 1 para 34(2): two notional periods; CTA 2010 s1172, by days). Box 335 =
   * 100,000 × 90/365 = 24,657.53 → £24,658 (half up, HMRC rule F032.4); box 385 = the rest, £75,342.
   * FY2022: flat 19 % → £4,685.02. FY2023: limits × 275/365: L = £37,671.23, U = £188,356.16; A = 100,000 × 275/365
   * = £75,342.47, between them, so 25 % on £75,342 = £18,835.50, less 3/200 × (U − A) × N/A (CTA 2010 s18B), N/A
   * being the whole-pound box 385 over itself (no exempt distributions: uk-accounting-rules §4), so 1: U − A =
   * 188,356.16 − 75,342.47 = 113,013.69 and the relief is £1,695.205 → £1,695.21. Box 430 = £23,520.52; 440 =
   * £21,825.31.
   */
  it("shows both financial years of a straddle of 1 April 2023 with the relief of the second", () => {
    const straddle = input({ accountingProfit: fromPounds(100_000) }, { start: "2023-01-01", end: "2023-12-31" });
    const c = straddle.computation;
    expect(c.ct600.rows.map((r) => [r.profit, r.ratePercent, r.tax])).toEqual([
      [fromPounds(24_658), 19, pounds(4_685.02)],
      [fromPounds(75_342), 25, pounds(18_835.5)],
    ]);
    expect(c.ct600.box435).toBe(pounds(1_695.21));
    expect(c.ct600.box440).toBe(pounds(21_825.31));
    const doc = checkDocument(render(straddle));
    expectAgreesWithBoxes(doc, c);
    expect(factValue(doc, CT_TAX.financialYear(2), "company-dur")).toBe("2023");
    expect(factValue(doc, CT_TAX.box440, "company-dur")).toBe(21_825.31);
  });

  /*
   * Losses and interest, by hand: profit per accounts £20,000 including £1,000 bank interest, which leaves the trade
   * (CTA 2009 Part 5): the interest is deducted in the trading computation, adjusted trading profit £19,000 (box
   * 155), box 170 £1,000. £5,000 of losses since April 2017 brought forward are set against total profits (CTA 2010
   * s45A): box 285 £5,000, box 315 £15,000, tax at 19 % £2,850.00 (box 440).
   */
  it("shows interest out of the trade and the losses used, agreeing with the boxes", () => {
    const losses = input({
      accountingProfit: fromPounds(20_000),
      interestReceived: fromPounds(1_000),
      lossesBroughtForward: { sinceApril2017: fromPounds(5_000), before2017: fromPounds(0) },
    });
    const c = losses.computation;
    expect([c.ct600.box155, c.ct600.box170, c.ct600.box285, c.ct600.box315]).toEqual([
      fromPounds(19_000),
      fromPounds(1_000),
      fromPounds(5_000),
      fromPounds(15_000),
    ]);
    expect(c.ct600.box440).toBe(pounds(2_850));
    const doc = checkDocument(render(losses));
    expectAgreesWithBoxes(doc, c);
    const trade = (name: string) => factValue(doc, name, "trade-dur");
    expect(trade(CT_TRADE.nonTradingLoanRelationshipCredits)).toBe(1_000);
    expect(trade(CT_TRADE.adjustedProfit)).toBe(19_000);
  });

  /*
   * Capital allowances from the register, by hand: a new car of 120 g/km bought for £20,000 on 1 June 2025 gets no
   * AIA (CAA 2001 s38B) and goes to the special rate pool (s104AA): 6 % writing-down allowance (s104D) = £1,200.
   * Profit £30,000 − £1,200 = £28,800 chargeable at 19 % = £5,472.00.
   */
  it("shows the capital allowances of the register, agreeing with the boxes", () => {
    const [c] = corporationTaxForPeriodOfAccount({
      ...YEAR,
      accountingProfit: fromPounds(30_000),
      fixedAssets: [
        {
          id: "car",
          kind: "car",
          isNew: true,
          co2GramsPerKm: 120,
          boughtOn: "2025-06-01",
          cost: fromPounds(20_000),
          disposedOn: null,
          disposalProceeds: null,
        },
      ],
    });
    expect(c!.capitalAllowances).toBe(fromPounds(1_200));
    expect(c!.ct600.box315).toBe(fromPounds(28_800));
    expect(c!.ct600.box440).toBe(pounds(5_472));
    const doc = checkDocument(render({ company: COMPANY, periodOfAccount: YEAR, computation: c! }));
    expectAgreesWithBoxes(doc, c!);
    expect(factValue(doc, CT_TRADE.capitalAllowances, "trade-dur")).toBe(1_200);
  });

  /*
   * The attachment's capital allowances are the CT600's, by hand (CAA 2001): a £2,400 computer and a £24,000
   * machine (plant) and an £18,000 car of 120 g/km, all bought new in the year to 31 March 2026. The car gets no AIA
   * (s38B general exclusion 2): the AIA (s51A, £1,000,000 limit) is 2,400 + 24,000 = £26,400 (box 690). The car,
   * above 50 g/km, joins the special rate pool (s104AA): 0 + 18,000 = 18,000 × 6 % (s104D) = £1,080 writing-down
   * allowance (box 695), £16,920 carried forward. Total allowances 26,400 + 1,080 = £27,480; profit £60,000 −
   * £27,480 = £32,520 chargeable (box 315).
   */
  it("tags the AIA without the car and the car in the special rate pool, totals agreeing with the boxes", () => {
    const asset = (id: string, kind: "plant" | "car", cost: number, co2: number | null = null) => ({
      id,
      kind,
      isNew: true,
      co2GramsPerKm: co2,
      boughtOn: "2025-06-01",
      cost: fromPounds(cost),
      disposedOn: null,
      disposalProceeds: null,
    });
    const [c] = corporationTaxForPeriodOfAccount({
      ...YEAR,
      accountingProfit: fromPounds(60_000),
      fixedAssets: [
        asset("computer", "plant", 2_400),
        asset("machine", "plant", 24_000),
        asset("car", "car", 18_000, 120),
      ],
    });
    expect(c!.ct600).toMatchObject({
      box690: fromPounds(26_400),
      box695: fromPounds(1_080),
      box315: fromPounds(32_520),
    });
    const xml = render({ company: COMPANY, periodOfAccount: YEAR, computation: c! });
    const doc = checkDocument(xml);
    expectAgreesWithBoxes(doc, c!);
    const trade = (name: string) => factValue(doc, name, "trade-dur");
    const k = CT_CAPITAL_ALLOWANCES;
    expect(trade(k.mainPoolExpenditureQualifyingForAia)).toBe(26_400);
    expect(trade(k.mainPoolAia)).toBe(26_400);
    expect(trade(k.mainPoolTotalAllowances)).toBe(26_400);
    expect(factValue(doc, k.specialRatePoolWrittenDownValue, "trade-start")).toBe(0);
    expect(trade(k.specialRatePoolWritingDownAllowance)).toBe(1_080);
    expect(factValue(doc, k.specialRatePoolWrittenDownValue, "trade-end")).toBe(16_920);
    expect(trade(k.specialRatePoolTotalAllowances)).toBe(1_080);
    // The pools' totals are the trade's capital allowances and the CT600's allowance boxes.
    expect(Number(trade(k.mainPoolTotalAllowances)) + Number(trade(k.specialRatePoolTotalAllowances))).toBe(
      trade(CT_TRADE.capitalAllowances),
    );
    expect(trade(CT_TRADE.capitalAllowances)).toBe((c!.ct600.box690! + c!.ct600.box695!) / 100);
    expect(trade(k.mainPoolAia)).toBe(c!.ct600.box690! / 100);
    expect(trade(k.specialRatePoolWritingDownAllowance)).toBe(c!.ct600.box695! / 100);
    expect(xml).not.toContain("not claimed");
  });

  /*
   * A loss: profit per accounts −£4,000 plus £500 depreciation: an adjusted trading loss of £3,500 (box 780), tagged
   * AdjustedLossOfPeriod; boxes 155–315 are £0 and no tax is charged.
   */
  it("tags an adjusted trading loss and no tax by financial year", () => {
    const loss = input({ accountingProfit: fromPounds(-4_000), addBacks: { depreciation: fromPounds(500) } });
    const xml = render(loss);
    const doc = checkDocument(xml);
    expect(factValue(doc, CT_TRADE.adjustedLoss, "trade-dur")).toBe(3_500);
    expect(factValue(doc, CT_TRADE.profitPerAccounts, "trade-dur")).toBe(-4_000);
    expect(doc.facts.some((f) => f.name === CT_TRADE.adjustedProfit)).toBe(false);
    expect(doc.facts.some((f) => f.name === CT_TAX.financialYear(1))).toBe(false);
    expectAgreesWithBoxes(doc, loss.computation);
    expect(factValue(doc, CT_TAX.box528, "company-dur")).toBe(0);
  });

  /*
   * A first year's loss and interest, by hand: accounts loss £5,787.60 after £12.40 bank interest and £800
   * depreciation, a £2,400 laptop with the AIA: trading loss £7,400 (−5,787.60 + 800 − 12.40 − 2,400). Box 170 £12
   * is relieved by £12 of that loss on a claim (CTA 2010 s37(3)(a), box 275): box 315 £0, and £7,388 carries
   * forward (s45A). The computation shows the claim between box 235 and box 300, and the loss memorandum.
   */
  it("shows a first year's loss set against its interest (s37(3)(a)) and the loss carried forward", () => {
    const first = input(
      {
        accountingProfit: pounds(-5_787.6),
        addBacks: { depreciation: fromPounds(800) },
        capitalExpenditure: fromPounds(2_400),
        interestReceived: pounds(12.4),
      },
      { start: "2024-04-01", end: "2025-03-31" },
    );
    const c = first.computation;
    expect([c.ct600.box235, c.ct600.box275, c.ct600.box315]).toEqual([fromPounds(12), fromPounds(12), 0]);
    const xml = render(first);
    const doc = checkDocument(xml);
    expectAgreesWithBoxes(doc, c);
    expect(xml).toContain(
      "Less: trading loss of this period against total profits, a claim (CTA 2010 s37(3)(a), box 275)",
    );
    expect(factValue(doc, "ct-comp:BalanceOfLossesBroughtForwardCarriedForward", "trade-start")).toBe(0);
    expect(factValue(doc, "ct-comp:LossesUsedAgainstTotalProfits", "trade-dur")).toBe(12);
    expect(factValue(doc, "ct-comp:BalanceOfLossesBroughtForwardCarriedForward", "trade-end")).toBe(7_388);
  });

  it("uses the 2025 entry point with the 2024 concept names for a period ending after 31 March 2026", () => {
    const xml = render(input({ accountingProfit: fromPounds(10_000) }, { start: "2025-07-01", end: "2026-06-30" }));
    checkDocument(xml);
    expect(xml).toContain('xlink:href="http://www.hmrc.gov.uk/schemas/ct/comp/2025-01-01/ct-comp-2025.xsd"');
    expect(xml).toContain('xmlns:ct-comp="http://www.hmrc.gov.uk/schemas/ct/comp/2025-01-01"');
    expect(xml).toContain('name="ct-comp:TotalProfitsChargeableToCorporationTax"');
  });

  /*
   * A period of account of 18 months (1 April 2025 – 30 September 2026) makes two accounting periods (CTA 2009
   * s10): each return's computations give the whole period of account and their own period covered.
   */
  it("gives each accounting period of a long period of account its own period covered", () => {
    const period = { start: "2025-04-01", end: "2026-09-30" };
    const computations = corporationTaxForPeriodOfAccount({ ...period, accountingProfit: fromPounds(30_000) });
    expect(computations).toHaveLength(2);
    const second = checkDocument(render({ company: COMPANY, periodOfAccount: period, computation: computations[1]! }));
    const info = (name: string) => factValue(second, name, "info-end");
    expect(info(CT_ENTITY.periodOfAccountStart)).toBe("1 April 2025");
    expect(info(CT_ENTITY.periodOfAccountEnd)).toBe("30 September 2026");
    expect(info(CT_ENTITY.returnPeriodStart)).toBe("1 April 2026");
    expect(info(CT_ENTITY.returnPeriodEnd)).toBe("30 September 2026");
  });

  it("gives the HMRC filing's cross-check the UTR, company number and period end it compares (errors 1606, 1607)", () => {
    const period = { start: "2025-04-01", end: "2026-09-30" };
    const [, second] = corporationTaxForPeriodOfAccount({ ...period, accountingProfit: fromPounds(30_000) });
    const facts = readDocumentFacts(render({ company: COMPANY, periodOfAccount: period, computation: second! }));
    expect(facts?.utrs).toContain("8596148860");
    expect(new Set(facts?.companyNumbers)).toEqual(new Set(["01234567"]));
    expect(facts).toMatchObject({ periodStart: "2026-04-01", periodEnd: "2026-09-30" });
  });

  it("escapes the company's texts", () => {
    const xml = render({ ...small, company: { ...COMPANY, name: "A & B <Ltd>", trade: "Caf\u00e9s & bars" } });
    const doc = checkDocument(xml);
    expect(factValue(doc, CT_ENTITY.companyName, "info-end")).toBe("A & B <Ltd>");
    expect(factValue(doc, CT_TRADE.description, "trade-dur")).toBe("Caf\u00e9s & bars");
  });
});
