import type { QueryClient, QueryKey } from "@tanstack/react-query";
import { SHOWN_COMPANY_HEADER } from "../../core/contracts/shown-company";
import { queryKeys } from "./query-keys";

/*
 * The company this tab shows, sent with every API call (request.ts) so that the server refuses a call made after the
 * person switched company in another tab (409, "You switched to … in another tab or window"): the session holds one
 * current company for all tabs, and this tab's figures, names and edits are the company it loaded.
 *
 * The tab learns it from the answers that name the current company: `GET /api/company`, the company picker's
 * `GET /api/companies` (its `current` entry), and its own `POST /api/companies/{id}/select`. Those three are the calls
 * the server answers whatever company the tab names, so a tab left behind catches up by them.
 */

let shown: string | null = null;
/** The signed-in person the shown company is theirs: undefined until the tab knows, null signed out. */
let shownFor: string | null | undefined;

/** The header naming the company this tab shows; none until the tab knows it (then the server acts as before). */
export function shownCompanyHeaders(): Record<string, string> {
  return shown === null ? {} : { [SHOWN_COMPANY_HEADER]: shown };
}

/** The company this tab shows now, or null. */
export function shownCompany(): string | null {
  return shown;
}

/** This tab selected `id`: every call from now on is for it. */
export function showCompany(id: string): void {
  shown = id;
}

const sameKey = (a: QueryKey, b: readonly unknown[]) => a.length === b.length && a.every((part, i) => part === b[i]);

/** The current company's id in an answer of `GET /api/company` or `GET /api/companies`, else null. */
export function currentCompanyIn(key: QueryKey, data: unknown): string | null {
  if (sameKey(key, queryKeys.company)) return idOf(data);
  if (sameKey(key, queryKeys.companies) && Array.isArray(data)) {
    return idOf(data.find((c: unknown) => (c as { current?: unknown } | null)?.current === true));
  }
  return null;
}

function idOf(data: unknown): string | null {
  const id = (data as { id?: unknown } | null | undefined)?.id;
  return typeof id === "string" ? id : null;
}

function signedInUserIn(key: QueryKey, data: unknown): string | null | undefined {
  return sameKey(key, queryKeys.authUser) ? idOf(data) : undefined;
}

/**
 * Keeps the shown company to the answers of the query cache. An answer naming another company than the one shown
 * (another tab switched, and this one has just asked again) moves the tab to it, and every other answer is asked
 * again, so nothing of the company before is shown under the new one's name. Another person signed in (or none)
 * forgets it. Answers the unsubscribe.
 */
export function followShownCompany(queryClient: QueryClient): () => void {
  return queryClient.getQueryCache().subscribe((event) => {
    if (event.type !== "updated" || event.action.type !== "success") return;
    const { queryKey, state } = event.query;
    const user = signedInUserIn(queryKey, state.data);
    if (user !== undefined) {
      if (shownFor !== undefined && user !== shownFor) shown = null;
      shownFor = user;
      return;
    }
    const id = currentCompanyIn(queryKey, state.data);
    if (id === null || id === shown) return;
    const before = shown;
    shown = id;
    if (before !== null) {
      const answered = event.query;
      void queryClient.invalidateQueries({
        predicate: (q) => q !== answered && signedInUserIn(q.queryKey, q.state.data) === undefined,
      });
    }
  });
}

/** Forgets the shown company (tests). */
export function forgetShownCompany(): void {
  shown = null;
  shownFor = undefined;
}
