import type { Period } from "../../../core/dates";
import type { Db } from "../../db/client";
import type { Scope } from "../../platform/auth/request-context";
import { AppError } from "../../platform/errors";
import { checkExportAllowed, type Filing } from "../filings/filings.service";

const TO_FILE = "Please complete payment to file this period's accounts and returns.";

/**
 * The payment rule of every submission, to Companies House and to HMRC alike: one payment per company period (the
 * user's free beta filing, then the price) covers the period's filing packs and its submissions to both registries,
 * resubmissions after a rejection included. It is the packs' own gate (filings.service.ts), so a period paid for by
 * a pack download is paid for here and the other way round; only the words of its 402 differ.
 * `closed`: a closed period being filed, judged on its own payment as its packs are.
 */
export async function requirePaidPeriod(db: Db, scope: Scope, closed?: Period): Promise<Filing> {
  try {
    return await checkExportAllowed(db, scope, closed);
  } catch (err) {
    if (err instanceof AppError && err.code === "payment_required") {
      throw new AppError("payment_required", TO_FILE, err.extra);
    }
    throw err;
  }
}
