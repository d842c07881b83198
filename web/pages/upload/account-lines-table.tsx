import { formatGBP } from "../../../core/money";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "../../components/ui/table";
import type { AccountLine } from "./account-lines";

/** The preview's line per bank account: rows, money in, money out and the closing balance its files state. */
export function AccountLinesTable({ lines }: { lines: readonly AccountLine[] }) {
  if (lines.length === 0) return null;
  return (
    <section aria-labelledby="account-lines-title" className="space-y-2">
      <h2 id="account-lines-title" className="font-medium text-sm">
        By bank account
      </h2>
      <div className="rounded-xl border bg-card shadow-sm">
        <Table aria-labelledby="account-lines-title" scrollLabel="By bank account (scrolls sideways)">
          <TableHeader>
            <TableRow>
              <TableHead>Account</TableHead>
              <TableHead className="text-right">Rows</TableHead>
              <TableHead className="text-right">Money in</TableHead>
              <TableHead className="text-right">Money out</TableHead>
              <TableHead className="text-right">Closing balance</TableHead>
            </TableRow>
          </TableHeader>
          <TableBody>
            {lines.map((line) => (
              <TableRow key={line.key}>
                <TableCell className="font-medium">{line.label}</TableCell>
                <TableCell className="text-right tabular-nums">{line.rows.toLocaleString("en-GB")}</TableCell>
                <TableCell className="text-right tabular-nums">{formatGBP(line.inflow)}</TableCell>
                <TableCell className="text-right tabular-nums">{formatGBP(line.outflow)}</TableCell>
                <TableCell className="text-right tabular-nums">
                  {line.closingBalance === null ? "Not in the file" : formatGBP(line.closingBalance)}
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </div>
    </section>
  );
}
