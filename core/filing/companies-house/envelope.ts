import { XMLBuilder } from "fast-xml-parser";

/**
 * The GovTalk envelope, version 1.0, that Companies House's XML gateway takes (design note "Companies House:
 * accounts by software"). The presenter is identified by the MD5 (lower-case hex) of its presenter ID and of its
 * presenter authentication code, with Method `clear`; the caller hashes them (core has no hashing of its own).
 */
export const GOVTALK_NAMESPACE = "http://www.govtalk.gov.uk/CM/envelope";
export const CH_NAMESPACE = "http://xmlgw.companieshouse.gov.uk";
const XSI = "http://www.w3.org/2001/XMLSchema-instance";
const ENVELOPE_SCHEMA = "http://xmlgw.companieshouse.gov.uk/v1-0/schema/Egov_ch-v2-0.xsd";

/** What stands in a stored copy of a message where a credential was sent. */
export const NOT_STORED = "[not stored]";

export interface Presenter {
  /** MD5 hex of the presenter ID. */
  senderIdMd5: string;
  /** MD5 hex of the presenter authentication code. */
  authenticationMd5: string;
}

export interface EnvelopeInput {
  /** `Accounts`, `GetSubmissionStatus` or `StatusAck`. */
  messageClass: string;
  /** Unique enough for the presenter to tell its messages apart in the gateway's logs. */
  transactionId: string;
  /** GatewayTest 1: Companies House's test service files nothing. */
  test: boolean;
  presenter: Presenter;
  /** The person to write to about the filing. */
  email?: string;
  /** The Body's one element, as fast-xml-parser's builder objects (`@_` attributes). */
  body: Record<string, unknown>;
}

const builder = new XMLBuilder({
  ignoreAttributes: false,
  attributeNamePrefix: "@_",
  format: true,
  suppressEmptyNode: false,
  processEntities: true,
});

/** The whole message, XML declaration first. */
export function govTalkMessage(input: EnvelopeInput): string {
  const senderDetails: Record<string, unknown> = {
    IDAuthentication: {
      SenderID: input.presenter.senderIdMd5,
      Authentication: { Method: "clear", Value: input.presenter.authenticationMd5 },
    },
  };
  if (input.email) senderDetails.EmailAddress = input.email;
  const message = {
    GovTalkMessage: {
      "@_xmlns": GOVTALK_NAMESPACE,
      "@_xmlns:xsi": XSI,
      "@_xsi:schemaLocation": `${GOVTALK_NAMESPACE} ${ENVELOPE_SCHEMA}`,
      EnvelopeVersion: "1.0",
      Header: {
        MessageDetails: {
          Class: input.messageClass,
          Qualifier: "request",
          TransactionID: input.transactionId,
          GatewayTest: input.test ? "1" : "0",
        },
        SenderDetails: senderDetails,
      },
      GovTalkDetails: { Keys: "" },
      Body: input.body,
    },
  };
  return `<?xml version="1.0" encoding="UTF-8"?>\n${builder.build(message)}`;
}
