/** What nodemailer's errors carry: a code (ECONNECTION, EAUTH, ...) and, when the server answered, its SMTP code. */
interface MailError {
  code?: string;
  responseCode?: number;
}

/**
 * A sentence for the status page and the outbox's last_error. The public status page must not show host names,
 * addresses or credentials, so the transport's own message is not used.
 */
export function describeMailError(err: unknown): string {
  const { code, responseCode } = (err ?? {}) as MailError;
  if (code === "EAUTH" || code === "ENOAUTH") return "The mail server refused our sign-in.";
  if (code === "ETIMEDOUT") return "The mail server did not answer in time.";
  if (code === "ETLS") return "A secure connection to the mail server could not be made.";
  if (responseCode) return `The mail server refused the message (SMTP ${responseCode}).`;
  if (code === "ECONNECTION" || code === "ESOCKET" || code === "EDNS" || code === "ECONNREFUSED") {
    return "The mail server cannot be reached.";
  }
  return "Sending mail failed.";
}

/** A 5xx SMTP answer is permanent (no such mailbox, message refused): retrying for a day would not help. */
export function isPermanentMailError(err: unknown): boolean {
  const { responseCode } = (err ?? {}) as MailError;
  return typeof responseCode === "number" && responseCode >= 500 && responseCode < 600;
}
