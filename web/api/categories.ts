import { useQuery } from "@tanstack/react-query";
import { queryKeys } from "./query-keys";

/** A category of the chart as `GET /api/categories` returns it (the same list for everyone; no sign-in needed). */
export interface CategoryOption {
  id: string;
  name: string;
  kind: string;
  line: string;
}

/** The chart of categories, for filters, badges and pickers. Fetched once per page load (data never stale). */
export function useCategories() {
  return useQuery<CategoryOption[]>({ queryKey: queryKeys.categories });
}
