import { z } from "zod";
import type { DetectedAccount, DetectedMapping, HeaderMap } from "../csv";

/**
 * Column mapping (spec part 1 §3): the CSV header chosen for each role, all optional in shape; plus the flag column
 * and the two readings a person can correct (core/csv HeaderMap).
 */
export const HeaderMapBody = z
  .object({
    date: z.string().max(200).optional(),
    description: z.string().max(200).optional(),
    amount: z.string().max(200).optional(),
    debit: z.string().max(200).optional(),
    credit: z.string().max(200).optional(),
    balance: z.string().max(200).optional(),
    flag: z.string().max(200).optional(),
    balanceTiming: z.enum(["after", "before"]).optional(),
    positive: z.enum(["in", "out"]).optional(),
  })
  .partial();

/** `POST /api/csv/parse` (spec part 1 §7): the file's text and, when the person mapped the columns, their mapping. */
export const ParseCsvBody = z.object({
  fileContent: z.string(),
  headerMap: HeaderMapBody.nullable().optional(),
});

/**
 * A previewed row on the wire. The spec fixes the amount as a signed number, so money here is pounds as a JSON
 * number with at most 2 decimals (core/money's toPoundsNumber); the page turns it back into pence on arrival.
 */
export interface ParsedRowJson {
  date: string;
  description: string;
  amount: number;
  /** Absent when the file has no balance for the row. */
  balance?: number;
}

/** The answer of `POST /api/csv/parse`: the spec's fields, then what the page needs to name and remember the layout. */
export interface ParseResponse {
  ok: boolean;
  rows: ParsedRowJson[];
  detectedHeaders: string[];
  warnings: string[];
  error: string | null;
  /** A recognised layout such as "Lloyds", or null. */
  bank: string | null;
  account: DetectedAccount | null;
  layoutKey: string;
  mapping: HeaderMap | null;
  /** Each role's column number and header, and a sentence for "Detected: …" (see core/csv DetectedMapping). */
  detectedMapping: DetectedMapping | null;
  /** True when a mapping the person applied before to the same headers was used. */
  usedSavedLayout: boolean;
}
