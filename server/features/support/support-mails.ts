import type { OutgoingMail } from "../../platform/mail/outbox";

/** The texts of the mails a ticket sends. Plain text: nothing a mail client could render as a link or markup. */

interface TicketFacts {
  id: string;
  userId: string | null;
  email: string;
  subject: string;
  body: string;
  tags: string;
}

export function acknowledgementMail(t: TicketFacts): OutgoingMail {
  return {
    to: t.email,
    userId: t.userId,
    subject: `[${t.id}] We received your request: ${t.subject}`,
    text: [
      "Hello,",
      "",
      "Thank you for contacting Microfile support. We have received your request and will reply to this address,",
      "typically within 24 hours (UK working days).",
      "",
      `Ticket reference: ${t.id}`,
      `Subject: ${t.subject}`,
      "",
      "Please quote the reference if you write to us again about this.",
      "",
      "Microfile Support",
    ].join("\n"),
  };
}

export function supportNotificationMail(t: TicketFacts, supportEmail: string): OutgoingMail {
  return {
    to: supportEmail,
    // Tied to the user, so erasing their data also erases this copy of their message.
    userId: t.userId,
    subject: `[${t.id}] New support ticket: ${t.subject}`,
    text: [
      `Ticket: ${t.id}`,
      `From: ${t.email}${t.userId ? ` (signed in as user ${t.userId})` : " (not signed in)"}`,
      `Tags: ${t.tags}`,
      `Subject: ${t.subject}`,
      "",
      t.body,
    ].join("\n"),
  };
}
