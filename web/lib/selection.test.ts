import { describe, expect, it } from "vitest";
import { pruneSelection, selectAllState, toggleInSelection } from "./selection";

describe("selection", () => {
  it("is checked, indeterminate or unchecked", () => {
    expect(selectAllState(0, 5)).toBe(false);
    expect(selectAllState(2, 5)).toBe("indeterminate");
    expect(selectAllState(5, 5)).toBe(true);
    expect(selectAllState(0, 0)).toBe(false);
  });
  it("is pruned to the visible rows", () => {
    expect([...pruneSelection(new Set(["a", "b", "c"]), ["b", "c", "d"])]).toEqual(["b", "c"]);
  });
  it("toggles one id in and out", () => {
    expect([...toggleInSelection(new Set(["a"]), "b")]).toEqual(["a", "b"]);
    expect([...toggleInSelection(new Set(["a", "b"]), "a")]).toEqual(["b"]);
  });
});
