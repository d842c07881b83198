import { z } from "zod";
import { OPENING_BALANCE_FIELDS, type OpeningBalanceField } from "../accounts";
import { isIsoDate } from "../dates";
import { percentToBasisPoints, VAT_STAGGERS, type VatStagger } from "../vat";
import { decimalPounds, vatRateField } from "./money-fields";

const isoDate = z.string().refine(isIsoDate, { message: "must be a date as YYYY-MM-DD" });
const wholePounds = z.number().int({ message: "must be whole pounds" }).min(-1e11).max(1e11);

export const OpeningBalancesBody = z
  .object(
    Object.fromEntries(OPENING_BALANCE_FIELDS.map((f) => [f, wholePounds.optional()])) as Record<
      OpeningBalanceField,
      z.ZodOptional<typeof wholePounds>
    >,
  )
  .strict();

/**
 * A debtor, creditor, prepayment or accrual within the typed opening balances (a first year in Microfile), with the
 * category its settlement is categorised as next year; `amount` is VAT-inclusive, in pounds. The server checks it
 * with core's rules (validateOpeningItem) for a message a person can act on.
 */
export const OpeningItemBody = z
  .object({
    kind: z.string().max(40),
    categoryId: z.string().max(100).nullable(),
    description: z.string().trim().max(300).default(""),
    amount: decimalPounds,
    vatRate: vatRateField.nullable().default(null),
  })
  .strict();
export type OpeningItemBody = z.infer<typeof OpeningItemBody>;

const priorLine = wholePounds.min(0);

/** Last year's profit and loss lines A–G in whole pounds (costs and tax as positive amounts), for comparatives. */
export const PriorProfitAndLossBody = z
  .object({
    turnover: priorLine,
    otherIncome: priorLine,
    costOfRawMaterialsAndConsumables: priorLine,
    staffCosts: priorLine,
    depreciationAndOtherAmountsWrittenOff: priorLine,
    otherCharges: priorLine,
    tax: wholePounds,
  })
  .partial()
  .strict();
export type PriorProfitAndLossBody = z.infer<typeof PriorProfitAndLossBody>;

/** A flat-rate percentage: over 0, at most 100, with at most two decimals (kept exactly, as basis points). */
const flatRatePercent = z.number().refine((p) => (percentToBasisPoints(p) ?? 0) > 0, {
  message: "must be a percentage over 0 and up to 100 with at most 2 decimals, e.g. 14.5",
});

/** PUT /api/company accepts any subset of these. */
const lossPounds = z
  .number()
  .int({ message: "must be whole pounds, e.g. 5000" })
  .min(0, { message: "must not be negative" })
  .max(1e11);

