import { z } from "zod";
import { isUuid, PeriodQuery, SHOWN_COMPANY_QUERY } from "../../../core/contracts";
import { isIsoDate } from "../../../core/dates";

/**
 * Export request (spec part 2 §3: directorName, confirmed), plus the optional approval date (YYYY-MM-DD, default
 * today in the UK). Blank names and a false confirmation pass the schema so the service can answer them in words.
 */
export const ChPackBody = z.object({
  directorName: z.string().max(160, { message: "must be at most 160 characters" }),
  confirmed: z.boolean(),
  approvalDate: z.string().refine(isIsoDate, { message: "must be a date as YYYY-MM-DD" }).optional(),
});
export type ChPackBody = z.infer<typeof ChPackBody>;

/**
 * The Companies House accounts (PDF, workbook and iXBRL): the same request, and whether to deliver the P&L too
 * (default: not, CA 2006 s444(1)), so every copy of the accounts states the same election.
 */
export const ChIxbrlBody = ChPackBody.extend({ includeProfitAndLoss: z.boolean().optional() });
export type ChIxbrlBody = z.infer<typeof ChIxbrlBody>;

/**
 * The tax computations iXBRL: the HMRC accounts' request, and which accounting period's computations when the period
 * of account exceeds 12 months and makes two returns (CTA 2009 s10); default the first.
 */
export const HmrcComputationsBody = ChPackBody.extend({
  accountingPeriod: z
    .number()
    .int({ message: "must be 1 or 2" })
    .min(1, { message: "must be 1 or 2" })
    .max(2, { message: "must be 1 or 2" })
    .optional(),
});
export type HmrcComputationsBody = z.infer<typeof HmrcComputationsBody>;

/** The HMRC draft needs neither a name nor the confirmation (spec part 2 §5); the page sends confirmed: true. */
export const HmrcPackBody = z.object({
  directorName: z.string().max(160).optional(),
  confirmed: z.boolean().optional(),
  approvalDate: z.string().refine(isIsoDate, { message: "must be a date as YYYY-MM-DD" }).optional(),
});
export type HmrcPackBody = z.infer<typeof HmrcPackBody>;

/** Download names the web app saves the files as (spec part 2 §7). */
export const FILE_NAMES = {
  chPdf: "companies-house-pack.pdf",
  chXlsx: "companies-house-pack.xlsx",
  hmrcXlsx: "hmrc-ct600-draft.xlsx",
  fullXlsx: "microfile-export.xlsx",
  chIxbrl: "companies-house-accounts.xhtml",
  hmrcIxbrl: "hmrc-accounts.xhtml",
  hmrcComputationsIxbrl: "hmrc-computations.xhtml",
} as const;

export const CONTENT_TYPES = {
  pdf: "application/pdf",
  xlsx: "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
  xhtml: "application/xhtml+xml; charset=utf-8",
} as const;

/**
 * `GET /api/export/xlsx`: `?period=` as the packs, and `?company=`, the company the tab that opened it shows (a new
 * tab cannot send the company header; a tab left on another company is refused as its calls are).
 */
export const FullExportQuery = PeriodQuery.extend({
  [SHOWN_COMPANY_QUERY]: z
    .string()
    .max(100)
    .refine(isUuid, { message: "must be the id of one of your companies" })
    .optional(),
});
