import { daysBetween } from "../dates";
import { namesAccount } from "./names-account";
import { NAMED_CONFIDENCE, PAIRED_CONFIDENCE, transferReason } from "./transfer-reason";
import type { OwnAccount, TransferFound, TransferLine } from "./types";

/** Money sent by Faster Payments arrives the same day; by BACS, up to three working days later. */
export const TRANSFER_WINDOW_DAYS = 3;

interface Candidate {
  line: TransferLine;
  index: number;
  days: number;
  named: boolean;
}

/** Named first, then the fewest days apart, then the earlier line. */
function better(a: Candidate, b: Candidate): boolean {
  if (a.named !== b.named) return a.named;
  if (a.days !== b.days) return a.days < b.days;
  return a.index < b.index;
}

function byDateThenIndex(lines: readonly TransferLine[]): number[] {
  return lines
    .map((_, i) => i)
    .sort((a, b) => {
      const x = lines[a]!;
      const y = lines[b]!;
      return x.date === y.date ? a - b : x.date < y.date ? -1 : 1;
    });
}

/**
 * Transfers between the company's own accounts among `lines` (the rows not yet paired and not set by hand):
 *
 * 1. A pair: money out of one account and the same amount into another within 3 days. When several lines could
 *    be the other side, one whose description names the other account wins, then the closest in date, then the
 *    earliest. Money-out lines are matched in date order, so the result does not depend on the order given.
 * 2. A line left over whose description names another of the accounts (its number, or its bank) is a transfer on
 *    its own: the other account's statement may not be uploaded yet.
 *
 * Lines of an account not in `accounts` are never matched.
 */
export function findTransfers(lines: readonly TransferLine[], accounts: readonly OwnAccount[]): TransferFound[] {
  const byId = new Map(accounts.map((a) => [a.id, a]));
  if (byId.size < 2) return [];
  const names = (line: TransferLine, other: OwnAccount) =>
    namesAccount(line.description, byId.get(line.accountId)!, other, accounts);
  const known = lines.filter((l) => byId.has(l.accountId) && l.amount !== 0);
  const moneyIn = new Map<number, { line: TransferLine; index: number }[]>();
  known.forEach((line, index) => {
    if (line.amount <= 0) return;
    const list = moneyIn.get(line.amount);
    if (list) list.push({ line, index });
    else moneyIn.set(line.amount, [{ line, index }]);
  });
  const taken = new Set<string>();
  const found: TransferFound[] = [];
  for (const i of byDateThenIndex(known)) {
    const out = known[i]!;
    if (out.amount >= 0) continue;
    let best: Candidate | null = null;
    for (const c of moneyIn.get(-out.amount) ?? []) {
      if (taken.has(c.line.id) || c.line.accountId === out.accountId) continue;
      const days = Math.abs(daysBetween(out.date, c.line.date));
      if (days > TRANSFER_WINDOW_DAYS) continue;
      const from = byId.get(out.accountId)!;
      const to = byId.get(c.line.accountId)!;
      const candidate = { ...c, days, named: names(out, to) || names(c.line, from) };
      if (!best || better(candidate, best)) best = candidate;
    }
    if (!best) continue;
    taken.add(out.id).add(best.line.id);
    const to = byId.get(best.line.accountId)!;
    const from = byId.get(out.accountId)!;
    found.push(
      {
        id: out.id,
        pairId: best.line.id,
        otherAccountId: to.id,
        reason: transferReason(out.amount, to.name),
        confidence: PAIRED_CONFIDENCE,
      },
      {
        id: best.line.id,
        pairId: out.id,
        otherAccountId: from.id,
        reason: transferReason(best.line.amount, from.name),
        confidence: PAIRED_CONFIDENCE,
      },
    );
  }
  for (const line of known) {
    if (taken.has(line.id)) continue;
    const named = accounts.filter((a) => names(line, a));
    if (named.length !== 1) continue; // naming two accounts says nothing certain
    const other = named[0]!;
    found.push({
      id: line.id,
      pairId: null,
      otherAccountId: other.id,
      reason: transferReason(line.amount, other.name),
      confidence: NAMED_CONFIDENCE,
    });
  }
  return found;
}
