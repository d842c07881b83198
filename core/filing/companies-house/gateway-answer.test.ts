import { describe, expect, it } from "vitest";
import { readGatewayAnswer } from ".";

const envelope = (qualifier: string, body: string, details = "") => `<?xml version="1.0" encoding="UTF-8"?>
<GovTalkMessage xmlns="http://www.govtalk.gov.uk/CM/envelope">
  <EnvelopeVersion>1.0</EnvelopeVersion>
  <Header><MessageDetails><Class>GetSubmissionStatus</Class><Qualifier>${qualifier}</Qualifier></MessageDetails></Header>
  <GovTalkDetails><Keys/>${details}</GovTalkDetails>
  <Body>${body}</Body>
</GovTalkMessage>`;

describe("reading the gateway's answers", () => {
  it("reads statuses in the GovTalk namespace, as the live gateway answers them", () => {
    const xml = envelope(
      "response",
      `<SubmissionStatus>
        <Status><SubmissionNumber>00000A</SubmissionNumber><StatusCode>ACCEPT</StatusCode><CompanyNumber>01234567</CompanyNumber></Status>
        <Status><SubmissionNumber>00000B</SubmissionNumber><StatusCode>REJECT</StatusCode>
          <Rejections><Reject><RejectCode>0123</RejectCode><Description>Company name does not match</Description></Reject>
          <Reject><RejectCode>0456</RejectCode><Description>Second &amp; last</Description></Reject></Rejections></Status>
      </SubmissionStatus>`,
    );
    expect(readGatewayAnswer(xml)).toEqual({
      kind: "answer",
      qualifier: "response",
      statuses: [
        { submissionNumber: "00000A", statusCode: "ACCEPT", companyNumber: "01234567", rejections: [] },
        {
          submissionNumber: "00000B",
          statusCode: "REJECT",
          companyNumber: null,
          rejections: [
            { code: "0123", description: "Company name does not match" },
            { code: "0456", description: "Second & last" },
          ],
        },
      ],
    });
  });

  it("reads them by local name under a prefix, in Companies House's own namespace too", () => {
    const xml = envelope(
      "response",
      `<ch:SubmissionStatus xmlns:ch="http://xmlgw.companieshouse.gov.uk"><ch:Status><ch:SubmissionNumber>000001</ch:SubmissionNumber><ch:StatusCode>PARKED</ch:StatusCode></ch:Status></ch:SubmissionStatus>`,
    )
      .replace(
        /<(\/?)(GovTalkMessage|Header|MessageDetails|Qualifier|Class|Body|GovTalkDetails|Keys|EnvelopeVersion)\b/g,
        "<$1gt:$2",
      )
      .replace('xmlns="http://www.govtalk.gov.uk/CM/envelope"', 'xmlns:gt="http://www.govtalk.gov.uk/CM/envelope"');
    const answer = readGatewayAnswer(xml);
    expect(answer).toMatchObject({ kind: "answer", statuses: [{ submissionNumber: "000001", statusCode: "PARKED" }] });
  });

  it("keeps submission numbers as text (leading zeros are part of them)", () => {
    const xml = envelope(
      "response",
      "<SubmissionStatus><Status><SubmissionNumber>000100</SubmissionNumber><StatusCode>PENDING</StatusCode></Status></SubmissionStatus>",
    );
    expect(readGatewayAnswer(xml)).toMatchObject({ statuses: [{ submissionNumber: "000100" }] });
  });

  it("reads GovTalk errors (502: authentication failure)", () => {
    const xml = envelope(
      "error",
      "",
      "<GovTalkErrors><Error><RaisedBy>Gateway</RaisedBy><Number>502</Number><Type>fatal</Type><Text>Authentication Failure</Text></Error></GovTalkErrors>",
    );
    expect(readGatewayAnswer(xml)).toEqual({
      kind: "error",
      errors: [{ number: "502", type: "fatal", text: "Authentication Failure" }],
    });
  });

  it("an acknowledgement with an empty body has no statuses", () => {
    expect(readGatewayAnswer(envelope("acknowledgement", ""))).toEqual({
      kind: "answer",
      qualifier: "acknowledgement",
      statuses: [],
    });
  });

  it.each([
    ["an HTML error page", "<html><body><h1>502 Bad Gateway</h1></body></html>"],
    ["a cut-off message", envelope("response", "<SubmissionStatus>").slice(0, 120)],
    ["plain text", "Service Unavailable"],
    ["an empty answer", ""],
    ["a message without a qualifier", envelope("", "")],
    ["an error qualifier without errors", envelope("error", "")],
  ])("calls %s malformed and never throws", (_what, xml) => {
    expect(readGatewayAnswer(xml).kind).toBe("malformed");
  });
});
