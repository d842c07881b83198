import type { BalanceSheetReport } from "../../../../core/contracts";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "../../../components/ui/table";
import { cn } from "../../../lib/cn";
import { formatPounds } from "../report-format";
import { accountCheckText, poundsOrDash } from "./cash-by-account-rows";

/**
 * The cash check account by account: each account's opening cash and its transactions against the last balance
 * its statements state. An overdrawn account's closing figure is negative here; on the sheet it is a bank overdraft.
 */
export function CashByAccount({ accounts }: { accounts: BalanceSheetReport["bankAccounts"] }) {
  if (accounts.length < 2) return null;
  return (
    <section aria-labelledby="cash-by-account-title" className="space-y-2">
      <h3 id="cash-by-account-title" className="font-medium text-sm">
        Cash check by bank account
      </h3>
      <Table aria-labelledby="cash-by-account-title" scrollLabel="Cash check by bank account (scrolls sideways)">
        <TableHeader>
          <TableRow>
            <TableHead>Account</TableHead>
            <TableHead className="text-right">Opening cash</TableHead>
            <TableHead className="text-right">Transactions</TableHead>
            <TableHead className="text-right">Closing cash</TableHead>
            <TableHead className="text-right">Bank's balance</TableHead>
            <TableHead>Check</TableHead>
          </TableRow>
        </TableHeader>
        <TableBody>
          {accounts.map((a) => (
            <TableRow key={a.bankAccountId ?? "none"}>
              <TableCell className="font-medium">{a.name}</TableCell>
              <TableCell className="text-right tabular-nums">{poundsOrDash(a.opening)}</TableCell>
              <TableCell className="text-right tabular-nums">{formatPounds(a.movements)}</TableCell>
              <TableCell className="text-right tabular-nums">{poundsOrDash(a.closing)}</TableCell>
              <TableCell className="text-right tabular-nums">{poundsOrDash(a.stated)}</TableCell>
              <TableCell className={cn(a.difference !== null && a.difference !== 0 && "text-warning-foreground")}>
                {accountCheckText(a)}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </section>
  );
}
