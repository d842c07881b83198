import { describe, expect, it } from "vitest";
import { CATEGORIES, CATEGORY_IDS, categoryName, getCategory } from "./index";

describe("chart of categories", () => {
  it("has one entry per id, in the chart's order", () => {
    expect(CATEGORIES.map((c) => c.id)).toEqual([...CATEGORY_IDS]);
    expect(CATEGORIES).toHaveLength(36);
  });
  it("names categories as people see them", () => {
    expect(categoryName("phone-internet")).toBe("Telephone & Internet");
    expect(getCategory("transfers")?.kind).toBe("none");
    expect(categoryName("nope")).toBeNull();
  });
});
