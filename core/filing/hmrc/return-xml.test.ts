import { describe, expect, it } from "vitest";
import { fromPounds } from "../../money";
import { computeCorporationTax } from "../../tax";
import { returnBoxesFromCt600 } from "./boxes-from-ct600";
import { type Ct600ReturnInput, prepareCt600Return } from "./ct600-return";
import { govTalkDelete, govTalkPoll, govTalkSubmit } from "./govtalk-message";
import { irEnvelope } from "./ir-envelope";
import { base64OfText } from "./utf8";
import { serialiseXml } from "./xml-writer";

const year2025 = { start: "2025-04-01", end: "2026-03-31" } as const;
const settings = { testInLive: false, channel: { vendorId: "1234", product: "Microfile", version: "1.0.0" } };

function input(profitPounds: number, overrides: Partial<Ct600ReturnInput> = {}): Ct600ReturnInput {
  const ct = computeCorporationTax({ ...year2025, accountingProfit: fromPounds(profitPounds) });
  return {
    companyName: "Acme Widgets Ltd",
    registrationNumber: "01234567",
    utr: "8596148860",
    period: year2025,
    returnType: "new",
    declaration: { name: "Ada Lovelace", status: "Director" },
    boxes: returnBoxesFromCt600(ct.ct600),
    computationsIxbrl: "<html>computations</html>",
    accountsIxbrl: "<html>accounts</html>",
    ...overrides,
  };
}

const xmlOf = (i: Ct600ReturnInput, irmark = "IRMARK") => serialiseXml(irEnvelope(prepareCt600Return(i).value, irmark));
/** The order in which the named elements first appear. */
const order = (xml: string, names: string[]) => [...names].sort((a, b) => xml.indexOf(`<${a}`) - xml.indexOf(`<${b}`));

describe("the return as HMRC's IRenvelope", () => {
  it("writes the header: UTR key, period end, GBP, the v1.994 manifest, the IRmark given, sender Company", () => {
    const xml = xmlOf(input(20_000), "abc=");
    expect(xml).toContain('<IRenvelope xmlns="http://www.govtalk.gov.uk/taxation/CT/5">');
    expect(xml).toContain('<Key Type="UTR">8596148860</Key>');
    expect(xml).toContain("<PeriodEnd>2026-03-31</PeriodEnd>");
    expect(xml).toContain("<SchemaVersion>2014-v1.994</SchemaVersion>");
    expect(xml).toContain('<IRmark Type="generic">abc=</IRmark>');
    expect(xml).toContain("<Sender>Company</Sender>");
  });

  it("writes the sections in the schema's order, the declaration before the attachments", () => {
    const names = ["CompanyInformation", "ReturnInfoSummary", "Turnover", "CompanyTaxCalculation"];
    const rest = ["CalculationOfTaxOutstandingOrOverpaid", "Declaration", "AttachedFiles"];
    const xml = xmlOf(input(20_000));
    expect(order(xml, [...rest, ...names].reverse())).toEqual([...names, ...rest]);
  });

  it("attaches the computations before the accounts, each base64 of its text", () => {
    const xml = xmlOf(input(20_000));
    const computation = xml.indexOf("<Computation>");
    const accounts = xml.indexOf("<Accounts>", xml.indexOf("<AttachedFiles>"));
    expect(computation).toBeGreaterThan(0);
    expect(accounts).toBeGreaterThan(computation);
    expect(xml).toContain(base64OfText("<html>computations</html>"));
    expect(xml.indexOf(base64OfText("<html>accounts</html>"))).toBeGreaterThan(accounts);
  });

  it("writes £20,000 at 19 %: £3,800.00 in boxes 430, 440, 475, 510, 525, 528 and 600", () => {
    // CTA 2010 s18A, FY2025: 20,000 × 19 % = 3,800.00.
    const xml = xmlOf(input(20_000));
    for (const name of ["CorporationTax", "NetCorporationTaxChargeable", "NetCorporationTaxLiability"]) {
      expect(xml).toContain(`<${name}>3800.00</${name}>`);
    }
    expect(xml).toContain("<TaxPayableIncludingRestitutionTax>3800.00</TaxPayableIncludingRestitutionTax>");
    expect(xml).toContain("<TaxOutstanding>3800.00</TaxOutstanding>");
    expect(xml).not.toContain("MarginalRelief");
  });

  it("ticks box 80 for accounts of the return's own period, box 85 and box 50 for a long period's returns", () => {
    expect(xmlOf(input(20_000))).toMatch(/<Accounts>\s*<ThisPeriodAccounts>yes<\/ThisPeriodAccounts>\s*<\/Accounts>/);
    expect(xmlOf(input(20_000))).not.toContain("<MultipleReturns>");
    // 1 April 2025 to 30 June 2026 (15 months) makes two returns (CTA 2009 s10): the first, to 31 March 2026, goes
    // with the whole period's accounts (box 85, "accounts for a different period"), one of two sent (box 50).
    const ct = computeCorporationTax({ ...year2025, accountingProfit: fromPounds(20_000) });
    const first = input(20_000, {
      accountsPeriod: { start: "2025-04-01", end: "2026-06-30" },
      boxes: returnBoxesFromCt600(ct.ct600, { multipleReturns: true }),
    });
    const xml = xmlOf(first);
    expect(xml).toMatch(/<Accounts>\s*<DifferentPeriod>yes<\/DifferentPeriod>\s*<\/Accounts>/);
    expect(xml).toContain("<MultipleReturns>yes</MultipleReturns>");
    expect(xml).toMatch(/<Computations>\s*<ThisPeriodComputations>yes/);
    // The same dates as the return's: its own accounts (box 80).
    expect(xmlOf(input(20_000, { accountsPeriod: year2025 }))).toContain("<ThisPeriodAccounts>yes");
  });

  it("writes a loss year without a financial year block, the loss arising in box 780", () => {
    const xml = xmlOf(input(-5_000));
    expect(xml).not.toContain("<CorporationTaxChargeable>");
    expect(xml).toContain("<Arising>5000.00</Arising>");
    expect(xml).toContain("<TaxPayable>0.00</TaxPayable>");
    expect(xml).not.toContain("<TaxOutstanding>");
  });

  it("writes company type 2 for a close investment-holding company, charged 25 % with no small profits claim", () => {
    // CTA 2010 s18N: £100 of interest, FY2025, 100 × 25 % = £25.00; box 4 = 2 and box 329 blank (rule F213.1).
    const ct = computeCorporationTax({
      ...year2025,
      accountingProfit: fromPounds(100),
      interestReceived: fromPounds(100),
      closeInvestmentHolding: true,
    });
    const xml = xmlOf(
      input(100, { boxes: returnBoxesFromCt600(ct.ct600), closeInvestmentHolding: ct.closeInvestmentHolding }),
    );
    expect(xml).toContain("<CompanyType>2</CompanyType>");
    expect(xml).toContain("<CorporationTax>25.00</CorporationTax>");
    expect(xml).not.toContain("StartingOrSmallCompaniesRate");
    expect(xmlOf(input(100))).toContain("<CompanyType>0</CompanyType>");
    expect(xmlOf(input(100))).toContain("<StartingOrSmallCompaniesRate>yes</StartingOrSmallCompaniesRate>");
  });

  it("marks an amended return", () => {
    expect(xmlOf(input(20_000, { returnType: "amended" }))).toContain('<CompanyTaxReturn ReturnType="amended">');
  });

  it("writes the CT600A and ticks it among the supplementary pages", () => {
    // s455: £10,000 outstanding × 33.75 % = £3,375.00 (A20 = A80 = box 480, nothing repaid).
    const ct = computeCorporationTax({
      ...year2025,
      accountingProfit: fromPounds(20_000),
      loansToParticipators: {
        outstanding: fromPounds(10_000),
        repaidWithinNineMonths: fromPounds(0),
        participatorName: "Ada Lovelace",
        repaidBeforePeriodEnd: true,
      },
    });
    const boxes = returnBoxesFromCt600(ct.ct600);
    const xml = xmlOf(input(20_000, { boxes }));
    expect(xml).toContain("<SupplementaryPages>\n");
    expect(xml).toContain("<CT600A>yes</CT600A>");
    expect(xml).toContain("<BeforeEndPeriod>yes</BeforeEndPeriod>");
    expect(xml).toContain("<Name>Ada Lovelace</Name>\n");
    expect(xml).toContain("<AmountOfLoan>10000.00</AmountOfLoan>");
    expect(xml).toContain("<LoansToParticipators>3375.00</LoansToParticipators>");
    expect(xml).not.toContain("<ReliefEarlierThan>");
  });
});

