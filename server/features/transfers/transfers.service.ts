import { categoryName } from "../../../core/categories";
import { addDays } from "../../../core/dates";
import { fromDecimalString } from "../../../core/money";
import {
  findTransfers,
  type OwnAccount,
  type PartnerState,
  pairedTransferVerdict,
  TRANSFER_WINDOW_DAYS,
  type TransferFound,
  type TransferLine,
} from "../../../core/transfers";
import type { Db } from "../../db/client";
import type { Scope } from "../../platform/auth/request-context";
import {
  loadPairedLines,
  loadUnpairedLines,
  type PairedLine,
  setReasons,
  TRANSFERS_CATEGORY,
  writeTransfers,
} from "./transfers.repo";

/** An upload's line as it will be written. */
type NewLine = Omit<TransferLine, "accountId">;

/**
 * The transfers an upload's new lines make, with each other and with saved lines of the company's other accounts
 * within the transfer window (core/transfers). `accounts` are all the company's; with one, nothing is read.
 */
export async function findUploadTransfers(
  db: Db,
  scope: Scope,
  accounts: readonly OwnAccount[],
  parts: readonly { accountId: string; rows: readonly NewLine[] }[],
): Promise<TransferFound[]> {
  if (accounts.length < 2) return [];
  const newLines: TransferLine[] = parts.flatMap((p) =>
    p.rows.map((r) => ({
      id: r.id,
      accountId: p.accountId,
      date: r.date,
      amount: r.amount,
      description: r.description,
    })),
  );
  if (newLines.length === 0) return [];
  let from = newLines[0]!.date;
  let to = from;
  for (const l of newLines) {
    if (l.date < from) from = l.date;
    if (l.date > to) to = l.date;
  }
  const saved = await loadUnpairedLines(
    db,
    scope,
    addDays(from, -TRANSFER_WINDOW_DAYS),
    addDays(to, TRANSFER_WINDOW_DAYS),
  );
  return findTransfers([...saved, ...newLines], accounts);
}

/** Writes what `findUploadTransfers` found, once the upload's lines are in the table. */
export function saveTransfers(db: Db, scope: Scope, found: readonly TransferFound[]): Promise<void> {
  return writeTransfers(db, scope, found);
}

function partnerState(line: PairedLine): PartnerState {
  if (line.partnerDeleted) return { kind: "deleted" };
  if (line.partnerCategory !== TRANSFERS_CATEGORY) {
    return { kind: "recategorised", categoryName: categoryName(line.partnerCategory) };
  }
  return { kind: "intact" };
}

/**
 * After an edit (a delete, a restore, a category set by the person), each paired transfer line says whether its
 * pair still holds: a pair broken by the edit is flagged on the line left behind, and a restored pair is whole
 * again. Only lines whose reason should change are written.
 */
export async function refreshTransferFlags(db: Db, scope: Scope): Promise<void> {
  const lines = await loadPairedLines(db, scope);
  const changes: { id: string; reason: string; confidence: number }[] = [];
  for (const line of lines) {
    // The other side was removed for good after being deleted: its line was flagged then, and stays so.
    if (line.otherAccount === null) continue;
    const amount = fromDecimalString(line.amount)!;
    const verdict = pairedTransferVerdict(amount, line.otherAccount, partnerState(line));
    const confidence = line.confidence === null ? null : Number(line.confidence);
    if (verdict.reason !== line.reason || verdict.confidence !== confidence) changes.push({ id: line.id, ...verdict });
  }
  await setReasons(db, scope, changes);
}
