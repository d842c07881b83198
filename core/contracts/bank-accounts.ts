import { z } from "zod";
import { fromDecimalString } from "../money";

/** A bank account as `GET /api/bank-accounts` lists it; money as the house's decimal string. */
export interface BankAccountDto {
  id: string;
  name: string;
  sortCode: string | null;
  accountNumber: string | null;
  bank: string | null;
  /** The balance at the start of the company's period, when given: "1234.56", negative when overdrawn. */
  openingCash: string | null;
}

const MONEY_MESSAGE = "must be an amount such as 1234.56 or -50.00";

/** Under £1,000,000,000,000, as numeric(14,2) holds. */
const openingCash = z
  .string()
  .trim()
  .refine((s) => {
    const p = fromDecimalString(s);
    return p !== null && Math.abs(p) < 1e14;
  }, MONEY_MESSAGE)
  .nullable();

/** `PUT /api/bank-accounts/opening-cash`: each account's opening cash (null clears it), all saved or none. */
export const OpeningCashBody = z.object({
  accounts: z
    .array(z.object({ id: z.string().uuid({ message: "is not a valid id" }), openingCash }))
    .min(1, { message: "Give at least one bank account" })
    .max(1000),
});
export type OpeningCashBody = z.infer<typeof OpeningCashBody>;
