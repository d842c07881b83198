import type { Element } from "@xmldom/xmldom";
import { crossCheckReturn, type GovTalkError } from "../../../core/filing/hmrc";
import { HMRC_RULES_PATH, runBusinessRules } from "../../features/submissions/hmrc/business-rules";
import { computeIrmark } from "../../features/submissions/hmrc/irmark";
import { readDocumentFacts } from "../../features/submissions/hmrc/ixbrl-facts";
import { validateAgainstHmrcSchemas } from "../../features/submissions/hmrc/schema-validation";
import { at, child, descendants, parseXml, textOf } from "../../features/submissions/hmrc/xml-dom";

/** A request as the engine reads it (by local name, like HMRC's gateway). */
export interface EngineRequest {
  root: Element;
  envelopeVersion: string;
  className: string;
  qualifier: string;
  fn: string;
  correlationId: string;
  gatewayTest: string;
  senderId: string;
  password: string;
  vendorId: string;
  utrKey: string;
}

export function readRequest(xml: string): EngineRequest | null {
  const root = parseXml(xml)?.documentElement ?? null;
  if (root?.localName !== "GovTalkMessage") return null;
  const details = at(root, "Header", "MessageDetails");
  const auth = at(root, "Header", "SenderDetails", "IDAuthentication");
  const key = descendants(at(root, "GovTalkDetails", "Keys") ?? root, "Key").find(
    (k) => k.getAttribute("Type") === "UTR",
  );
  return {
    root,
    envelopeVersion: textOf(child(root, "EnvelopeVersion")),
    className: textOf(child(details, "Class")),
    qualifier: textOf(child(details, "Qualifier")),
    fn: textOf(child(details, "Function")),
    correlationId: textOf(child(details, "CorrelationID")),
    gatewayTest: textOf(child(details, "GatewayTest")),
    senderId: textOf(child(auth, "SenderID")),
    password: textOf(at(auth, "Authentication", "Value")),
    vendorId: textOf(at(root, "GovTalkDetails", "ChannelRouting", "Channel", "URI")),
    utrKey: key ? textOf(key) : "",
  };
}

export const CT_CLASSES = new Set(["HMRC-CT-CT600", "HMRC-CT-CT600-TIL"]);

const gatewayError = (number: number, text: string, type = "fatal"): GovTalkError => ({
  raisedBy: "Gateway",
  number,
  type,
  text,
  location: "",
});

export interface EngineCredentials {
  userId: string;
  password: string;
  vendorId: string;
}

/** What the gateway refuses at once, before any acknowledgement: the envelope, the CorrelationID, the credentials. */
export function submitEnvelopeErrors(r: EngineRequest, c: EngineCredentials): GovTalkError[] {
  if (r.envelopeVersion !== "2.0" || !CT_CLASSES.has(r.className) || r.qualifier !== "request") {
    return [gatewayError(1001, "The submitted XML document failed to validate against the GovTalk schema")];
  }
  if (r.correlationId !== "") return [gatewayError(1020, "The CorrelationID must be empty on a submission")];
  if (r.vendorId !== c.vendorId) return [gatewayError(1001, "The software is not recognised (ChannelRouting)")];
  if (r.senderId !== c.userId || r.password !== c.password) {
    return [
      gatewayError(
        1046,
        "Authentication Failure. The supplied user credentials failed validation for the requested service.",
      ),
    ];
  }
  return [];
}

const detail = (number: number | null, text: string, location: string, type = "business"): GovTalkError => ({
  raisedBy: "ChRIS",
  number,
  type,
  text,
  location,
});

/** The UTR in the GovTalk key, the IRheader key and box 3 must all be the one company's (HMRC error 5005). */
function utrErrors(r: EngineRequest): GovTalkError[] {
  const ir = at(r.root, "Body", "IRenvelope");
  const header = textOf(at(ir, "IRheader", "Keys", "Key"));
  const box3 = textOf(at(ir, "CompanyTaxReturn", "CompanyInformation", "Reference"));
  if (r.utrKey === header && header === box3) return [];
  const where =
    "/hd:GovTalkMessage[1]/hd:Body[1]/ct:IRenvelope[1]/ct:CompanyTaxReturn[1]/ct:CompanyInformation[1]/ct:Reference[1]";
  return [
    detail(5005, `The UTR in the return (${box3}) does not match the UTR it was sent under (${r.utrKey})`, where),
  ];
}

const ATTACHED =
  "/hd:GovTalkMessage[1]/hd:Body[1]/ct:IRenvelope[1]/ct:CompanyTaxReturn[1]/ct:AttachedFiles[1]/ct:XBRLsubmission[1]";

/**
 * The company number, UTR and period end agree between the return and its attached accounts and computations
 * (HMRC's errors 1606 and 1607): a return whose period lies inside a longer period of account may carry that period's
 * accounts. Read here from the documents as sent, not from what the sender meant.
 */
function attachmentErrors(r: EngineRequest): GovTalkError[] {
  const ret = at(r.root, "Body", "IRenvelope", "CompanyTaxReturn");
  const files = at(ret, "AttachedFiles", "XBRLsubmission");
  if (!files) return [];
  const decoded = (name: string) =>
    Buffer.from(textOf(at(files, name, "Instance", "EncodedInlineXBRLDocument")), "base64").toString("utf8");
  const accounts = readDocumentFacts(decoded("Accounts"));
  const computations = readDocumentFacts(decoded("Computation"));
  if (!accounts || !computations) return [detail(null, "An attached document is not well-formed XHTML", ATTACHED)];
  const info = at(ret, "CompanyInformation");
  const identity = {
    registrationNumber: textOf(child(info, "RegistrationNumber")) || null,
    utr: textOf(child(info, "Reference")),
    period: { start: textOf(at(info, "PeriodCovered", "From")), end: textOf(at(info, "PeriodCovered", "To")) },
  };
  return crossCheckReturn(identity, accounts, computations).map((p) => detail(null, p.message, ATTACHED));
}

export interface BodyVerdict {
  irmarkCorrect: boolean;
  /** Schema and business rule failures, as the details of a 3001. */
  details: GovTalkError[];
}

/**
 * What HMRC checks after acknowledging: the IRmark recomputed from the Body, the schema, the UTRs, the attachments
 * against the return, and HMRC's business rules.
 */
export async function checkBody(xml: string, r: EngineRequest): Promise<BodyVerdict> {
  const sent = textOf(at(r.root, "Body", "IRenvelope", "IRheader", "IRmark"));
  let irmarkCorrect = false;
  try {
    irmarkCorrect = sent !== "" && computeIrmark(xml) === sent;
  } catch {
    irmarkCorrect = false;
  }
  const schema = await validateAgainstHmrcSchemas(xml);
  const details = schema.errors.map((e) => detail(null, e, "", "schema"));
  if (details.length === 0) details.push(...utrErrors(r), ...attachmentErrors(r));
  if (details.length === 0) {
    const failures = await runBusinessRules(HMRC_RULES_PATH, xml, new Date().toISOString());
    details.push(...failures.map((f) => detail(Number(f.rule), f.message, f.location)));
  }
  return { irmarkCorrect, details };
}
