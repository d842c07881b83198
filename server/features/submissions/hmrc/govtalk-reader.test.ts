import { describe, expect, it } from "vitest";
import { acknowledgement, EDGE_403_PAGE, errorAnswer, successAnswer } from "../../../test-support/hmrc-engine/answers";
import { readGovTalkAnswer } from "./govtalk-reader";
import { classify } from "./transport";

const NS = 'xmlns="http://www.govtalk.gov.uk/CM/envelope"';

/** HMRC's own answers, as other filers have recorded them (shortened). */
const AUTH_FAILURE = `<?xml version="1.0" encoding="UTF-8"?>
<GovTalkMessage ${NS}><EnvelopeVersion>2.0</EnvelopeVersion><Header><MessageDetails><Class>UndefinedClass</Class>
<Qualifier>error</Qualifier><Function>submit</Function><TransactionID></TransactionID><CorrelationID></CorrelationID>
<ResponseEndPoint PollInterval="10">https://test-transaction-engine.tax.service.gov.uk/submission</ResponseEndPoint>
</MessageDetails><SenderDetails/></Header><GovTalkDetails><Keys/><GovTalkErrors><Error><RaisedBy>Gateway</RaisedBy>
<Number>1046</Number><Type>fatal</Type><Text>Authentication Failure. The supplied user credentials failed validation for the requested service.</Text>
<Location/></Error></GovTalkErrors></GovTalkDetails><Body/></GovTalkMessage>`;

const BUSINESS_ERRORS = `<?xml version='1.0' encoding='UTF-8'?><GovTalkMessage ${NS}><EnvelopeVersion>2.0</EnvelopeVersion><Header><MessageDetails><Class>HMRC-CT-CT600</Class><Qualifier>error</Qualifier><Function>submit</Function><CorrelationID>A1B2</CorrelationID><ResponseEndPoint></ResponseEndPoint><Transformation>XML</Transformation></MessageDetails></Header><GovTalkDetails><Keys></Keys><GovTalkErrors><Error><RaisedBy>ChRIS</RaisedBy><Number>3001</Number><Type>business</Type><Text>Your submission failed due to business validation errors. Please see below for details.</Text></Error></GovTalkErrors></GovTalkDetails><Body><ErrorResponse xmlns="http://www.govtalk.gov.uk/CM/errorresponse" SchemaVersion="2.0"><Application><MessageCount>2</MessageCount></Application><Error><RaisedBy>ChRIS</RaisedBy><Number>9200</Number><Type>business</Type><Text>If the type of company is 0 then an applicable tax rate must be used</Text><Location>/hd:GovTalkMessage[1]/hd:Body[1]/ct:IRenvelope[1]/ct:CompanyTaxReturn[1]/ct:CompanyTaxCalculation[1]</Location></Error><Error><RaisedBy>ChRIS</RaisedBy><Number>0</Number><Type>xbrl.ixbrl.HeaderAbsent</Type><Text>ix:header element not found in input document set.</Text><Location>Accounts</Location></Error></ErrorResponse></Body></GovTalkMessage>`;