describe("GovTalk messages", () => {
  const body = irEnvelope(prepareCt600Return(input(20_000)).value, "");

  it("submits with the credentials, the UTR key and the software's channel, and an empty CorrelationID", () => {
    const xml = govTalkSubmit(settings, { userId: "USER1", password: "p<w>&" }, "8596148860", body);
    expect(xml).toContain("<Class>HMRC-CT-CT600</Class>");
    expect(xml).toContain("<Qualifier>request</Qualifier>\n      <Function>submit</Function>");
    expect(xml).toContain("<CorrelationID></CorrelationID>");
    expect(xml).toContain("<GatewayTest>0</GatewayTest>");
    expect(xml).toContain("<SenderID>USER1</SenderID>");
    expect(xml).toContain("<Value>p&lt;w&gt;&amp;</Value>");
    expect(xml).toContain("<URI>1234</URI>");
    expect(xml).toContain("<Body>\n    <IRenvelope");
  });

  it("uses HMRC's test-in-live class when asked", () => {
    const xml = govTalkSubmit({ ...settings, testInLive: true }, { userId: "U", password: "P" }, "8596148860", body);
    expect(xml).toContain("<Class>HMRC-CT-CT600-TIL</Class>");
    expect(xml).toContain("<GatewayTest>0</GatewayTest>");
  });

  it("polls and deletes with the CorrelationID only: no credentials, no body", () => {
    for (const [xml, qualifier, fn] of [
      [govTalkPoll(settings, "ABC123"), "poll", "submit"],
      [govTalkDelete(settings, "ABC123"), "request", "delete"],
    ] as const) {
      expect(xml).toContain(`<Qualifier>${qualifier}</Qualifier>`);
      expect(xml).toContain(`<Function>${fn}</Function>`);
      expect(xml).toContain("<CorrelationID>ABC123</CorrelationID>");
      expect(xml).not.toContain("SenderDetails");
      expect(xml).toContain("<Body/>");
    }
  });
});
