/**
 * Rows in another currency (a Revolut or Wise balance in euros, a Starling "Amount (EUR)" account) are read as they
 * are: the accounts are kept in sterling and nothing is converted, so a person is told before saving them.
 */

/** "EUR" from an amount header that names its currency: "Amount (EUR)", "Amount in USD". */
export function headerCurrency(header: string | undefined): string | null {
  const m = /\(([a-z]{3})\)\s*$|\bin ([a-z]{3})\s*$/i.exec(header ?? "");
  const code = (m?.[1] ?? m?.[2] ?? "").toUpperCase();
  return code === "" || code === "GBP" ? null : code;
}

export function currencyWarnings(counts: ReadonlyMap<string, number>, rows: number): string[] {
  return [...counts].map(([code, n]) =>
    n >= rows
      ? `Every row of this file is in ${code}, not sterling: the accounts are kept in pounds and the amounts were not converted.`
      : `${n} ${n === 1 ? "row is" : "rows are"} in ${code}, not sterling: the accounts are kept in pounds and these amounts were not converted.`,
  );
}
