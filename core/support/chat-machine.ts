/**
 * The support chat as a pure state machine (spec part 1, "Support ticket flow in the chat"). The web runs it for an
 * instant reply and performs the returned effect (POST /api/support/ticket or /api/support/ask); the result of that
 * call comes back through ticketResult or askResult.
 *
 * States: idle · awaitingEmail · awaitingSubject · awaitingBody · confirming · submitting · awaitingStart.
 * The spec names awaitingStart without transitions; here it means "the bot has asked whether to start a new ticket".
 * It is entered when the user types 'cancel' during the ticket flow (the draft is discarded and the bot asks
 * "Would you like to start a new ticket? (yes/no)"): yes goes to awaitingEmail, no goes to idle with a short reply,
 * and anything else goes to idle and is handled as an idle message, so a question typed there is still answered.
 */
import {
  fieldError,
  isGreeting,
  normaliseCommand,
  parseOneMessageTicket,
  questionAfterGreeting,
  type TicketDraft,
} from "./chat-input";
import * as T from "./chat-texts";

export type ChatStep =
  | "idle"
  | "awaitingEmail"
  | "awaitingSubject"
  | "awaitingBody"
  | "confirming"
  | "awaitingStart"
  | "submitting";

/** Plain JSON, so the browser can keep it next to the chat history. */
export interface ChatState extends TicketDraft {
  step: ChatStep;
  /** In confirming: the bot asked which field to edit and waits for a field name. */
  choosingField: boolean;
  /** In an awaiting state: the user is changing one field of a complete draft, so a valid value returns to confirming. */
  editing: boolean;
}

export interface ChatMessage {
  from: "bot" | "user";
  text: string;
  suggestedFaqs?: { q: string }[];
}

/** Work the caller does for the machine: the two network calls of the chat. */
export type ChatEffect = { type: "submitTicket"; ticket: TicketDraft } | { type: "ask"; message: string };

export interface ChatTransition {
  state: ChatState;
  messages: ChatMessage[];
  effect?: ChatEffect;
}

export type TicketResult = { ok: true; id: string | number } | { ok: false; error?: string | null } | NetworkFailure;
export type AskResult =
  | { ok: true; answer: string; suggestedFaqs?: { q: string }[] }
  | { ok: false; suggestedFaqs?: { q: string }[] }
  | NetworkFailure;
export interface NetworkFailure {
  networkError: string;
}

type FieldStep = "awaitingEmail" | "awaitingSubject" | "awaitingBody";

const FIELD_OF_STEP: Record<FieldStep, keyof TicketDraft> = {
  awaitingEmail: "email",
  awaitingSubject: "subject",
  awaitingBody: "body",
};
const PROMPT_OF_STEP: Record<FieldStep, string> = {
  awaitingEmail: T.EMAIL_PROMPT,
  awaitingSubject: T.SUBJECT_PROMPT,
  awaitingBody: T.BODY_PROMPT,
};
/** Words that pick a field in confirming, straight away or after 'edit'. */
const STEP_OF_FIELD_WORD: Record<string, FieldStep> = {
  email: "awaitingEmail",
  subject: "awaitingSubject",
  body: "awaitingBody",
  description: "awaitingBody",
  describe: "awaitingBody",
  details: "awaitingBody",
};
const YES = new Set(["yes", "y", "yeah", "yep", "sure", "ok", "okay"]);
const NO = new Set(["no", "n", "nope", "no thanks"]);

export function initialChatState(): ChatState {
  return { step: "idle", email: "", subject: "", body: "", choosingField: false, editing: false };
}

const bot = (text: string): ChatMessage => ({ from: "bot", text });
const reply = (state: ChatState, ...texts: string[]): ChatTransition => ({ state, messages: texts.map(bot) });

/** One line typed by the user. The returned messages are the bot's replies only; the caller shows the user's line. */
export function handleInput(state: ChatState, text: string): ChatTransition {
  const input = text.trim();
  if (input === "") return { state, messages: [] };
  if (state.step === "awaitingStart") return answerStartQuestion(input);
  if (!isGreeting(input)) return handleStep(state, input);
  // "Hi, how do I upload a CSV?" in idle: the question is what the person wants answered, so it is asked.
  const question = state.step === "idle" ? questionAfterGreeting(input) : null;
  if (question) return handleStep(state, question);
  // A greeting is answered; in idle that is all, elsewhere the current step still reads the message.
  const rest = state.step === "idle" ? { state, messages: [] } : handleStep(state, input);
  return { ...rest, messages: [bot(T.HELLO_MESSAGE), ...rest.messages] };
}

