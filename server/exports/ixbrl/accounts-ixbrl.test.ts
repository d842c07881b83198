import { describe, expect, it } from "vitest";
import { type AccountsTransaction, buildAccounts, normaliseOpeningBalances } from "../../../core/accounts";
import {
  buildFilingPackData,
  type FilingPackData,
  type StatutoryBalanceSheetItems,
  type StatutoryProfitAndLoss,
} from "../../../core/filing/pack";
import { fromPounds } from "../../../core/money";
import { factValue, INSTANT_CONCEPTS, type IxbrlDocument, readIxbrl } from "../test-support/ixbrl-facts";
import { SAMPLE_PERIOD, sampleOpeningBalances, sampleTransactions } from "../test-support/sample-pack";
import { renderChAccountsIxbrl } from "./ch-accounts-ixbrl";
import { renderHmrcAccountsIxbrl } from "./hmrc-accounts-ixbrl";
import { BALANCE_SHEET_TAGS, PROFIT_AND_LOSS_TAGS } from "./tags";

const SOFTWARE = { software: { name: "Microfile", version: "9.8.7" } };
const PRIOR_PERIOD = { start: "2024-04-01", end: "2025-03-31" };

const tx = (id: string, date: string, pounds: number, categoryId: AccountsTransaction["categoryId"]) => ({
  id,
  date,
  amount: fromPounds(pounds),
  categoryId,
  stage: "user",
  confidence: 1,
});

/**
 * A year with the prior year closed here beside it. The prior year, by hand: shares £100; sales £9,000; rent £2,400;
 * wages £1,500: profit before tax £5,100, tax at 19 % = £969, after tax £4,131; one employee.
 */
function withClosedPrior(transactions = sampleTransactions()): FilingPackData {
  const prior = buildAccounts({
    transactions: [
      tx("p1", "2024-04-02", 100, "share-capital"),
      tx("p2", "2024-06-01", 9_000, "sales"),
      tx("p3", "2024-07-01", -2_400, "rent-rates"),
      tx("p4", "2024-08-01", -1_500, "salaries"),
    ],
    period: PRIOR_PERIOD,
  });
  expect(prior.profitAndLoss.micro.profitBeforeTax).toBe(fromPounds(5_100));
  expect(prior.profitAndLoss.micro.tax).toBe(fromPounds(969));
  return buildFilingPackData({
    company: {
      name: "Acme Widgets Ltd",
      registrationNumber: "01234567",
      averageEmployees: 2,
      principalActivity: "Design & sale of widgets",
    },
    accounts: buildAccounts({ transactions, period: SAMPLE_PERIOD, openingBalances: sampleOpeningBalances() }),
    openingBalances: null,
    priorYear: { kind: "accounts", accounts: prior, averageEmployees: 1 },
    approval: { directorName: "Ada Lovelace", date: "2026-06-30" },
    today: "2026-06-30",
  });
}

/** What must hold of any iXBRL document: contexts, units, period types, prefixes and one value per fact. */
function checkDocument(doc: IxbrlDocument): void {
  const declared = (qname: string) => doc.namespaces[qname.split(":")[0]!] !== undefined;
  const used = new Set<string>();
  const values = new Map<string, number | string>();
  for (const f of doc.facts) {
    const ctx = doc.contexts.get(f.contextRef);
    expect(ctx, `${f.name} → ${f.contextRef}`).toBeDefined();
    used.add(f.contextRef);
    expect(declared(f.name), f.name).toBe(true);
    if (f.kind === "nonFraction") expect(doc.units.has(f.unitRef!), `${f.name} unit ${f.unitRef}`).toBe(true);
    else expect(f.unitRef).toBeNull();
    const instant = INSTANT_CONCEPTS.has(f.name);
    expect(ctx!.instant !== null, `${f.name} in ${f.contextRef}: instant ${instant}`).toBe(instant);
    if (!instant) expect([ctx!.start, ctx!.end].every((d) => d !== null)).toBe(true);
    const key = `${f.name}|${f.contextRef}|${f.unitRef}`;
    if (values.has(key)) expect(values.get(key), key).toEqual(f.value);
    values.set(key, f.value);
  }
  for (const ctx of doc.contexts.values()) {
    expect(ctx.identifier).toBe("01234567");
    expect(used.has(ctx.id), `context ${ctx.id} is used`).toBe(true);
    for (const [d, m] of Object.entries(ctx.members)) expect(declared(d) && declared(m), `${d}=${m}`).toBe(true);
  }
}

/** The context id a balance sheet item is tagged in, by the column's prefix. */
function balanceSheetContext(prefix: "cur" | "pri", key: keyof StatutoryBalanceSheetItems): string {
  const member = BALANCE_SHEET_TAGS[key].member;
  return member === "plain" ? `${prefix}-end` : `${prefix}-end-${member}`;
}

