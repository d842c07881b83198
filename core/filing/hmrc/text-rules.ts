/**
 * HMRC's CT schema allows only some characters in names and statuses (CT_CTstringType: letters A–Z, digits, space
 * and , . ( ) / & ' - " ! % * _ + : @ < > ? = ;). Accented letters and typographic quotes are common in names, so
 * they are written as their plain forms first; anything still outside the set is reported, never dropped silently.
 */
const ALLOWED = /^[A-Za-z0-9 ,.()/&'\-"!%*_+:@<>?=;]*$/;
const TYPOGRAPHIC: Readonly<Record<string, string>> = {
  "\u2018": "'",
  "\u2019": "'",
  "\u201c": '"',
  "\u201d": '"',
  "\u2013": "-",
  "\u2014": "-",
  "\u00a0": " ",
};

/** Accents removed (é → e), typographic quotes and dashes made plain, spaces collapsed. */
export function plainHmrcText(text: string): string {
  return text
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/[\u2018\u2019\u201c\u201d\u2013\u2014\u00a0]/g, (c) => TYPOGRAPHIC[c]!)
    .replace(/\s+/g, " ")
    .trim();
}

export interface TextProblem {
  field: string;
  message: string;
}

/**
 * The value as HMRC's schema takes it (`min`–`max` characters of the allowed set), or a problem naming the field in
 * words.
 */
export function hmrcText(
  field: string,
  raw: string,
  min: number,
  max: number,
): { value: string; problem: TextProblem | null } {
  const value = plainHmrcText(raw);
  const bad = [...new Set([...value].filter((c) => !ALLOWED.test(c)))];
  if (bad.length > 0) {
    return { value, problem: { field, message: `${field} has characters HMRC does not accept: ${bad.join(" ")}` } };
  }
  if (value.length < min || value.length > max) {
    return { value, problem: { field, message: `${field} must be ${min} to ${max} characters long for HMRC` } };
  }
  return { value, problem: null };
}