describe("reading the Transaction Engine's answers by local name", () => {
  it("reads an acknowledgement: CorrelationID, ResponseEndPoint and PollInterval", () => {
    const xml = acknowledgement({
      className: "HMRC-CT-CT600",
      fn: "submit",
      correlationId: "0123ABCD",
      endpoint: { url: "https://transaction-engine.tax.service.gov.uk/poll", pollInterval: 10 },
    });
    expect(readGovTalkAnswer(xml)).toEqual({
      kind: "acknowledgement",
      correlationId: "0123ABCD",
      endpoint: "https://transaction-engine.tax.service.gov.uk/poll",
      pollIntervalSeconds: 10,
    });
  });

  it("reads a success response's receipt: the IRmark in base32, HMRC's message and the accepted time", () => {
    const at = new Date("2026-09-29T00:33:06.257Z");
    const xml = successAnswer(
      { className: "HMRC-CT-CT600", fn: "submit", correlationId: "AB" },
      "8596148860",
      "MK4BNU3MTPCWHH37XAD2YQXSTYNHLAI4",
      at,
    );
    const answer = readGovTalkAnswer(xml);
    expect(answer).toMatchObject({ kind: "response", function: "submit", correlationId: "AB" });
    expect(answer?.kind === "response" && answer.receipt).toMatchObject({
      irmarkBase32: "MK4BNU3MTPCWHH37XAD2YQXSTYNHLAI4",
      acceptedAt: "2026-09-29T00:33:06.257",
    });
    expect(answer?.kind === "response" && answer.receipt?.message).toContain("document ref: 8596148860");
  });

  it("reads an authentication failure (1046) with its type and text", () => {
    const answer = readGovTalkAnswer(AUTH_FAILURE);
    expect(answer).toMatchObject({ kind: "error", correlationId: "", pollIntervalSeconds: 10 });
    expect(answer?.kind === "error" && answer.errors).toEqual([
      {
        raisedBy: "Gateway",
        number: 1046,
        type: "fatal",
        text: "Authentication Failure. The supplied user credentials failed validation for the requested service.",
        location: "",
      },
    ]);
  });

  it("reads business errors: the 3001, then each detail with its number and location", () => {
    const answer = readGovTalkAnswer(BUSINESS_ERRORS);
    const errors = answer?.kind === "error" ? answer.errors : [];
    expect(errors.map((e) => [e.number, e.type])).toEqual([
      [3001, "business"],
      [9200, "business"],
      [0, "xbrl.ixbrl.HeaderAbsent"],
    ]);
    expect(errors[1]?.location).toBe(
      "/hd:GovTalkMessage[1]/hd:Body[1]/ct:IRenvelope[1]/ct:CompanyTaxReturn[1]/ct:CompanyTaxCalculation[1]",
    );
    expect(errors[2]?.location).toBe("Accounts");
  });

  it("reads answers whatever the elements' namespace, as the live gateway has sent them", () => {
    const other = BUSINESS_ERRORS.replace(NS, 'xmlns="http://xmlgw.companieshouse.gov.uk"');
    expect(readGovTalkAnswer(other)?.kind).toBe("error");
    const prefixed = errorAnswer({ className: "HMRC-CT-CT600", fn: "submit", correlationId: "X" }, [])
      .replace(
        '<GovTalkMessage xmlns="http://www.govtalk.gov.uk/CM/envelope">',
        '<gt:GovTalkMessage xmlns:gt="http://www.govtalk.gov.uk/CM/envelope" xmlns="http://www.govtalk.gov.uk/CM/envelope">',
      )
      .replace("</GovTalkMessage>", "</gt:GovTalkMessage>");
    expect(readGovTalkAnswer(prefixed)).toMatchObject({ kind: "error", correlationId: "X" });
  });

  it("finds no GovTalk answer in an HTML page, an empty or a cut-off answer", () => {
    expect(readGovTalkAnswer(EDGE_403_PAGE)).toBeNull();
    expect(readGovTalkAnswer("")).toBeNull();
    expect(readGovTalkAnswer(BUSINESS_ERRORS.slice(0, 400))).toBeNull();
  });
});

describe("what the client makes of an exchange", () => {
  it("takes a GovTalk answer whatever the HTTP status", () => {
    expect(classify({ ok: true, status: 500, contentType: "text/xml", text: AUTH_FAILURE })).toMatchObject({
      kind: "answer",
    });
  });

  it("knows which failures cannot have delivered a request and which may have", () => {
    const page = (status: number) => classify({ ok: true, status, contentType: "text/html", text: EDGE_403_PAGE });
    expect(page(403)).toMatchObject({ reason: "edge-403", maybeDelivered: false });
    expect(page(503)).toMatchObject({ reason: "server-error", maybeDelivered: false });
    expect(page(502)).toMatchObject({ reason: "server-error", maybeDelivered: false });
    expect(page(500)).toMatchObject({ reason: "server-error", maybeDelivered: true });
    expect(page(504)).toMatchObject({ reason: "server-error", maybeDelivered: true });
    expect(page(200)).toMatchObject({ reason: "not-govtalk", maybeDelivered: false });
    expect(classify({ ok: false, failure: "unreachable", detail: "ECONNREFUSED" })).toMatchObject({
      maybeDelivered: false,
    });
    expect(classify({ ok: false, failure: "timeout", detail: "" })).toMatchObject({ maybeDelivered: true });
    expect(classify({ ok: false, failure: "dropped", detail: "" })).toMatchObject({ maybeDelivered: true });
  });
});
