import { describe, expect, it } from "vitest";
import { closedPeriodError } from "./period-guard";

describe("a refusal on a closed year", () => {
  it("speaks plain words: what cannot change and what to click, never a route", () => {
    const error = closedPeriodError("2025-03-31", "this transaction (dated on or before then)");
    expect(error.message).toBe(
      "The accounts up to 31 March 2025 are closed, so this transaction (dated on or before then) can no longer " +
        "change. To change it, reopen that year with Reopen on the Reports page (under the year's name), which is " +
        "possible while the next year has no filing.",
    );
    expect(error.message).not.toMatch(/\/api\/|POST|\{id\}/);
  });
});
