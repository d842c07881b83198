/**
 * The chart of categories every user starts with (docs: shared design "categories"). Ids are stable: they are what
 * the API returns as categoryId and what rules, learned examples and the model refer to.
 */
export type CategoryKind = "income" | "expense" | "fixed-asset" | "liability" | "equity" | "none";

/** The micro-entity profit and loss line (A–G) or the balance sheet line the category feeds. */
export type MicroLine =
  | "A Turnover"
  | "B Other income"
  | "C Cost of raw materials and consumables"
  | "D Staff costs"
  | "F Other charges"
  | "Fixed assets"
  | "Creditors"
  | "Capital and reserves"
  | "Excluded";

export interface Category {
  id: CategoryId;
  name: string;
  kind: CategoryKind;
  line: MicroLine;
}

export const CATEGORY_IDS = [
  "sales",
  "other-income",
  "interest-received",
  "cost-of-sales",
  "salaries",
  "directors-salaries",
  "paye-ni",
  "pensions",
  "rent-rates",
  "utilities",
  "phone-internet",
  "software-it",
  "office-costs",
  "travel",
  "motor",
  "marketing",
  "professional-fees",
  "insurance",
  "bank-charges",
  "interest-paid",
  "subscriptions",
  "training",
  "repairs",
  "entertainment",
  "staff-entertainment",
  "general-admin",
  "other-expenses",
  "equipment",
  "motor-vehicles",
  "directors-loan",
  "dividends",
  "corporation-tax",
  "vat",
  "loans",
  "share-capital",
  "transfers",
] as const;

export type CategoryId = (typeof CATEGORY_IDS)[number];

const c = (id: CategoryId, name: string, kind: CategoryKind, line: MicroLine): Category => ({ id, name, kind, line });

export const CATEGORIES: readonly Category[] = [
  c("sales", "Sales", "income", "A Turnover"),
  c("other-income", "Other Income", "income", "B Other income"),
  c("interest-received", "Interest Received", "income", "B Other income"),
  c("cost-of-sales", "Cost of Sales", "expense", "C Cost of raw materials and consumables"),
  c("salaries", "Salaries & Wages", "expense", "D Staff costs"),
  c("directors-salaries", "Directors' Salaries", "expense", "D Staff costs"),
  c("paye-ni", "PAYE & NI", "expense", "D Staff costs"),
  c("pensions", "Pensions", "expense", "D Staff costs"),
  c("rent-rates", "Rent & Rates", "expense", "F Other charges"),
  c("utilities", "Utilities", "expense", "F Other charges"),
  c("phone-internet", "Telephone & Internet", "expense", "F Other charges"),
  c("software-it", "Software & IT", "expense", "F Other charges"),
  c("office-costs", "Office Costs", "expense", "F Other charges"),
  c("travel", "Travel", "expense", "F Other charges"),
  c("motor", "Motor Expenses", "expense", "F Other charges"),
  c("marketing", "Advertising & Marketing", "expense", "F Other charges"),
  c("professional-fees", "Accountancy & Legal", "expense", "F Other charges"),
  c("insurance", "Insurance", "expense", "F Other charges"),
  c("bank-charges", "Bank Charges", "expense", "F Other charges"),
  c("interest-paid", "Interest Paid", "expense", "F Other charges"),
  c("subscriptions", "Subscriptions", "expense", "F Other charges"),
  c("training", "Training", "expense", "F Other charges"),
  c("repairs", "Repairs & Maintenance", "expense", "F Other charges"),
  // Client entertaining is not allowable for corporation tax (CTA 2009 s1298); staff entertaining is (s1299(3)).
  c("entertainment", "Client Entertaining", "expense", "F Other charges"),
  c("staff-entertainment", "Staff Entertaining", "expense", "F Other charges"),
  c("general-admin", "General Admin", "expense", "F Other charges"),
  c("other-expenses", "Other Expenses", "expense", "F Other charges"),
  c("equipment", "Equipment", "fixed-asset", "Fixed assets"),
  // Cars, vans and other vehicles bought: capital allowances by kind and CO2 (CAA 2001 s104AA), and no input VAT on
  // a car (VAT (Input Tax) Order 1992 art 7; VAT Notice 700/64).
  c("motor-vehicles", "Motor Vehicles", "fixed-asset", "Fixed assets"),
  c("directors-loan", "Director's Loan", "liability", "Creditors"),
  c("dividends", "Dividends", "equity", "Capital and reserves"),
  c("corporation-tax", "Corporation Tax", "liability", "Creditors"),
  c("vat", "VAT", "liability", "Creditors"),
  c("loans", "Loans", "liability", "Creditors"),
  c("share-capital", "Share Capital", "equity", "Capital and reserves"),
  c("transfers", "Transfers", "none", "Excluded"),
];

const BY_ID = new Map<string, Category>(CATEGORIES.map((cat) => [cat.id, cat]));

export function isCategoryId(id: string): id is CategoryId {
  return BY_ID.has(id);
}

export function getCategory(id: string): Category | undefined {
  return BY_ID.get(id);
}

export function categoryName(id: string | null | undefined): string | null {
  return id ? (BY_ID.get(id)?.name ?? null) : null;
}

export const UNCATEGORIZED = "Uncategorized";
