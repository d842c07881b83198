import { describe, expect, it } from "vitest";
import { fieldError, isGreeting, isValidEmail, normaliseCommand, parseOneMessageTicket } from "./chat-input";
import { INVALID_EMAIL, SHORT_BODY, SHORT_SUBJECT } from "./chat-texts";

describe("chat email validation", () => {
  it("accepts an address with a local part, an @ and a dotted domain", () => {
    expect(isValidEmail("jo@example.com")).toBe(true);
    expect(isValidEmail("  jo.bloggs+acme@mail.example.co.uk ")).toBe(true);
  });
  it("rejects addresses with spaces, without @ or without a dotted domain", () => {
    for (const bad of [
      "jo @example.com",
      "jo@exa mple.com",
      "joexample.com",
      "jo@example",
      "@example.com",
      "jo@.",
      "",
    ]) {
      expect(isValidEmail(bad), bad).toBe(false);
    }
  });
});

describe("ticket field validation", () => {
  it("uses the spec's texts for each field", () => {
    expect(fieldError("email", "nope")).toBe(INVALID_EMAIL);
    expect(fieldError("subject", "ab")).toBe(SHORT_SUBJECT);
    expect(fieldError("body", "abcd")).toBe(SHORT_BODY);
  });
  it("needs at least 3 characters of subject and 5 of description, spaces at the ends not counted", () => {
    expect(fieldError("subject", "abc")).toBeNull();
    expect(fieldError("subject", "  ab  ")).toBe(SHORT_SUBJECT);
    expect(fieldError("body", "abcde")).toBeNull();
    expect(fieldError("body", " abcd ")).toBe(SHORT_BODY);
  });
  it("says the email example as a real address", () => {
    expect(INVALID_EMAIL).toBe(
      "That doesn't look like an email. Please enter a valid address (e.g., name@example.com).",
    );
  });
});

describe("greetings", () => {
  it("recognises every greeting of the spec on its own, in any case", () => {
    const greetings = ["hi", "hello", "hey", "good morning", "good afternoon", "good evening", "hiya", "yo"];
    for (const greeting of [...greetings, "greetings", "howdy", "HELLO", "Good Morning"]) {
      expect(isGreeting(greeting), greeting).toBe(true);
    }
  });
  it("ignores trailing punctuation and surrounding spaces", () => {
    for (const text of ["Hi!", " hello. ", "hey!!!", "Good evening,", "howdy?"])
      expect(isGreeting(text), text).toBe(true);
  });
  it("recognises a greeting as the first word of a longer message", () => {
    expect(isGreeting("Hi, how do I upload a CSV?")).toBe(true);
    expect(isGreeting("hello there")).toBe(true);
    expect(isGreeting("Good morning team, quick question")).toBe(true);
  });
  it("does not count words that merely start with a greeting", () => {
    for (const text of ["history", "Hiring staff", "yoga classes", "hello@example.com", "heyday", "yo-yo"]) {
      expect(isGreeting(text), text).toBe(false);
    }
  });
  it("does not count a greeting later in the message, or half of a two-word greeting", () => {
    expect(isGreeting("well hello")).toBe(false);
    expect(isGreeting("good news")).toBe(false);
    expect(isGreeting("good")).toBe(false);
  });
});

describe("commands", () => {
  it("reads commands case-insensitively, trimmed, without trailing punctuation", () => {
    expect(normaliseCommand("  Contact   Support! ")).toBe("contact support");
    expect(normaliseCommand("SUBMIT.")).toBe("submit");
  });
});

describe("one-message ticket", () => {
  const ticket = { email: "jo@example.com", subject: "Upload fails", body: "My Lloyds file shows no rows" };

  it("reads email, subject and description separated by pipes", () => {
    expect(parseOneMessageTicket("jo@example.com | Upload fails | My Lloyds file shows no rows")).toEqual(ticket);
    expect(parseOneMessageTicket("jo@example.com|Upload fails|My Lloyds file shows no rows")).toEqual(ticket);
  });
  it("reads them on separate lines, with any line ending", () => {
    expect(parseOneMessageTicket("jo@example.com\nUpload fails\nMy Lloyds file shows no rows")).toEqual(ticket);
    expect(parseOneMessageTicket("jo@example.com\r\n\r\nUpload fails\r\nMy Lloyds file shows no rows")).toEqual(ticket);
  });
  it("keeps everything after the subject as the description", () => {
    expect(parseOneMessageTicket("jo@example.com\nUpload fails\nLine one\nLine two")?.body).toBe("Line one\nLine two");
    expect(parseOneMessageTicket("jo@example.com | Upload | a | b")?.body).toBe("a | b");
  });
  it("keeps line breaks inside a pipe-separated description", () => {
    expect(parseOneMessageTicket("jo@example.com | Upload | first\nsecond")?.body).toBe("first\nsecond");
  });
  it("returns null when a part is missing or invalid", () => {
    expect(parseOneMessageTicket("jo@example.com | Upload fails")).toBeNull();
    expect(parseOneMessageTicket("not-an-email | Upload fails | no rows at all")).toBeNull();
    expect(parseOneMessageTicket("jo@example.com | Up | no rows at all")).toBeNull();
    expect(parseOneMessageTicket("jo@example.com | Upload fails | help")).toBeNull();
    expect(parseOneMessageTicket("How do I upload a CSV?")).toBeNull();
  });
});
