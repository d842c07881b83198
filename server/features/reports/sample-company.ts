import type { CategoryId } from "../../../core/categories";
import { addMonths, type IsoDate } from "../../../core/dates";
import { add, fromDecimalString, fromPounds, type Pence, sum } from "../../../core/money";
import type { CompanySettings } from "./accounts.service";
import type { ReportTransaction } from "./reports.repo";

/**
 * "Sample Trading Ltd": a built-in, invented company whose reports signed-out visitors see (GET /api/reports/sample).
 * Twelve months of categorised bank transactions (1 April 2025 to 31 March 2026), categorised by hand (stage
 * "user"), in its second year of trading. Every figure in its reports is computed by the same code as a real
 * company's; nothing here is a total.
 */
export const SAMPLE_COMPANY_NAME = "Sample Trading Ltd";

export const SAMPLE_COMPANY: CompanySettings & { name: string; registrationNumber: string; directors: string[] } = {
  name: SAMPLE_COMPANY_NAME,
  registrationNumber: "00000000",
  directors: ["Jordan Morgan"],
  incorporationDate: "2023-06-14",
  periodStart: "2025-04-01",
  periodEnd: "2026-03-31",
  averageEmployees: 2,
  associatedCompanies: 0,
  nonGroupDividendsReceived: null,
  equipmentLifeYears: 3,
  // Last year's closing balance sheet, whole pounds: net assets £8,300 = capital and reserves £8,300.
  openingBalances: {
    cash: 9_800,
    creditorsWithinOneYear: 1_500,
    directorsLoan: 1_500,
    calledUpShareCapital: 100,
    profitLossAccount: 8_200,
  },
};

type Row = [date: IsoDate, description: string, amount: string, categoryId: CategoryId];

/** The same payee every month, on the same day, with the month's amount. */
function monthly(day: number, description: string, categoryId: CategoryId, amounts: readonly string[]): Row[] {
  return amounts.map((amount, i) => {
    const date = addMonths(`2025-04-${String(day).padStart(2, "0")}`, i);
    return [date, description, amount, categoryId];
  });
}

const twelve = (amount: string) => Array.from({ length: 12 }, () => amount);
/** Twelve monthly amounts written on one line, April first. */
const words = (text: string) => text.split(" ");

const MONTHLY: Row[] = [
  ...monthly(
    3,
    "FASTER PAYMENT BRIGHTWELL HOMES LTD",
    "sales",
    words("3240.00 2880.00 3600.00 3120.00 2760.00 3480.00 3900.00 3360.00 2640.00 3000.00 3720.00 4080.00"),
  ),
  ...monthly(
    17,
    "BACS CREDIT HARBOUR DESIGN CO",
    "sales",
    words("1850.00 2125.50 1960.00 2240.00 1785.00 2010.00 2305.00 1990.00 2150.00 1875.00 2260.00 2415.00"),
  ),
  ...monthly(
    8,
    "DD TRADE SUPPLIES DIRECT",
    "cost-of-sales",
    words("-612.40 -548.90 -701.15 -655.30 -590.00 -684.25 -742.80 -633.10 -571.45 -618.90 -699.35 -764.20"),
  ),
  ...monthly(25, "SALARY J MORGAN", "directors-salaries", twelve("-1047.50")),
  ...monthly(25, "SALARY E PATEL", "salaries", twelve("-1650.00")),
  ...monthly(19, "HMRC PAYE 123PA00045678", "paye-ni", twelve("-398.64")),
  ...monthly(26, "NEST PENSION DD", "pensions", twelve("-82.50")),
  ...monthly(1, "SO UNIT 4 ENTERPRISE PARK RENT", "rent-rates", twelve("-650.00")),
  ...monthly(12, "DD VODAFONE LTD", "phone-internet", twelve("-38.99")),
  ...monthly(5, "CARD PAYMENT MICROSOFT 365", "software-it", twelve("-10.30")),
  ...monthly(28, "ACCOUNT FEE", "bank-charges", twelve("-6.50")),
  ...monthly(
    21,
    "CARD PAYMENT SHELL FUEL",
    "motor",
    words("-54.20 -61.75 -48.90 -66.10 -58.35 -52.80 -63.40 -57.95 -49.60 -60.25 -55.10 -62.85"),
  ),
];

const ONE_OFF: Row[] = [
  ["2025-04-14", "CARD PAYMENT CURRYS LAPTOP", "-1299.00", "equipment"],
  ["2025-05-02", "DD HISCOX INSURANCE ANNUAL", "-486.72", "insurance"],
  ["2025-06-09", "GOOGLE ADS", "-120.00", "marketing"],
  ["2025-06-30", "INTEREST PAID GROSS", "3.18", "interest-received"],
  ["2025-07-18", "CARD PAYMENT COMPANIES HOUSE", "-50.00", "general-admin"],
  ["2025-08-22", "CARD PAYMENT LNER", "-142.60", "travel"],
  ["2025-09-15", "SMITH & CO ACCOUNTANTS", "-960.00", "professional-fees"],
  ["2025-09-30", "DIVIDEND J MORGAN", "-3000.00", "dividends"],
  ["2025-09-30", "INTEREST PAID GROSS", "4.02", "interest-received"],
  ["2025-10-03", "TRANSFER FROM J MORGAN", "1000.00", "directors-loan"],
  ["2025-11-05", "CARD PAYMENT PREMIER INN", "-89.00", "travel"],
  ["2025-11-20", "TRANSFER TO SAVINGS", "-5000.00", "transfers"],
  ["2025-12-12", "CARD PAYMENT THE IVY CLIENT LUNCH", "-186.50", "entertainment"],
  ["2025-12-31", "INTEREST PAID GROSS", "4.55", "interest-received"],
  ["2026-01-16", "TRANSFER TO J MORGAN", "-2500.00", "directors-loan"],
  ["2026-01-22", "GOOGLE ADS", "-95.00", "marketing"],
  ["2026-02-10", "CARD PAYMENT TRAINLINE", "-63.40", "travel"],
  ["2026-02-27", "TRANSFER FROM SAVINGS", "5000.00", "transfers"],
  ["2026-03-20", "DIVIDEND J MORGAN", "-4000.00", "dividends"],
  ["2026-03-31", "INTEREST PAID GROSS", "5.11", "interest-received"],
];

function amountOf(text: string): Pence {
  const p = fromDecimalString(text);
  if (p === null) throw new Error(`bad sample amount ${text}`);
  return p;
}

/** The sample's transactions in date order, each categorised by "the director" (stage "user", confidence 1). */
export const SAMPLE_TRANSACTIONS: readonly ReportTransaction[] = [...MONTHLY, ...ONE_OFF]
  .sort((a, b) => (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0))
  .map(([date, description, amount, categoryId], i) => ({
    id: `sample-${String(i + 1).padStart(3, "0")}`,
    date,
    description,
    amount: amountOf(amount),
    categoryId,
    storedCategoryId: categoryId,
    stage: "user",
    confidence: 1,
    reason: "Categorised by the director",
  }));

/** The bank's closing balance on 31 March 2026: the sample statement's running balance after its last row. */
export const SAMPLE_CLOSING_BALANCE: Pence = add(
  fromPounds(SAMPLE_COMPANY.openingBalances?.cash ?? 0),
  sum(SAMPLE_TRANSACTIONS.map((t) => t.amount)),
);
