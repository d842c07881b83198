import { type Pence, toPoundsNumber } from "./pence";

/** The JSON shape of a report: every Pence becomes a number of pounds with 2 decimals; other fields are unchanged. */
export type PoundsJson<T> = T extends Pence
  ? number
  : T extends readonly (infer U)[]
    ? PoundsJson<U>[]
    : T extends object
      ? { [K in keyof T]: PoundsJson<T[K]> }
      : T;

/**
 * Converts money fields to pounds for JSON at the edge. A numeric field is money unless its key is listed in
 * `nonMoneyKeys` (counts, days, rates, box numbers): the lists sit beside each report type and are tested.
 */
export function toPoundsJson<T>(value: T, nonMoneyKeys: ReadonlySet<string>): PoundsJson<T> {
  const walk = (v: unknown, key: string | null): unknown => {
    if (typeof v === "number") return key !== null && nonMoneyKeys.has(key) ? v : toPoundsNumber(v as Pence);
    if (Array.isArray(v)) return v.map((item) => walk(item, key));
    if (v !== null && typeof v === "object") {
      return Object.fromEntries(Object.entries(v).map(([k, item]) => [k, walk(item, k)]));
    }
    return v;
  };
  return walk(value, null) as PoundsJson<T>;
}
