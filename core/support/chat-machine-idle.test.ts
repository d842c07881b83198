import { describe, expect, it } from "vitest";
import { askResult, handleInput, initialChatState } from "./chat-machine";
import { BODY, confirmingState, EMAIL, SUBJECT, texts, typeLines } from "./chat-test-helpers";
import * as T from "./chat-texts";

const idle = initialChatState();
const SUMMARY = T.ticketSummary({ email: EMAIL, subject: SUBJECT, body: BODY });

describe("the first message", () => {
  it("offers help with CSV upload, categorisation and report downloads", () => {
    expect(T.WELCOME_MESSAGE).toMatch(/CSV upload/);
    expect(T.WELCOME_MESSAGE).toMatch(/categorising/);
    expect(T.WELCOME_MESSAGE).toMatch(/reports/);
    expect(T.WELCOME_MESSAGE).toMatch(/'contact support'/);
  });
});

describe("empty input", () => {
  it("is ignored in every state: no message, no state change, no effect", () => {
    for (const state of [idle, typeLines(idle, "contact support").state, confirmingState()]) {
      for (const text of ["", "   ", "\n\t"]) expect(handleInput(state, text)).toEqual({ state, messages: [] });
    }
  });
});

describe("one-message ticket", () => {
  it("jumps from idle straight to confirming with a pipe-separated message", () => {
    const t = handleInput(idle, `${EMAIL} | ${SUBJECT} | ${BODY}`);
    expect(t.state).toMatchObject({ step: "confirming", email: EMAIL, subject: SUBJECT, body: BODY });
    expect(texts(t)).toEqual([SUMMARY, T.CONFIRM_INSTRUCTIONS]);
    expect(t.effect).toBeUndefined();
  });
  it("jumps from idle straight to confirming with a line-separated message", () => {
    const t = handleInput(idle, `${EMAIL}\n${SUBJECT}\n${BODY}`);
    expect(t.state).toMatchObject({ step: "confirming", email: EMAIL, subject: SUBJECT, body: BODY });
  });
  it("also works right after 'contact support'", () => {
    const t = typeLines(idle, "contact support", `${EMAIL} | ${SUBJECT} | ${BODY}`);
    expect(t.state).toMatchObject({ step: "confirming", email: EMAIL, subject: SUBJECT, body: BODY });
  });
  it("is read as an ordinary email answer when a part is invalid", () => {
    const t = typeLines(idle, "contact support", `${EMAIL} | ab | ${BODY}`);
    expect(t.state.step).toBe("awaitingEmail");
    expect(texts(t)).toEqual([T.INVALID_EMAIL]);
  });
  it("goes to the ask call from idle when a part is invalid", () => {
    const t = handleInput(idle, `${EMAIL} | ab | ${BODY}`);
    expect(t.effect).toEqual({ type: "ask", message: `${EMAIL} | ab | ${BODY}` });
  });
});

describe("greetings", () => {
  it("get a hello reply and nothing else in idle", () => {
    for (const text of ["hi", "Hello!", "good afternoon", "Hey there"]) {
      const t = handleInput(idle, text);
      expect(t.state, text).toEqual(idle);
      expect(texts(t), text).toEqual([T.HELLO_MESSAGE]);
      expect(t.effect, text).toBeUndefined();
    }
  });
  it("get a hello reply mid-flow, and the message is still read by the current step", () => {
    const t = typeLines(idle, "contact support", "hello");
    expect(t.state.step).toBe("awaitingEmail");
    expect(texts(t)).toEqual([T.HELLO_MESSAGE, T.INVALID_EMAIL]);
    const c = handleInput(confirmingState(), "hi");
    expect(texts(c)).toEqual([T.HELLO_MESSAGE, T.CONFIRM_INSTRUCTIONS]);
  });
  it("'history' is not a greeting and goes to the ask call", () => {
    expect(handleInput(idle, "history of my uploads").effect).toEqual({
      type: "ask",
      message: "history of my uploads",
    });
  });
});