function checkBalanceSheet(doc: IxbrlDocument, prefix: "cur" | "pri", bs: StatutoryBalanceSheetItems): void {
  for (const [key, tag] of Object.entries(BALANCE_SHEET_TAGS)) {
    const k = key as keyof StatutoryBalanceSheetItems;
    expect(factValue(doc, tag.concept, balanceSheetContext(prefix, k)), `${prefix} ${key}`).toBe(bs[k]);
  }
}

function checkProfitAndLoss(doc: IxbrlDocument, context: string, pl: StatutoryProfitAndLoss): void {
  for (const [key, concept] of Object.entries(PROFIT_AND_LOSS_TAGS)) {
    expect(factValue(doc, concept, context), `${context} ${key}`).toBe(pl[key as keyof StatutoryProfitAndLoss]);
  }
}

const member = (doc: IxbrlDocument, concept: string) =>
  doc.facts.filter((f) => f.name === concept).map((f) => doc.contexts.get(f.contextRef)!.members);
const hasConcept = (doc: IxbrlDocument, concept: string) => doc.facts.some((f) => f.name === concept);
const NOT_DELIVERED =
  "direp:StatementThatDirectorsHaveElectedNotToDeliverProfitLossAccountUnderSection4445ACompaniesAct2006";

describe("the HMRC iXBRL accounts (full, with the profit and loss account)", () => {
  const data = withClosedPrior();
  const doc = readIxbrl(renderHmrcAccountsIxbrl(data, SOFTWARE));

  it("is well formed, every context and unit resolves, each concept in its period type, no fact in two values", () => {
    checkDocument(doc);
  });

  it("tags both years' balance sheets and profit and loss accounts with the pack's figures", () => {
    checkBalanceSheet(doc, "cur", data.balanceSheet);
    checkBalanceSheet(doc, "pri", data.prior!.balanceSheet);
    checkProfitAndLoss(doc, "cur-dur", data.profitAndLoss);
    checkProfitAndLoss(doc, "pri-dur", data.prior!.profitAndLoss!);
    expect(factValue(doc, "core:ProfitLoss", "pri-dur")).toBe(4_131);
    expect(doc.contexts.get("pri-dur")).toMatchObject({ start: "2024-04-01", end: "2025-03-31", members: {} });
    expect(doc.contexts.get("pri-end")).toMatchObject({ instant: "2025-03-31" });
  });

  it("tags this year's and the prior year's average employees", () => {
    expect(factValue(doc, "core:AverageNumberEmployeesDuringPeriod", "cur-dur")).toBe(2);
    expect(factValue(doc, "core:AverageNumberEmployeesDuringPeriod", "pri-dur")).toBe(1);
    expect(doc.facts.filter((f) => f.unitRef === "pure").every((f) => f.name.endsWith("EmployeesDuringPeriod"))).toBe(
      true,
    );
  });

  it("tags the principal activity, a trading company that is not dormant, and the software's version", () => {
    expect(factValue(doc, "bus:DescriptionPrincipalActivities", "cur-dur")).toBe("Design & sale of widgets");
    expect(factValue(doc, "bus:EntityDormantTruefalse", "cur-dur")).toBe("false");
    // Trading is the dimension's default: the fact sits in the plain period context.
    expect(member(doc, "bus:EntityTradingStatus")).toEqual([{}]);
    expect(factValue(doc, "bus:VersionProductionSoftware", "cur-dur")).toBe("9.8.7");
    expect(factValue(doc, "bus:NameProductionSoftware", "cur-dur")).toBe("Microfile");
  });

  it("tags full accounts, the s477 exemption and no statement about leaving out the profit and loss", () => {
    expect(member(doc, "bus:AccountsType")).toEqual([{ "bus:AccountsTypeDimension": "bus:FullAccounts" }]);
    expect(hasConcept(doc, NOT_DELIVERED)).toBe(false);
    expect(
      hasConcept(
        doc,
        "direp:StatementThatCompanyEntitledToExemptionFromAuditUnderSection477CompaniesAct2006RelatingToSmallCompanies",
      ),
    ).toBe(true);
  });
});

describe("the Companies House iXBRL accounts", () => {
  const data = withClosedPrior();

  it("leaves the profit and loss account out by default, tags filleted accounts and says so on the page", () => {
    const xhtml = renderChAccountsIxbrl(data, SOFTWARE);
    const doc = readIxbrl(xhtml);
    checkDocument(doc);
    for (const concept of Object.values(PROFIT_AND_LOSS_TAGS)) expect(hasConcept(doc, concept), concept).toBe(false);
    expect(member(doc, "bus:AccountsType")).toEqual([{ "bus:AccountsTypeDimension": "bus:FilletedAccounts" }]);
    expect(xhtml).toContain("Accounts type: filleted micro-entity accounts");
    expect(factValue(doc, NOT_DELIVERED, "cur-dur")).toMatch(/elected not to deliver the profit and loss account/);
    checkBalanceSheet(doc, "cur", data.balanceSheet);
    checkBalanceSheet(doc, "pri", data.prior!.balanceSheet);
    expect(factValue(doc, "bus:DescriptionPrincipalActivities", "cur-dur")).toBe("Design & sale of widgets");
    expect(factValue(doc, "core:AverageNumberEmployeesDuringPeriod", "pri-dur")).toBe(1);
  });

  it("includes the profit and loss account when asked, tagged as full accounts", () => {
    const xhtml = renderChAccountsIxbrl(data, { ...SOFTWARE, includeProfitAndLoss: true });
    const doc = readIxbrl(xhtml);
    checkDocument(doc);
    checkProfitAndLoss(doc, "cur-dur", data.profitAndLoss);
    checkProfitAndLoss(doc, "pri-dur", data.prior!.profitAndLoss!);
    expect(member(doc, "bus:AccountsType")).toEqual([{ "bus:AccountsTypeDimension": "bus:FullAccounts" }]);
    expect(xhtml).toContain("Accounts type: full micro-entity accounts, with the profit and loss account.");
    expect(hasConcept(doc, NOT_DELIVERED)).toBe(false);
  });
});

