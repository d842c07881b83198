import type { QueryClient } from "@tanstack/react-query";
import { PAGE_DATA_ELEMENT_ID, type TransactionsPageData } from "../core/contracts/transactions";
import { queryKeys } from "./api/query-keys";
import { seedFirstScreen } from "./api/transactions";

/**
 * Reads what the server wrote into the page beside the Transactions first screen it drew: who is signed
 * in, the first screen and the company, the same answers `GET /api/auth/user`, `GET /api/transactions/first-screen`
 * and `GET /api/company` give. They go into the query cache, so the app renders the page at once instead of asking
 * again. True when the page had them.
 */
export function seedFromPage(qc: QueryClient, doc: Document = document): boolean {
  const element = doc.getElementById(PAGE_DATA_ELEMENT_ID);
  const text = element?.textContent;
  element?.remove();
  if (!text) return false;
  let data: Partial<TransactionsPageData> | null;
  try {
    data = JSON.parse(text) as Partial<TransactionsPageData> | null;
  } catch {
    return false;
  }
  if (!data?.user || !data.firstScreen) return false;
  seedPageData(qc, data as TransactionsPageData);
  return true;
}

/**
 * Puts a drawn page's answers into a query cache: the browser's, from the page (above), and the server's own per
 * request as it draws the page (web/server-entry.tsx), so both render from the same cache.
 */
export function seedPageData(
  qc: QueryClient,
  data: Pick<TransactionsPageData, "user" | "firstScreen"> & { company?: TransactionsPageData["company"] },
): void {
  qc.setQueryData(queryKeys.authUser, data.user);
  seedFirstScreen(qc, data.firstScreen);
  if (data.company) qc.setQueryData(queryKeys.company, data.company);
}
