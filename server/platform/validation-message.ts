/**
 * A request that fails its schema is answered in words a person reads: "row 1: the date is required", never
 * `transactions.0.date: Invalid input`. The path of each problem becomes the row and the field's name; zod's
 * standard messages become short phrases; a schema's own message (written for people, lower case) is kept. A route
 * whose page labels its fields (the Company page) names them by those labels instead (`FieldLabels`).
 */

import type { FieldLabels } from "../../core/contracts";

declare module "fastify" {
  interface FastifyContextConfig {
    /** How the route's page labels its fields, for its validation messages. */
    fieldLabels?: FieldLabels;
  }
}

/** One problem as fastify-type-provider-zod reports it: the zod issue's path, code, message and the rest. */
export interface ValidationProblem {
  instancePath?: string;
  keyword?: string;
  message?: string;
  params?: Record<string, unknown>;
}

/** Lists whose items are the rows of a statement or of the transactions list. */
const ROW_LISTS = new Set(["transactions", "rows", "lines"]);

/** Field names whose words are not just their camelCase split. */
const FIELD_WORDS: Record<string, string> = {
  utr: "UTR",
  vatRate: "VAT rate",
  vatNumber: "VAT number",
  vatRegistered: "VAT registration",
  vatRegisteredFrom: "date of VAT registration",
  payeNic: "PAYE and National Insurance",
  email: "e-mail address",
  ids: "list of rows chosen",
  transactionIds: "list of rows chosen",
  id: "row",
  undoToken: "undo token",
  headerMap: "column mapping",
  positive: "reading of positive amounts",
  balanceTiming: "reading of the balance",
  fileContent: "file",
  writtenOff: "amount written off or waived",
  periodConfirmed: "confirmation of the period",
};

const ACRONYMS = new Set(["vat", "utr", "paye", "nic", "csv", "url", "pdf", "ch", "hmrc", "llm", "iban", "bic"]);

/** "registrationNumber" → "registration number"; "payeNic" → "PAYE NIC". */
function fieldWords(name: string): string {
  const known = FIELD_WORDS[name];
  if (known) return known;
  return name
    .replace(/([a-z0-9])([A-Z])/g, "$1 $2")
    .replace(/[_-]+/g, " ")
    .toLowerCase()
    .split(" ")
    .map((w) => (ACRONYMS.has(w) ? w.toUpperCase() : w))
    .join(" ");
}

const isIndex = (segment: string) => /^\d+$/.test(segment);
/** A record's key that is a record's id (a bank account's), which means nothing to a person reading the message. */
const isId = (segment: string) => /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(segment);
const ONE_ENTRY = "one of them";

/** A field's label on its page, if the route gives one: a top-level field's, or a nested one's under its group. */
function labelFor(segments: readonly string[], i: number, labels: FieldLabels | undefined): string | undefined {
  if (!labels) return undefined;
  if (i === 0) return labels.top[segments[0]!];
  if (i === 1) return labels.nested?.[segments[0]!]?.[segments[1]!];
  return undefined;
}

/**
 * "/transactions/0/date" → "row 1: the date"; "/openingBalances/vat" → "opening balances: the VAT"; an entry keyed by
 * an id, "/cashExplanations/0190a3f4-…" → "cash explanations: one of them"; "" → "". With
 * the Company page's labels: "/nonGroupDividendsReceived" → "Non-group dividends received (£)".
 */
export function pathInWords(instancePath: string, labels?: FieldLabels): string {
  const segments = instancePath.split("/").filter((s) => s !== "");
  const parts: string[] = [];
  let lastLabelled = false;
  segments.forEach((segment, i) => {
    const parent = segments[i - 1];
    lastLabelled = false;
    if (isIndex(segment)) {
      const n = Number(segment) + 1;
      if (parent !== undefined && ROW_LISTS.has(parent)) parts[parts.length - 1] = `row ${n}`;
      else parts.push(`item ${n}`);
      return;
    }
    if (isId(segment)) {
      parts.push(ONE_ENTRY);
      return;
    }
    const label = labelFor(segments, i, labels);
    lastLabelled = label !== undefined;
    parts.push(label ?? fieldWords(segment));
  });
  if (parts.length === 0) return "";
  const last = parts.length - 1;
  if (!lastLabelled && parts[last] !== ONE_ENTRY && !/^(row|item) \d+$/.test(parts[last]!)) {
    parts[last] = `the ${parts[last]}`;
  }
  return parts.join(": ");
}

const TYPE_WORDS: Record<string, string> = {
  string: "text",
  number: "a number",
  int: "a whole number",
  boolean: "yes or no (true or false)",
  array: "a list",
  object: "a group of fields",
  date: "a date",
};

/** How zod's own messages begin (zod 4); any other message was written by a schema. */
const ZOD_STANDARD = /^(Invalid|Too small|Too big|Unrecognized key)/;

const count = (n: unknown) => (typeof n === "number" ? n.toLocaleString("en-GB") : String(n));

/** zod's standard message for an issue, in a short phrase that follows the field's name. */
function problemInWords(p: ValidationProblem): string {
  const raw = p.message ?? "is invalid";
  // A schema's own message is written for people: a phrase ("must be the company's 10-digit UTR") or a sentence
  // ("Subject is a bit short. …"). Only zod's standard messages are put in words here.
  if (!ZOD_STANDARD.test(raw)) return raw;
  const params = p.params ?? {};
  switch (p.keyword) {
    case "invalid_type": {
      if (/received undefined/.test(raw) || params.input === undefined) return "is required";
      const expected = String(params.expected ?? "");
      return `should be ${TYPE_WORDS[expected] ?? expected}`;
    }
    case "too_small":
      if (params.origin === "string") return params.minimum === 1 ? "must not be empty" : `is too short`;
      if (params.origin === "array") return params.minimum === 1 ? "needs at least one entry" : "has too few entries";
      return `must be at least ${count(params.minimum)}`;
    case "too_big":
      if (params.origin === "string") return `is too long (at most ${count(params.maximum)} characters)`;
      if (params.origin === "array") return `has too many entries (at most ${count(params.maximum)})`;
      return `must be at most ${count(params.maximum)}`;
    case "invalid_format":
      return params.format === "email" ? "is not an e-mail address" : "is not in the expected form";
    case "invalid_value": {
      const values = Array.isArray(params.values) ? params.values.map(String) : [];
      return values.length > 0 && values.length <= 8 ? `must be one of ${values.join(", ")}` : "is not allowed";
    }
    case "unrecognized_keys": {
      const keys = Array.isArray(params.keys) ? params.keys.map(String) : [];
      return `has fields this request does not take (${keys.join(", ")})`;
    }
    default:
      return raw;
  }
}

/** "row 1: the date is required"; a problem with the whole request has no field to name. */
export function validationMessage(p: ValidationProblem, labels?: FieldLabels): string {
  const where = pathInWords(String(p.instancePath ?? ""), labels);
  const what = problemInWords(p);
  if (!where) return what.charAt(0).toUpperCase() + what.slice(1);
  // A phrase follows the field's name; a sentence (a schema's own, or zod's not put in words) stands after a colon.
  return /^[A-Z]/.test(what) ? `${where}: ${what}` : `${where} ${what}`;
}
