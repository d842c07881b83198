import { formatLongUk } from "../../../core/dates";
import { formatGBP, type Pence, sub, toWholePounds, ZERO } from "../../../core/money";
import type { CorporationTaxComputation } from "../../../core/tax";
import type {
  CapitalAllowanceFigures,
  LossFigures,
  PoolFigures,
  ProfitFigures,
  TradingFigures,
} from "./computations-figures";
import type { Context } from "./contexts";
import { CT_CAPITAL_ALLOWANCES, CT_LOSSES, CT_PROFITS, CT_TAX, CT_TRADE } from "./ct-comp-concepts";
import type { InlineDocument } from "./inline-document";
import { el, type XmlElement, type XmlNode } from "./xml";

/** The contexts of a computation: company facts and the trade's, over the accounting period and at its ends. */
export interface ComputationContexts {
  info: Context;
  company: Context;
  trade: Context;
  tradeStart: Context;
  tradeEnd: Context;
}

type RowStyle = "plain" | "subtotal" | "total";

function row(label: XmlNode, amount: XmlNode, style: RowStyle = "plain"): XmlElement {
  return el(
    "tr",
    { class: style === "plain" ? undefined : style },
    el("td", {}, label),
    el("td", { class: "amount" }, amount),
  );
}

const bracketed = (fact: XmlElement | string): XmlNode => ["(", fact, ")"];
const table = (...rows: XmlNode[]): XmlElement => el("table", { class: "figures" }, el("tbody", {}, rows));
/** A figure shown without a tag: its row has no concept in ct-comp. */
const plainPounds = (p: Pence): string => formatGBP(p);

/** Profit per accounts, each adjustment, capital allowances and the adjusted trading profit or loss (pence). */
export function tradingSection(doc: InlineDocument, c: ComputationContexts, t: TradingFigures, trade: string) {
  const money = (concept: string, p: Pence) => doc.money(concept, c.trade, p);
  const adjusted =
    t.adjusted >= 0
      ? row("Adjusted trading profit", money(CT_TRADE.adjustedProfit, t.adjusted), "total")
      : row("Adjusted trading loss", bracketed(money(CT_TRADE.adjustedLoss, sub(ZERO, t.adjusted))), "total");
  return [
    el("h2", {}, "Adjustment of trading profit: ", doc.nonNumeric(CT_TRADE.description, c.trade, trade)),
    table(
      row("Profit (loss) per accounts", money(CT_TRADE.profitPerAccounts, t.profitPerAccounts)),
      t.addBacks.map((a) => row(a.label, money(a.concept, a.amount))),
      t.deductions.map((d) => row(d.label, bracketed(money(d.concept, d.amount)))),
      row("Less: capital allowances", bracketed(money(CT_TRADE.capitalAllowances, t.capitalAllowances))),
      adjusted,
    ),
    t.notes.map((n) => el("p", { class: "muted" }, n)),
  ];
}

const ALLOWANCE_LABELS: Record<PoolFigures["allowanceKind"], string> = {
  "writing-down": "Writing-down allowance",
  "small-pool": "Small pool written off (CAA 2001 s56A)",
  "balancing-allowance": "Balancing allowance (CAA 2001 s55)",
  none: "Writing-down allowance",
};

interface PoolConcepts {
  /** What the pool's total takes in: for the main pool, the AIA and the main-rate first-year allowances too. */
  totalLabel: string;
  writtenDownValue: string;
  writingDownAllowance: string;
  totalAllowances: string;
}

/**
 * One pool's year: brought forward, additions, disposals, its allowance, carried forward, and every allowance of its
 * rate. The written-down values, the writing-down allowance and the total are tagged (the concepts ct-comp has);
 * additions, disposals, a balancing allowance and a balancing charge (tagged in the trade as TotalBalancingCharges)
 * are shown untagged.
 */
function poolRows(doc: InlineDocument, c: ComputationContexts, name: string, p: PoolFigures, k: PoolConcepts) {
  const money = (concept: string, ctx: Context, v: Pence) => doc.money(concept, ctx, v);
  const allowance =
    p.allowanceKind === "balancing-allowance"
      ? plainPounds(p.allowances)
      : money(k.writingDownAllowance, c.trade, p.allowances);
  const rate = p.allowanceKind === "writing-down" ? ` at ${p.ratePercent} %` : "";
  return [
    row(`${name}: written-down value brought forward`, money(k.writtenDownValue, c.tradeStart, p.broughtForward)),
    p.additions > 0 ? row("Add: additions", plainPounds(p.additions)) : null,
    p.disposals > 0 ? row("Less: disposal values", `(${plainPounds(p.disposals)})`) : null,
    p.balancingCharge > 0 ? row("Balancing charge", plainPounds(p.balancingCharge)) : null,
    p.allowances > 0 || p.allowanceKind !== "none"
      ? row(`Less: ${ALLOWANCE_LABELS[p.allowanceKind].toLowerCase()}${rate}`, bracketed(allowance))
      : null,
    p.firstYearBalance > 0
      ? row("Add: the other half of the 50 % first-year allowance's spending (s58)", plainPounds(p.firstYearBalance))
      : null,
    row(
      `${name}: written-down value carried forward`,
      money(k.writtenDownValue, c.tradeEnd, p.carriedForward),
      "subtotal",
    ),
    row(k.totalLabel, money(k.totalAllowances, c.trade, p.totalAllowances), "subtotal"),
  ];
}

