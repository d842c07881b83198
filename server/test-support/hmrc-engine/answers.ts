import type { GovTalkError } from "../../../core/filing/hmrc";

/** The Transaction Engine's answers, in GovTalk 2.0 as HMRC writes them (test-only). */
const esc = (s: string) => s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");

export interface AnswerHeader {
  className: string;
  qualifier: "acknowledgement" | "response" | "error";
  fn: "submit" | "delete";
  correlationId: string;
  endpoint?: { url: string; pollInterval: number };
}

function envelope(h: AnswerHeader, govTalkDetails: string, body: string): string {
  const endpoint = h.endpoint
    ? `<ResponseEndPoint PollInterval="${h.endpoint.pollInterval}">${esc(h.endpoint.url)}</ResponseEndPoint>`
    : "<ResponseEndPoint/>";
  return `<?xml version="1.0" encoding="UTF-8"?>
<GovTalkMessage xmlns="http://www.govtalk.gov.uk/CM/envelope"><EnvelopeVersion>2.0</EnvelopeVersion><Header><MessageDetails><Class>${esc(h.className)}</Class><Qualifier>${h.qualifier}</Qualifier><Function>${h.fn}</Function><TransactionID/><CorrelationID>${h.correlationId}</CorrelationID>${endpoint}<GatewayTimestamp>${new Date().toISOString().slice(0, 23)}</GatewayTimestamp></MessageDetails><SenderDetails/></Header><GovTalkDetails><Keys/>${govTalkDetails}</GovTalkDetails>${body}</GovTalkMessage>`;
}

const errorXml = (e: GovTalkError) =>
  `<Error><RaisedBy>${esc(e.raisedBy)}</RaisedBy>${e.number === null ? "" : `<Number>${e.number}</Number>`}<Type>${esc(e.type)}</Type><Text>${esc(e.text)}</Text><Location>${esc(e.location)}</Location></Error>`;

export const acknowledgement = (h: Omit<AnswerHeader, "qualifier">) =>
  envelope({ ...h, qualifier: "acknowledgement" }, "", "<Body/>");

/** An error in GovTalkErrors; business errors (3001) carry their details in the Body's ErrorResponse. */
export function errorAnswer(h: Omit<AnswerHeader, "qualifier">, errors: GovTalkError[], details: GovTalkError[] = []) {
  const body =
    details.length === 0
      ? "<Body/>"
      : `<Body><ErrorResponse xmlns="http://www.govtalk.gov.uk/CM/errorresponse" SchemaVersion="2.0"><Application><MessageCount>${details.length}</MessageCount></Application>${details.map(errorXml).join("")}</ErrorResponse></Body>`;
  return envelope(
    { ...h, qualifier: "error" },
    `<GovTalkErrors>${errors.map(errorXml).join("")}</GovTalkErrors>`,
    body,
  );
}

/** The accepted return's receipt: the IRmark quoted in base32 in the message, and the accepted time. */
export function successAnswer(h: Omit<AnswerHeader, "qualifier">, utr: string, irmarkBase32: string, at: Date) {
  const when = `${at.toISOString().slice(11, 16).replace(":", ".")} on ${at.toISOString().slice(0, 10).split("-").reverse().join("/")}`;
  const message = `HMRC has received the ${h.className} document ref: ${utr} at ${when}. The associated IRmark was: ${irmarkBase32}. We strongly recommend that you keep this receipt electronically.`;
  return envelope(
    { ...h, qualifier: "response" },
    "",
    `<Body><SuccessResponse xmlns="http://www.inlandrevenue.gov.uk/SuccessResponse"><IRmarkReceipt><Message code="0000">${esc(message)}</Message></IRmarkReceipt><Message code="077001">Thank you for your submission</Message><AcceptedTime>${at.toISOString().slice(0, 23)}</AcceptedTime></SuccessResponse></Body>`,
  );
}

export const deleteAnswer = (h: Omit<AnswerHeader, "qualifier" | "fn">) =>
  envelope({ ...h, qualifier: "response", fn: "delete" }, "", "<Body/>");

/** What HMRC's edge network answers when it blocks a request: an HTML page, not GovTalk. */
export const EDGE_403_PAGE =
  "<!DOCTYPE html><html><head><title>Access Denied</title></head><body><h1>Access Denied</h1><p>You don't have permission to access this server.</p></body></html>";
