import { delMany, keys } from "idb-keyval";

/**
 * Browser-side data erased after Delete My Data. By convention every draft the web app keeps about a person's data
 * uses a key starting with LOCAL_DRAFT_PREFIX ("microfile:"), in localStorage or sessionStorage (the Companies House
 * form draft, "microfile:ch-form-draft:…") or in idb-keyval's IndexedDB store (an upload waiting for sign-in,
 * "microfile:pending-upload"), so this one sweep finds them all. The chat history ("supportChatHistory", named by
 * the spec) is cleared separately; the cookie choice is not personal data and stays.
 */
export const LOCAL_DRAFT_PREFIX = "microfile:";

type KeyedStorage = Pick<Storage, "length" | "key" | "removeItem">;

/** Removes every key starting with "microfile:" from the storage; returns the keys removed. */
export function removePrefixedKeys(storage: KeyedStorage, prefix = LOCAL_DRAFT_PREFIX): string[] {
  const keys: string[] = [];
  for (let i = 0; i < storage.length; i++) {
    const key = storage.key(i);
    if (key?.startsWith(prefix)) keys.push(key);
  }
  for (const key of keys) storage.removeItem(key);
  return keys;
}

/** Clears the local drafts from both web storages and IndexedDB; a store that cannot be used is only logged. */
export async function clearLocalDrafts(): Promise<void> {
  for (const area of ["localStorage", "sessionStorage"] as const) {
    try {
      removePrefixedKeys(window[area]);
    } catch (error) {
      console.error(`Could not clear local drafts from ${area}`, error);
    }
  }
  try {
    const stored = await keys();
    await delMany(stored.filter((key) => typeof key === "string" && key.startsWith(LOCAL_DRAFT_PREFIX)));
  } catch (error) {
    console.error("Could not clear local drafts from IndexedDB", error);
  }
}
