import { readFile } from "node:fs/promises";
import path from "node:path";
import { registerCustomXPathFunction, Schema } from "node-schematron";
import {
  EXSLT_DATES_NAMESPACE,
  EXSLT_MATH_NAMESPACE,
  exsltAdd,
  exsltDate,
  exsltDayInMonth,
  exsltDifference,
  exsltMonthInYear,
  exsltSeconds,
  exsltYear,
} from "./exslt-dates";
import { HMRC_SCHEMA_DIR } from "./schema-validation";

/** HMRC's CT business rules (the Schematron of the CT-2014 v1.994 release, kept unchanged), which the tests run. */
export const HMRC_RULES_PATH = path.join(HMRC_SCHEMA_DIR, "CT-2014-v1-994.sch");

export interface RuleFailure {
  /** HMRC's error number of the failed assertion (its errorCode diagnostic, which every assertion has). */
  rule: string;
  message: string;
  /** Where in the document, as a path of local names with positions (/GovTalkMessage[1]/Body[1]/…). */
  location: string;
}

interface Clock {
  /**
   * "Today" for date:date() without an argument (HMRC's rules call no other date function without one): a date-time
   * (YYYY-MM-DDThh:mm:ssZ).
   */
  now: string;
}

let clock: Clock = { now: "1970-01-01T00:00:00Z" };
let registered = false;

/** An argument as text: a node's text content, or the value itself. */
function text(v: unknown): string {
  if (v === null || v === undefined) return "";
  if (typeof v === "object" && "textContent" in v) return String(v.textContent ?? "");
  return String(v);
}

/** The EXSLT date functions, registered once for every Schematron run (fontoxpath's registry is global). */
function registerExslt(): void {
  if (registered) return;
  registered = true;
  const name = (localName: string) => ({ namespaceURI: EXSLT_DATES_NAMESPACE, localName });
  registerCustomXPathFunction(name("seconds"), ["item()?"], "xs:double", (_, v) => exsltSeconds(text(v)));
  registerCustomXPathFunction(name("date"), ["item()?"], "xs:string", (_, v) => exsltDate(text(v)));
  registerCustomXPathFunction(name("date"), [], "xs:string", () => exsltDate(clock.now));
  registerCustomXPathFunction(name("add"), ["item()?", "item()?"], "xs:string", (_, d, p) =>
    exsltAdd(text(d), text(p)),
  );
  registerCustomXPathFunction(name("difference"), ["item()?", "item()?"], "xs:string", (_, a, b) =>
    exsltDifference(text(a), text(b)),
  );
  registerCustomXPathFunction(name("year"), ["item()?"], "xs:double", (_, v) => exsltYear(text(v)));
  registerCustomXPathFunction(name("month-in-year"), ["item()?"], "xs:double", (_, v) => exsltMonthInYear(text(v)));
  registerCustomXPathFunction(name("day-in-month"), ["item()?"], "xs:double", (_, v) => exsltDayInMonth(text(v)));
  // fontoxpath binds the prefix math to XPath's own math namespace (which has no abs) before asking the schema, so
  // EXSLT's math:abs is provided under both.
  for (const namespaceURI of [EXSLT_MATH_NAMESPACE, XPATH_MATH_NAMESPACE])
    registerCustomXPathFunction({ namespaceURI, localName: "abs" }, ["item()?"], "xs:double", (_, v) =>
      Math.abs(typeof v === "number" ? v : Number(text(v))),
    );
}

interface SlimNode {
  nodeType: number;
  localName?: string | null;
  parentNode: SlimNode | null;
  previousSibling: SlimNode | null;
}

function locationOf(node: SlimNode): string {
  const steps: string[] = [];
  for (let n: SlimNode | null = node; n && n.nodeType === 1; n = n.parentNode) {
    let position = 1;
    for (let s = n.previousSibling; s; s = s.previousSibling)
      if (s.nodeType === 1 && s.localName === n.localName) position++;
    steps.unshift(`${n.localName}[${position}]`);
  }
  return `/${steps.join("/")}`;
}

const XPATH_MATH_NAMESPACE = "http://www.w3.org/2005/xpath-functions/math";

/**
 * The prefixes a `queryBinding="exslt"` processor binds itself: HMRC's file calls date:… and math:… without
 * declaring them in <sch:ns>.
 */
const EXSLT_PREFIXES = [
  { prefix: "date", uri: EXSLT_DATES_NAMESPACE },
  { prefix: "math", uri: EXSLT_MATH_NAMESPACE },
];

/**
 * XSLT's current() (the rule's context node; HMRC's file uses it in a few predicates) is not an XPath function:
 * a test that calls it runs as `let $current := . return (…)` with each current() read as $current, which is what
 * current() means in a Schematron assertion (the node the rule fired on).
 */
export function withoutCurrent(test: string): string {
  if (!/\bcurrent\(\s*\)/.test(test)) return test;
  return `let $current := . return (${test.replace(/\bcurrent\(\s*\)/g, "$current")})`;
}

/** A path to elements (., (.), ct:A/ct:B, ../../ct:A): its value is untyped text in XPath 3.1. */
const PATH = String.raw`(?:\(\.\)|\.\.?(?:/[A-Za-z]+:[A-Za-z]+)*(?:/\.\.)*(?:/[A-Za-z]+:[A-Za-z]+)*|[A-Za-z]+:[A-Za-z]+(?:/[A-Za-z]+:[A-Za-z]+)*)`;
const PATH_COMPARISON = new RegExp(String.raw`(^|[\s(])(${PATH})\s*(<=|>=|<|>)\s*(${PATH})(?=$|[\s)])`, "g");

