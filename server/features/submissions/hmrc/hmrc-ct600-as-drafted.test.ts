import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CT_CAPITAL_ALLOWANCES, CT_TRADE } from "../../../exports/ixbrl/ct-comp-concepts";
import { factValue, readIxbrl } from "../../../exports/test-support/ixbrl-facts";
import { type LoopbackEngine, startLoopbackEngine } from "../../../test-support/hmrc-engine/engine";
import { createTestApp, signUpUser, type TestApp } from "../../../test-support/test-app";
import { DIRECTOR, makeReady, OPENING_BALANCES, putCompany, seedYear, YEAR_ROWS } from "../../exports/exports.test-kit";
import { attachedDocument, fileAndRead, filing, hmrcEnv, UTR, xmlSection } from "./hmrc-test-kit";

/*
 * The return filed with HMRC says what the draft (the HMRC pack) says: filed through the API, with this
 * installation's own computations iXBRL attached, to the loopback Transaction Engine, which validates the message
 * against HMRC's CT-2014 schema and business rules before it accepts it.
 */
let engine: LoopbackEngine;
let t: TestApp;

beforeAll(async () => {
  engine = await startLoopbackEngine();
  t = await createTestApp({ env: hmrcEnv(engine) });
});
afterAll(async () => {
  await t?.close();
  await engine?.close();
});

let companies = 0;

interface CompanyOptions {
  /** The lines before `more`: the export tests' year unless given. */
  base?: typeof YEAR_ROWS;
  openingBalances?: typeof OPENING_BALANCES | null;
  /** What the person does before the year is made ready (the fixed asset register, say). */
  before?: (cookie: string) => Promise<void>;
}

/** A company of the year to 31 March 2026 with the export tests' year and `more` lines, ready to file. */
async function company(more: typeof YEAR_ROWS, o: CompanyOptions = {}) {
  const user = await signUpUser(t.app);
  const opening = o.openingBalances === undefined ? OPENING_BALANCES : o.openingBalances;
  await putCompany(t, user.cookie, {
    name: "Acme Widgets Ltd",
    registrationNumber: `08${String(++companies).padStart(6, "0")}`,
    utr: UTR,
    periodStart: "2025-04-01",
    periodEnd: "2026-03-31",
    averageEmployees: 2,
    ...(opening ? { openingBalances: opening } : {}),
  });
  await seedYear(t, user.cookie, [...(o.base ?? YEAR_ROWS), ...more]);
  await o.before?.(user.cookie);
  await makeReady(t, user);
  const get = async (url: string) => {
    const res = await t.app.inject({ method: "GET", url, headers: { cookie: user.cookie } });
    expect(res.statusCode, res.body).toBe(200);
    return res.json();
  };
  return { user, get };
}

/** Files the company's return as drafted; HMRC's answer and the message as sent. */
const fileDrafted = (c: Awaited<ReturnType<typeof company>>) => fileAndRead(t, c.user.cookie, filing());
const section = xmlSection;