function answerStartQuestion(input: string): ChatTransition {
  const command = normaliseCommand(input);
  if (YES.has(command)) return startTicket();
  if (NO.has(command)) return reply(initialChatState(), T.NO_NEW_TICKET);
  return handleInput(initialChatState(), input);
}

function handleStep(state: ChatState, input: string): ChatTransition {
  switch (state.step) {
    case "idle":
    case "awaitingStart":
      return handleIdle(state, input);
    case "awaitingEmail":
    case "awaitingSubject":
    case "awaitingBody":
      return handleField(state, state.step, input);
    case "confirming":
      return handleConfirming(state, input);
    case "submitting":
      return reply(state, T.PLEASE_WAIT);
  }
}

function handleIdle(state: ChatState, input: string): ChatTransition {
  if (normaliseCommand(input) === "contact support") return startTicket();
  const ticket = parseOneMessageTicket(input);
  if (ticket) return confirm(ticket);
  return { state, messages: [], effect: { type: "ask", message: input } };
}

function startTicket(): ChatTransition {
  return reply({ ...initialChatState(), step: "awaitingEmail" }, T.TICKET_START_MESSAGE, T.EMAIL_PROMPT);
}

function handleField(state: ChatState, step: FieldStep, input: string): ChatTransition {
  const command = normaliseCommand(input);
  if (command === "cancel") return cancelTicket();
  // 'contact support' mid-flow: the user is already in it, so ask again for what is missing.
  if (command === "contact support") return reply(state, PROMPT_OF_STEP[step]);
  const whole = step === "awaitingEmail" && !state.editing ? parseOneMessageTicket(input) : null;
  if (whole) return confirm(whole);
  const field = FIELD_OF_STEP[step];
  const error = fieldError(field, input);
  if (error) return reply(state, error);
  const draft = { ...state, [field]: input };
  if (state.editing || step === "awaitingBody") return confirm(draft);
  const next: FieldStep = step === "awaitingEmail" ? "awaitingSubject" : "awaitingBody";
  return reply({ ...draft, step: next }, PROMPT_OF_STEP[next]);
}

function handleConfirming(state: ChatState, input: string): ChatTransition {
  const command = normaliseCommand(input);
  if (command === "submit") {
    const ticket = { email: state.email, subject: state.subject, body: state.body };
    const submitting: ChatState = { ...state, step: "submitting", choosingField: false };
    return { ...reply(submitting, T.SENDING_MESSAGE), effect: { type: "submitTicket", ticket } };
  }
  if (command === "edit") return reply({ ...state, choosingField: true }, T.WHICH_FIELD);
  if (command === "cancel") return cancelTicket();
  const step = STEP_OF_FIELD_WORD[command];
  if (step) return reply({ ...state, step, choosingField: false, editing: true }, PROMPT_OF_STEP[step]);
  if (command === "contact support") return confirm(state);
  return reply(state, state.choosingField ? T.WHICH_FIELD : T.CONFIRM_INSTRUCTIONS);
}

/** A complete draft: show it back with the instructions and wait for submit or edit. */
function confirm(ticket: TicketDraft): ChatTransition {
  const { email, subject, body } = ticket;
  const state: ChatState = { step: "confirming", email, subject, body, choosingField: false, editing: false };
  return reply(state, T.ticketSummary(state), T.CONFIRM_INSTRUCTIONS);
}

function cancelTicket(): ChatTransition {
  return reply({ ...initialChatState(), step: "awaitingStart" }, T.TICKET_CANCELLED, T.START_NEW_TICKET_QUESTION);
}

/** The end of POST /api/support/ticket: success or not, the draft is cleared and the chat is idle again. */
export function ticketResult(state: ChatState, result: TicketResult): ChatTransition {
  const idle = initialChatState();
  if ("networkError" in result) return reply(idle, T.ticketNetworkError(result.networkError));
  if (!result.ok) return reply(idle, T.ticketFailed(result.error ?? undefined));
  return reply(idle, T.ticketCreated(String(result.id)), T.willReply(state.email));
}

/** The end of POST /api/support/ask. The state does not change: asking happens only in idle. */
export function askResult(state: ChatState, result: AskResult): ChatTransition {
  if ("networkError" in result) return reply(state, T.ASK_NETWORK_ERROR);
  const answer = result.ok ? result.answer.trim() : "";
  const message = bot(answer === "" ? T.ASK_NOT_SURE : answer);
  if (result.suggestedFaqs?.length) message.suggestedFaqs = result.suggestedFaqs.map(({ q }) => ({ q }));
  return { state, messages: [message] };
}
