/**
 * Every text the support chat's bot says. The spec fixes some of them word for word (validation, ticket results,
 * ask failures); they live here so the web preview, the server and the e2e tests share one copy.
 */
import type { TicketDraft } from "./chat-input";

export const WELCOME_MESSAGE =
  "Hi! I'm the Microfile assistant. I can help with CSV upload, categorising transactions and downloading reports. " +
  "Ask a question, or type 'contact support' to open a ticket.";

export const HELLO_MESSAGE =
  "Hello! How can I help? Ask me about uploading CSV files, categorising transactions or your reports, " +
  "or type 'contact support' to open a ticket.";

export const TICKET_START_MESSAGE =
  "Let's open a support ticket. (Tip: you can also send everything at once as: email | subject | description.)";
export const EMAIL_PROMPT = "What email address should we reply to?";
export const SUBJECT_PROMPT = "What's the subject? A few words summarising the issue.";
export const BODY_PROMPT = "Please describe the issue. The more detail you give, the quicker we can help.";

export const INVALID_EMAIL = "That doesn't look like an email. Please enter a valid address (e.g., name@example.com).";
export const SHORT_SUBJECT = "Subject is a bit short. Please add a few words summarising the issue.";
export const SHORT_BODY = "Please provide a bit more detail so we can help quickly.";

export const CONFIRM_INSTRUCTIONS =
  "Type 'submit' to send it, 'edit' to change something, or a field name (email, subject or description) " +
  "to change that field.";
export const WHICH_FIELD = "Which field would you like to change: email, subject or description?";
export const SENDING_MESSAGE = "Sending your ticket...";
export const PLEASE_WAIT = "Your ticket is being sent. Please wait a moment.";

export const TICKET_CANCELLED = "Ticket cancelled.";
export const START_NEW_TICKET_QUESTION = "Would you like to start a new ticket? (yes/no)";
export const NO_NEW_TICKET =
  "No problem. Ask me anything, or type 'contact support' whenever you want to open a ticket.";

export const ASK_NOT_SURE = "I'm not sure. You can ask another question or say 'contact support' to open a ticket.";
export const ASK_NETWORK_ERROR = "Network error. Please try again.";

/** The summary shown when the draft is complete, before the user submits it. */
export function ticketSummary(ticket: TicketDraft): string {
  return [
    "Please check your ticket:",
    `Email: ${ticket.email}`,
    `Subject: ${ticket.subject}`,
    `Description: ${ticket.body}`,
  ].join("\n");
}

export const ticketCreated = (id: string): string => `Ticket created successfully! Reference: ${id}`;
export const willReply = (email: string): string => `We'll reply to ${email} shortly.`;
export const ticketFailed = (error: string | undefined): string =>
  `Ticket creation failed: ${error?.trim() ? error : "unknown error"}`;
export const ticketNetworkError = (message: string): string => `Network error: ${message}`;
