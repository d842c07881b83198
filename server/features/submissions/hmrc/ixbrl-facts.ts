import type { Element, Node } from "@xmldom/xmldom";
import type { IsoDate } from "../../../../core/dates";
import type { DocumentFacts } from "../../../../core/filing/hmrc";
import { ixbrlDate } from "./ixbrl-dates";
import { at, descendants, parseXml, textOf } from "./xml-dom";

interface Context {
  scheme: string;
  identifier: string;
  start: IsoDate | null;
  end: IsoDate | null;
}

interface Fact {
  /** The concept's local name (bus:UKCompaniesHouseRegisteredNumber → UKCompaniesHouseRegisteredNumber). */
  concept: string;
  contextRef: string;
  format: string | null;
  text: string;
}

/** Concepts that name the company, its UTR and its period, in the FRC and HMRC (ct-comp) taxonomies. */
const COMPANY_NUMBER = new Set(["UKCompaniesHouseRegisteredNumber", "CompanyRegistrationNumber"]);
const UTR = new Set(["TaxReference", "UniqueTaxReference", "UTR"]);
const PERIOD_START = ["StartOfPeriodCoveredByReturn", "StartDateForPeriodCoveredByReport", "PeriodOfAccountsStartDate"];
const PERIOD_END = ["EndOfPeriodCoveredByReturn", "EndDateForPeriodCoveredByReport", "PeriodOfAccountsEndDate"];

function readContext(c: Element): Context {
  const identifier = at(c, "entity", "identifier");
  const period = at(c, "period");
  const instant = textOf(at(period, "instant")) || null;
  return {
    scheme: identifier?.getAttribute("scheme") ?? "",
    identifier: textOf(identifier),
    start: textOf(at(period, "startDate")) || null,
    end: textOf(at(period, "endDate")) || instant,
  };
}

/** A fact's text without its ix:exclude parts. */
function factText(n: Node): string {
  let out = "";
  for (let c = n.firstChild; c !== null; c = c.nextSibling) {
    if (c.nodeType === 3 || c.nodeType === 4) out += c.nodeValue ?? "";
    else if (c.nodeType === 1 && (c as Element).localName !== "exclude") out += factText(c);
  }
  return out;
}

function readFacts(root: Element): Fact[] {
  return ["nonNumeric", "nonFraction"].flatMap((tag) =>
    descendants(root, tag).map((f) => ({
      concept: (f.getAttribute("name") ?? "").replace(/^.*:/, ""),
      contextRef: f.getAttribute("contextRef") ?? "",
      format: f.getAttribute("format"),
      text: factText(f).replace(/\s+/g, " ").trim(),
    })),
  );
}

function firstDate(facts: Fact[], concepts: readonly string[]): IsoDate | null {
  for (const concept of concepts) {
    const fact = facts.find((f) => f.concept === concept);
    const date = fact ? ixbrlDate(fact.text, fact.format) : null;
    if (date) return date;
  }
  return null;
}

/** Without a period fact: the duration context that ends last, which is the period the document reports on. */
function latestDuration(contexts: Context[]): { start: IsoDate | null; end: IsoDate | null } {
  const durations = contexts.filter((c) => c.start !== null && c.end !== null);
  durations.sort((a, b) => (a.end! < b.end! ? 1 : a.end! > b.end! ? -1 : 0));
  return { start: durations[0]?.start ?? null, end: durations[0]?.end ?? null };
}

/**
 * Whose and which period's document this is, from its facts and contexts: company numbers from the registered
 * number fact and Companies House entity identifiers, UTRs from TaxReference and HMRC UTR identifiers, the period
 * from the period facts (or the latest duration context). Null when the text is not well-formed XML.
 */
export function readDocumentFacts(xhtml: string): DocumentFacts | null {
  const root = parseXml(xhtml)?.documentElement;
  if (!root) return null;
  const contexts = descendants(root, "context").map(readContext);
  const facts = readFacts(root);
  const identifiers = (pattern: RegExp) => contexts.filter((c) => pattern.test(c.scheme)).map((c) => c.identifier);
  const fallback = latestDuration(contexts);
  return {
    companyNumbers: [
      ...facts.filter((f) => COMPANY_NUMBER.has(f.concept)).map((f) => f.text),
      ...identifiers(/companieshouse\.gov\.uk/i),
    ].filter(Boolean),
    utrs: [...facts.filter((f) => UTR.has(f.concept)).map((f) => f.text), ...identifiers(/hmrc\.gov\.uk\/UTR/i)].filter(
      Boolean,
    ),
    periodStart: firstDate(facts, PERIOD_START) ?? fallback.start,
    periodEnd: firstDate(facts, PERIOD_END) ?? fallback.end,
  };
}
