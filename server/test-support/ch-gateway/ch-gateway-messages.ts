import { XMLParser } from "fast-xml-parser";
import { escapeHtml as esc } from "../../platform/http/escape-html";

/* The answers a Companies House XML gateway gives, written as the live one writes them (status elements in the
 * GovTalk envelope's namespace), and the reading of what a client sends it. For the loopback gateway only. */

const ENVELOPE = "http://www.govtalk.gov.uk/CM/envelope";

function envelope(cls: string, qualifier: string, body: string, errors = ""): string {
  return `<?xml version="1.0" encoding="UTF-8"?>
<GovTalkMessage xmlns="${ENVELOPE}">
  <EnvelopeVersion>1.0</EnvelopeVersion>
  <Header>
    <MessageDetails><Class>${esc(cls)}</Class><Qualifier>${qualifier}</Qualifier><GatewayTimestamp>2026-01-01T00:00:00</GatewayTimestamp></MessageDetails>
    <SenderDetails/>
  </Header>
  <GovTalkDetails><Keys/>${errors}</GovTalkDetails>
  <Body>${body}</Body>
</GovTalkMessage>`;
}

export const acknowledgement = (cls: string) => envelope(cls, "acknowledgement", "");

export function gatewayError(cls: string, number: string, text: string): string {
  return envelope(
    cls,
    "error",
    "",
    `<GovTalkErrors><Error><RaisedBy>Gateway</RaisedBy><Number>${number}</Number><Type>fatal</Type><Text>${esc(text)}</Text></Error></GovTalkErrors>`,
  );
}

export interface StatusLine {
  submissionNumber: string;
  statusCode: string;
  companyNumber: string;
  rejections: { code: string; description: string }[];
}

export function submissionStatus(lines: StatusLine[]): string {
  const status = (l: StatusLine) => {
    const rejections = l.rejections.length
      ? `<Rejections>${l.rejections
          .map(
            (r, i) =>
              `<Reject><RejectCode>${esc(r.code)}</RejectCode><Description>${esc(r.description)}</Description><InstanceNumber>${i + 1}</InstanceNumber></Reject>`,
          )
          .join("")}</Rejections>`
      : "";
    return `<Status><SubmissionNumber>${esc(l.submissionNumber)}</SubmissionNumber><StatusCode>${l.statusCode}</StatusCode>${rejections}<CompanyNumber>${esc(l.companyNumber)}</CompanyNumber></Status>`;
  };
  return envelope(
    "GetSubmissionStatus",
    "response",
    `<SubmissionStatus>${lines.map(status).join("")}</SubmissionStatus>`,
  );
}

export const statusAckAnswer = () => envelope("StatusAck", "response", "<StatusAck/>");

/** A message as the gateway reads it: by local name, leaf texts as they are. */
const parser = new XMLParser({ removeNSPrefix: true, ignoreAttributes: true, parseTagValue: false, trimValues: true });

export type Tree = { [name: string]: Tree | string | undefined };

export function readMessage(xml: string): Tree | null {
  try {
    const doc = parser.parse(xml) as Tree;
    return typeof doc.GovTalkMessage === "object" ? (doc.GovTalkMessage as Tree) : null;
  } catch {
    return null;
  }
}

/** The text at a path of element names, "" when absent. */
export function at(tree: Tree | string | undefined, ...path: string[]): string {
  let node: Tree | string | undefined = tree;
  for (const name of path) node = typeof node === "object" ? node[name] : undefined;
  return typeof node === "string" ? node : "";
}

export function has(tree: Tree | string | undefined, ...path: string[]): boolean {
  let node: Tree | string | undefined = tree;
  for (const name of path) node = typeof node === "object" ? node[name] : undefined;
  return node !== undefined;
}
