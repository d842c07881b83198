/**
 * What leaves the machine when the optional LLM is asked: the narrative without the personal data a bank line can
 * carry. Best effort, erring on removing too much: everything after "REF", e-mail addresses, IBANs, card and account
 * numbers (6+ digits), sort codes, UK postcodes, and people's names after a title or as "initial surname".
 * Names with neither ("Ellie Fairweather") are not recognisable by pattern and stay.
 */
const REPLACEMENTS: [RegExp, string][] = [
  // Santander writes "REF <reference> FROM <payee>": the reference goes, the payee stays (and is redacted below).
  [/\bref(?:erence)?\b.*?\b(from|to)\b/i, "$1"],
  [/\b(?:with\s+)?ref(?:erence)?\b[\s\S]*$/i, ""],
  [/[^\s@]+@[^\s@]+\.[^\s@]+/g, "[email]"],
  [/\b[A-Z]{2}\d{2}(?:\s?[A-Z0-9]{4}){3,7}(?:\s?[A-Z0-9]{1,3})?\b/gi, "[iban]"],
  [/\b\d{2}[-\s]\d{2}[-\s]\d{2}\b/g, "[sort code]"],
  [/\b(?:\d[ -]?){12,18}\d\b/g, "[number]"],
  [/\d{6,}/g, "[number]"],
  [/\b[A-Z]{1,2}\d[A-Z\d]?\s*\d[A-Z]{2}\b/gi, "[postcode]"],
  [/\b(?:mr|mrs|ms|miss|mx|dr)\.?\s+(?:[a-z]\.?\s+)*[a-z][a-z'-]+(?:\s+[a-z][a-z'-]+)?/gi, "[person]"],
  [/(^|\s)[A-Z]\.?\s+[A-Z][A-Za-z'-]{2,}\b/g, "$1[person]"],
];

export function redactForLlm(description: string): string {
  let text = description;
  for (const [pattern, replacement] of REPLACEMENTS) text = text.replace(pattern, replacement);
  return text.replace(/\s+/g, " ").trim();
}
