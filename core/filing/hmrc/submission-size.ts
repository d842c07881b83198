import { utf8ByteLength } from "./utf8";

/**
 * HMRC refuses a submission over 25 MB, attachments included (error 1614). It is counted here as 25,000,000 bytes
 * of the whole message, the stricter reading of "MB", so a message HMRC would refuse is never sent.
 */
export const HMRC_MAX_SUBMISSION_BYTES = 25_000_000;

export interface SizeProblem {
  bytes: number;
  limit: number;
  message: string;
}

export function submissionSizeProblem(message: string): SizeProblem | null {
  const bytes = utf8ByteLength(message);
  if (bytes <= HMRC_MAX_SUBMISSION_BYTES) return null;
  const mb = (n: number) => (n / 1_000_000).toFixed(1);
  return {
    bytes,
    limit: HMRC_MAX_SUBMISSION_BYTES,
    message: `The return with its attachments is ${mb(bytes)} MB; HMRC takes at most 25 MB`,
  };
}