describe("questions in idle", () => {
  it("go to the ask call, trimmed, without changing the state", () => {
    const t = handleInput(idle, "  How do I upload a CSV?  ");
    expect(t).toEqual({ state: idle, messages: [], effect: { type: "ask", message: "How do I upload a CSV?" } });
  });
  it("show the answer with its suggested questions", () => {
    const suggestedFaqs = [{ q: "Which banks are supported?" }];
    const t = askResult(idle, { ok: true, answer: "Go to Upload.", suggestedFaqs });
    expect(t.state).toEqual(idle);
    expect(t.messages).toEqual([{ from: "bot", text: "Go to Upload.", suggestedFaqs }]);
  });
  it("show the answer without suggestions when there are none", () => {
    expect(askResult(idle, { ok: true, answer: "Go to Upload.", suggestedFaqs: [] }).messages).toEqual([
      { from: "bot", text: "Go to Upload." },
    ]);
  });
  it("say the spec's 'not sure' text when the answer is not ok", () => {
    expect(texts(askResult(idle, { ok: false }))).toEqual([
      "I'm not sure. You can ask another question or say 'contact support' to open a ticket.",
    ]);
  });
  it("say the spec's network text when the call fails", () => {
    expect(texts(askResult(idle, { networkError: "Failed to fetch" }))).toEqual(["Network error. Please try again."]);
  });
});

describe("cancelling and awaitingStart", () => {
  it("'cancel' in any awaiting state discards the draft and asks whether to start a new ticket", () => {
    for (const state of [
      typeLines(idle, "contact support").state,
      typeLines(idle, "contact support", EMAIL).state,
      typeLines(idle, "contact support", EMAIL, SUBJECT).state,
      confirmingState(),
    ]) {
      const t = handleInput(state, "Cancel");
      expect(t.state).toEqual({ ...initialChatState(), step: "awaitingStart" });
      expect(texts(t)).toEqual([T.TICKET_CANCELLED, "Would you like to start a new ticket? (yes/no)"]);
    }
  });
  it("'yes' starts a new ticket from the email", () => {
    const t = typeLines(confirmingState(), "cancel", "Yes");
    expect(t.state).toMatchObject({ step: "awaitingEmail", email: "", subject: "", body: "" });
    expect(texts(t)).toEqual([T.TICKET_START_MESSAGE, T.EMAIL_PROMPT]);
  });
  it("'no' returns to idle with a short reply", () => {
    const t = typeLines(confirmingState(), "cancel", "no");
    expect(t.state).toEqual(initialChatState());
    expect(texts(t)).toEqual([T.NO_NEW_TICKET]);
  });
  it("anything else returns to idle and is handled as an idle message", () => {
    const question = typeLines(confirmingState(), "cancel", "How do I upload a CSV?");
    expect(question.state).toEqual(initialChatState());
    expect(question.effect).toEqual({ type: "ask", message: "How do I upload a CSV?" });
    const greeting = typeLines(confirmingState(), "cancel", "hello");
    expect(texts(greeting)).toEqual([T.HELLO_MESSAGE]);
    expect(typeLines(confirmingState(), "cancel", "contact support").state.step).toBe("awaitingEmail");
  });
});

describe("a greeting with a question", () => {
  it("asks the question instead of only saying hello", () => {
    const t = handleInput(initialChatState(), "Hi, how do I upload a CSV?");
    expect(t.effect).toEqual({ type: "ask", message: "how do I upload a CSV?" });
    expect(t.messages).toEqual([]);
    expect(handleInput(initialChatState(), "Good morning! Which banks do you support?").effect).toEqual({
      type: "ask",
      message: "Which banks do you support?",
    });
  });

  it("still only says hello to a greeting with a word or two", () => {
    for (const text of ["hello there", "Good morning, team", "hi!"]) {
      const t = handleInput(initialChatState(), text);
      expect(t.effect, text).toBeUndefined();
      expect(t.messages.map((m) => m.text)).toEqual([T.HELLO_MESSAGE]);
    }
  });
});
