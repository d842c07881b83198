import { e, el, serialiseXml, type XmlElement } from "./xml-writer";

export const GOVTALK_NAMESPACE = "http://www.govtalk.gov.uk/CM/envelope";

/** The software as HMRC knows it: the 4-digit vendor ID HMRC issued, the product's name and version. */
export interface GovTalkChannel {
  vendorId: string;
  product: string;
  version: string;
}

export interface GovTalkSettings {
  /** HMRC's "test in live": checks everything, files nothing (class HMRC-CT-CT600-TIL). */
  testInLive: boolean;
  channel: GovTalkChannel;
}

/** The Government Gateway user ID and password the company files with; used for the submit message only. */
export interface GatewayCredentials {
  userId: string;
  password: string;
}

export const ct600Class = (testInLive: boolean): string => (testInLive ? "HMRC-CT-CT600-TIL" : "HMRC-CT-CT600");

const XML_DECLARATION = '<?xml version="1.0" encoding="UTF-8"?>\n';

/**
 * MessageDetails: GatewayTest is 0 both live and in test in live (1 only on HMRC's own test service); the
 * CorrelationID is empty on a submit (HMRC answers 1020 otherwise) and names the submission afterwards.
 */
function messageDetails(s: GovTalkSettings, qualifier: string, fn: string, correlationId: string): XmlElement {
  return e(
    "MessageDetails",
    e("Class", ct600Class(s.testInLive)),
    e("Qualifier", qualifier),
    e("Function", fn),
    e("CorrelationID", correlationId),
    e("Transformation", "XML"),
    e("GatewayTest", "0"),
  );
}

function message(header: XmlElement, details: XmlElement, body: XmlElement | null): string {
  const root = el("GovTalkMessage", { xmlns: GOVTALK_NAMESPACE }, e("EnvelopeVersion", "2.0"), header, details, body);
  return XML_DECLARATION + serialiseXml(root);
}

/** `request`/`submit`: the return in the Body, the company's credentials, the UTR key and the software's channel. */
export function govTalkSubmit(
  s: GovTalkSettings,
  credentials: GatewayCredentials,
  utr: string,
  body: XmlElement,
): string {
  const sender = e(
    "SenderDetails",
    e(
      "IDAuthentication",
      e("SenderID", credentials.userId),
      e("Authentication", e("Method", "clear"), e("Role", "Principal"), e("Value", credentials.password)),
    ),
  );
  const details = e(
    "GovTalkDetails",
    e("Keys", el("Key", { Type: "UTR" }, utr)),
    e("TargetDetails", e("Organisation", "HMRC")),
    e(
      "ChannelRouting",
      e("Channel", e("URI", s.channel.vendorId), e("Product", s.channel.product), e("Version", s.channel.version)),
    ),
  );
  return message(e("Header", messageDetails(s, "request", "submit", ""), sender), details, e("Body", body));
}

/** `poll`/`submit`: only the CorrelationID (no credentials, empty keys and body). */
export const govTalkPoll = (s: GovTalkSettings, correlationId: string): string =>
  message(e("Header", messageDetails(s, "poll", "submit", correlationId)), e("GovTalkDetails", e("Keys")), e("Body"));

/** `request`/`delete`: removes HMRC's copy of the answer once it has been read. */
export const govTalkDelete = (s: GovTalkSettings, correlationId: string): string =>
  message(
    e("Header", messageDetails(s, "request", "delete", correlationId)),
    e("GovTalkDetails", e("Keys")),
    e("Body"),
  );
