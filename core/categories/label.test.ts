import { describe, expect, it } from "vitest";
import { categoryLabel, confidencePercent } from "./label";

describe("a row's category label", () => {
  it("shows the confidence as a whole percentage", () => {
    expect(confidencePercent(0.95)).toBe("95%");
    expect(confidencePercent(0.005)).toBe("1%");
    expect(confidencePercent(null)).toBeNull();
    expect(confidencePercent(Number.NaN)).toBeNull();
  });

  it("names the category with its confidence, or says it has none", () => {
    expect(categoryLabel({ category: "Travel", confidence: 0.95 })).toBe("Travel · 95%");
    expect(categoryLabel({ category: "Travel", confidence: null })).toBe("Travel");
    expect(categoryLabel({ category: null, confidence: null })).toBe("Uncategorized");
  });
});
