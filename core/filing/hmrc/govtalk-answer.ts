/** One error as GovTalk reports it (GovTalkErrors/Error, or an ErrorResponse's Error under 3001). */
export interface GovTalkError {
  raisedBy: string;
  /** HMRC's error number, e.g. 1046 (authentication), 2021 (IRmark), 3001 (business errors), 5005 (UTRs differ). */
  number: number | null;
  /** "fatal", "recoverable", "business", "warning", or an XBRL check's name for attachment errors. */
  type: string;
  text: string;
  location: string;
}

/** The receipt of an accepted return: the IRmark as HMRC quotes it (base32), its message and when it was accepted. */
export interface SuccessReceipt {
  irmarkBase32: string | null;
  message: string;
  acceptedAt: string | null;
}

interface AnswerBase {
  correlationId: string;
  /** Where HMRC says to send the next poll or delete (ResponseEndPoint), when it names one. */
  endpoint: string | null;
  /** PollInterval, in seconds, when given. */
  pollIntervalSeconds: number | null;
}

/**
 * Every answer the Transaction Engine gives, read by local name: an acknowledgement (wait and poll), a response (to a
 * poll: the return was accepted; to a delete: HMRC's copy is gone), or an error.
 */
export type GovTalkAnswer =
  | (AnswerBase & { kind: "acknowledgement" })
  | (AnswerBase & { kind: "response"; function: string; receipt: SuccessReceipt | null })
  | (AnswerBase & { kind: "error"; errors: readonly GovTalkError[] });

/** HMRC's number for "your submission failed business validation"; the details follow in the ErrorResponse. */
export const BUSINESS_ERRORS = 3001;
