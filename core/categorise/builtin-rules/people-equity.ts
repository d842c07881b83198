import { type BuiltinRule, group, keywords } from "./rule-types";

export const PEOPLE_AND_EQUITY_RULES: BuiltinRule[] = [
  ...keywords(
    "salaries",
    "is net pay to staff",
    0.88,
    ["Salary|salaries|wages|wage|net pay|nett pay|payroll|staff pay|monthly pay|weekly pay|holiday pay"],
    {
      direction: "out",
    },
  ),
  ...keywords(
    "directors-salaries",
    "is a director's salary",
    0.9,
    [
      "Director salary|directors salary|director s salary|dir salary|dir sal|directors remuneration|director remuneration|directors fees|director fee",
    ],
    { direction: "out" },
  ),
  ...keywords(
    "professional-fees",
    "is a payroll bureau",
    0.85,
    ["Payroll services|payroll bureau|payroll service|payroll fee"],
    {
      direction: "out",
    },
  ),
  ...keywords(
    "dividends",
    "is a dividend to shareholders",
    0.92,
    ["Dividend|dividends|divi|interim dividend|final dividend|dividend payment|div payment"],
    { direction: "out" },
  ),
  ...keywords(
    "other-income",
    "money in is a dividend received on investments",
    0.8,
    ["Dividend|dividends|dividend income"],
    {
      direction: "in",
    },
  ),
  ...keywords("directors-loan", "is money between the company and its director", 0.9, [
    "Director loan|directors loan|director s loan|dir loan|dla|directors current account|director current account|drawings|loan from director|loan to director|director repayment|capital introduced|director contribution|owner drawings",
  ]),
  ...keywords(
    "share-capital",
    "is money paid in for shares",
    0.92,
    [
      "Share capital|share issue|share subscription|issue of shares|shares issued|subscription for shares|shares allotted|allotment of shares",
    ],
    { direction: "in" },
  ),
  ...keywords("transfers", "is a move between the company's own accounts", 0.88, [
    "Transfer to savings|transfer from savings|to savings|from savings|savings account|savings pot|business savings|business saver|deposit account|reserve account|internal transfer|own account|between accounts|moved to pot|moved from pot|from pot|to pot|starling space|from space|to space|tfr|inter account|instant access|exchanged to|exchanged from|exchanged|converted|currency exchange|tax pot|vat pot|savings space|tax space",
  ]),
  ...group(
    "transfers",
    "is a credit card repayment (a move between your own accounts)",
    0.75,
    // biome-ignore format: word list
    [
      "Barclaycard|barclaycard payment", "American Express|amex|americanexpress", "Capital on Tap|capitalontap",
      "Credit card|credit card payment|credit card repayment|card repayment|mastercard payment|visa payment",
      "Amex Business", "Pleo|pleo technologies", "Soldo", "Spendesk",
    ],
    { direction: "out" },
  ),
  ...keywords(
    "other-income",
    "is a grant or sundry receipt",
    0.85,
    [
      "Grant|grant payment|business grant|covid grant|restart grant|kickstart|innovate uk|insurance claim|claim settlement|cashback|rebate|compensation|settlement payment|job retention|cjrs|furlough",
    ],
    { direction: "in" },
  ),
];
