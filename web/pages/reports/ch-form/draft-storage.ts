import { type ChFormDraft, emptyChFormDraft } from "../../../../core/filing";

type DraftStorage = Pick<Storage, "getItem" | "setItem" | "removeItem">;

/**
 * Where the CH form draft is kept in the browser: one per person and company. The "microfile:" prefix lets Delete
 * My Data sweep it away with every other local draft.
 */
export function chDraftKey(userId: string, companyId: string): string {
  return `microfile:ch-form-draft:${userId}:${companyId}`;
}

/** Keeps only the draft's own fields with the right types; anything else in storage is ignored. */
export function parseDraft(text: string): ChFormDraft {
  const stored: unknown = JSON.parse(text);
  if (typeof stored !== "object" || stored === null) throw new Error("the stored draft is not an object");
  const draft = emptyChFormDraft();
  const fields = draft as unknown as Record<string, unknown>;
  for (const [key, value] of Object.entries(stored)) {
    if (key === "currency" || !(key in draft)) continue;
    if (typeof value === typeof fields[key]) fields[key] = value;
  }
  return draft;
}

/** The saved draft, or null when there is none; a draft that cannot be read is logged only (spec part 2 §8). */
export function loadDraft(storage: DraftStorage, key: string): ChFormDraft | null {
  try {
    const text = storage.getItem(key);
    return text === null ? null : parseDraft(text);
  } catch (error) {
    console.error("Could not load the saved Companies House form draft", error);
    return null;
  }
}

export function saveDraft(storage: DraftStorage, key: string, draft: ChFormDraft): void {
  storage.setItem(key, JSON.stringify(draft));
}

export function removeDraft(storage: DraftStorage, key: string): void {
  storage.removeItem(key);
}
