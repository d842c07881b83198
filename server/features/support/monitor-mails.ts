import type { OutgoingMail } from "../../platform/mail/outbox";

/** The monitor's two mails: one when a check starts failing, one when it recovers. */

const minutesBetween = (from: Date, to: Date) => Math.max(0, Math.round((to.getTime() - from.getTime()) / 60_000));

export function alertMail(to: string, check: string, message: string, since: Date, baseUrl: string): OutgoingMail {
  return {
    to,
    subject: `[Microfile] ALERT: the ${check} check is failing`,
    text: [
      `The ${check} check started failing at ${since.toISOString()}.`,
      "",
      `What it said: ${message}`,
      "",
      "You will get one more mail when it recovers; none in between.",
      `Status page: ${baseUrl}/status`,
    ].join("\n"),
  };
}

export function recoveryMail(to: string, check: string, since: Date, now: Date, baseUrl: string): OutgoingMail {
  return {
    to,
    subject: `[Microfile] RECOVERED: the ${check} check is healthy again`,
    text: [
      `The ${check} check is healthy again at ${now.toISOString()}.`,
      `It had been failing since ${since.toISOString()} (about ${minutesBetween(since, now)} minutes).`,
      "",
      `Status page: ${baseUrl}/status`,
    ].join("\n"),
  };
}
