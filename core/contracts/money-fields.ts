import { z } from "zod";
import { fromDecimalString } from "../money";
import { VAT_RATES } from "../vat";

/** An amount in pounds as a decimal string with at most 2 decimals ("1250.00"), as the API carries money in. */
export const decimalPounds = z
  .string({ error: () => 'must be an amount in pounds as a string, such as "1250.00"' })
  .max(40)
  .refine((s) => fromDecimalString(s) !== null, {
    message: 'must be an amount in pounds as a string with at most 2 decimals, such as "1250.00"',
  });

/** A VAT rate of core/vat, or null for its category's default. */
export const vatRateField = z.enum(VAT_RATES, {
  error: () => `must be one of ${VAT_RATES.join(", ")}, or null for the category's default`,
});
