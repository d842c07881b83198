import { describe, expect, it } from "vitest";
import { handleInput, initialChatState, ticketResult } from "./chat-machine";
import { BODY, confirmingState, EMAIL, SUBJECT, texts, typeLines } from "./chat-test-helpers";
import * as T from "./chat-texts";

const idle = initialChatState();
const SUMMARY = T.ticketSummary({ email: EMAIL, subject: SUBJECT, body: BODY });

describe("starting a ticket", () => {
  it("goes from idle to awaitingEmail on 'contact support' and asks for the email", () => {
    const t = handleInput(idle, "contact support");
    expect(t.state.step).toBe("awaitingEmail");
    expect(texts(t)).toEqual([T.TICKET_START_MESSAGE, T.EMAIL_PROMPT]);
    expect(t.effect).toBeUndefined();
  });
  it("reads 'contact support' case-insensitively and trimmed", () => {
    expect(handleInput(idle, "  Contact SUPPORT  ").state.step).toBe("awaitingEmail");
  });
});

describe("collecting the fields", () => {
  it("moves to awaitingSubject on a valid email and asks for the subject", () => {
    const t = typeLines(idle, "contact support", ` ${EMAIL} `);
    expect(t.state).toMatchObject({ step: "awaitingSubject", email: EMAIL });
    expect(texts(t)).toEqual([T.SUBJECT_PROMPT]);
  });
  it("stays in awaitingEmail with the spec's text on an invalid email", () => {
    const t = typeLines(idle, "contact support", "jo at example");
    expect(t.state.step).toBe("awaitingEmail");
    expect(texts(t)).toEqual([
      "That doesn't look like an email. Please enter a valid address (e.g., name@example.com).",
    ]);
  });
  it("moves to awaitingBody on a subject of at least 3 characters", () => {
    const t = typeLines(idle, "contact support", EMAIL, "CSV");
    expect(t.state).toMatchObject({ step: "awaitingBody", subject: "CSV" });
    expect(texts(t)).toEqual([T.BODY_PROMPT]);
  });
  it("rejects a shorter subject with the spec's text", () => {
    const t = typeLines(idle, "contact support", EMAIL, "ab");
    expect(t.state.step).toBe("awaitingSubject");
    expect(texts(t)).toEqual(["Subject is a bit short. Please add a few words summarising the issue."]);
  });
  it("moves to confirming on a description of at least 5 characters, showing the summary and instructions", () => {
    const t = typeLines(idle, "contact support", EMAIL, SUBJECT, BODY);
    expect(t.state).toMatchObject({ step: "confirming", email: EMAIL, subject: SUBJECT, body: BODY });
    expect(texts(t)).toEqual([SUMMARY, T.CONFIRM_INSTRUCTIONS]);
    expect(SUMMARY).toContain(`Email: ${EMAIL}`);
    expect(T.CONFIRM_INSTRUCTIONS).toMatch(/'submit'.*'edit'.*field name/);
  });
  it("rejects a shorter description with the spec's text", () => {
    const t = typeLines(idle, "contact support", EMAIL, SUBJECT, "help");
    expect(t.state.step).toBe("awaitingBody");
    expect(texts(t)).toEqual(["Please provide a bit more detail so we can help quickly."]);
  });
});

describe("'contact support' typed mid-flow", () => {
  it("asks again for the pending field", () => {
    expect(texts(typeLines(idle, "contact support", "contact support"))).toEqual([T.EMAIL_PROMPT]);
    expect(texts(typeLines(idle, "contact support", EMAIL, "Contact support"))).toEqual([T.SUBJECT_PROMPT]);
    const t = typeLines(idle, "contact support", EMAIL, SUBJECT, "contact support");
    expect(texts(t)).toEqual([T.BODY_PROMPT]);
    expect(t.state).toMatchObject({ step: "awaitingBody", email: EMAIL, subject: SUBJECT });
  });
  it("shows the summary again while confirming", () => {
    const t = handleInput(confirmingState(), "contact support");
    expect(t.state.step).toBe("confirming");
    expect(texts(t)).toEqual([SUMMARY, T.CONFIRM_INSTRUCTIONS]);
  });
});

