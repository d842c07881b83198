import { XMLParser, XMLValidator } from "fast-xml-parser";

/** One refusal reason of a rejected submission, as Companies House words it. */
export interface Rejection {
  code: string;
  description: string;
}

/** A GovTalkErrors/Error: the gateway refused the message itself (502: the presenter's credentials). */
export interface GatewayError {
  number: string;
  type: string;
  text: string;
}

/** One SubmissionStatus/Status of a GetSubmissionStatus answer. */
export interface StatusEntry {
  submissionNumber: string;
  /** ACCEPT, REJECT, PENDING, PARKED or INTERNAL_FAILURE. */
  statusCode: string;
  companyNumber: string | null;
  rejections: Rejection[];
}

export type GatewayAnswer =
  /** Not a GovTalk message we can read (HTML from a proxy, a cut-off answer): a passing fault. */
  | { kind: "malformed"; reason: string }
  | { kind: "error"; errors: GatewayError[] }
  /** A request or poll answered without errors; `statuses` is empty for anything but GetSubmissionStatus. */
  | { kind: "answer"; qualifier: string; statuses: StatusEntry[] };

type Node = Record<string, unknown>;

/*
 * Elements are read by their local name whatever their namespace or prefix: the live gateway answers the status
 * elements in the GovTalk envelope's namespace, not in xmlgw.companieshouse.gov.uk as its schema says.
 */
const parser = new XMLParser({
  removeNSPrefix: true,
  ignoreAttributes: true,
  parseTagValue: false,
  trimValues: true,
  isArray: (name) => name === "Status" || name === "Reject" || name === "Error",
});

const isNode = (v: unknown): v is Node => typeof v === "object" && v !== null && !Array.isArray(v);
const child = (n: unknown, name: string): unknown => (isNode(n) ? n[name] : undefined);
const list = (v: unknown): unknown[] => (Array.isArray(v) ? v : v === undefined || v === "" ? [] : [v]);

function text(v: unknown): string {
  if (typeof v === "string") return v;
  if (typeof v === "number" || typeof v === "boolean") return String(v);
  if (isNode(v) && "#text" in v) return text(v["#text"]);
  return "";
}

/** Reads what the gateway answered; never throws. */
export function readGatewayAnswer(xml: string): GatewayAnswer {
  if (!xml.trim().startsWith("<")) return { kind: "malformed", reason: "the answer is not XML" };
  const valid = XMLValidator.validate(xml);
  if (valid !== true) return { kind: "malformed", reason: `the answer is not well-formed XML (${valid.err.msg})` };
  let doc: unknown;
  try {
    doc = parser.parse(xml);
  } catch (err) {
    return { kind: "malformed", reason: `the answer could not be read (${(err as Error).message})` };
  }
  const root = child(doc, "GovTalkMessage");
  if (!isNode(root)) return { kind: "malformed", reason: "the answer is not a GovTalk message" };
  const qualifier = text(child(child(child(root, "Header"), "MessageDetails"), "Qualifier"));
  if (!qualifier) return { kind: "malformed", reason: "the answer has no Qualifier" };
  const errors = list(child(child(child(root, "GovTalkDetails"), "GovTalkErrors"), "Error")).map(gatewayError);
  if (qualifier === "error" || errors.length > 0) {
    return errors.length > 0
      ? { kind: "error", errors }
      : { kind: "malformed", reason: "an error answer without its errors" };
  }
  const statuses = list(child(child(child(root, "Body"), "SubmissionStatus"), "Status")).map(statusEntry);
  return { kind: "answer", qualifier, statuses };
}

function gatewayError(e: unknown): GatewayError {
  return { number: text(child(e, "Number")), type: text(child(e, "Type")), text: text(child(e, "Text")) };
}

function statusEntry(s: unknown): StatusEntry {
  const rejections = list(child(child(s, "Rejections"), "Reject")).map((r) => ({
    code: text(child(r, "RejectCode")),
    description: text(child(r, "Description")),
  }));
  const companyNumber = text(child(s, "CompanyNumber"));
  return {
    submissionNumber: text(child(s, "SubmissionNumber")),
    statusCode: text(child(s, "StatusCode")).toUpperCase(),
    companyNumber: companyNumber || null,
    rejections,
  };
}