describe("a dormant company (CA 2006 s1169, s480)", () => {
  // Its only line: £100 paid for its subscribers' shares in its first period (s1169(3)(a)). No profit and loss
  // line, so dormant.
  const onlyShares = [tx("s1", "2025-04-02", 100, "share-capital")];
  // A later year's only line: £13 paid to Companies House for its confirmation statement (s1169(3)(b)).
  const onlyFee = [{ ...tx("f1", "2025-09-01", -13, "general-admin"), description: "COMPANIES HOUSE" }];

  it("tags dormant, never traded, and the s480 exemption in place of s477", () => {
    const data = buildFilingPackData({
      company: { name: "Quiet Ltd", registrationNumber: "01234567", averageEmployees: 0, principalActivity: "Dormant" },
      accounts: buildAccounts({ transactions: onlyShares, period: SAMPLE_PERIOD, settings: { firstPeriod: true } }),
      openingBalances: null,
      approval: { directorName: "Ada Lovelace", date: "2026-06-30" },
      today: "2026-06-30",
    });
    const xhtml = renderHmrcAccountsIxbrl(data, SOFTWARE);
    const doc = readIxbrl(xhtml);
    checkDocument(doc);
    expect(factValue(doc, "bus:EntityDormantTruefalse", "cur-dur")).toBe("true");
    expect(member(doc, "bus:EntityTradingStatus")).toEqual([
      { "bus:EntityTradingStatusDimension": "bus:EntityHasNeverTraded" },
    ]);
    const s480 =
      "direp:StatementThatCompanyEntitledToExemptionFromAuditUnderSection480CompaniesAct2006RelatingToDormantCompanies";
    expect(factValue(doc, s480, "cur-dur")).toMatch(/section 480 of the Companies Act 2006 relating to dormant/);
    expect(hasConcept(doc, s480.replace("480", "477").replace("DormantCompanies", "SmallCompanies"))).toBe(false);
    expect(xhtml).toContain("The company was dormant throughout the year.");
    expect(factValue(doc, "core:Equity", "cur-end")).toBe(100);
  });

  it("tags a dormant company with profits brought forward as no longer trading", () => {
    const data = withClosedPrior(onlyFee);
    expect(data.status).toEqual({ dormant: true, tradingStatus: "no-longer-trading" });
    const doc = readIxbrl(renderChAccountsIxbrl(data, SOFTWARE));
    checkDocument(doc);
    expect(member(doc, "bus:EntityTradingStatus")).toEqual([
      { "bus:EntityTradingStatusDimension": "bus:EntityNoLongerTradingButTradedInPast" },
    ]);
  });
});

describe("a prior year typed by hand", () => {
  it("tags its employees in the 12 months before this period, and its balance sheet at the day before", () => {
    const opening = sampleOpeningBalances();
    const data = buildFilingPackData({
      company: {
        name: "Acme Widgets Ltd",
        registrationNumber: "01234567",
        averageEmployees: 2,
        principalActivity: "X",
      },
      accounts: buildAccounts({ transactions: sampleTransactions(), period: SAMPLE_PERIOD, openingBalances: opening }),
      openingBalances: opening,
      priorYear: {
        kind: "typed",
        period: { start: null, end: "2025-03-31" },
        openingBalances: normaliseOpeningBalances(opening),
        averageEmployees: 3,
      },
      approval: { directorName: "Ada Lovelace", date: "2026-06-30" },
      today: "2026-06-30",
    });
    const doc = readIxbrl(renderHmrcAccountsIxbrl(data, SOFTWARE));
    checkDocument(doc);
    expect(doc.contexts.get("pri-dur")).toMatchObject({ start: "2024-04-01", end: "2025-03-31" });
    expect(factValue(doc, "core:AverageNumberEmployeesDuringPeriod", "pri-dur")).toBe(3);
    checkBalanceSheet(doc, "pri", data.prior!.balanceSheet);
    // No prior profit and loss was typed: none is tagged for the prior year.
    expect(doc.facts.some((f) => f.name === "core:ProfitLoss" && f.contextRef === "pri-dur")).toBe(false);
  });
});