/**
 * Plant and machinery (CAA 2001 Part 2), from the core result the CT600 boxes come from: the AIA and what it was
 * claimed on (never a car, s38B), the first-year allowances, the main and special rate pools, and the total that the
 * trade deducts. Shown when anything was bought or a pool has anything in it.
 */
export function capitalAllowancesSection(
  doc: InlineDocument,
  c: ComputationContexts,
  ca: CapitalAllowanceFigures | null,
): XmlNode {
  if (!ca) return null;
  const money = (concept: string, p: Pence) => doc.money(concept, c.trade, p);
  const k = CT_CAPITAL_ALLOWANCES;
  const aiaRows =
    ca.expenditureQualifyingForAia > 0 || ca.aia > 0
      ? [
          row(
            "Expenditure on which the annual investment allowance is claimed",
            money(k.mainPoolExpenditureQualifyingForAia, ca.expenditureQualifyingForAia),
          ),
          row("Annual investment allowance (s51A)", money(k.mainPoolAia, ca.aia)),
        ]
      : [];
  return [
    el("h2", {}, "Capital allowances: plant and machinery"),
    table(
      aiaRows,
      ca.notRelieved > 0 ? row("Spending above the allowance, not relieved", plainPounds(ca.notRelieved)) : null,
      ca.fullExpensing > 0 ? row("Full expensing on new plant (s45S)", plainPounds(ca.fullExpensing)) : null,
      ca.zeroEmissionCars > 0
        ? row("First-year allowance on new zero-emission cars (s45D)", plainPounds(ca.zeroEmissionCars))
        : null,
      ca.mainPool
        ? poolRows(doc, c, "Main pool", ca.mainPool, {
            totalLabel: "Main rate allowances: AIA, first-year allowances and the main pool",
            writtenDownValue: k.mainPoolWrittenDownValue,
            writingDownAllowance: k.mainPoolWritingDownAllowances,
            totalAllowances: k.mainPoolTotalAllowances,
          })
        : null,
      ca.specialRateFirstYear > 0
        ? row("50 % first-year allowance on new special rate plant (s45S)", plainPounds(ca.specialRateFirstYear))
        : null,
      ca.specialRatePool
        ? poolRows(doc, c, "Special rate pool", ca.specialRatePool, {
            totalLabel: "Special rate allowances: the 50 % first-year allowance and the special rate pool",
            writtenDownValue: k.specialRatePoolWrittenDownValue,
            writingDownAllowance: k.specialRatePoolWritingDownAllowance,
            totalAllowances: k.specialRatePoolTotalAllowances,
          })
        : null,
      row("Total capital allowances", plainPounds(ca.total), "total"),
    ),
  ];
}

/** The trading loss memorandum (CTA 2010 Part 4), in whole pounds; shown when the losses are known. */
export function lossesSection(doc: InlineDocument, c: ComputationContexts, losses: LossFigures | null): XmlNode {
  if (!losses) return null;
  const pounds = (concept: string, ctx: Context, p: Pence) => doc.nonFraction(concept, ctx, toWholePounds(p));
  return [
    el("h2", {}, "Trading losses"),
    table(
      row(
        "Losses brought forward",
        pounds(CT_LOSSES.balanceBroughtForwardCarriedForward, c.tradeStart, losses.broughtForward),
      ),
      row(
        "Less: used against trading profits (s45, s45B)",
        bracketed(pounds(CT_LOSSES.usedAgainstTradingProfits, c.trade, losses.usedAgainstTradingProfits)),
      ),
      row(
        "Less: used against total profits (s45A; a loss of this period, s37(3)(a))",
        bracketed(pounds(CT_LOSSES.usedAgainstTotalProfits, c.trade, losses.usedAgainstTotalProfits)),
      ),
      row("Add: trading loss of this period", plainPounds(losses.arising)),
      row(
        "Losses carried forward",
        pounds(CT_LOSSES.balanceBroughtForwardCarriedForward, c.tradeEnd, losses.carriedForward),
        "total",
      ),
    ),
  ];
}

/** Interest received, a non-trading loan relationship credit (CTA 2009 Part 5): box 170, when it is separated. */
export function interestSection(doc: InlineDocument, c: ComputationContexts, box170: Pence | null): XmlNode {
  if (box170 === null) return null;
  return [
    el("h2", {}, "Non-trading loan relationships"),
    table(
      row(
        "Interest received (CTA 2009 Part 5)",
        doc.nonFraction(CT_PROFITS.box170, c.company, toWholePounds(box170)),
        "total",
      ),
    ),
  ];
}

