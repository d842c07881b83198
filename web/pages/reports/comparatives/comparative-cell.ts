import { formatPoundsAccounts } from "../report-format";

/** A figure of the comparatives: pounds in the accounts' style, or a count (employees) as a plain number. */
export function comparativeCell(value: number | null, kind: "money" | "count" = "money"): string {
  if (value === null) return "—";
  return kind === "count" ? String(value) : formatPoundsAccounts(value);
}
