import { describe, expect, it, vi } from "vitest";
import { skipKnownDuplicates } from "./skip-known-duplicates";

const key = (r: { k: string }) => r.k;

describe("skipKnownDuplicates", () => {
  it("keeps identical rows of one upload when nothing is stored, without making a single key", () => {
    const keyOf = vi.fn(key);
    const r = skipKnownDuplicates([{ k: "a" }, { k: "a" }], keyOf, new Map());
    expect(r.kept).toHaveLength(2);
    expect(r.skipped).toBe(0);
    expect(keyOf).not.toHaveBeenCalled();
  });

  it("skips as many rows per key as are already stored, as a multiset", () => {
    const known = new Map([["a", { active: 1, deleted: 0 }]]);
    const r = skipKnownDuplicates([{ k: "a" }, { k: "a" }, { k: "b" }], key, known);
    expect(r.kept.map(key)).toEqual(["a", "b"]);
    expect(r.skipped).toBe(1);
  });

  it("counts rows in the recycle bin as stored and says how many", () => {
    const known = new Map([["a", { active: 1, deleted: 1 }]]);
    const r = skipKnownDuplicates([{ k: "a" }, { k: "a" }, { k: "a" }], key, known);
    expect(r.kept).toHaveLength(1);
    expect(r.skipped).toBe(2);
    expect(r.skippedInRecycleBin).toBe(1);
  });

  it("does not change the counts it was given", () => {
    const known = new Map([["a", { active: 1, deleted: 0 }]]);
    skipKnownDuplicates([{ k: "a" }], key, known);
    expect(known.get("a")).toEqual({ active: 1, deleted: 0 });
  });
});
