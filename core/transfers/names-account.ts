import type { OwnAccount } from "./types";

const digitsOf = (s: string | null | undefined) => (s ?? "").replace(/\D/g, "");

/** An account number short enough to turn up by chance (a card's last four, a reference) does not name an account. */
const MIN_NUMBER_DIGITS = 6;
/** "TSB" or "HSBC" would be fine, but a shorter word is too often part of something else. */
const MIN_BANK_WORD = 3;

/** The first word of a layout's bank name, upper case: "NatWest Bankline" → "NATWEST". */
export function bankWord(bank: string | null | undefined): string | null {
  const word = (bank ?? "").trim().split(/[\s(]/)[0]?.toUpperCase() ?? "";
  return word.length >= MIN_BANK_WORD ? word : null;
}

function hasWord(text: string, word: string): boolean {
  return text.split(/[^A-Z0-9]+/).includes(word);
}

/**
 * Whether a line of `own` names `other`: the other account's whole number appears in it (spaces and dashes
 * ignored), or the other account's bank appears as a word while the line's own account is at another bank (a
 * Barclays line saying "BARCLAYS" names nobody). A bank shared by two of the other accounts names neither.
 */
export function namesAccount(
  description: string,
  own: OwnAccount,
  other: OwnAccount,
  accounts: readonly OwnAccount[],
): boolean {
  if (other.id === own.id) return false;
  const number = digitsOf(other.accountNumber);
  if (number.length >= MIN_NUMBER_DIGITS && description.replace(/[\s-]/g, "").includes(number)) return true;
  const word = bankWord(other.bank);
  if (!word || word === bankWord(own.bank)) return false;
  const sameBank = accounts.filter((a) => a.id !== own.id && bankWord(a.bank) === word);
  return sameBank.length === 1 && hasWord(description.toUpperCase(), word);
}
