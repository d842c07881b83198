import { type BuiltinRule, group, keywords, type Resolution, type RuleInput } from "./rule-types";

// biome-ignore format: word list
const BANK_FEES = [
  "Account fee|account fees|monthly fee|monthly account fee|monthly charge|monthly plan fee|plan fee|subscription fee tide",
  "Service charge|service charges|serv chg|servchg", "Commission|commission charges|comm charges",
  "Charges|bank charges|bank charge|charge for|charges for|account charges|maintenance fee",
  "Unpaid item|unpaid item fee|returned item|returned dd fee",
  "Non-sterling transaction fee|non sterling|non sterling fee|foreign transaction fee|fx fee|international payment fee|intl payment fee|currency conversion fee",
  "Cash deposit fee|cash handling fee|cash fee|paying in fee",
  "Overdraft fee|overdraft arrangement|arrangement fee|od fee",
  "Card fee|card replacement fee|transaction fee|transaction fees|payment fee|faster payment fee|chaps fee",
];

const INTEREST = [
  "Interest|gross interest|interest paid|interest earned|credit interest|int paid|interest received|net interest|interest charged|debit interest|overdraft interest|loan interest",
];

// biome-ignore format: word list
const PROCESSOR_PAYOUTS = [
  "Stripe|stripe payments|stripe payouts|stripe transfer", "SumUp|sumup payments|sum up",
  "iZettle|zettle|paypal zettle", "Square|square payments|squareup|sq payments|square inc",
  "PayPal|paypal transfer|paypal payment|paypal europe", "Worldpay|world pay",
  "Barclaycard Merchant Services|barclaycard payments|barclaycard merchant", "Elavon", "Global Payments",
  "Dojo|paymentsense|dojo payments", "takepayments|take payments", "Cardsave", "GoCardless|go cardless|gc re",
  "Checkout.com|checkout com", "Adyen",
  "Amazon Payments|amazon payments uk|amazon eu|amazon seller|amazon marketplace payout",
  "eBay Payouts|ebay|ebay commerce", "Etsy|etsy payments|etsy uk",
  "Shopify Payments|shopify payouts|shopify international", "TikTok Shop|tiktok shop payout", "Fresha payout|fresha",
  "Treatwell payout|treatwell", "Square Europe|square payout", "SumUp payout", "Deliveroo|roofoods",
  "Just Eat|justeat|just eat payout", "Uber Eats|ubereats|uber eats", "Not On The High Street|notonthehighstreet",
  "Klarna", "Clearpay", "Airbnb Payments|airbnb payout", "Booking.com Payouts|booking com bv", "Viva Wallet",
  "Revolut Business Acquiring|revolut pay", "Teya|saltpay", "Trust Payments", "Opayo|sage pay|sagepay",
  "Stripe Connect", "Fresha", "Treatwell", "Eventbrite", "Ticket Tailor", "Vinted", "Depop",
];

// biome-ignore format: word list
const PROCESSOR_FEES = [
  "Stripe|stripe payments|stripe fee|stripe billing", "SumUp|sumup payments", "iZettle|zettle",
  "Square fees|=square|square payments|squareup|sq fees", "Worldpay|world pay",
  "Barclaycard Merchant Services|barclaycard merchant", "Elavon", "Dojo|paymentsense", "takepayments",
  "GoCardless|go cardless", "PayPal fee|paypal fees", "Etsy|etsy fees|etsy com",
  "eBay fees|ebay fee|ebay seller fees", "Amazon seller fees|amazon services europe|amazon selling", "Teya|saltpay",
  "Opayo|sage pay|sagepay",
];

/** The bank's own plan or subscription for the account. */
// biome-ignore format: word list
const BANK_PLANS = [
  "Tide Plus|tide pro|tide cashback|tide subscription|tide platform|tide fee",
  "Monzo Business Pro|monzo business team|monzo pro|monzo plan", "Starling Business Toolkit|business toolkit",
  "Revolut Grow plan|grow plan fee|scale plan fee|revolut business fee|revolut plan|revolut fee",
  "ANNA Money|anna subscription|anna money fee", "Countingup", "Cashplus fee|cashplus", "Mettle fee",
  "Wise fees|wise charges|transferwise fee",
];

