import { z } from "zod";
import { DrilldownRow } from "../../../core/contracts";
import { VAT_STAGGERS } from "../../../core/vat";

/**
 * Response schemas: the spec's fields (part 2 §3) are declared exactly; the extra statutory lines pass through as
 * they are (loose objects), so the schema documents the contract without dropping anything.
 */
const money = z.number();

const CategoryLine = z.object({
  categoryId: z.string(),
  categoryName: z.string(),
  transactionCount: z.number().int(),
  amount: money,
});

const Section = z.object({ categories: z.array(CategoryLine), total: money });

export const ProfitLossResponse = z.looseObject({
  period: z.object({ startDate: z.string().nullable(), endDate: z.string().nullable() }),
  income: Section,
  expenses: Section,
  netProfit: money,
  uncategorizedCount: z.number().int(),
  needsReviewCount: z.number().int(),
  micro: z.looseObject({}),
  profitBeforeTax: money,
  tax: money,
  profitAfterTax: money,
});

export const BalanceSheetResponse = z.looseObject({
  period: z.object({ endDate: z.string().nullable() }),
  assets: z.looseObject({ cash: money, total: money }),
  liabilities: z.looseObject({ directorsLoan: money, total: money }),
  netAssets: money,
  equity: z.looseObject({ retainedEarnings: money, total: money }),
  micro: z.looseObject({}).nullable(),
  cashCheck: z.object({ computed: money, stated: money, difference: money }).nullable(),
  bankAccounts: z.array(
    z.object({
      bankAccountId: z.string().nullable(),
      name: z.string(),
      opening: money.nullable(),
      movements: money,
      closing: money.nullable(),
      stated: money.nullable(),
      /** Where `stated` comes from: the statements, or the director typed it (PATCH /api/period-answers). */
      statedBy: z.enum(["statements", "director"]).nullable(),
      difference: money.nullable(),
    }),
  ),
  explanations: z.array(z.string()),
  missing: z.array(z.object({ key: z.string(), message: z.string() })),
});

/** Corporation tax and deadlines need a period; without one they answer `{ available: false, message }`. */
const Unavailable = z.object({ available: z.literal(false), message: z.string() });

export const CorporationTaxResponse = z.union([
  Unavailable,
  z.looseObject({
    available: z.literal(true),
    accountingProfit: money,
    /** `notOfATrade`: a dormant company's Companies House fees, no trading expense (CTA 2009 s2, s9). */
    /** `lossOnDisposal`: the accounts' loss on selling fixed assets added back, a profit (negative) taken out. */
    addBacks: z.object({
      entertainment: money,
      depreciation: money,
      notOfATrade: money.optional(),
      lossOnDisposal: money.optional(),
      total: money,
    }),
    capitalAllowances: money,
    /** Balancing charges added to trading profits (CAA 2001 s55(2)). */
    balancingCharges: money,
    /** Each allowance and each pool's year (brought forward, additions, disposals, allowances, carried forward). */
    capitalAllowancesDetail: z
      .looseObject({
        annualInvestmentAllowance: money,
        mainPool: z.looseObject({ broughtForward: money, carriedForward: money }),
        specialRatePool: z.looseObject({ broughtForward: money, carriedForward: money }),
        totalAllowances: money,
        totalCharges: money,
      })
      .nullable(),
    taxableProfit: money,
    augmentedProfits: money,
    financialYears: z.array(z.looseObject({ financialYear: z.number().int(), tax: money })),
    marginalRelief: money,
    tax: money,
    ct600: z.looseObject({}),
    periods: z.array(z.looseObject({ startDate: z.string(), endDate: z.string(), tax: money })),
    totalTax: money,
  }),
]);

const Deadline = z.object({ dueDate: z.string(), rule: z.string(), daysLeft: z.number().int(), overdue: z.boolean() });

