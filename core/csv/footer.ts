/**
 * Summary lines banks put above or below the transactions. They are recognised by their first words so a skipped
 * line can be named for what it is; anything else without a date is reported as an invalid date.
 */
const FOOTER_START =
  /^(?:totals?\b|sub-?totals?\b|closing balance|opening balance|balance (?:brought|carried) (?:forward|fwd)|(?:brought|carried) forward|end of (?:statement|report|transactions)|arranged overdraft|overdraft limit|available balance|account balance|current balance|statement (?:total|summary|period|date)|summary\b|number of (?:transactions|entries)|page \d|printed on|interest rate|no transactions|uncleared)/i;

/** True when the row's first non-empty cell opens like a footer or summary line. */
export function isFooterLine(cells: readonly string[]): boolean {
  for (const c of cells) {
    const t = c.trim().replace(/^['"]+/, "");
    if (t !== "") return FOOTER_START.test(t);
  }
  return false;
}

const BALANCE_LINE =
  /^(?:(?:opening|closing|start|starting|end|ending) balance|balance (?:brought|carried) (?:forward|fwd)|(?:brought|carried) forward|b\/f|c\/f|balance b\/?f|balance c\/?f)\b/i;

/** A dated row that only states a balance ("Opening balance", "Balance brought forward") is not a transaction. */
export function isBalanceLine(description: string): boolean {
  // Every balance phrase starts with one of these two letters; the check allocates nothing, as it runs per row.
  const a = description.charCodeAt(0) | 0x20;
  const b = description.charCodeAt(1) | 0x20;
  const candidate =
    (a === 111 && b === 112) || // op(ening)
    (a === 99 && (b === 108 || b === 97 || b === 47)) || // cl(osing), ca(rried), c/f
    (a === 115 && b === 116) || // st(art)
    (a === 101 && b === 110) || // en(d)
    (a === 98 && (b === 97 || b === 114 || b === 47)); // ba(lance), br(ought), b/f
  return candidate && BALANCE_LINE.test(description);
}
