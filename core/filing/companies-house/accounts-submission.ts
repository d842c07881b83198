import type { IsoDate } from "../../dates";
import { CH_NAMESPACE, govTalkMessage, NOT_STORED, type Presenter } from "./envelope";

const FORM_SCHEMA = "http://xmlgw.companieshouse.gov.uk/v2-1/schema/forms/FormSubmission-v2-11.xsd";
const XSI = "http://www.w3.org/2001/XMLSchema-instance";

/** What one filing of the accounts sends (design note: FormSubmission with FormHeader, DateSigned, Form, Document). */
export interface AccountsSubmission {
  presenter: Presenter;
  test: boolean;
  company: {
    number: string;
    /** FormHeader CompanyType: EW, SC or NI (companyTypeOf). */
    type: string;
    /** Exactly as on the register. */
    name: string;
    /** The company's own code, typed by the director for this one filing. */
    authenticationCode: string;
  };
  /** Issued by Companies House to the software's operator (a test one first). */
  packageReference: string;
  /** Six characters, unique for the presenter and never used again (submissionNumberOf). */
  submissionNumber: string;
  /** The signed-in person: who Companies House writes to about this filing. */
  contact: { name: string; email: string };
  /** The day the director approved and signed the accounts. */
  dateSigned: IsoDate;
  /** The Companies House iXBRL accounts, base64. */
  document: { base64: string; filename: string };
}

/** The GovTalk message that files the accounts (Class `Accounts`, FormIdentifier `Accounts`). */
export function accountsSubmissionMessage(s: AccountsSubmission): string {
  return govTalkMessage({
    messageClass: "Accounts",
    transactionId: s.submissionNumber,
    test: s.test,
    presenter: s.presenter,
    email: s.contact.email,
    body: {
      FormSubmission: {
        "@_xmlns": `${CH_NAMESPACE}/Header`,
        "@_xmlns:xsi": XSI,
        "@_xsi:schemaLocation": `${CH_NAMESPACE}/Header ${FORM_SCHEMA}`,
        FormHeader: {
          CompanyNumber: s.company.number,
          CompanyType: s.company.type,
          CompanyName: s.company.name,
          CompanyAuthenticationCode: s.company.authenticationCode,
          PackageReference: s.packageReference,
          FormIdentifier: "Accounts",
          SubmissionNumber: s.submissionNumber,
          ContactName: s.contact.name,
        },
        DateSigned: s.dateSigned,
        Form: "",
        Document: {
          Data: s.document.base64,
          Filename: s.document.filename,
          ContentType: "application/xml",
          Category: "ACCOUNTS",
        },
      },
    },
  });
}

/**
 * The same message as it is kept in the database: identical but for the credentials, which are never stored (the
 * company's authentication code, and the presenter's MD5s, which are as good as the credentials to the gateway).
 */
export function storedAccountsSubmission(s: AccountsSubmission): string {
  return accountsSubmissionMessage({
    ...s,
    presenter: { senderIdMd5: NOT_STORED, authenticationMd5: NOT_STORED },
    company: { ...s.company, authenticationCode: NOT_STORED },
  });
}
