import { useCallback, useEffect, useRef, useState } from "react";
import { type ChFormDraft, emptyChFormDraft, validateChForm } from "../../../../core/filing";
import { loadDraft, removeDraft, saveDraft } from "./draft-storage";
import { type FillContext, fillFromAccounts } from "./fill-from-accounts";

export const SAVED_MESSAGE = "Draft saved successfully!";
export const DISCARD_QUESTION = "Are you sure you want to discard all changes?";

export interface ChFormState {
  draft: ChFormDraft;
  /** Null until Validate or Save Draft ran; then the messages (empty when the form passes). */
  errors: string[] | null;
  notes: string[];
  update: (patch: Partial<ChFormDraft>) => void;
  validate: () => void;
  save: () => void;
  discard: () => void;
  fill: (ctx: FillContext) => void;
}

function storage(): Storage | null {
  try {
    return window.localStorage;
  } catch (error) {
    console.error("This browser does not allow local storage", error);
    return null;
  }
}

/**
 * The CH form draft (spec part 2 §4–§5): kept in the browser under `storageKey` (null: not saved, e.g. the sample),
 * validated by core on Validate and Save Draft, saved only when valid, cleared by Discard after confirmation.
 */
export function useChForm(storageKey: string | null): ChFormState {
  const [draft, setDraft] = useState<ChFormDraft>(emptyChFormDraft);
  const [errors, setErrors] = useState<string[] | null>(null);
  const [notes, setNotes] = useState<string[]>([]);

  // The key arrives once the company has loaded: a saved draft then replaces what is on screen. Switching to another
  // company shows that company's draft, or an empty form.
  const previousKey = useRef<string | null>(null);
  useEffect(() => {
    const switched = previousKey.current !== null && previousKey.current !== storageKey;
    previousKey.current = storageKey;
    const store = storageKey ? storage() : null;
    const saved = store && storageKey ? loadDraft(store, storageKey) : null;
    if (!saved && !switched) return;
    setDraft(saved ?? emptyChFormDraft());
    setErrors(null);
    setNotes([]);
  }, [storageKey]);

  const update = useCallback((patch: Partial<ChFormDraft>) => setDraft((d) => ({ ...d, ...patch })), []);

  const validate = () => setErrors(validateChForm(draft));

  const save = () => {
    const found = validateChForm(draft);
    setErrors(found);
    const store = storage();
    if (found.length > 0 || !storageKey || !store) return;
    try {
      saveDraft(store, storageKey, draft);
      window.alert(SAVED_MESSAGE);
    } catch (error) {
      console.error("Could not save the Companies House form draft", error);
      setErrors(["The draft could not be saved in this browser's storage."]);
    }
  };

  const discard = () => {
    if (!window.confirm(DISCARD_QUESTION)) return;
    setDraft(emptyChFormDraft());
    setErrors(null);
    setNotes([]);
    const store = storage();
    if (store && storageKey) removeDraft(store, storageKey);
  };

  const fill = (ctx: FillContext) => {
    const result = fillFromAccounts(draft, ctx);
    if (!result) {
      setNotes(["There is no balance sheet to fill from yet: upload your bank statements first."]);
      return;
    }
    setDraft(result.draft);
    setNotes(result.notes);
    setErrors(null);
  };

  return { draft, errors, notes, update, validate, save, discard, fill };
}
