import { SaxesParser } from "saxes";

/**
 * Reads an iXBRL document for tests with a conformant XML parser (saxes, which exceljs brings): it throws on any
 * well-formedness or namespace fault, and returns the contexts, units and facts as the document states them.
 */
export interface ParsedNode {
  name: string;
  attrs: Record<string, string>;
  children: (ParsedNode | string)[];
  parent: ParsedNode | null;
}

export interface IxContext {
  id: string;
  identifier: string;
  instant: string | null;
  start: string | null;
  end: string | null;
  /** dimension → member */
  members: Record<string, string>;
}

export interface IxFact {
  kind: "nonFraction" | "nonNumeric";
  name: string;
  contextRef: string;
  unitRef: string | null;
  /** nonFraction: the number (sign applied, separators removed); nonNumeric: the text. */
  value: number | string;
  format: string | null;
  hidden: boolean;
}

export interface IxbrlDocument {
  root: ParsedNode;
  namespaces: Record<string, string>;
  contexts: Map<string, IxContext>;
  units: Set<string>;
  facts: IxFact[];
}

export function parseXml(xml: string): ParsedNode {
  const parser = new SaxesParser({ xmlns: true });
  let root: ParsedNode | null = null;
  let current: ParsedNode | null = null;
  let failure: Error | null = null;
  parser.on("error", (e) => {
    failure ??= e;
  });
  parser.on("opentag", (tag) => {
    const attrs: Record<string, string> = {};
    for (const [k, a] of Object.entries(tag.attributes)) attrs[k] = typeof a === "string" ? a : a.value;
    const node: ParsedNode = { name: tag.name, attrs, children: [], parent: current };
    if (current) current.children.push(node);
    else root = node;
    current = node;
  });
  parser.on("text", (text) => {
    current?.children.push(text);
  });
  parser.on("closetag", () => {
    current = current?.parent ?? null;
  });
  parser.write(xml).close();
  if (failure) throw failure;
  if (!root) throw new Error("no root element");
  return root;
}

export function textContent(node: ParsedNode): string {
  return node.children.map((c) => (typeof c === "string" ? c : textContent(c))).join("");
}

export function elements(node: ParsedNode, name: string): ParsedNode[] {
  const out: ParsedNode[] = [];
  const walk = (n: ParsedNode) => {
    for (const c of n.children) {
      if (typeof c === "string") continue;
      if (c.name === name) out.push(c);
      walk(c);
    }
  };
  walk(node);
  return out;
}

function within(node: ParsedNode, name: string): boolean {
  for (let n = node.parent; n; n = n.parent) if (n.name === name) return true;
  return false;
}

function contextOf(node: ParsedNode): IxContext {
  const one = (name: string) => {
    const found = elements(node, name)[0];
    return found ? textContent(found) : null;
  };
  const members: Record<string, string> = {};
  for (const m of elements(node, "xbrldi:explicitMember")) members[m.attrs.dimension!] = textContent(m).trim();
  return {
    id: node.attrs.id!,
    identifier: one("xbrli:identifier") ?? "",
    instant: one("xbrli:instant"),
    start: one("xbrli:startDate"),
    end: one("xbrli:endDate"),
    members,
  };
}

/** ixt:num-dot-decimal: digits with comma separators; sign="-" negates. */
function numberOf(node: ParsedNode): number {
  const text = textContent(node).trim();
  if (!/^\d{1,3}(,\d{3})*(\.\d+)?$/.test(text)) throw new Error(`${node.attrs.name}: "${text}" is not num-dot-decimal`);
  const n = Number(text.replace(/,/g, ""));
  return node.attrs.sign === "-" ? -n : n;
}

export function readIxbrl(xml: string): IxbrlDocument {
  const root = parseXml(xml);
  const namespaces: Record<string, string> = {};
  for (const [k, v] of Object.entries(root.attrs)) if (k.startsWith("xmlns:")) namespaces[k.slice(6)] = v;
  const contexts = new Map(elements(root, "xbrli:context").map((c) => [c.attrs.id!, contextOf(c)]));
  const units = new Set(elements(root, "xbrli:unit").map((u) => u.attrs.id!));
  const facts: IxFact[] = [];
  for (const kind of ["nonFraction", "nonNumeric"] as const) {
    for (const f of elements(root, `ix:${kind}`)) {
      facts.push({
        kind,
        name: f.attrs.name!,
        contextRef: f.attrs.contextRef!,
        unitRef: f.attrs.unitRef ?? null,
        value: kind === "nonFraction" ? numberOf(f) : textContent(f),
        format: f.attrs.format ?? null,
        hidden: within(f, "ix:hidden"),
      });
    }
  }
  return { root, namespaces, contexts, units, facts };
}

/** The one value of a concept in a context (throws when absent or tagged twice with different values). */
export function factValue(doc: IxbrlDocument, name: string, contextRef: string): number | string {
  const found = doc.facts.filter((f) => f.name === name && f.contextRef === contextRef);
  if (found.length === 0) throw new Error(`${name} is not tagged in ${contextRef}`);
  if (new Set(found.map((f) => f.value)).size > 1) throw new Error(`${name} in ${contextRef} has two values`);
  return found[0]!.value;
}

/** Concepts whose FRC taxonomy period type is instant; every other concept tagged here is a duration. */
export const INSTANT_CONCEPTS = new Set([
  "core:CalledUpShareCapitalNotPaidNotExpressedAsCurrentAsset",
  "core:FixedAssets",
  "core:CurrentAssets",
  "core:PrepaymentsAccruedIncomeNotExpressedWithinCurrentAssetSubtotal",
  "core:Creditors",
  "core:NetCurrentAssetsLiabilities",
  "core:TotalAssetsLessCurrentLiabilities",
  "core:ProvisionsForLiabilitiesBalanceSheetSubtotal",
  "core:AccruedLiabilitiesNotExpressedWithinCreditorsSubtotal",
  "core:NetAssetsLiabilities",
  "core:Equity",
  "bus:BalanceSheetDate",
  "bus:StartDateForPeriodCoveredByReport",
  "bus:EndDateForPeriodCoveredByReport",
  "core:DateAuthorisationFinancialStatementsForIssue",
]);
