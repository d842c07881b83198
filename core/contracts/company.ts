import { z } from "zod";
import { OPENING_BALANCE_FIELDS, type OpeningBalanceField } from "../accounts";
import { isIsoDate } from "../dates";

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

/** PUT /api/company accepts any subset of these. */
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
    incorporationDate: isoDate.nullable(),
    periodStart: isoDate.nullable(),
    periodEnd: isoDate.nullable(),
    averageEmployees: z.number().int().min(0).max(100000),
    associatedCompanies: z.number().int().min(0).max(10000),
    nonGroupDividendsReceived: z.number().min(0).max(1e11),
    directors: z.array(z.string().trim().min(1).max(160)).max(50),
    openingBalances: OpeningBalancesBody.nullable(),
    equipmentLifeYears: z.number().int().min(1).max(50),
  })
  .partial()
  .strict();
export type CompanyBody = z.infer<typeof CompanyBody>;

export const NewCompanyBody = z.object({
  name: z.string().trim().min(1, { message: "Please enter the company name." }).max(160),
});

export interface CompanyDto {
  id: string;
  name: string;
  registrationNumber: string | null;
  utr: string | null;
  incorporationDate: string | null;
  periodStart: string | null;
  periodEnd: string | null;
  averageEmployees: number;
  associatedCompanies: number;
  nonGroupDividendsReceived: number;
  directors: string[];
  /** Whole pounds. */
  openingBalances: Partial<Record<OpeningBalanceField, number>> | null;
  equipmentLifeYears: number;
  /** A period suggested from the transactions, when none is set. */
  suggestedPeriod: { start: string; end: string } | null;
  /** Plain-English notes about the period, e.g. over 12 months → two tax returns. */
  periodNotes: string[];
}