describe("the CT600A filed is the draft's (CTA 2010 ss455, 458)", () => {
  it("sends A5, the loan and part 2's dated row as the draft has them, and HMRC's rules accept it", async () => {
    // The company owes the director £500 at the start (OPENING_BALANCES). 1 November 2025: £1,500 paid to her, so
    // £1,000 is lent. 1 February 2026: £2,000 more lent (£3,000 owed). 1 March 2026: £1,000 back, which repays the
    // oldest loan, November's: a loan of the period repaid before its end, so A5 is yes. At 31 March 2026 she owes
    // February's £2,000: A10/A15 = 2,000, A20 = 2,000 × 33.75 % = £675.00. 1 June 2026 (within nine months, by 31
    // December 2026, s458): "A LOVELACE REPAY 2" £2,000 clears it: the A25 row (Ada Lovelace, 2,000, 2026-06-01),
    // A30 = A40 = 2,000, A45 = 2,000 × 33.75 % = £675.00; A80 = 675.00 − 675.00 = £0.00 = box 480. A75, all loans
    // outstanding at the end, is 2,000.
    const c = await company([
      {
        date: "2026-02-01",
        description: "TO A LOVELACE",
        amount: "-2000.00",
        balance: "31237.36",
        cat: "directors-loan",
      },
      {
        date: "2026-03-01",
        description: "A LOVELACE REPAY 1",
        amount: "1000.00",
        balance: "32237.36",
        cat: "directors-loan",
      },
      {
        date: "2026-06-01",
        description: "A LOVELACE REPAY 2",
        amount: "2000.00",
        balance: "34237.36",
        cat: "directors-loan",
      },
    ]);
    const draft = (await c.get("/api/reports/corporation-tax")).ct600;
    expect(draft.ct600a).toMatchObject({
      a5: true,
      a10: [{ name: DIRECTOR, amount: 2_000 }],
      a15: 2_000,
      a20: 675,
      a30: 2_000,
      a40: 2_000,
      a45: 675,
      part2: { rows: [{ name: DIRECTOR, repaid: 2_000, writtenOff: null, date: "2026-06-01" }] },
      part3: null,
      a75: 2_000,
      a80: 0,
    });
    expect(draft.box480).toBe(0);

    const { done, xml } = await fileDrafted(c);
    expect(done.state, JSON.stringify(done.errors)).toBe("accepted");
    expect(section(xml, "LoansByCloseCompanies")).toBe(
      [
        "<LoansByCloseCompanies>",
        "<BeforeEndPeriod>yes</BeforeEndPeriod>",
        "<LoansInformation><Loan><Name>Ada Lovelace</Name><AmountOfLoan>2000.00</AmountOfLoan></Loan>",
        "<TotalLoans>2000.00</TotalLoans><TaxChargeable>675.00</TaxChargeable></LoansInformation>",
        "<ReliefEarlierThan><Loan><Name>Ada Lovelace</Name><AmountRepaid>2000.00</AmountRepaid><Date>2026-06-01</Date></Loan>",
        "<TotalAmountRepaid>2000.00</TotalAmountRepaid><TotalLoans>2000.00</TotalLoans><ReliefDue>675.00</ReliefDue>",
        "</ReliefEarlierThan>",
        "<TotalLoansOutstanding>2000.00</TotalLoansOutstanding>",
        "<TaxPayable>0.00</TaxPayable>",
        "</LoansByCloseCompanies>",
      ].join(""),
    );
    expect(section(xml, "CalculationOfTaxOutstandingOrOverpaid")).toContain(
      "<LoansToParticipators>0.00</LoansToParticipators>",
    );
  });
});

describe("tax already paid (CT600 box 595) is the draft's", () => {
  it("takes a payment of the year's tax from a line after the year end, and HMRC's rules accept the return", async () => {
    // The year's tax is more than £1,000 (box 528); on 20 December 2026, after the year end, £1,000.00 of it was
    // paid: box 595 = £1,000.00 and box 600 = box 528 − £1,000.00. The line is next year's: not in the year's cash.
    const c = await company([
      {
        date: "2026-12-20",
        description: "HMRC CORPORATION TAX",
        amount: "-1000.00",
        balance: "30237.36",
        cat: "corporation-tax",
      },
    ]);
    const draft = (await c.get("/api/reports/corporation-tax")).ct600;
    expect(draft.box528).toBeGreaterThan(1_000);
    expect(draft.box595).toBe(1_000);
    expect(draft.box600).toBeCloseTo(draft.box528 - 1_000, 2);

    const { done, xml } = await fileDrafted(c);
    expect(done.state, JSON.stringify(done.errors)).toBe("accepted");
    const reconciliation = section(xml, "TaxReconciliation");
    expect(reconciliation).toContain("<TaxAlreadyPaid>1000.00</TaxAlreadyPaid>");
    expect(reconciliation).toContain(`<TaxOutstanding>${(draft.box528 - 1_000).toFixed(2)}</TaxOutstanding>`);
  });
});

