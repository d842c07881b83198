import { type Pence, pence } from "./pence";

export interface ParseMoneyOptions {
  /** European style: "1.234,56". When unset, a lone comma followed by exactly 1–2 digits at the end is a decimal comma. */
  decimalComma?: boolean;
}

/**
 * Parses what banks print for an amount to exact pence, never through floating point:
 * "£1,234.56", "-£12.00", "+12", "(1,234.56)", "12.00 DR", "12.00CR", "GBP 5", "12.5", "1.234,56" (decimal comma),
 * "−12.00" (Unicode minus). DR and parentheses mean negative; CR means positive. Returns null for anything else.
 */
export function parseMoney(input: string, opts: ParseMoneyOptions = {}): Pence | null {
  let s = input
    .trim()
    .replace(/\u2212/g, "-")
    .replace(/[\s\u00a0]+/g, " ");
  if (s === "") return null;
  let negative = false;
  const flip = () => {
    negative = !negative;
  };
  const paren = /^\((.*)\)$/.exec(s);
  if (paren) {
    s = paren[1]!.trim();
    flip();
  }
  const suffix = /^(.*?)\s*(CR|DR|Cr|Dr|cr|dr|D|C)\.?$/.exec(s);
  if (suffix && /\d/.test(suffix[1]!)) {
    s = suffix[1]!.trim();
    if (suffix[2]!.toUpperCase().startsWith("D")) flip();
  }
  s = s.replace(/^(GBP|gbp)\s*/, "").replace(/\s*(GBP|gbp)$/, "");
  const sign = /^([+-])\s*(.*)$/.exec(s);
  if (sign) {
    if (sign[1] === "-") flip();
    s = sign[2]!;
  }
  const hadPound = /^£|£$/.test(s);
  s = s.replace(/^£\s*/, "").replace(/\s*£$/, "");
  const sign2 = hadPound ? /^([+-])\s*(.*)$/.exec(s) : null; // "£-12.00"
  if (sign2) {
    if (sign2[1] === "-") flip();
    s = sign2[2]!;
  }
  s = s.replace(/ /g, "");
  let whole: string;
  let frac: string;
  const useComma = opts.decimalComma ?? /^\d{1,3}(\.\d{3})*,\d{1,2}$|^\d+,\d{1,2}$/.test(s);
  const m = useComma
    ? /^(\d{1,3}(?:\.\d{3})+|\d+)(?:,(\d*))?$/.exec(s)
    : /^(\d{1,3}(?:,\d{3})+|\d+)(?:\.(\d*))?$|^\.(\d+)$/.exec(s);
  if (!m) return null;
  if (m[3] !== undefined) {
    whole = "0";
    frac = m[3];
  } else {
    whole = m[1]!.replace(/[.,]/g, "");
    frac = m[2] ?? "";
  }
  if (frac.length > 2) {
    // Extra decimals are accepted only when they are zeros: a bank never charges fractions of a penny.
    if (/[^0]/.test(frac.slice(2))) return null;
    frac = frac.slice(0, 2);
  }
  const value = Number(whole) * 100 + Number(frac.padEnd(2, "0"));
  if (!Number.isSafeInteger(value)) return null;
  return pence(negative ? -value : value);
}
