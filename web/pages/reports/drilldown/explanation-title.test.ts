import { describe, expect, it } from "vitest";
import { explanationTitle } from "./explanation-title";

describe("explanationTitle", () => {
  it("names adjustments only when the line has some", () => {
    expect(explanationTitle(2)).toBe("Adjustments behind this line");
    expect(explanationTitle(0)).toBe("About this line");
  });
});
