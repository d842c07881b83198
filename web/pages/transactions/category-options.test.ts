import { describe, expect, it } from "vitest";
import { groupCategories } from "./category-options";

const chart = [
  { id: "sales", name: "Sales", kind: "income", line: "A" },
  { id: "travel", name: "Travel", kind: "expense", line: "F" },
  { id: "motor", name: "Motor Expenses", kind: "expense", line: "F" },
  { id: "transfers", name: "Transfers", kind: "none", line: "Excluded" },
];

describe("groupCategories", () => {
  it("groups by kind in the chart's order", () => {
    expect(groupCategories(chart).map((g) => [g.label, g.categories.map((c) => c.id)])).toEqual([
      ["Income", ["sales"]],
      ["Expenses", ["travel", "motor"]],
      ["Other", ["transfers"]],
    ]);
  });

  it("keeps names containing the search, in any case", () => {
    expect(groupCategories(chart, " MOT").flatMap((g) => g.categories.map((c) => c.id))).toEqual(["motor"]);
    expect(groupCategories(chart, "zzz")).toEqual([]);
  });
});
