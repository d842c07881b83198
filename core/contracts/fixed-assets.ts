import { z } from "zod";
import { isIsoDate } from "../dates";
import { fromDecimalString } from "../money";

/** The kinds of asset capital allowances tell apart (CAA 2001: plant and machinery, a van, a car, s268A). */
export const ASSET_KINDS = ["plant", "van", "car"] as const;

const isoDate = z
  .string({ error: () => "must be a date such as 2025-06-30" })
  .refine(isIsoDate, { message: "must be a date such as 2025-06-30" });

/**
 * PATCH /api/fixed-assets/:id: what the person says about one asset, any subset. CO2 in whole g/km as the V5C gives
 * it; the sale's proceeds in pounds as a decimal string; null clears a field.
 */
export const FixedAssetPatchBody = z
  .object({
    kind: z.enum(ASSET_KINDS, { error: () => "kind must be plant, van or car" }),
    isNew: z.boolean({ error: () => "isNew must be true or false" }),
    co2GramsPerKm: z
      .number({ error: () => "co2GramsPerKm must be a whole number of g/km, or null" })
      .int({ error: () => "co2GramsPerKm must be a whole number of g/km, or null" })
      .min(0, { error: () => "co2GramsPerKm cannot be below 0" })
      .max(999, { error: () => "co2GramsPerKm cannot be above 999 g/km" })
      .nullable(),
    disposedOn: isoDate.nullable(),
    disposalProceeds: z
      .string({ error: () => 'disposalProceeds must be an amount in pounds as a string, such as "1250.00"' })
      .max(40)
      .refine((s) => (fromDecimalString(s) ?? -1) >= 0, {
        message: 'disposalProceeds must be an amount of 0 or more in pounds, such as "1250.00"',
      })
      .nullable(),
  })
  .partial()
  .strict()
  .refine((b) => Object.keys(b).length > 0, {
    message: "Say what to change: kind, isNew, co2GramsPerKm, disposedOn or disposalProceeds.",
  });
export type FixedAssetPatchBody = z.infer<typeof FixedAssetPatchBody>;

/** One line of the register: a bank line in a fixed-asset category, money as decimal strings in pounds. */
export const FixedAssetDto = z.object({
  /** The bank line's id. */
  id: z.string(),
  date: z.string(),
  description: z.string(),
  categoryId: z.string(),
  /** What was paid, positive. */
  cost: z.string(),
  /** The VAT reclaimed on it ("0.00" when none): the accounts and the allowances take cost less this. */
  vatReclaimed: z.string(),
  kind: z.enum(ASSET_KINDS),
  isNew: z.boolean(),
  co2GramsPerKm: z.number().int().nullable(),
  disposedOn: z.string().nullable(),
  disposalProceeds: z.string().nullable(),
});
export type FixedAssetDto = z.infer<typeof FixedAssetDto>;

export const FixedAssetsResponse = z.object({ assets: z.array(FixedAssetDto) });
export type FixedAssetsResponse = z.infer<typeof FixedAssetsResponse>;
