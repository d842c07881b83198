/**
 * By convention every draft the web app keeps about a person's data uses a key starting with LOCAL_DRAFT_PREFIX
 * ("microfile:"), in localStorage or sessionStorage (the Companies House form draft, "microfile:ch-form-draft:…") or
 * in idb-keyval's IndexedDB store (an upload waiting for sign-in, "microfile:pending-upload"), so that Delete My Data
 * finds them all with one sweep.
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