/** The computations iXBRL attached to the return as sent (CT600 box 80's document), decoded. */
const attachedComputations = (xml: string) => attachedDocument(xml, "Computation");

describe("the computations attached carry the CT600's capital allowances (CAA 2001 Part 2)", () => {
  it("the AIA without the car, the car in the special rate pool, in the export and in the return sent", async () => {
    // Bought in the year to 31 March 2026 (not VAT registered, so at cost): a £2,400 computer and a £24,000 machine
    // (plant) and an £18,000 car of 120 g/km. The car gets no AIA (s38B general exclusion 2): AIA = 2,400 + 24,000 =
    // £26,400 (box 690). The car, above 50 g/km, joins the special rate pool (s104AA): 18,000 × 6 % (s104D) = £1,080
    // writing-down allowance (box 695), £16,920 carried forward. Total allowances 26,400 + 1,080 = £27,480.
    const c = await company(
      [
        { date: "2025-05-01", description: "INVOICE 1", amount: "80000.00", cat: "sales" },
        { date: "2025-06-01", description: "COMPUTER STORE", amount: "-2400.00", cat: "equipment" },
        { date: "2025-06-15", description: "MACHINE TOOLS LTD", amount: "-24000.00", cat: "equipment" },
        { date: "2025-07-01", description: "CAR DEALER", amount: "-18000.00", cat: "motor-vehicles" },
      ],
      { base: [], openingBalances: null, before: (cookie) => carEmissions(cookie, 120) },
    );
    const draft = (await c.get("/api/reports/corporation-tax")).ct600;
    expect(draft).toMatchObject({ box690: 26_400, box695: 1_080 });

    const exported = await t.app.inject({
      method: "POST",
      url: "/api/exports/hmrc-pack/computations-ixbrl",
      headers: { cookie: c.user.cookie },
      payload: { directorName: DIRECTOR, confirmed: true, approvalDate: "2026-06-30" },
    });
    expect(exported.statusCode, exported.body).toBe(200);
    expectAllowances(exported.body, draft);

    const { done, xml } = await fileDrafted(c);
    expect(done.state, JSON.stringify(done.errors)).toBe("accepted");
    expectAllowances(attachedComputations(xml), draft);
  });
});

/** Sets the CO2 of the register's one car (an asset made from a motor vehicles line). */
async function carEmissions(cookie: string, grams: number): Promise<void> {
  const list = await t.app.inject({ method: "GET", url: "/api/fixed-assets", headers: { cookie } });
  const car = (list.json().assets as { id: string; kind: string }[]).find((a) => a.kind === "car");
  const res = await t.app.inject({
    method: "PATCH",
    url: `/api/fixed-assets/${car!.id}`,
    headers: { cookie },
    payload: { co2GramsPerKm: grams },
  });
  expect(res.statusCode, res.body).toBe(200);
}

/** The capital allowance facts of a computations document, against the CT600 boxes (pounds). */
function expectAllowances(xhtml: string, boxes: { box690: number; box695: number }): void {
  const doc = readIxbrl(xhtml);
  const trade = (name: string) => factValue(doc, name, "trade-dur");
  const k = CT_CAPITAL_ALLOWANCES;
  expect(trade(k.mainPoolExpenditureQualifyingForAia)).toBe(26_400);
  expect(trade(k.mainPoolAia)).toBe(boxes.box690);
  expect(trade(k.mainPoolTotalAllowances)).toBe(26_400);
  expect(trade(k.specialRatePoolWritingDownAllowance)).toBe(boxes.box695);
  expect(factValue(doc, k.specialRatePoolWrittenDownValue, "trade-end")).toBe(16_920);
  expect(trade(k.specialRatePoolTotalAllowances)).toBe(1_080);
  expect(trade(CT_TRADE.capitalAllowances)).toBe(boxes.box690 + boxes.box695);
  expect(Number(trade(k.mainPoolTotalAllowances)) + Number(trade(k.specialRatePoolTotalAllowances))).toBe(
    trade(CT_TRADE.capitalAllowances),
  );
  expect(xhtml).not.toContain("not claimed");
}
