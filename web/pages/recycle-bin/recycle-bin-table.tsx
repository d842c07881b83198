import type { DeletedTransactionDto } from "../../../core/contracts";
import { toDecimalString } from "../../../core/money";
import { Checkbox } from "../../components/ui/checkbox";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "../../components/ui/table";
import { cn } from "../../lib/cn";
import { formatDateOnly } from "../../lib/date-format";
import { penceOf } from "../../lib/money";
import { selectAllState } from "../../lib/selection";

const dateTime = new Intl.DateTimeFormat(undefined, { dateStyle: "medium", timeStyle: "short" });

/** Signed with 2 decimals, green when 0 or more, red when negative (spec part 2 §2). */
function Amount({ value }: { value: string }) {
  const p = penceOf(value);
  return (
    <span
      className={cn("tabular-nums", p < 0 ? "text-red-700 dark:text-red-400" : "text-green-800 dark:text-green-400")}
    >
      {toDecimalString(p)}
    </span>
  );
}

export function RecycleBinTable({
  rows,
  selected,
  onToggle,
  onToggleAll,
}: {
  rows: DeletedTransactionDto[];
  selected: ReadonlySet<string>;
  onToggle: (id: string) => void;
  onToggleAll: () => void;
}) {
  return (
    <Table>
      <TableHeader>
        <TableRow>
          <TableHead className="w-10">
            <Checkbox
              aria-label="Select all"
              checked={selectAllState(selected.size, rows.length)}
              onCheckedChange={onToggleAll}
            />
          </TableHead>
          <TableHead>Date</TableHead>
          <TableHead>Description</TableHead>
          <TableHead className="text-right">Amount</TableHead>
          <TableHead>Deleted At</TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {rows.map((r) => (
          <TableRow key={r.id} data-state={selected.has(r.id) ? "selected" : undefined}>
            <TableCell>
              <Checkbox
                aria-label={`Select ${r.description}`}
                checked={selected.has(r.id)}
                onCheckedChange={() => onToggle(r.id)}
              />
            </TableCell>
            <TableCell className="whitespace-nowrap">{formatDateOnly(r.date)}</TableCell>
            <TableCell className="break-words">{r.description}</TableCell>
            <TableCell className="text-right">
              <Amount value={r.amount} />
            </TableCell>
            <TableCell className="whitespace-nowrap">
              {r.deletedAt ? dateTime.format(new Date(r.deletedAt)) : "-"}
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
