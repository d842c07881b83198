import type { VatRate } from "../vat";
import { type CategoryKind, getCategory } from "./chart";

/**
 * The VAT rate a transaction of each kind of category has unless the person says otherwise. Sales and most
 * purchases are standard rated (VATA 1994 s2); balance-sheet movements are not supplies at all: loans, the
 * director's loan, share capital, dividends, taxes paid to HMRC and transfers are outside the scope.
 */
const BY_KIND: Record<CategoryKind, VatRate> = {
  income: "standard",
  expense: "standard",
  "fixed-asset": "standard",
  liability: "outside-scope",
  equity: "outside-scope",
  none: "outside-scope",
};

/** Categories whose usual content differs from their kind's default, with the reason. */
const EXCEPTIONS: Readonly<Record<string, VatRate>> = {
  // Grants and insurance pay-outs are not consideration for a supply; sundry taxable sales belong in Sales.
  "other-income": "outside-scope",
  // Interest is a financial service (VATA 1994 Sch 9 Group 5 item 1).
  "interest-received": "exempt",
  "interest-paid": "exempt",
  // Bank and card charges are financial services too (Sch 9 Group 5).
  "bank-charges": "exempt",
  // Insurance (Sch 9 Group 2).
  insurance: "exempt",
  // Pay, PAYE, National Insurance and pension contributions are not supplies to the company.
  salaries: "outside-scope",
  "directors-salaries": "outside-scope",
  "paye-ni": "outside-scope",
  pensions: "outside-scope",
  // Rent of land and buildings is exempt unless the landlord opted to tax (Sch 9 Group 1; Sch 10 Part 1); business
  // rates are not a supply. A person whose landlord charges VAT sets "standard" on those lines.
  "rent-rates": "exempt",
  // Rail, bus and air fares are zero rated (Sch 8 Group 8), the bulk of a small company's travel; hotels and taxis
  // charge VAT and are set to "standard" line by line.
  travel: "zero",
  // Professional and trade bodies' subscriptions are exempt (Sch 9 Group 9); publications are zero rated (Sch 8
  // Group 3). Either way there is no VAT to reclaim.
  subscriptions: "exempt",
  // VAT on business entertainment is not reclaimable (Value Added Tax (Input Tax) Order 1992, SI 1992/3222, art 5),
  // so the line is recorded with no VAT to take out. Staff entertainment is reclaimable: a category for it keeps the
  // expense default, standard.
  entertainment: "outside-scope",
  // Input VAT on buying a car is blocked (VAT (Input Tax) Order 1992, SI 1992/3222, art 7; VAT Notice 700/64), so
  // a vehicle line has no VAT to take out unless the fixed asset register says it is a van (core/accounts
  // asset-vat.ts).
  "motor-vehicles": "outside-scope",
  // Companies House and ICO fees are statutory fees, not supplies.
  "general-admin": "outside-scope",
};

/**
 * A category's default VAT rate: its own exception, else its kind's default, so a category added to the chart
 * later gets a sensible rate without a change here. An unknown or missing category has no VAT.
 */
export function defaultVatRate(categoryId: string | null | undefined): VatRate {
  const category = categoryId ? getCategory(categoryId) : undefined;
  if (!category) return "outside-scope";
  return EXCEPTIONS[category.id] ?? BY_KIND[category.kind];
}
