import { describe, expect, it, vi } from "vitest";
import { emptyChFormDraft } from "../../../../core/filing";
import { removePrefixedKeys } from "../../../lib/local-drafts";
import { chDraftKey, loadDraft, removeDraft, saveDraft } from "./draft-storage";

function memoryStorage() {
  const map = new Map<string, string>();
  return {
    map,
    get length() {
      return map.size;
    },
    key: (i: number) => [...map.keys()][i] ?? null,
    getItem: (k: string) => map.get(k) ?? null,
    setItem: (k: string, v: string) => void map.set(k, v),
    removeItem: (k: string) => void map.delete(k),
  };
}

describe("CH form draft storage", () => {
  it("keys the draft by person and company under the prefix Delete My Data clears", () => {
    const storage = memoryStorage();
    const key = chDraftKey("user-1", "company-9");
    expect(key).toBe("microfile:ch-form-draft:user-1:company-9");
    saveDraft(storage, key, emptyChFormDraft());
    expect(removePrefixedKeys(storage)).toEqual([key]);
  });

  it("reads back what it saved, and nothing after removal", () => {
    const storage = memoryStorage();
    const draft = { ...emptyChFormDraft(), cashCurrent: "1200", directorName: "Ada", balanceSheetStatement: true };
    saveDraft(storage, "k", draft);
    expect(loadDraft(storage, "k")).toEqual(draft);
    removeDraft(storage, "k");
    expect(loadDraft(storage, "k")).toBeNull();
  });

  it("keeps only known fields of the right type and never changes the currency", () => {
    const storage = memoryStorage();
    storage.setItem("k", JSON.stringify({ cashCurrent: 5, stocksCurrent: "7", currency: "USD", extra: "x" }));
    const draft = loadDraft(storage, "k")!;
    expect(draft.cashCurrent).toBe("");
    expect(draft.stocksCurrent).toBe("7");
    expect(draft.currency).toBe("GBP");
    expect(draft).not.toHaveProperty("extra");
  });

  it("only logs a draft it cannot read", () => {
    const storage = memoryStorage();
    storage.setItem("k", "{not json");
    const log = vi.spyOn(console, "error").mockImplementation(() => {});
    expect(loadDraft(storage, "k")).toBeNull();
    expect(log).toHaveBeenCalledOnce();
    log.mockRestore();
  });
});
