/**
 * Reading what the user typed into the support chat: commands, greetings, ticket fields and the one-message ticket.
 * Pure string functions, so the web preview and the server validate a ticket the same way.
 */
import { INVALID_EMAIL, SHORT_BODY, SHORT_SUBJECT } from "./chat-texts";

/** The ticket the chat collects and POSTs to /api/support/ticket. */
export interface TicketDraft {
  email: string;
  subject: string;
  body: string;
}

export const MIN_SUBJECT_LENGTH = 3;
export const MIN_BODY_LENGTH = 5;

/** Something@something.tld with no spaces anywhere: strict enough to catch typos, loose enough for real addresses. */
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

const TRAILING_PUNCTUATION = /[\p{P}\p{S}]+$/u;

/** Lower case, trimmed, inner whitespace collapsed and trailing punctuation dropped: "Submit!" reads as "submit". */
export function normaliseCommand(text: string): string {
  return text.trim().toLowerCase().replace(/\s+/g, " ").replace(TRAILING_PUNCTUATION, "");
}

export function isValidEmail(text: string): boolean {
  return EMAIL_PATTERN.test(text.trim());
}

export function isValidSubject(text: string): boolean {
  return text.trim().length >= MIN_SUBJECT_LENGTH;
}

export function isValidBody(text: string): boolean {
  return text.trim().length >= MIN_BODY_LENGTH;
}

/** The spec's validation text for a field, or null when the value is fine. */
export function fieldError(field: keyof TicketDraft, value: string): string | null {
  if (field === "email") return isValidEmail(value) ? null : INVALID_EMAIL;
  if (field === "subject") return isValidSubject(value) ? null : SHORT_SUBJECT;
  return isValidBody(value) ? null : SHORT_BODY;
}

const GREETINGS = [
  "hi",
  "hello",
  "hey",
  "good morning",
  "good afternoon",
  "good evening",
  "hiya",
  "yo",
  "greetings",
  "howdy",
] as const;

/**
 * True when the message is a greeting on its own or starts with one ("Hi!", "hello there", "Good morning, team").
 * Whole words only: "history" is not "hi", and "yo-yo" is not "yo" because the hyphen joins it into one word.
 */
export function isGreeting(text: string): boolean {
  const words = text.trim().toLowerCase().split(/\s+/);
  return GREETINGS.some((greeting) => startsWithGreeting(words, greeting.split(" ")));
}

/**
 * What follows a greeting, when it is a question: "Hi, how do I upload a CSV?" → "how do I upload a CSV?". Null for
 * a greeting on its own or with a word or two ("hello there", "Good morning, team"): those get the hello reply.
 */
export function questionAfterGreeting(text: string): string | null {
  const words = text.trim().split(/\s+/);
  const lower = words.map((w) => w.toLowerCase());
  const greeting = GREETINGS.map((g) => g.split(" ")).find((g) => startsWithGreeting(lower, g));
  if (!greeting) return null;
  const rest = words.slice(greeting.length);
  const asks = rest.length >= 3 || (rest.length === 2 && rest[1]!.endsWith("?"));
  return asks ? rest.join(" ").replace(/^[\p{P}\s]+/u, "") : null;
}

function startsWithGreeting(words: string[], greeting: string[]): boolean {
  if (words.length < greeting.length) return false;
  return greeting.every((part, i) => {
    const word = words[i] ?? "";
    // Punctuation may follow the greeting ("hi," / "good morning!"), never sit inside it.
    return (i === greeting.length - 1 ? word.replace(TRAILING_PUNCTUATION, "") : word) === part;
  });
}

/**
 * A whole ticket typed as one message: "email | subject | description", or the three on separate lines. A longer
 * description may itself contain pipes or line breaks; everything after the subject is the description.
 * Returns null unless all three fields are present and valid.
 */
export function parseOneMessageTicket(text: string): TicketDraft | null {
  const separator = text.includes("|") ? "|" : /\r\n|\r|\n/;
  const parts = text
    .split(separator)
    .map((part) => part.trim())
    .filter((part) => part !== "");
  const [email, subject, ...rest] = parts;
  if (email === undefined || subject === undefined || rest.length === 0) return null;
  const ticket = { email, subject, body: rest.join(separator === "|" ? " | " : "\n") };
  const valid = isValidEmail(ticket.email) && isValidSubject(ticket.subject) && isValidBody(ticket.body);
  return valid ? ticket : null;
}
