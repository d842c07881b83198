import { describe, expect, it } from "vitest";
import { filedPages, STATE_LABEL, stateText } from "./ch-filing-texts";

describe("the filing step's words", () => {
  it("says what each state means, naming the submission number while it waits", () => {
    expect(stateText({ state: "submitted", submissionNumber: "00000A", failure: null })).toMatch(/submission 00000A/);
    expect(stateText({ state: "parked", submissionNumber: "00000A", failure: null })).toMatch(/^Held for review/);
    expect(stateText({ state: "failed", submissionNumber: "00000A", failure: "No answer came." })).toBe(
      "No answer came.",
    );
    expect(STATE_LABEL.parked).toBe("Held for review");
  });

  it("lists the profit and loss account when chosen, and always for years from the date the law requires it", () => {
    expect(filedPages("2025-04-01", false)).toHaveLength(3);
    expect(filedPages("2025-04-01", true).at(-1)).toMatch(/you chose to file it/);
    expect(filedPages("2028-04-01", false).at(-1)).toMatch(/always filed for years beginning on or after 1 April 2028/);
  });
});
