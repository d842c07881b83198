import { describe, expect, it } from "vitest";
import type { TransactionDto } from "../../../core/contracts";
import {
  activeFilterCount,
  EMPTY_FILTERS,
  type Filters,
  filterRows,
  hasAnyFilter,
  indexRow,
  indexRows,
  UNCATEGORIZED,
} from "./filter-rows";

const tx = (over: Partial<TransactionDto>): TransactionDto => ({
  id: "t",
  date: "2025-04-01",
  description: "Row",
  amount: "0.00",
  balance: null,
  category: null,
  notes: null,
  categoryId: null,
  categoryConfidence: null,
  categoryReason: null,
  categoryStage: null,
  importBatchId: null,
  bankAccountId: "acc-1",
  ...over,
});

const rows = indexRows([
  tx({ id: "a", date: "2025-04-01T00:00:00.000Z", description: "TRAINLINE London", amount: "-45.10" }),
  tx({
    id: "b",
    date: "2025-04-15",
    description: "Customer ACME invoice",
    amount: "1200.00",
    categoryId: "sales",
    categoryConfidence: "0.950",
    categoryStage: "builtin",
  }),
  tx({
    id: "c",
    date: "2025-05-01",
    description: "Office chair",
    amount: "-0.10",
    categoryId: "office-costs",
    categoryConfidence: "0.400",
    categoryStage: "model",
    bankAccountId: "acc-2",
  }),
  tx({
    id: "d",
    date: "2025-05-02",
    description: "Set by hand",
    amount: "-10.00",
    categoryId: "travel",
    categoryConfidence: "1.000",
    categoryStage: "user",
  }),
]);

const ids = (f: Partial<Filters>) => filterRows(rows, { ...EMPTY_FILTERS, ...f }).rows.map((r) => r.tx.id);

describe("filterRows", () => {
  it("keeps every row, in order, when no filter is set", () => {
    expect(ids({})).toEqual(["a", "b", "c", "d"]);
  });

  it("searches the description as a case-insensitive substring", () => {
    expect(ids({ searchText: "trainLINE" })).toEqual(["a"]);
    expect(ids({ searchText: "  acme " })).toEqual(["b"]);
    expect(ids({ searchText: "nothing like it" })).toEqual([]);
  });

  it("compares the date part, both ends inclusive", () => {
    expect(ids({ dateFrom: "2025-04-01", dateTo: "2025-04-15" })).toEqual(["a", "b"]);
    expect(ids({ dateFrom: "2025-05-01" })).toEqual(["c", "d"]);
  });

  it("keeps amounts between min and max inclusive, signed, in exact pence", () => {
    expect(ids({ amountMin: "-10", amountMax: "-0.10" })).toEqual(["c", "d"]);
    expect(ids({ amountMin: "£1,200.00" })).toEqual(["b"]);
    expect(ids({ amountMax: "-45.10" })).toEqual(["a"]);
  });

  it("ignores an amount it cannot read", () => {
    expect(ids({ amountMin: "abc" })).toEqual(["a", "b", "c", "d"]);
  });

  it("matches the category id exactly, with a choice for uncategorised rows", () => {
    expect(ids({ categoryId: "sales" })).toEqual(["b"]);
    expect(ids({ categoryId: UNCATEGORIZED })).toEqual(["a"]);
  });

  it("filters by bank account", () => {
    expect(ids({ bankAccountId: "acc-2" })).toEqual(["c"]);
  });

  it("needs review: no category, low confidence or the default stage, never the user's own choice", () => {
    expect(ids({ needsReview: true })).toEqual(["a", "c"]);
  });

  it("totals the filtered rows in exact pence", () => {
    const { summary } = filterRows(rows, { ...EMPTY_FILTERS, bankAccountId: "acc-1" });
    expect(summary).toEqual({ count: 3, inflow: 120000, outflow: -5510, net: 114490 });
  });
});

describe("indexRow", () => {
  it("works a row out once and reuses it while the row object is the same", () => {
    const row = tx({ description: "MiXeD", amount: "-1.05", balance: "10.00" });
    const first = indexRow(row);
    expect(first).toMatchObject({ search: "mixed", amount: -105, balance: 1000, needsReview: true });
    expect(indexRow(row)).toBe(first);
  });
});

describe("activeFilterCount", () => {
  it("counts the popover's filters that are set, not the search box", () => {
    expect(activeFilterCount(EMPTY_FILTERS)).toBe(0);
    expect(activeFilterCount({ ...EMPTY_FILTERS, searchText: "x", dateFrom: "2025-01-01", needsReview: true })).toBe(2);
    expect(hasAnyFilter({ ...EMPTY_FILTERS, searchText: "x" })).toBe(true);
    expect(hasAnyFilter(EMPTY_FILTERS)).toBe(false);
  });
});