export const CompanyBody = z
  .object({
    name: z.string().trim().min(1, { message: "must not be empty" }).max(160),
    registrationNumber: z
      .string()
      .trim()
      .toUpperCase()
      .regex(/^(?:[0-9]{8}|[A-Z]{2}[0-9]{6})$/, { message: "must be 8 characters, e.g. 01234567 or SC123456" })
      .nullable(),
    /** HMRC's Unique Taxpayer Reference (CT600 box 3): 10 digits, spaces ignored; optional until filing. */
    utr: z
      .string()
      .transform((s) => s.replace(/\s/g, ""))
      .pipe(z.string().regex(/^[0-9]{10}$/, { message: "must be the company's 10-digit UTR, e.g. 1234567890" }))
      .nullable(),
    /** The VAT registration number: "GB" and 9 digits (12 for a branch), or a government body's GD/HA code. */
    vatNumber: z
      .string()
      .transform((s) =>
        s
          .replace(/\s/g, "")
          .toUpperCase()
          .replace(/^(?!GB)/, "GB"),
      )
      .pipe(
        z.string().regex(/^GB(?:[0-9]{9}|[0-9]{12}|GD[0-9]{3}|HA[0-9]{3})$/, {
          message: "must be GB and 9 digits (12 for a branch), e.g. GB123456789",
        }),
      )
      .nullable(),
    /** The PAYE reference: the employer's ("123/AB45678") or the Accounts Office one ("123PA00012345"). */
    payeReference: z
      .string()
      .transform((s) => s.replace(/\s/g, "").toUpperCase())
      .pipe(
        z.string().regex(/^(?:[0-9]{3}\/[A-Z0-9]{1,10}|[0-9]{3}P[A-Z][0-9]{7}[0-9X])$/, {
          message:
            "must be the employer PAYE reference (e.g. 123/AB45678) or the Accounts Office reference (e.g. 123PA00012345)",
        }),
      )
      .nullable(),
    incorporationDate: isoDate.nullable(),
    periodStart: isoDate.nullable(),
    periodEnd: isoDate.nullable(),
    averageEmployees: z.number().int().min(0).max(100000),
    associatedCompanies: z.number().int().min(0).max(10000),
    /** A close investment-holding company (CTA 2010 s34): taxed at the main rate, no small profits rate (s18N). */
    closeInvestmentHolding: z.boolean(),
    nonGroupDividendsReceived: z.number().min(0).max(1e11),
    /**
     * Of them, those received in the first accounting period of a period over 12 months (CTA 2010 s18L: they count
     * in the period they were received in); null: not known, shared by days.
     */
    nonGroupDividendsReceivedFirstPeriod: z.number().min(0, { message: "must not be negative" }).max(1e11).nullable(),
    /**
     * Shares issued in this period that the shareholders did not pay for when issued (nominal value, whole pounds):
     * share capital, and "Called up share capital not paid" (item A) until a receipt categorised share capital pays it.
     */
    sharesIssuedNotPaid: z
      .number({ error: () => "must be an amount in whole pounds, e.g. 100" })
      .int({ message: "must be whole pounds, e.g. 100" })
      .min(0, { message: "must not be negative" })
      .max(1e11, { message: "must be at most £100,000,000,000" }),
    directors: z.array(z.string().trim().min(1).max(160)).max(50),
    openingBalances: OpeningBalancesBody.nullable(),
    equipmentLifeYears: z.number().int().min(1).max(50),
    vatRegistered: z.boolean(),
    vatScheme: z.enum(["standard", "flat-rate"], { error: () => 'must be "standard" or "flat-rate"' }).nullable(),
    vatFlatRatePercent: flatRatePercent.nullable(),
    vatRegisteredFrom: isoDate.nullable(),
    /** Which months the quarterly VAT returns end in (HMRC's stagger); null: not given. */
    vatStagger: z
      .enum(VAT_STAGGERS, {
        error: () =>
          'must be "mar-jun-sep-dec", "apr-jul-oct-jan" or "may-aug-nov-feb": the months the VAT quarters end in',
      })
      .nullable(),
    principalActivity: z.string().trim().max(500).nullable(),
    openingItems: z.array(OpeningItemBody).max(500).nullable(),
    priorProfitAndLoss: PriorProfitAndLossBody.nullable(),
    priorAverageEmployees: z.number().int().min(0).max(100000).nullable(),
    /** Trading losses of periods ending on or after 1 April 2017 brought forward into the first year here (s45A). */
    tradingLossesBroughtForward: lossPounds,
    /** Trading losses of periods ending before 1 April 2017 brought forward (s45: the same trade's profits only). */
    tradingLossesBroughtForwardBefore2017: lossPounds,
    /** The most of the s45A losses to claim this period; null: as much as covers the profits. */
    tradingLossesClaim: lossPounds.nullable(),
    /** The main pool's written-down value brought forward into the first year here (CAA 2001 s59), whole pounds. */
    capitalAllowancesMainPoolBroughtForward: lossPounds,
    /** The special rate pool's written-down value brought forward into the first year here, whole pounds. */
    capitalAllowancesSpecialRatePoolBroughtForward: lossPounds,
  })
  .partial()
  .strict()
  .refine(
    (b) =>
      b.nonGroupDividendsReceivedFirstPeriod == null ||
      b.nonGroupDividendsReceived === undefined ||
      b.nonGroupDividendsReceivedFirstPeriod <= b.nonGroupDividendsReceived,
    {
      message: "must not be more than the non-group dividends received in the whole period",
      path: ["nonGroupDividendsReceivedFirstPeriod"],
    },
  );
export type CompanyBody = z.infer<typeof CompanyBody>;

export const NewCompanyBody = z.object({
  name: z.string().trim().min(1, { message: "Please enter the company name." }).max(160),
});

