import type { ColumnPlan } from "./column-plan";
import { normaliseHeader } from "./header-names";

/**
 * Fingerprints of published UK export layouts (research notes: docs of the bank formats). A match names the bank and
 * fixes what header words alone get wrong: which text columns form the description, which of several amount or date
 * columns to use, and card issuers that print purchases as positive numbers.
 */
export interface Layout {
  bank: string | null;
  /** Amex-style: a purchase is printed positive; signs are reversed unless a balance proves otherwise. */
  cardIssuer: boolean;
}

interface Fingerprint {
  bank: string | ((ctx: Context) => string);
  requires: readonly string[];
  /** Some other header that must also be present (any one of these). */
  anyOf?: readonly string[];
  width?: number;
  delimiter?: string;
  cardIssuer?: boolean;
  adjust?: (plan: ColumnPlan, at: (name: string) => number | null) => void;
}

interface Context {
  rawHeaders: readonly string[];
}

const descriptionFrom = (plan: ColumnPlan, at: (name: string) => number | null, names: readonly string[]) => {
  plan.description = names.map(at).filter((i): i is number => i !== null);
};

const FINGERPRINTS: readonly Fingerprint[] = [
  {
    // Lloyds, Halifax and Bank of Scotland share one platform; TSB kept the columns with lower-case words.
    bank: (ctx) => (ctx.rawHeaders.some((h) => h.trim() === "Transaction date") ? "TSB" : "Lloyds"),
    requires: ["transaction date", "transaction type", "transaction description", "debit amount", "credit amount"],
    adjust: (plan, at) => descriptionFrom(plan, at, ["transaction description"]),
  },
  {
    bank: "Lloyds Commercial",
    requires: [
      "date",
      "sort & account no.",
      "account name",
      "type",
      "amount",
      "customer reference",
      "transaction details",
    ],
    adjust: (plan, at) => descriptionFrom(plan, at, ["transaction details", "customer reference"]),
  },
  {
    bank: "Barclays",
    requires: ["number", "date", "account", "amount", "subcategory", "memo"],
    adjust: (plan, at) => descriptionFrom(plan, at, ["memo"]),
  },
  {
    bank: "NatWest Bankline",
    requires: ["sort code", "account number", "date", "narrative #1", "debit", "credit"],
  },
  {
    bank: "NatWest",
    requires: ["date", "type", "description", "value", "balance", "account name", "account number"],
    adjust: (plan, at) => descriptionFrom(plan, at, ["description"]),
  },
  { bank: "HSBC business", requires: ["date", "type", "description", "amount", "balance"], width: 5 },
  {
    // "Transaction type" can hold the counterparty ("Transfer from J SMITH"), so it is part of the text.
    bank: "Nationwide",
    requires: ["date", "transaction type", "description", "paid out", "paid in", "balance"],
    adjust: (plan, at) => descriptionFrom(plan, at, ["transaction type", "description"]),
  },
  { bank: "Santander", requires: ["date", "type", "merchant/description", "debit/credit", "balance"], delimiter: ";" },
  {
    // As in Nationwide's statement layout, the type can start the description ("Transfer from" + "J SMITH"); a
    // card export's bare "Card" type is left out (see joinText).
    bank: "Nationwide (midata)",
    requires: ["date", "type", "merchant/description", "debit/credit", "balance"],
    adjust: (plan, at) => descriptionFrom(plan, at, ["type", "merchant/description"]),
  },
  {
    // Amount is signed; Money Out / Money In repeat it (Money Out already negative). Type marks a pot transfer.
    bank: "Monzo",
    requires: ["transaction id", "date", "name", "amount", "money out", "money in"],
    adjust: (plan, at) => {
      plan.amount = at("amount");
      plan.debit = null;
      plan.credit = null;
      plan.bankType = at("type");
      descriptionFrom(plan, at, ["name", "description"]);
    },
  },
  {
    bank: "Starling",
    requires: ["date", "counter party", "reference", "type"],
    anyOf: ["amount (gbp)", "amount (eur)", "amount (usd)"],
    adjust: (plan, at) => descriptionFrom(plan, at, ["counter party", "reference"]),
  },
  {
    // Total amount = Amount + Fee, which is what left the account; the completion date is the posting date.
    bank: "Revolut Business",
    requires: ["date completed (utc)", "state", "description", "amount", "total amount", "balance"],
    adjust: (plan, at) => {
      // The UK day where the file gives it: a payment at 00:30 on 1 April in summer is 23:30 UTC on 31 March, and
      // the UTC date would put it in the year before a 31 March year end.
      plan.date = at("date completed (europe/london)") ?? at("date completed (utc)");
      plan.dateFallback = at("date started (europe/london)") ?? at("date started (utc)");
      plan.amount = at("total amount");
      plan.accountNumber = null; // "Account" names the Revolut balance ("GBP Main"), not a bank account number
      plan.accountName = at("account");
      descriptionFrom(plan, at, ["description", "reference"]);
    },
  },
  {
    bank: "Revolut",
    requires: ["type", "product", "started date", "completed date", "description", "amount", "fee", "state"],
    adjust: (plan, at) => {
      plan.date = at("completed date");
      plan.dateFallback = at("started date");
      plan.fee = at("fee");
      descriptionFrom(plan, at, ["description"]);
    },
  },
  {
    bank: "Wise",
    requires: ["transferwise id", "date", "amount", "currency", "description", "running balance"],
    adjust: (plan, at) => descriptionFrom(plan, at, ["description", "payment reference"]),
  },
  {
    // Unsigned amounts; Direction IN/OUT gives the sign; money leaving = source amount + source fee.
    bank: "Wise (transaction history)",
    requires: ["direction", "created on", "source amount (after fees)", "target amount (after fees)"],
    adjust: (plan, at) => {
      const direction = at("direction");
      const source = at("source amount (after fees)");
      const target = at("target amount (after fees)");
      plan.date = at("finished on") ?? at("created on");
      plan.dateFallback = at("created on");
      plan.amount = null;
      plan.debit = null;
      plan.credit = null;
      descriptionFrom(plan, at, ["target name", "source name", "reference"]);
      if (direction !== null && source !== null && target !== null) {
        plan.wiseHistory = {
          direction,
          source,
          target,
          sourceFee: at("source fee amount"),
          sourceName: at("source name"),
          targetName: at("target name"),
          reference: at("reference"),
          sourceCurrency: at("source currency"),
          targetCurrency: at("target currency"),
        };
      }
    },
  },
  {
    bank: "Amex",
    requires: ["date", "description", "amount"],
    anyOf: ["extended details", "appears on your statement as", "card member", "account #"],
    cardIssuer: true,
    adjust: (plan, at) => {
      descriptionFrom(plan, at, ["description"]);
      plan.accountNumber = at("account #");
    },
  },
  { bank: "Metro Bank", requires: ["date", "description", "transaction type", "money in", "money out", "balance"] },
  {
    bank: "Mettle",
    requires: ["date", "amount in gbp", "balance", "reference", "description", "transaction type"],
    adjust: (plan, at) => descriptionFrom(plan, at, ["description", "reference"]),
  },
];

/** Names the layout and adjusts the plan in place; a generic file gives `{ bank: null }`. */
export function applyLayout(rawHeaders: readonly string[], delimiter: string, plan: ColumnPlan): Layout {
  const names = rawHeaders.map(normaliseHeader);
  const present = new Set(names);
  const at = (name: string) => {
    const i = names.indexOf(name);
    return i === -1 ? null : i;
  };
  for (const f of FINGERPRINTS) {
    if (!f.requires.every((r) => present.has(r))) continue;
    if (f.anyOf && !f.anyOf.some((r) => present.has(r))) continue;
    if (f.width !== undefined && names.length !== f.width) continue;
    if (f.delimiter !== undefined && f.delimiter !== delimiter) continue;
    f.adjust?.(plan, at);
    const bank = typeof f.bank === "string" ? f.bank : f.bank({ rawHeaders });
    return { bank, cardIssuer: f.cardIssuer ?? false };
  }
  return { bank: null, cardIssuer: false };
}
