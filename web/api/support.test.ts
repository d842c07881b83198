import { describe, expect, it } from "vitest";
import { toAskResult, toTicketResult } from "./support";

describe("toTicketResult", () => {
  it("passes on the ticket id", () => {
    expect(toTicketResult({ ok: true, id: 42 })).toEqual({ ok: true, id: 42 });
  });

  it("reads the server's error sentence from a rejected ticket", () => {
    const error = new Error('400: {"ok":false,"error":"Subject is too long"}');
    expect(toTicketResult(null, error)).toEqual({ ok: false, error: "Subject is too long" });
  });

  it("gives no error text for a JSON body without one, or an HTML page", () => {
    expect(toTicketResult(null, new Error('500: {"ok":false}'))).toEqual({ ok: false, error: null });
    expect(toTicketResult(null, new Error("502: <html>Bad gateway</html>"))).toEqual({ ok: false, error: null });
  });

  it("keeps a plain-text body as the error", () => {
    expect(toTicketResult(null, new Error("429: Too Many Requests"))).toEqual({
      ok: false,
      error: "Too Many Requests",
    });
  });

  it("reports a failure to reach the server as a network error with its message", () => {
    expect(toTicketResult(null, new TypeError("Failed to fetch"))).toEqual({ networkError: "Failed to fetch" });
  });
});

describe("toAskResult", () => {
  it("passes on the answer and its suggestions", () => {
    const response = { ok: true, answer: "Drop the file.", suggestedFaqs: [{ q: "Which banks?" }] };
    expect(toAskResult(response)).toEqual(response);
  });

  it("reads an answer with ok false as not sure", () => {
    expect(toAskResult({ ok: false, suggestedFaqs: [] })).toEqual({ ok: false, suggestedFaqs: [] });
  });

  it("reads any failed call as a network error, so the chat says to try again", () => {
    expect(toAskResult(null, new Error('429: {"ok":false,"error":"Too many questions at once."}'))).toEqual({
      networkError: '429: {"ok":false,"error":"Too many questions at once."}',
    });
    expect(toAskResult(null, new TypeError("Failed to fetch"))).toEqual({ networkError: "Failed to fetch" });
    expect(toAskResult(null, new Error("500: Internal Server Error"))).toEqual({
      networkError: "500: Internal Server Error",
    });
  });
});
