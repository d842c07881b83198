import { XMLParser } from "fast-xml-parser";
import { describe, expect, it } from "vitest";
import {
  type AccountsSubmission,
  accountsSubmissionMessage,
  getSubmissionStatusMessage,
  NOT_STORED,
  statusAckMessage,
  storedAccountsSubmission,
} from ".";

const parse = (xml: string) =>
  new XMLParser({ ignoreAttributes: false, attributeNamePrefix: "@_", parseTagValue: false }).parse(xml);

const SUBMISSION: AccountsSubmission = {
  presenter: { senderIdMd5: "0123456789abcdef0123456789abcdef", authenticationMd5: "fedcba9876543210fedcba9876543210" },
  test: true,
  company: { number: "01234567", type: "EW", name: "Acme & Sons Ltd", authenticationCode: "AB12CD" },
  packageReference: "0012",
  submissionNumber: "00000A",
  contact: { name: "Ada Lovelace", email: "ada@example.com" },
  dateSigned: "2026-06-30",
  document: { base64: "PGh0bWw+PC9odG1sPg==", filename: "accounts.xhtml" },
};

describe("the accounts submission message", () => {
  const msg = parse(accountsSubmissionMessage(SUBMISSION)).GovTalkMessage;

  it("is a GovTalk 1.0 envelope of class Accounts, with the presenter's MD5s and method clear", () => {
    expect(msg["@_xmlns"]).toBe("http://www.govtalk.gov.uk/CM/envelope");
    expect(msg.EnvelopeVersion).toBe("1.0");
    expect(msg.Header.MessageDetails).toEqual({
      Class: "Accounts",
      Qualifier: "request",
      TransactionID: "00000A",
      GatewayTest: "1",
    });
    expect(msg.Header.SenderDetails.IDAuthentication).toEqual({
      SenderID: SUBMISSION.presenter.senderIdMd5,
      Authentication: { Method: "clear", Value: SUBMISSION.presenter.authenticationMd5 },
    });
    expect(msg.Header.SenderDetails.EmailAddress).toBe("ada@example.com");
  });

  it("holds the form header in the schema's order, the date signed, an empty form and the document", () => {
    const form = msg.Body.FormSubmission;
    expect(Object.keys(form.FormHeader)).toEqual([
      "CompanyNumber",
      "CompanyType",
      "CompanyName",
      "CompanyAuthenticationCode",
      "PackageReference",
      "FormIdentifier",
      "SubmissionNumber",
      "ContactName",
    ]);
    expect(form.FormHeader).toMatchObject({
      CompanyNumber: "01234567",
      CompanyName: "Acme & Sons Ltd",
      CompanyAuthenticationCode: "AB12CD",
      FormIdentifier: "Accounts",
      SubmissionNumber: "00000A",
      ContactName: "Ada Lovelace",
    });
    expect(form.DateSigned).toBe("2026-06-30");
    expect(form.Form).toBe("");
    expect(form.Document).toEqual({
      Data: "PGh0bWw+PC9odG1sPg==",
      Filename: "accounts.xhtml",
      ContentType: "application/xml",
      Category: "ACCOUNTS",
    });
  });

  it("escapes markup in the texts it carries", () => {
    expect(accountsSubmissionMessage(SUBMISSION)).toContain("<CompanyName>Acme &amp; Sons Ltd</CompanyName>");
  });

  it("says GatewayTest 0 for a live filing", () => {
    expect(
      parse(accountsSubmissionMessage({ ...SUBMISSION, test: false })).GovTalkMessage.Header.MessageDetails,
    ).toMatchObject({ GatewayTest: "0" });
  });

  it("is stored without the authentication code or the presenter's credentials, and otherwise the same", () => {
    const stored = storedAccountsSubmission(SUBMISSION);
    for (const secret of ["AB12CD", SUBMISSION.presenter.senderIdMd5, SUBMISSION.presenter.authenticationMd5]) {
      expect(stored).not.toContain(secret);
    }
    const sent = accountsSubmissionMessage(SUBMISSION)
      .replace("AB12CD", NOT_STORED)
      .replace(SUBMISSION.presenter.senderIdMd5, NOT_STORED)
      .replace(SUBMISSION.presenter.authenticationMd5, NOT_STORED);
    expect(stored).toBe(sent);
  });
});

describe("status messages", () => {
  const presenter = SUBMISSION.presenter;

  it("GetSubmissionStatus asks for one submission number with the presenter's MD5 ID", () => {
    const msg = parse(
      getSubmissionStatusMessage({ presenter, test: false, transactionId: "00000AS1", submissionNumber: "00000A" }),
    ).GovTalkMessage;
    expect(msg.Header.MessageDetails.Class).toBe("GetSubmissionStatus");
    expect(msg.Body.GetSubmissionStatus).toMatchObject({
      SubmissionNumber: "00000A",
      PresenterID: presenter.senderIdMd5,
    });
  });

  it("StatusAck is its own class with an empty body element", () => {
    const msg = parse(statusAckMessage({ presenter, test: true, transactionId: "00000AA" })).GovTalkMessage;
    expect(msg.Header.MessageDetails.Class).toBe("StatusAck");
    expect(msg.Body.StatusAck["@_xmlns"]).toBe("http://xmlgw.companieshouse.gov.uk");
  });
});
