import { addDays, formatLongUk } from "../../../core/dates";
import {
  type ComputationsInput,
  capitalAllowanceFigures,
  interestFigures,
  lossFigures,
  profitFigures,
  tradingFigures,
} from "./computations-figures";
import {
  type ComputationContexts,
  capitalAllowancesSection,
  interestSection,
  lossesSection,
  profitsSection,
  taxByFinancialYearSection,
  taxPayableSection,
  tradingSection,
} from "./computations-sections";
import type { Context } from "./contexts";
import { CT_DIMENSIONS, CT_ENTITY, ctCompTaxonomyFor } from "./ct-comp-concepts";
import { InlineDocument } from "./inline-document";
import { STYLESHEET } from "./styles";
import { NAMESPACES } from "./tags";
import { el, serialiseXml, type XmlNode } from "./xml";

export type { ComputationsInput } from "./computations-figures";

export interface ComputationsOptions {
  /** The producing software (ct-comp:NameOfProductionSoftware / VersionOfProductionSoftware). */
  software?: { name: string; version: string };
}

const COMPANY = { dimension: CT_DIMENSIONS.businessType, member: CT_DIMENSIONS.company };

/**
 * ct-comp's BusinessTypeDimension has no default, so every context names Company or Trade; a trade's contexts also
 * name the territory (UK) and the trade's name (a typed member), without which its facts are dimensionally invalid.
 */
function contextsOf(input: ComputationsInput): ComputationContexts {
  const { startDate: start, endDate: end } = input.computation;
  const trade = (id: string, period: Context["period"]): Context => ({
    id,
    period,
    members: [
      { dimension: CT_DIMENSIONS.businessType, member: CT_DIMENSIONS.trade },
      { dimension: CT_DIMENSIONS.territory, member: CT_DIMENSIONS.uk },
    ],
    typedMembers: [
      { dimension: CT_DIMENSIONS.businessName, domain: CT_DIMENSIONS.businessNameDomain, value: input.company.trade },
    ],
  });
  return {
    info: { id: "info-end", period: { instant: end }, members: [COMPANY] },
    company: { id: "company-dur", period: { start, end }, members: [COMPANY] },
    trade: trade("trade-dur", { start, end }),
    // A balance brought forward is the one at the end of the day before the period starts.
    tradeStart: trade("trade-start", { instant: addDays(start, -1) }),
    tradeEnd: trade("trade-end", { instant: end }),
  };
}

/** Who and which periods: the mandatory facts (company name, UTR, period of account, period covered). */
function identity(doc: InlineDocument, input: ComputationsInput, c: ComputationContexts): XmlNode {
  const { company, periodOfAccount, computation } = input;
  return [
    el("h1", {}, doc.nonNumeric(CT_ENTITY.companyName, c.info, company.name)),
    el("p", {}, `Corporation Tax computation for the period ended ${formatLongUk(computation.endDate)}`),
    el(
      "table",
      { class: "figures" },
      el(
        "tbody",
        {},
        el("tr", {}, el("td", {}, "Company registration number"), el("td", {}, company.registrationNumber)),
        el(
          "tr",
          {},
          el("td", {}, "Unique Taxpayer Reference"),
          el("td", {}, doc.nonNumeric(CT_ENTITY.taxReference, c.info, company.utr)),
        ),
        el(
          "tr",
          {},
          el("td", {}, "Period of account"),
          el(
            "td",
            {},
            doc.date(CT_ENTITY.periodOfAccountStart, c.info, periodOfAccount.start),
            " to ",
            doc.date(CT_ENTITY.periodOfAccountEnd, c.info, periodOfAccount.end),
          ),
        ),
        el(
          "tr",
          {},
          el("td", {}, "Period covered by the return"),
          el(
            "td",
            {},
            doc.date(CT_ENTITY.returnPeriodStart, c.info, computation.startDate),
            " to ",
            doc.date(CT_ENTITY.returnPeriodEnd, c.info, computation.endDate),
          ),
        ),
      ),
    ),
  ];
}

/** The iXBRL namespaces of the accounts (the same transformation registry), with ct-comp instead of the FRC's. */
function namespaces(namespace: string) {
  const { xmlns, "xmlns:ix": ix, "xmlns:ixt": ixt, "xmlns:xbrli": xbrli, "xmlns:xbrldi": xbrldi } = NAMESPACES;
  const { "xmlns:link": link, "xmlns:xlink": xlink, "xmlns:iso4217": iso4217 } = NAMESPACES;
  return {
    xmlns,
    "xmlns:ix": ix,
    "xmlns:ixt": ixt,
    "xmlns:xbrli": xbrli,
    "xmlns:xbrldi": xbrldi,
    "xmlns:link": link,
    "xmlns:xlink": xlink,
    "xmlns:iso4217": iso4217,
    "xmlns:ct-comp": namespace,
  };
}

/**
 * The Corporation Tax computations of one accounting period as Inline XBRL (XHTML) in HMRC's ct-comp taxonomy: the
 * mandatory facts, the trade's adjustment of profit, capital allowances, losses and interest when the computation
 * has them, boxes 155–315, the tax by financial year, marginal relief, the tax chargeable and the tax payable.
 */
export function renderComputationsIxbrl(input: ComputationsInput, options: ComputationsOptions = {}): string {
  const c = input.computation;
  const taxonomy = ctCompTaxonomyFor(c.endDate);
  const doc = new InlineDocument(input.company.registrationNumber, taxonomy.schemaRef);
  const ctx = contextsOf(input);
  const page = el(
    "div",
    { class: "page" },
    identity(doc, input, ctx),
    tradingSection(doc, ctx, tradingFigures(c), input.company.trade),
    capitalAllowancesSection(doc, ctx, capitalAllowanceFigures(c)),
    lossesSection(doc, ctx, lossFigures(c)),
    interestSection(doc, ctx, interestFigures(c)),
    profitsSection(doc, ctx, profitFigures(c)),
    taxByFinancialYearSection(doc, ctx, c),
    taxPayableSection(doc, ctx, c),
  );
  const software = options.software ?? { name: "Microfile", version: "unknown" };
  doc.hide(
    doc.nonNumeric(CT_ENTITY.softwareName, ctx.info, software.name),
    doc.nonNumeric(CT_ENTITY.softwareVersion, ctx.info, software.version),
  );
  const title = `${input.company.name} — Corporation Tax computation for the period ended ${formatLongUk(c.endDate)}`;
  const html = el(
    "html",
    { ...namespaces(taxonomy.namespace), "xml:lang": "en" },
    el(
      "head",
      {},
      el("meta", { "http-equiv": "Content-Type", content: "text/html; charset=UTF-8" }),
      el("title", {}, title),
      el("style", { type: "text/css" }, STYLESHEET),
    ),
    el("body", {}, el("div", { style: "display:none" }, doc.header()), page),
  );
  return `<?xml version="1.0" encoding="UTF-8"?>\n${serialiseXml(html)}\n`;
}
