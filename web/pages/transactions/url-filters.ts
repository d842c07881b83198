import { type Filters, UNCATEGORIZED } from "./filter-rows";

/**
 * The filters a link can set (the readiness checks link here): `?category=uncategorised` shows the rows
 * without a category, `?review=1` the guesses still to review. Anything else in the query is ignored.
 */
export function filtersFromSearch(search: string): Partial<Filters> {
  const params = new URLSearchParams(search);
  const filters: Partial<Filters> = {};
  const category = params.get("category")?.toLowerCase();
  if (category === "uncategorised" || category === "uncategorized") filters.categoryId = UNCATEGORIZED;
  if (params.get("review") === "1") filters.needsReview = true;
  return filters;
}
