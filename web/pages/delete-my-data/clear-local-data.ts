import { delMany, keys } from "idb-keyval";
import { LOCAL_DRAFT_PREFIX, removePrefixedKeys } from "../../lib/local-drafts";

/**
 * Clears the browser's side of Delete My Data: every key under the drafts' prefix (web/lib/local-drafts) in both web
 * storages and IndexedDB; a store that cannot be used is only logged. The chat history ("supportChatHistory", named
 * by the spec) is cleared separately; the cookie choice is not personal data and stays.
 */
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
