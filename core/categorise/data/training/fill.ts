import {
  COMPANY_SUFFIXES,
  CUSTOMER_HEADS,
  FIRST_NAMES,
  MONTH_NAMES,
  MONTHS,
  SURNAMES,
  TOWNS,
  WORDS,
} from "./fragments";
import { chance, digits, int, letters, pick, type Rng } from "./rng";

/** Slot fillers for name and reference patterns: "{surname} Timber {suffix}" → "Okafor Timber Ltd". */
const SLOTS: Record<string, (rng: Rng) => string> = {
  surname: (rng) => pick(rng, SURNAMES),
  surname2: (rng) => pick(rng, SURNAMES),
  first: (rng) => pick(rng, FIRST_NAMES),
  initial: (rng) => pick(rng, FIRST_NAMES)[0]!,
  town: (rng) => pick(rng, TOWNS),
  word: (rng) => pick(rng, WORDS),
  word2: (rng) => pick(rng, WORDS),
  suffix: (rng) => pick(rng, COMPANY_SUFFIXES),
  customerHead: (rng) => pick(rng, CUSTOMER_HEADS),
  n: (rng) => String(int(rng, 100, 99999)),
  n2: (rng) => String(int(rng, 1, 52)),
  mon: (rng) => pick(rng, MONTHS),
  month: (rng) => pick(rng, MONTH_NAMES),
  year: (rng) => String(int(rng, 2021, 2026)),
  q: (rng) => String(int(rng, 1, 4)),
  long: (rng) => digits(rng, int(rng, 8, 12)),
  code: (rng) => letters(rng, 2) + digits(rng, int(rng, 3, 6)),
  vrn: (rng) => (chance(rng, 0.2) ? "GB" : "") + digits(rng, 9),
  payeRef: (rng) => `${digits(rng, 3)}P${letters(rng, 1)}${digits(rng, 8)}${chance(rng, 0.5) ? digits(rng, 4) : ""}`,
  ctRef: (rng) => `${digits(rng, 10)}A001${digits(rng, 2)}A`,
  saRef: (rng) => `${digits(rng, 10)}K`,
  acct: (rng) => digits(rng, 8),
  sort: (rng) => `${digits(rng, 2)}-${digits(rng, 2)}-${digits(rng, 2)}`,
};

export function fill(pattern: string, rng: Rng): string {
  return pattern
    .replace(/\{(\w+)\}/g, (_, slot: string) => {
      const filler = SLOTS[slot];
      if (!filler) throw new Error(`unknown slot {${slot}}`);
      return filler(rng);
    })
    .replace(/\s+/g, " ")
    .trim();
}
