import { readFile } from "node:fs/promises";
import path from "node:path";
import { registerCustomXPathFunction, Schema } from "node-schematron";
import { EXSLT_DATES_NAMESPACE, exsltAdd, exsltDate, exsltSeconds } from "./exslt-dates";
import { HMRC_SCHEMA_DIR } from "./schema-validation";

/** Where HMRC's CT business rules (the Schematron of the CT-2014 v1.994 release) go; the tests run them when present. */
export const HMRC_RULES_PATH = path.join(HMRC_SCHEMA_DIR, "CT-2014-v1-994.sch");

/** The project's own few rules in HMRC's dialect (test-rules/), run where HMRC's file is not there. */
export const SAMPLE_RULES_PATH = path.join(path.dirname(HMRC_SCHEMA_DIR), "test-rules", "ct-sample-rules.sch");

export interface RuleFailure {
  /** The assertion's id, or the number its message starts with (HMRC's rule numbers). */
  rule: string | null;
  message: string;
  /** Where in the document, as a path of local names with positions (/GovTalkMessage[1]/Body[1]/…). */
  location: string;
}

interface Clock {
  /** "Today" for date:date() and date:seconds() without an argument: a date-time (YYYY-MM-DDThh:mm:ssZ). */
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
  registerCustomXPathFunction(name("seconds"), [], "xs:double", () => exsltSeconds(clock.now));
  registerCustomXPathFunction(name("date"), ["item()?"], "xs:string", (_, v) => exsltDate(text(v)));
  registerCustomXPathFunction(name("date"), [], "xs:string", () => exsltDate(clock.now));
  registerCustomXPathFunction(name("add"), ["item()?", "item()?"], "xs:string", (_, d, p) =>
    exsltAdd(text(d), text(p)),
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

const schemas = new Map<string, Promise<Schema>>();
const loadSchema = (file: string) => {
  const known = schemas.get(file);
  if (known) return known;
  const schema = readFile(file, "utf8").then((text) => Schema.fromString(text));
  schemas.set(file, schema);
  return schema;
};

/**
 * Runs a Schematron file (HMRC's rules, `queryBinding="exslt"`, or any in that dialect) over a document and returns
 * every assertion that failed and every report that fired. XPath runs in fontoxpath (XPath 3.1, which reads the
 * rules' XPath 1.0), with the EXSLT date functions provided; `now` fixes the functions' "today".
 */
export async function runBusinessRules(schematronPath: string, xml: string, now: string): Promise<RuleFailure[]> {
  registerExslt();
  const schema = await loadSchema(schematronPath);
  clock = { now };
  return schema.validateString(xml).map((r) => {
    const message = (r.message ?? "").replace(/\s+/g, " ").trim();
    return {
      rule: r.assertId ?? /^(\d+)\b/.exec(message)?.[1] ?? null,
      message,
      location: locationOf(r.context as unknown as SlimNode),
    };
  });
}
