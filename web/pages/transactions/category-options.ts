import type { CategoryOption } from "../../api/categories";

const KIND_LABELS: Record<string, string> = {
  income: "Income",
  expense: "Expenses",
  "fixed-asset": "Fixed assets",
  liability: "Liabilities",
  equity: "Equity",
  none: "Other",
};

export interface CategoryGroup {
  kind: string;
  label: string;
  categories: CategoryOption[];
}

/** The chart's categories grouped by kind, in the chart's order, keeping those whose name contains `query`. */
export function groupCategories(categories: readonly CategoryOption[], query = ""): CategoryGroup[] {
  const q = query.trim().toLowerCase();
  const groups = new Map<string, CategoryGroup>();
  for (const c of categories) {
    if (q && !c.name.toLowerCase().includes(q)) continue;
    const group = groups.get(c.kind) ?? { kind: c.kind, label: KIND_LABELS[c.kind] ?? c.kind, categories: [] };
    group.categories.push(c);
    groups.set(c.kind, group);
  }
  return [...groups.values()];
}
