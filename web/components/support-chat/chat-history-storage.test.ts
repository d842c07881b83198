import { describe, expect, it } from "vitest";
import { parseChatHistory } from "./chat-history-storage";

describe("parseChatHistory", () => {
  it("reads back a stored list of messages with their suggestions", () => {
    const stored = [
      { from: "bot", text: "Hi!" },
      { from: "user", text: "How do I upload a CSV?" },
      { from: "bot", text: "Drop the file.", suggestedFaqs: [{ q: "Which banks?" }] },
    ];
    expect(parseChatHistory(JSON.stringify(stored))).toEqual(stored);
  });

  it("gives null when nothing is stored or the value is not a list", () => {
    expect(parseChatHistory(null)).toBeNull();
    expect(parseChatHistory('{"from":"bot"}')).toBeNull();
    expect(parseChatHistory("[]")).toBeNull();
  });

  it("drops entries that are not messages and suggestions that are not questions", () => {
    const stored = [{ from: "admin", text: "x" }, { from: "bot" }, 3, { from: "bot", text: "ok", suggestedFaqs: "no" }];
    expect(parseChatHistory(JSON.stringify(stored))).toEqual([{ from: "bot", text: "ok" }]);
  });

  it("throws on text that is not JSON, for the caller to log", () => {
    expect(() => parseChatHistory("{not json")).toThrow();
  });
});