/** Money paid in at a branch or a card terminal's settlement: the day's takings. */
const TAKINGS = [
  "Cash deposit|cash paid in|paid in at|counter credit|cheque deposit|chq deposit|cash and cheques|takings|card takings|cash takings|merchant settlement|card settlement|batch settlement",
];

// biome-ignore format: word list
const LOANS = [
  "Funding Circle", "iwoca", "Bounce Back Loan|bbl|bounce back|bbls", "CBILS|coronavirus business interruption",
  "Recovery Loan Scheme|rls loan", "YouLend", "Liberis", "Fleximize", "MarketFinance|market finance",
  "Esme Loans|=esme", "Allica Bank loan", "Start Up Loans|startup loans|british business bank",
  "Nucleus Commercial Finance", "Boost Capital", "Swoop Funding", "Close Brothers Asset Finance", "Shawbrook",
  "Hitachi Capital|novuna", "Tide Credit", "Zopa",
];

/**
 * "LOAN" to or from a person is the director lending to the company, borrowing from it or repaying; from a lender it
 * is a loan. A person: an initial beside a surname ("S BRENNAN", "BRENNAN S") or a title ("MR", "MRS").
 */
const TITLES = new Set(["mr", "mrs", "ms", "miss", "dr", "mx"]);

export function looksLikePerson(input: RuleInput): boolean {
  if (input.tokens.some((t) => TITLES.has(t))) return true;
  const words = input.payee.split(" ");
  return words.length >= 2 && (words[0]!.length === 1 || words[1]!.length === 1);
}

function resolveLoan(input: RuleInput): Resolution {
  if (looksLikePerson(input)) {
    return {
      categoryId: "directors-loan",
      confidence: 0.75,
      label: "LOAN",
      what: "to or from a person is usually the director's loan",
    };
  }
  return { categoryId: "loans", confidence: 0.8, label: "LOAN", what: "is a loan drawdown or repayment" };
}

const LOAN_WORDS: BuiltinRule[] = [
  ...keywords("loans", "is a loan drawdown or repayment", 0.8, [
    "Loan|loan repayment|loan drawdown|loan advance|business loan|term loan|loan account|hire purchase|asset finance",
  ]).map((rule) => ({ ...rule, resolve: resolveLoan })),
];

/**
 * A lender's line that says "interest" on money out is the interest part of the repayment, an expense (FRS 105
 * section 25: borrowing costs are expensed), not the loan's capital, which only reduces the liability.
 */
function lenderInterest(rule: BuiltinRule): (input: RuleInput) => Resolution {
  const asLoan: Resolution = { categoryId: "loans", confidence: rule.confidence, label: rule.label, what: rule.what };
  return (input) =>
    input.direction === "out" && input.tokens.includes("interest")
      ? {
          categoryId: "interest-paid",
          confidence: 0.92,
          label: `${rule.label} INTEREST`,
          what: "is interest on a loan",
        }
      : asLoan;
}

export const BANKING_RULES: BuiltinRule[] = [
  ...keywords("bank-charges", "is the bank's own fee", 0.9, BANK_FEES),
  ...keywords("interest-received", "money in is interest received", 0.92, INTEREST, { direction: "in" }),
  ...keywords("interest-paid", "money out is interest paid on a loan or overdraft", 0.92, INTEREST, {
    direction: "out",
  }),
  ...group("sales", "payouts are takings from customers", 0.88, PROCESSOR_PAYOUTS, { direction: "in" }),
  ...group("bank-charges", "money out is a payment processor's fee", 0.86, PROCESSOR_FEES, { direction: "out" }),
  ...group("bank-charges", "is your bank's plan fee", 0.9, BANK_PLANS, { direction: "out" }),
  ...keywords("sales", "money paid in is takings", 0.82, TAKINGS, { direction: "in" }),
  ...group("loans", "is a business lender", 0.9, LOANS).map((rule) => ({ ...rule, resolve: lenderInterest(rule) })),
  ...LOAN_WORDS,
];
