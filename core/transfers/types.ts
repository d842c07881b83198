import type { IsoDate } from "../dates";
import type { Pence } from "../money";

/** One of the company's bank accounts, as much as the transfer rules need to know of it. */
export interface OwnAccount {
  id: string;
  /** What people call it ("Barclays account ending 8765"); the reasons name it. */
  name: string;
  /** The bank's name from the statement's layout ("Starling"), when known. */
  bank?: string | null;
  accountNumber?: string | null;
}

/** A bank line that may be one side of a transfer between the company's own accounts. Money in is positive. */
export interface TransferLine {
  id: string;
  accountId: string;
  date: IsoDate;
  amount: Pence;
  description: string;
}

/** A line found to be a transfer: its partner on the other account, or null when only its description says so. */
export interface TransferFound {
  id: string;
  /** The other side's line id, or null (the other account's statement may not be uploaded yet). */
  pairId: string | null;
  /** The other account: where the money went (money out) or came from (money in). */
  otherAccountId: string;
  reason: string;
  confidence: number;
}
