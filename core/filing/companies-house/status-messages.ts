import { CH_NAMESPACE, govTalkMessage, type Presenter } from "./envelope";

const XSI = "http://www.w3.org/2001/XMLSchema-instance";
const schemaOf = (form: string) => `${CH_NAMESPACE} http://xmlgw.companieshouse.gov.uk/v2-1/schema/forms/${form}.xsd`;

export interface StatusRequest {
  presenter: Presenter;
  test: boolean;
  transactionId: string;
  submissionNumber: string;
}

/** Asks for one submission's status (GetSubmissionStatus by SubmissionNumber, with the presenter's MD5 ID). */
export function getSubmissionStatusMessage(r: StatusRequest): string {
  return govTalkMessage({
    messageClass: "GetSubmissionStatus",
    transactionId: r.transactionId,
    test: r.test,
    presenter: r.presenter,
    body: {
      GetSubmissionStatus: {
        "@_xmlns": CH_NAMESPACE,
        "@_xmlns:xsi": XSI,
        "@_xsi:schemaLocation": schemaOf("GetSubmissionStatus-v2-9"),
        SubmissionNumber: r.submissionNumber,
        PresenterID: r.presenter.senderIdMd5,
      },
    },
  });
}

/** Tells the gateway the answered statuses have been read, which clears them from its list (StatusAck). */
export function statusAckMessage(r: Omit<StatusRequest, "submissionNumber">): string {
  return govTalkMessage({
    messageClass: "StatusAck",
    transactionId: r.transactionId,
    test: r.test,
    presenter: r.presenter,
    body: {
      StatusAck: { "@_xmlns": CH_NAMESPACE, "@_xmlns:xsi": XSI, "@_xsi:schemaLocation": schemaOf("GetStatusAck-v1-1") },
    },
  });
}
