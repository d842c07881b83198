import type { ReactNode } from "react";
import { Table, TableBody, TableCaption, TableCell, TableHead, TableHeader, TableRow } from "../../components/ui/table";

/**
 * The admin pages' lists: a labelled, scrollable table with its column headings, and one row saying so when there
 * is nothing to list.
 */
export function AdminTable({
  label,
  columns,
  emptyMessage,
  rightAligned = [],
  children,
}: {
  label: string;
  columns: readonly string[];
  /** Columns of amounts, headed on the right like their cells. */
  rightAligned?: readonly string[];
  emptyMessage: string;
  /** The rows; none (an empty array) shows `emptyMessage`. */
  children: readonly ReactNode[];
}) {
  return (
    <Table scrollLabel={label}>
      <TableCaption className="sr-only">{label}</TableCaption>
      <TableHeader>
        <TableRow>
          {columns.map((column) => (
            <TableHead key={column} scope="col" className={rightAligned.includes(column) ? "text-right" : undefined}>
              {column}
            </TableHead>
          ))}
        </TableRow>
      </TableHeader>
      <TableBody>
        {children.length === 0 ? (
          <TableRow>
            <TableCell colSpan={columns.length} className="py-10 text-center text-muted-foreground">
              {emptyMessage}
            </TableCell>
          </TableRow>
        ) : (
          children
        )}
      </TableBody>
    </Table>
  );
}