describe("confirming", () => {
  it("submits on 'submit': enters submitting and asks the caller to send the ticket", () => {
    const t = handleInput(confirmingState(), "Submit");
    expect(t.state.step).toBe("submitting");
    expect(t.effect).toEqual({ type: "submitTicket", ticket: { email: EMAIL, subject: SUBJECT, body: BODY } });
    expect(texts(t)).toEqual([T.SENDING_MESSAGE]);
  });
  it("asks which field on 'edit', then goes to that field's awaiting state", () => {
    const asked = handleInput(confirmingState(), "edit");
    expect(asked.state.step).toBe("confirming");
    expect(texts(asked)).toEqual([T.WHICH_FIELD]);
    expect(T.WHICH_FIELD).toMatch(/email, subject or description/);
    const t = handleInput(asked.state, "subject");
    expect(t.state.step).toBe("awaitingSubject");
    expect(texts(t)).toEqual([T.SUBJECT_PROMPT]);
  });
  it("asks again which field when the answer to 'edit' is not a field", () => {
    const asked = handleInput(confirmingState(), "edit");
    expect(texts(handleInput(asked.state, "the other one"))).toEqual([T.WHICH_FIELD]);
  });
  it("goes straight to a field when its name is typed", () => {
    const cases = {
      email: "awaitingEmail",
      subject: "awaitingSubject",
      body: "awaitingBody",
      description: "awaitingBody",
      describe: "awaitingBody",
      details: "awaitingBody",
      "  Email ": "awaitingEmail",
    };
    for (const [word, step] of Object.entries(cases)) {
      expect(handleInput(confirmingState(), word).state.step, word).toBe(step);
    }
  });
  it("repeats the instructions on anything else", () => {
    const t = handleInput(confirmingState(), "looks good");
    expect(t.state.step).toBe("confirming");
    expect(texts(t)).toEqual([T.CONFIRM_INSTRUCTIONS]);
    expect(t.effect).toBeUndefined();
  });
});

describe("editing one field of a complete draft", () => {
  it("returns to confirming with the new value and the summary", () => {
    const t = typeLines(confirmingState(), "email", "sam@example.org");
    expect(t.state).toMatchObject({ step: "confirming", email: "sam@example.org", subject: SUBJECT, body: BODY });
    expect(texts(t)).toEqual([
      T.ticketSummary({ email: "sam@example.org", subject: SUBJECT, body: BODY }),
      T.CONFIRM_INSTRUCTIONS,
    ]);
  });
  it("returns to confirming after a new subject, keeping the description", () => {
    const t = typeLines(confirmingState(), "edit", "subject", "Balance sheet wrong");
    expect(t.state).toMatchObject({ step: "confirming", subject: "Balance sheet wrong", body: BODY });
  });
  it("still validates the edited field", () => {
    const t = typeLines(confirmingState(), "description", "bad");
    expect(t.state.step).toBe("awaitingBody");
    expect(texts(t)).toEqual([T.SHORT_BODY]);
  });
});

describe("the end of a submission", () => {
  const submitting = () => handleInput(confirmingState(), "submit").state;

  it("clears the draft, returns to idle and gives the reference and reply address on success", () => {
    const t = ticketResult(submitting(), { ok: true, id: "T-1042" });
    expect(t.state).toEqual(initialChatState());
    expect(texts(t)).toEqual(["Ticket created successfully! Reference: T-1042", `We'll reply to ${EMAIL} shortly.`]);
  });
  it("accepts a numeric reference", () => {
    expect(texts(ticketResult(submitting(), { ok: true, id: 7 }))[0]).toBe("Ticket created successfully! Reference: 7");
  });
  it("clears the draft and returns to idle with the server's error on failure", () => {
    const t = ticketResult(submitting(), { ok: false, error: "Rate limited" });
    expect(t.state).toEqual(initialChatState());
    expect(texts(t)).toEqual(["Ticket creation failed: Rate limited"]);
  });
  it("says 'unknown error' when the server gives none", () => {
    expect(texts(ticketResult(submitting(), { ok: false }))).toEqual(["Ticket creation failed: unknown error"]);
    expect(texts(ticketResult(submitting(), { ok: false, error: null }))).toEqual([
      "Ticket creation failed: unknown error",
    ]);
  });
  it("clears the draft and returns to idle with the message on a network failure", () => {
    const t = ticketResult(submitting(), { networkError: "Failed to fetch" });
    expect(t.state).toEqual(initialChatState());
    expect(texts(t)).toEqual(["Network error: Failed to fetch"]);
  });
  it("asks the user to wait while the ticket is being sent", () => {
    const t = handleInput(submitting(), "hurry up");
    expect(t.state.step).toBe("submitting");
    expect(texts(t)).toEqual([T.PLEASE_WAIT]);
    expect(t.effect).toBeUndefined();
  });
});