/** Boxes 155–315: from the trade's profit to the profits chargeable, whole pounds rounded down. */
export function profitsSection(doc: InlineDocument, c: ComputationContexts, p: ProfitFigures): XmlNode {
  const pounds = (concept: string, v: Pence) => doc.nonFraction(concept, c.company, toWholePounds(v));
  const optional = (label: string, concept: string, v: Pence | null, deduct: boolean) =>
    v === null ? null : row(label, deduct ? bracketed(pounds(concept, v)) : pounds(concept, v));
  return [
    el("h2", {}, "Profits chargeable to Corporation Tax"),
    table(
      row("Trading profits (box 155)", pounds(CT_PROFITS.box155, p.box155)),
      optional("Less: trading losses brought forward (box 160)", CT_PROFITS.box160, p.box160, true),
      row("Net trading profits (box 165)", pounds(CT_PROFITS.box165, p.box165), "subtotal"),
      optional("Non-trading loan relationship profits (box 170)", CT_PROFITS.box170, p.box170, false),
      row("Profits before other deductions and reliefs (box 235)", pounds(CT_PROFITS.box235, p.box235), "subtotal"),
      // Box 275 has no ct-comp concept: shown untagged, so the step from box 235 to box 300 reads whole.
      p.box275 === null
        ? null
        : row(
            "Less: trading loss of this period against total profits, a claim (CTA 2010 s37(3)(a), box 275)",
            bracketed(plainPounds(p.box275)),
          ),
      optional("Less: losses brought forward against total profits (box 285)", CT_PROFITS.box285, p.box285, true),
      row("Profits before qualifying donations and group relief (box 300)", pounds(CT_PROFITS.box300, p.box300)),
      row("Total profits chargeable to Corporation Tax (box 315)", pounds(CT_PROFITS.box315, p.box315), "total"),
    ),
  ];
}

const BAND_WORDS: Record<CorporationTaxComputation["financialYears"][number]["band"], string> = {
  "flat-rate": "flat rate",
  "small-profits-rate": "small profits rate (CTA 2010 s18A)",
  "marginal-relief": "main rate with marginal relief (CTA 2010 s18B)",
  "main-rate": "main rate",
  "no-profits": "no profits chargeable",
};

/** Each financial year's whole-pound share of box 315, its rate and tax: boxes 330–345 and 380–395. */
export function taxByFinancialYearSection(
  doc: InlineDocument,
  c: ComputationContexts,
  tax: CorporationTaxComputation,
): XmlNode {
  const rows = tax.ct600.rows.map((r, i) => {
    const n = (i + 1) as 1 | 2;
    const fy = tax.financialYears[i]!;
    return [
      row(
        [
          "Financial year ",
          doc.nonNumeric(CT_TAX.financialYear(n), c.company, String(r.financialYear)),
          ` (${formatLongUk(fy.startDate)} to ${formatLongUk(fy.endDate)}, ${fy.days} days): ${BAND_WORDS[fy.band]}`,
        ],
        null,
        "subtotal",
      ),
      row("Profits chargeable", doc.nonFraction(CT_TAX.profitAtFirstRate(n), c.company, toWholePounds(r.profit))),
      row("Rate", [doc.rate(CT_TAX.firstRate(n), c.company, r.ratePercent), "%"]),
      row("Tax at this rate", doc.money(CT_TAX.taxAtFirstRate(n), c.company, r.tax)),
    ];
  });
  return [
    el("h2", {}, "Tax by financial year"),
    el(
      "p",
      { class: "muted" },
      `Associated companies in the period: ${tax.associatedCompanies}. Augmented profits (box 315 + box 620, CTA 2010 s18L): ${plainPounds(tax.augmentedProfits)}.`,
    ),
    rows.length === 0 ? el("p", {}, "No profits are chargeable to Corporation Tax in this period.") : table(rows),
  ];
}

/** Marginal relief (box 435, untagged: ct-comp has no concept for it), the tax chargeable and the tax payable. */
export function taxPayableSection(doc: InlineDocument, c: ComputationContexts, tax: CorporationTaxComputation) {
  const b = tax.ct600;
  const money = (concept: string, p: Pence) => doc.money(concept, c.company, p);
  const relief = tax.financialYears.filter((fy) => fy.marginalRelief > 0);
  return [
    el("h2", {}, "Corporation Tax"),
    table(
      row("Corporation Tax (box 430)", plainPounds(b.box430)),
      b.box435 === null
        ? null
        : row("Less: marginal relief, 3/200 × (U − A) × N/A (CTA 2010 s18B; box 435)", [
            "(",
            plainPounds(b.box435),
            ")",
          ]),
      relief.length > 1
        ? relief.map((fy) => row(`  of which FY${fy.financialYear}`, plainPounds(fy.marginalRelief)))
        : null,
      row("Corporation Tax chargeable (box 440)", money(CT_TAX.box440, b.box440), "subtotal"),
      row("Net Corporation Tax liability (box 475)", money(CT_TAX.box475, b.box475)),
      b.box480 === null
        ? null
        : row("Tax on loans to participators, CTA 2010 s455 (box 480)", money(CT_TAX.box480, b.box480)),
      row("Tax chargeable (box 510)", money(CT_TAX.box510, b.box510), "subtotal"),
      row("Tax payable (box 528)", money(CT_TAX.box528, b.box528), "total"),
    ),
  ];
}
