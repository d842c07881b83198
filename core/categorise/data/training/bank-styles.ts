import { MONTHS, TOWNS } from "./fragments";
import { chance, digits, int, letters, pick, type Rng } from "./rng";

/** How money moved: card, direct debit, standing order, payment out, payment in, or the bank's own line. */
export type Channel = "card" | "dd" | "so" | "out" | "in" | "bank";

export interface Line {
  payee: string;
  reference: string;
  channel: Channel;
  direction: "in" | "out";
}

/** One bank's way of writing a narrative. */
export type BankStyle = (line: Line, rng: Rng) => string;

const date = (rng: Rng) => `${int(rng, 1, 28)} ${pick(rng, MONTHS)}`;
const dateCompact = (rng: Rng) => `${String(int(rng, 1, 28)).padStart(2, "0")}${pick(rng, MONTHS)}${int(rng, 21, 26)}`;
const dateSlash = (rng: Rng) =>
  `${String(int(rng, 1, 28)).padStart(2, "0")}/${String(int(rng, 1, 12)).padStart(2, "0")}/${int(rng, 21, 26)}`;
const upper = (s: string) => s.toUpperCase();
const withRef = (payee: string, ref: string) => (ref ? `${payee} ${ref}` : payee);
/** Card terminals often append a store number and the town. */
const terminal = (payee: string, rng: Rng) =>
  `${upper(payee)}${chance(rng, 0.4) ? ` ${digits(rng, 4)}` : ""}${chance(rng, 0.4) ? ` ${upper(pick(rng, TOWNS))}` : ""}`;
const truncate = (s: string, n: number) => (s.length > n ? s.slice(0, n).trim() : s);

const barclays: BankStyle = ({ payee, reference, channel }, rng) => {
  const p = upper(payee);
  switch (channel) {
    case "card":
      return chance(rng, 0.5)
        ? `CARD PAYMENT TO ${terminal(payee, rng)} ON ${date(rng)}`
        : `${terminal(payee, rng)} ON ${date(rng)} BCC`;
    case "dd":
      return `${p} ${upper(reference) || digits(rng, 10)} DDR`;
    case "so":
      return `${withRef(p, upper(reference))} STO`;
    case "out":
      return chance(rng, 0.5)
        ? `${withRef(p, upper(reference))} BBP`
        : `BILL PAYMENT TO ${p}${reference ? ` REF ${upper(reference)}` : ""}`;
    case "in":
      return `${withRef(p, upper(reference))} BGC`;
    case "bank":
      return upper(payee);
  }
};

const lloyds: BankStyle = ({ payee, reference, channel, direction }, rng) => {
  const p = upper(payee);
  switch (channel) {
    case "card":
      return `${chance(rng, 0.4) ? "DEB " : ""}${truncate(terminal(payee, rng), 23)} CD ${digits(rng, 4)}`;
    case "dd":
      return `${chance(rng, 0.5) ? "DD " : ""}${p} ${upper(reference) || digits(rng, 12)}`;
    case "so":
      return `${chance(rng, 0.5) ? "SO " : ""}${withRef(p, upper(reference))}`;
    case "out":
      return `${chance(rng, 0.5) ? "FPO " : ""}${withRef(truncate(p, 18), upper(reference))} ${digits(rng, 6)} ${dateSlash(rng)} ${int(rng, 10, 23)}:${int(rng, 10, 59)}`;
    case "in":
      return `${chance(rng, 0.5) ? "FPI " : ""}${withRef(truncate(p, 18), upper(reference))} ${digits(rng, 10)} ${letters(rng, 2)}${digits(rng, 6)}`;
    case "bank":
      return `${direction === "out" && chance(rng, 0.4) ? "CHG " : ""}${upper(payee)}`;
  }
};

const hsbc: BankStyle = ({ payee, reference, channel }, rng) => {
  const p = upper(payee);
  switch (channel) {
    case "card":
      return chance(rng, 0.5) ? `))) ${terminal(payee, rng)}` : `VIS ${terminal(payee, rng)}`;
    case "dd":
      return `DD ${p}`;
    case "so":
      return `SO ${withRef(p, upper(reference))}`;
    case "out":
      return `${chance(rng, 0.5) ? "OBP" : "TFR"} ${withRef(p, upper(reference))}`;
    case "in":
      return `CR ${withRef(p, upper(reference))}`;
    case "bank":
      return upper(payee);
  }
};

const natwest: BankStyle = ({ payee, reference, channel }, rng) => {
  const p = upper(payee);
  switch (channel) {
    case "card":
      return `${digits(rng, 4)} ${dateCompact(rng)} CD , ${terminal(payee, rng)} , ${upper(pick(rng, TOWNS))} GB`;
    case "dd":
      return `${p} , ${upper(reference) || digits(rng, 10)} , DD`;
    case "so":
      return `${p} , ${upper(reference) || "STANDING ORDER"} , SO`;
    case "out":
      return `${p} , ${upper(reference) || "PAYMENT"} , FP ${dateSlash(rng)} ${digits(rng, 4)} , ${digits(rng, 12)}`;
    case "in":
      return `${p} , ${upper(reference) || "PAYMENT"} , FP ${dateSlash(rng)} ${digits(rng, 4)} , ${digits(rng, 11)}${letters(rng, 6)}`;
    case "bank":
      return upper(payee);
  }
};

/** Monzo and Starling export a clean counterparty name; the reference sits beside it. */
const monzo: BankStyle = ({ payee, reference, channel }, rng) => {
  if (channel === "card") return chance(rng, 0.6) ? payee : `${payee} ${pick(rng, TOWNS)} GBR`;
  return reference && chance(rng, 0.6) ? `${payee} ${reference}` : payee;
};

const starling: BankStyle = ({ payee, reference, channel }, rng) => {
  if (channel === "card") return upper(payee);
  return reference && chance(rng, 0.7) ? `${upper(payee)} ${upper(reference)}` : upper(payee);
};

const santander: BankStyle = ({ payee, reference, channel }, rng) => {
  const p = upper(payee);
  const ref = upper(reference) || digits(rng, 8);
  switch (channel) {
    case "card":
      return `CARD PAYMENT TO ${p},${int(rng, 1, 999)}.${digits(rng, 2)} GBP, RATE 1.00/GBP ON ${String(int(rng, 1, 28)).padStart(2, "0")}-0${int(rng, 1, 9)}-20${int(rng, 21, 26)}`;
    case "dd":
      return `DIRECT DEBIT PAYMENT TO ${p} REF ${ref}, MANDATE NO ${int(rng, 1, 99)}`;
    case "so":
      return `STANDING ORDER VIA FASTER PAYMENT TO ${p} REFERENCE ${ref} , MANDATE NO ${int(rng, 1, 99)}`;
    case "out":
      return `BILL PAYMENT VIA FASTER PAYMENT TO ${p} REFERENCE ${ref} , MANDATE NO ${int(rng, 1, 99)}`;
    case "in":
      return chance(rng, 0.6) ? `FASTER PAYMENTS RECEIPT REF ${ref} FROM ${p}` : `BANK GIRO CREDIT REF ${p}, ${ref}`;
    case "bank":
      return upper(payee);
  }
};

export const BANK_STYLES: readonly BankStyle[] = [barclays, lloyds, hsbc, natwest, monzo, starling, santander];