/**
 * XPath 1.0 (HMRC's rules) compares with <, <=, > and >= as numbers; XPath 3.1 (fontoxpath) compares two untyped
 * values as strings ("900" > "1000"). A comparison of two element paths runs on their numbers:
 * `(A ! number(.)) op (B ! number(.))`, which keeps 1.0's any-pair meaning for several nodes and NaN for non-numbers.
 */
export function numericComparisons(test: string): string {
  return test.replace(
    PATH_COMPARISON,
    (_, lead: string, a: string, op: string, b: string) => `${lead}(${a} ! number(.)) ${op} (${b} ! number(.))`,
  );
}

/** Multiplying by a rate read as text: XPath 1.0 takes the string's number, XPath 3.1 rejects it (XPTY0004). */
const RATE_AS_NUMBER = {
  find: "(translate(string(../ct:TaxRate),'.',''))",
  replace: "number(translate(string(../ct:TaxRate),'.',''))",
  why: "XPath 1.0 multiplies by a string's number; XPath 3.1 rejects a string operand (XPTY0004)",
};

/**
 * Assertions whose XPath 1.0 does not run in XPath 3.1 as written, each with the one change that makes it run
 * with the same meaning. Compilation fails if a listed text is not found, so the list stays exactly what changes.
 */
export const XPATH1_ADAPTATIONS: readonly { assert: string; find: string; replace: string; why: string }[] = [
  // Each financial year's tax on the return (boxes 335–345, then 385–395) is its profit times its rate.
  { assert: "a_F035.0", ...RATE_AS_NUMBER },
  { assert: "a_F042.0", ...RATE_AS_NUMBER },
];

interface CompiledRules {
  schema: Schema;
  /** HMRC's error number of each assertion (its `errorCode.<name>` diagnostic), by the assertion's id. */
  errorCodes: Map<string, string>;
  /** The assertions of XPATH1_ADAPTATIONS found and changed. */
  adapted: string[];
}

/** The error number diagnostics (`<sch:diagnostic id="errorCode.X">9001</…>`) by the id of the assertion using them. */
function readErrorCodes(text: string): Map<string, string> {
  const codes = new Map<string, string>();
  for (const m of text.matchAll(/<(?:sch:)?diagnostic\s+id="errorCode\.([^"]+)"\s*>\s*(\d+)\s*</g))
    codes.set(`a_${m[1]}`, m[2]!);
  return codes;
}

function compile(text: string): CompiledRules {
  const schema = Schema.fromString(text);
  const errorCodes = readErrorCodes(text);
  for (const ns of EXSLT_PREFIXES)
    if (!schema.namespaces.some((n) => n.prefix === ns.prefix)) schema.namespaces.push({ ...ns } as never);
  const adaptations = new Map(XPATH1_ADAPTATIONS.map((a) => [a.assert, a]));
  for (const pattern of schema.patterns)
    for (const rule of pattern.rules) {
      // The library evaluates //(context) from every node; HMRC's contexts are absolute paths, which give the same
      // nodes from any node, so only the document node evaluates them (620 rules × every node took seconds).
      if (rule.context.startsWith("/")) rule.context = `self::document-node()/(${rule.context})`;
      for (const a of rule.asserts) {
        // A failure is reported under its assertion's error number: one without is refused, not reported unnumbered.
        if (!a.id || !errorCodes.has(a.id)) throw new Error(`Business rule ${a.id ?? a.test} has no error code`);
        const adaptation = adaptations.get(a.id);
        if (adaptation) {
          if (!a.test.includes(adaptation.find)) throw new Error(`${a.id}: "${adaptation.find}" is not in its test`);
          a.test = a.test.replace(adaptation.find, adaptation.replace);
          adaptations.delete(a.id);
        }
        a.test = numericComparisons(withoutCurrent(a.test));
        // An assertion that cannot be evaluated stops the run, naming itself: none is skipped silently.
        const validateNode = a.validateNode.bind(a);
        a.validateNode = (...args) => {
          try {
            return validateNode(...args);
          } catch (e) {
            throw new Error(`Business rule ${a.id ?? a.test} could not be evaluated: ${(e as Error).message}`);
          }
        };
      }
    }
  const adapted = XPATH1_ADAPTATIONS.map((a) => a.assert).filter((id) => !adaptations.has(id));
  return { schema, errorCodes, adapted };
}

/** Compiled once per file and process: HMRC's file is about a megabyte and a thousand assertions. */
const compiled = new Map<string, Promise<CompiledRules>>();
export const loadRules = (file: string): Promise<CompiledRules> => {
  const known = compiled.get(file);
  if (known) return known;
  const rules = readFile(file, "utf8").then(compile);
  compiled.set(file, rules);
  return rules;
};

/**
 * Runs a Schematron file (HMRC's rules, `queryBinding="exslt"`, or any in that dialect with an error code for each
 * assertion) over a document and returns every assertion that failed and every report that fired. XPath runs in
 * fontoxpath (XPath 3.1, which reads the rules' XPath 1.0), with the EXSLT date functions provided; `now` fixes the
 * functions' "today".
 */
export async function runBusinessRules(schematronPath: string, xml: string, now: string): Promise<RuleFailure[]> {
  registerExslt();
  const { schema, errorCodes } = await loadRules(schematronPath);
  clock = { now };
  return schema.validateString(xml).map((r) => {
    const message = (r.message ?? "").replace(/\s+/g, " ").trim();
    return {
      // compile refused any assertion without its error number.
      rule: errorCodes.get(r.assertId!)!,
      message,
      location: locationOf(r.context as unknown as SlimNode),
    };
  });
}
