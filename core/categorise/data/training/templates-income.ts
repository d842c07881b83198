import { type Template, t } from "./template";

// biome-ignore format: word list
const CUSTOMER_NAMES = [
  "{word} {customerHead} {suffix}", "{surname} {customerHead} {suffix}", "{word} {word2} {customerHead}",
  "{town} {customerHead} {suffix}", "{first} {surname}", "{initial} {surname}", "MR {initial} {surname}",
  "MRS {initial} {surname}", "{surname} {initial}", "{surname} & {surname2}", "{word} {customerHead}",
];

export const INCOME_TEMPLATES: Template[] = [
  t("sales", 10, {
    names: [
      "{word} {customerHead}",
      "{town} {customerHead}",
      "{surname} {customerHead} {suffix}",
      "The {word} {customerHead}",
    ],
    channels: ["in", "in"],
    pounds: [40, 9500],
    direction: "in",
    refs: ["INV {n}", "", "", "{n}", "PAYMENT", "REMITTANCE", "BACS"],
  }),
  t("sales", 30, {
    names: CUSTOMER_NAMES,
    channels: ["in", "in", "in"],
    pounds: [40, 9500],
    direction: "in",
    // biome-ignore format: word list
    refs: [
      "INV {n}", "INV-{n}", "INVOICE {n}", "{n}", "", "", "PAYMENT", "PO {n}", "JOB {n}", "DEPOSIT", "BALANCE",
      "ORDER {n}", "REMITTANCE", "{code}",
    ],
  }),
  t("sales", 6, {
    // biome-ignore format: word list
    names: [
      "CASH DEPOSIT {town}", "COUNTER CREDIT {town}", "PAID IN AT {town}", "CHEQUE DEPOSIT", "CASH AND CHEQUES",
      "CARD TAKINGS", "{word}PAY SETTLEMENT", "{word} PAYMENTS PAYOUT", "{word}CARD MERCHANT SETTLEMENT",
      "MERCHANT SETTLEMENT {n}", "{word} MARKETPLACE PAYOUT", "ONLINE SHOP PAYOUT",
    ],
    channels: ["bank", "in"],
    pounds: [20, 4000],
    direction: "in",
  }),
  t("other-income", 4, {
    // biome-ignore format: word list
    names: [
      "{town} COUNCIL GRANT", "{town} BOROUGH COUNCIL BUSINESS GRANT", "{word} INSURANCE CLAIM SETTLEMENT",
      "{word} ASSURANCE CLAIM PAYMENT", "CASHBACK REWARD", "{word} ENERGY REBATE", "SUBLET INCOME {surname}",
      "{word} FOUNDATION GRANT", "ARTS COUNCIL AWARD", "COMPENSATION PAYMENT", "{word} TRUST AWARD",
      "GROWTH HUB GRANT", "INNOVATION VOUCHER", "{word} CLAIM PAYOUT",
    ],
    channels: ["in", "bank"],
    pounds: [25, 10000],
    direction: "in",
    refs: ["", "GRANT", "CLAIM {n}", "AWARD", "REF {n}"],
  }),
  t("interest-received", 4, {
    // biome-ignore format: word list
    names: [
      "GROSS INTEREST", "INTEREST PAID", "CREDIT INTEREST", "INTEREST EARNED", "INTEREST {mon}", "NET INTEREST",
      "INTEREST TO {n}", "Interest earned", "Savings interest", "DEPOSIT INTEREST", "INT PAID",
    ],
    channels: ["bank"],
    pounds: [0, 60],
    direction: "in",
  }),
  t("share-capital", 2, {
    // biome-ignore format: word list
    names: [
      "{first} {surname} SHARE CAPITAL", "SHARE CAPITAL {surname}", "{initial} {surname} SHARES",
      "{word} VENTURES SHARE SUBSCRIPTION", "SEIS INVESTMENT {surname}", "ISSUE OF SHARES {surname}",
      "{first} {surname} SUBSCRIPTION SHARES", "ORDINARY SHARES {surname}", "{word} ANGELS INVESTMENT SHARES",
    ],
    channels: ["in"],
    pounds: [1, 50000],
    direction: "in",
    refs: ["", "SHARES", "{n} SHARES"],
  }),
];