export interface CompanyDto {
  id: string;
  name: string;
  registrationNumber: string | null;
  utr: string | null;
  /** "GB123456789"; optional so answers made before it still type-check. */
  vatNumber?: string | null;
  /** "123/AB45678" or "123PA00012345". */
  payeReference?: string | null;
  incorporationDate: string | null;
  periodStart: string | null;
  periodEnd: string | null;
  averageEmployees: number;
  associatedCompanies: number;
  /**
   * A close investment-holding company (CTA 2010 s34): the main rate with no small profits rate or marginal relief
   * (s18N). Optional so answers made before it still type-check.
   */
  closeInvestmentHolding?: boolean;
  nonGroupDividendsReceived: number;
  /**
   * Of them, pounds received in the first accounting period when the period is over 12 months (CTA 2010 s18L);
   * null: not given (shared by days). Optional so answers made before it still type-check.
   */
  nonGroupDividendsReceivedFirstPeriod?: number | null;
  /**
   * Shares issued in the period and not paid for when issued, whole pounds (item A until paid). Optional so answers
   * made before it still type-check.
   */
  sharesIssuedNotPaid?: number;
  directors: string[];
  /** Whole pounds. */
  openingBalances: Partial<Record<OpeningBalanceField, number>> | null;
  equipmentLifeYears: number;
  /* The fields below are always in the server's answers; optional so settings made before them still type-check. */
  /** Null until the person says whether the company is registered for VAT. */
  vatRegistered?: boolean | null;
  vatScheme?: "standard" | "flat-rate" | null;
  /** E.g. 14.5; null unless set. */
  vatFlatRatePercent?: number | null;
  vatRegisteredFrom?: string | null;
  /** Which months the quarterly VAT returns end in; null: not given. */
  vatStagger?: VatStagger | null;
  principalActivity?: string | null;
  /** The typed opening balances' debtors, creditors, prepayments and accruals (amount: pounds, a decimal string). */
  openingItems?: OpeningItemDto[] | null;
  /** Last year's profit and loss lines as typed (whole pounds), for the comparatives of a first year here. */
  priorProfitAndLoss?: PriorProfitAndLossBody | null;
  priorAverageEmployees?: number | null;
  /** Trading losses brought forward into the first year here, whole pounds (since 1 April 2017; earlier). */
  tradingLossesBroughtForward?: number;
  tradingLossesBroughtForwardBefore2017?: number;
  /** The most of the s45A losses brought forward claimed this period; null: as much as covers the profits. */
  tradingLossesClaim?: number | null;
  /** Capital allowance pools brought forward into the first year here, whole pounds (main pool; special rate pool). */
  capitalAllowancesMainPoolBroughtForward?: number;
  capitalAllowancesSpecialRatePoolBroughtForward?: number;
  /**
   * When the current period follows one closed in Microfile: that period, and the opening position it handed on
   * (pounds, 2 decimals). The typed `openingBalances` and `openingItems` then belong to the first period only and
   * can no longer change.
   */
  broughtForward?: BroughtForwardDto | null;
  /** A period suggested from the transactions, when none is set. */
  suggestedPeriod: { start: string; end: string } | null;
  /** Plain-English notes about the period, e.g. over 12 months → two tax returns. */
  periodNotes: string[];
}

export interface OpeningItemDto {
  id: string;
  kind: "debtor" | "creditor" | "prepayment" | "accrual";
  categoryId: string;
  description: string;
  /** VAT-inclusive, pounds as a decimal string. */
  amount: string;
  vatRate: string | null;
  /** The parts, worked out as the accounts do: pounds as decimal strings. */
  net: string;
  vat: string;
}

/** The opening position a closed period handed on, money as numbers of pounds with 2 decimals. */
export interface BroughtForwardDto {
  fromPeriod: { id: string; startDate: string; endDate: string };
  openingBalances: Record<string, number>;
  openingItems: {
    items: {
      id: string;
      kind: string;
      categoryId: string;
      description: string;
      net: number;
      vat: number;
      gross: number;
      vatRate: string | null;
    }[];
    fixedAssets: { id: string; date: string; cost: number; lifeMonths: number; depreciationToDate: number }[];
    s455: { loanCharged: number; tax: number; repaidAfterPeriodEnd: number } | null;
  };
}
