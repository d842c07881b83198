import { type Template, t } from "./template";

/** Money that is not profit or loss: tax, the director, lenders, shareholders and the company's own accounts. */
export const BALANCE_SHEET_TEMPLATES: Template[] = [
  t("directors-loan", 4, {
    names: [
      "{first} {surname}",
      "{initial} {surname}",
      "MR {initial} {surname}",
      "{surname} {first}",
      "{first} {surname} PERSONAL",
    ],
    channels: ["out", "in"],
    pounds: [20, 8000],
    direction: "both",
    // biome-ignore format: word list
    refs: [
      "DLA", "DIRECTORS LOAN", "DIR LOAN", "LOAN REPAY", "LOAN TO COMPANY", "DRAWINGS", "DIRECTOR LOAN ACCOUNT",
      "FUNDS INTRODUCED", "PERSONAL", "EXPENSES CLAIM", "REPAY DLA",
    ],
  }),
  t("dividends", 3, {
    // biome-ignore format: word list
    names: [
      "{first} {surname}", "{initial} {surname}", "MR {initial} {surname}", "MRS {initial} {surname}",
      "DIVIDEND {surname}", "INTERIM DIVIDEND",
    ],
    channels: ["out"],
    pounds: [500, 15000],
    direction: "out",
    // biome-ignore format: word list
    refs: [
      "DIVIDEND", "DIVIDEND {mon}", "DIV Q{q}", "INTERIM DIV", "FINAL DIVIDEND {year}", "DIVI", "DIVIDEND PAYMENT",
    ],
  }),
  t("corporation-tax", 2, {
    // biome-ignore format: word list
    names: [
      "HMRC CT {ctRef}", "HMRC CORPORATION TAX", "HMRC CUMBERNAULD {ctRef}", "HMRC SHIPLEY {ctRef}",
      "CORP TAX {year}", "HMRC {ctRef}", "HM REVENUE & CUSTOMS {ctRef}", "CORPORATION TAX {year}",
      "HMRC - CT {ctRef}",
    ],
    channels: ["out", "bank"],
    pounds: [300, 40000],
    direction: "out",
  }),
  t("vat", 4, {
    // biome-ignore format: word list
    names: [
      "HMRC VAT {vrn}", "HMRC VAT RETURN", "VAT Q{q} {year}", "HMRC NDDS", "HM REVENUE & CUSTOMS VAT", "HMRC VAT",
      "HMRC - VAT {vrn}", "VAT RETURN {mon}", "HMRC VAT REPAYMENT", "VAT REFUND HMRC", "HMRC {vrn}",
    ],
    channels: ["out", "dd", "bank"],
    pounds: [100, 25000],
    direction: "both",
  }),
  t("loans", 3, {
    // biome-ignore format: word list
    names: [
      "{word} Capital", "{word} Finance {suffix}", "{word} Funding", "{word} Lending", "{word} Business Finance",
      "BANK LOAN {long}", "LOAN REPAYMENT {n}", "LOAN DRAWDOWN", "{word} Asset Finance", "{word} Commercial Finance",
      "{word} Equipment Finance", "LOAN ACCOUNT {acct}", "Merchant Cash Advance {word}",
    ],
    channels: ["dd", "out", "in", "bank"],
    pounds: [100, 30000],
    direction: "both",
    refs: ["", "LOAN {n}", "REPAYMENT", "AGREEMENT {n}", "DRAWDOWN"],
  }),
  t("transfers", 6, {
    // biome-ignore format: word list
    names: [
      "TRANSFER TO {acct}", "TRANSFER FROM {acct}", "TO BUSINESS SAVER", "FROM RESERVE ACCOUNT", "MOVED TO POT",
      "INTERNAL TFR", "TFR {sort} {acct}", "{word} {customerHead} SAVINGS", "TO SAVINGS POT", "FROM TAX POT",
      "Transfer to Business Reserve", "Transfer from Instant Access", "TO DEPOSIT ACCOUNT", "OWN ACCOUNT TRANSFER",
      "Savings Space", "VAT Space", "Tax pot", "TO {word} ACCOUNT {acct}", "Sweep to savings", "Auto sweep",
      "Moved from Savings", "{word} Current Account", "TFR TO BUSINESS {acct}",
    ],
    channels: ["bank", "out", "in"],
    pounds: [50, 30000],
    direction: "both",
  }),
];
