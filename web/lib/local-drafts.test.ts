import { describe, expect, it } from "vitest";
import { removePrefixedKeys } from "./local-drafts";

function memoryStorage(entries: Record<string, string>) {
  const map = new Map(Object.entries(entries));
  return {
    get length() {
      return map.size;
    },
    key: (i: number) => [...map.keys()][i] ?? null,
    removeItem: (key: string) => void map.delete(key),
    keys: () => [...map.keys()],
  };
}

describe("removePrefixedKeys", () => {
  it("removes every microfile: key and keeps the others", () => {
    const storage = memoryStorage({
      "microfile:ch-form-draft": "{}",
      cookieConsent: "accepted",
      "microfile:upload": "x",
      supportChatHistory: "[]",
    });
    expect(removePrefixedKeys(storage).sort()).toEqual(["microfile:ch-form-draft", "microfile:upload"]);
    expect(storage.keys()).toEqual(["cookieConsent", "supportChatHistory"]);
  });

  it("does nothing on a storage without drafts", () => {
    const storage = memoryStorage({ cookieConsent: "rejected" });
    expect(removePrefixedKeys(storage)).toEqual([]);
    expect(storage.keys()).toEqual(["cookieConsent"]);
  });
});
