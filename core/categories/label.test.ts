import { describe, expect, it } from "vitest";
import { categoryLabel, confidencePercent } from "./label";

describe("a row's category label", () => {
  it("reads the API's confidence as a whole percentage", () => {
    expect(confidencePercent("0.950")).toBe("95%");
    expect(confidencePercent("0.005")).toBe("1%");
    expect(confidencePercent(null)).toBeNull();
    expect(confidencePercent("n/a")).toBeNull();
  });

  it("names the category with its confidence, or says it has none", () => {
    expect(categoryLabel({ category: "Travel", categoryConfidence: "0.950" })).toBe("Travel · 95%");
    expect(categoryLabel({ category: "Travel", categoryConfidence: null })).toBe("Travel");
    expect(categoryLabel({ category: null, categoryConfidence: null })).toBe("Uncategorized");
  });
});
