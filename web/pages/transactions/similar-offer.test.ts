import { describe, expect, it } from "vitest";
import { whatApplyDoes } from "./similar-offer";

describe("whatApplyDoes", () => {
  it("says a change of category, a confirmation, or both", () => {
    expect(whatApplyDoes([{ confirms: false }], "Sales")).toBe("The ticked ones change to Sales");
    expect(whatApplyDoes([{ confirms: true }, { confirms: true }], "Sales")).toBe(
      "The ticked ones are guessed as Sales and become your choice",
    );
    expect(whatApplyDoes([{ confirms: true }, { confirms: false }], "Sales")).toBe(
      "The ticked ones change to Sales, and those guessed as Sales become your choice",
    );
  });
});