export const DeadlinesResponse = z.union([
  Unavailable,
  z.looseObject({
    available: z.literal(true),
    accounts: Deadline,
    corporationTaxPayment: Deadline,
    corporationTaxPayments: z.array(Deadline.extend({ startDate: z.string(), endDate: z.string() })),
    ct600: Deadline,
    dormant: z.boolean(),
    dormantNote: z.string().nullable(),
    penaltyIfFiledToday: z.looseObject({ amount: money, description: z.string() }).nullable(),
    filed: z.object({ accounts: z.string().nullable(), ct600: z.string().nullable() }),
    penaltyForFilingLate: z.looseObject({ amount: money, description: z.string() }).nullable(),
    penaltyBands: z.array(
      z.object({ band: z.string(), label: z.string(), amount: money, amountIfLateLastYear: money }),
    ),
    microEntity: z.object({
      qualifies: z.boolean(),
      tests: z.array(
        z.object({ name: z.string(), label: z.string(), value: z.number(), limit: z.number(), met: z.boolean() }),
      ),
      thresholdsLabel: z.string(),
    }),
  }),
]);

export const MonthlyResponse = z.object({
  period: z.object({ startDate: z.string(), endDate: z.string() }).nullable(),
  months: z.array(
    z.object({
      month: z.string(),
      monthEnd: z.string(),
      income: money,
      expenses: money,
      net: money,
      cashBalance: money,
    }),
  ),
});

export const DrilldownResponse = z.array(DrilldownRow);

const VatSources = z.object({
  transactionIds: z.array(z.string()),
  adjustmentIds: z.array(z.string()),
  openingItemIds: z.array(z.string()),
});

const VatQuarterJson = z.object({
  start: z.string(),
  end: z.string(),
  quarterStart: z.string(),
  quarterEnd: z.string(),
  part: z.boolean(),
  outputVat: money,
  flatRateVat: money,
  box1: money,
  box4: money,
  box5: money,
  paidToHmrc: money,
});

export const VatResponse = z.looseObject({
  registered: z.boolean(),
  scheme: z.enum(["standard", "flat-rate"]).nullable(),
  outputVat: money,
  inputVat: money,
  flatRateVat: money,
  paidToHmrc: money,
  openingVatSettled: money,
  openingVatOutstanding: money,
  liability: money,
  sources: z.object({ outputVat: VatSources, inputVat: VatSources, flatRateVat: VatSources, paidToHmrc: VatSources }),
  lines: z.record(z.string(), z.string()),
  period: z.object({ startDate: z.string(), endDate: z.string() }).nullable(),
  vatStagger: z.enum(VAT_STAGGERS).nullable(),
  quarters: z.array(VatQuarterJson).nullable(),
});

export const ExplainResponse = z.object({
  line: z.string(),
  transactions: z.array(DrilldownRow),
  effects: z.array(
    z.object({
      source: z.enum(["adjustment", "opening-item", "opening-stock"]),
      id: z.string(),
      kind: z.string(),
      categoryId: z.string().nullable(),
      description: z.string(),
      net: money,
      vat: money,
      gross: money,
      vatRate: z.string().nullable(),
      effectOnProfit: money,
      lines: z.array(z.object({ line: z.string(), amount: money })),
      explanation: z.string(),
      amount: money,
    }),
  ),
  notes: z.array(z.string()),
});

export const SampleResponse = z.object({
  sample: z.literal(true),
  company: z.object({
    name: z.string(),
    registrationNumber: z.string(),
    averageEmployees: z.number().int(),
    directors: z.array(z.string()),
    /** Last year's closing balances in whole pounds, as GET /api/company gives a real company's. */
    openingBalances: z.record(z.string(), z.number()).nullable(),
  }),
  profitLoss: ProfitLossResponse,
  balanceSheet: BalanceSheetResponse,
  corporationTax: CorporationTaxResponse,
  deadlines: DeadlinesResponse,
  monthly: MonthlyResponse,
});
