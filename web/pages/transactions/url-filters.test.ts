import { describe, expect, it } from "vitest";
import { UNCATEGORIZED } from "./filter-rows";
import { filtersFromSearch } from "./url-filters";

describe("filtersFromSearch", () => {
  it("shows the uncategorised rows for ?category=uncategorised (either spelling)", () => {
    expect(filtersFromSearch("?category=uncategorised")).toEqual({ categoryId: UNCATEGORIZED });
    expect(filtersFromSearch("category=uncategorized")).toEqual({ categoryId: UNCATEGORIZED });
  });

  it("shows the guesses to review for ?review=1", () => {
    expect(filtersFromSearch("?review=1")).toEqual({ needsReview: true });
  });

  it("sets nothing for other queries", () => {
    expect(filtersFromSearch("")).toEqual({});
    expect(filtersFromSearch("?review=0&category=travel")).toEqual({});
  });
});
