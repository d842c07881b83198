import type { Element } from "@xmldom/xmldom";
import type { GovTalkAnswer, GovTalkError, SuccessReceipt } from "../../../../core/filing/hmrc";
import { at, child, childElements, descendants, parseXml, textOf } from "./xml-dom";

function readError(e: Element): GovTalkError {
  const n = Number.parseInt(textOf(child(e, "Number")), 10);
  return {
    raisedBy: textOf(child(e, "RaisedBy")),
    number: Number.isFinite(n) ? n : null,
    type: textOf(child(e, "Type")),
    text: childElements(e)
      .filter((c) => c.localName === "Text")
      .map(textOf)
      .join(" "),
    location: childElements(e)
      .filter((c) => c.localName === "Location")
      .map(textOf)
      .join(" "),
  };
}

/** GovTalkErrors first (e.g. 3001), then the ErrorResponse's details in the Body (e.g. 5005 with its location). */
function readErrors(root: Element): GovTalkError[] {
  const errorsIn = (n: Element | null) => (n ? childElements(n).filter((c) => c.localName === "Error") : []);
  return [...errorsIn(at(root, "GovTalkDetails", "GovTalkErrors")), ...errorsIn(at(root, "Body", "ErrorResponse"))].map(
    readError,
  );
}

/**
 * The IRmark receipt: HMRC quotes the IRmark in base32 inside the receipt's message ("The associated IRmark was:
 * …"); the message and the accepted time are kept as HMRC wrote them.
 */
function readReceipt(root: Element): SuccessReceipt | null {
  const success = at(root, "Body", "SuccessResponse");
  if (!success) return null;
  const message = textOf(at(success, "IRmarkReceipt", "Message"));
  const quoted = /IRmark was:?\s*([A-Z2-7]{32})/.exec(message);
  return {
    irmarkBase32: quoted?.[1] ?? null,
    message,
    acceptedAt: textOf(child(success, "AcceptedTime")) || null,
  };
}

function pollInterval(endpoint: Element | null): number | null {
  const raw = endpoint?.getAttribute("PollInterval");
  const n = raw ? Number(raw) : Number.NaN;
  return Number.isFinite(n) && n >= 0 ? n : null;
}

/**
 * A Transaction Engine answer read by local name, or null when the text is not a GovTalk message (an HTML page from
 * the edge network, an empty or cut-off answer): the caller treats that as transient.
 */
export function readGovTalkAnswer(xml: string): GovTalkAnswer | null {
  const root = parseXml(xml)?.documentElement ?? null;
  if (root?.localName !== "GovTalkMessage") return null;
  const details = at(root, "Header", "MessageDetails");
  const qualifier = textOf(child(details, "Qualifier"));
  const endpointEl = child(details, "ResponseEndPoint");
  const base = {
    correlationId: textOf(child(details, "CorrelationID")),
    endpoint: textOf(endpointEl) || null,
    pollIntervalSeconds: pollInterval(endpointEl),
  };
  if (qualifier === "acknowledgement") return { ...base, kind: "acknowledgement" };
  if (qualifier === "response") {
    return { ...base, kind: "response", function: textOf(child(details, "Function")), receipt: readReceipt(root) };
  }
  if (qualifier === "error" || descendants(root, "GovTalkErrors").length > 0) {
    return { ...base, kind: "error", errors: readErrors(root) };
  }
  return null;
}
