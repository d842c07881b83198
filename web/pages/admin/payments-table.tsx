import type { AdminPayment } from "../../../core/contracts";
import { TableCell, TableRow } from "../../components/ui/table";
import { formatDateTime } from "../../lib/date-format";
import { formatAmount } from "./admin-format";
import { AdminTable } from "./admin-table";

const COLUMNS = ["ID", "Filing", "Company", "Amount", "Email", "Created"] as const;

const none = <span className="text-muted-foreground">—</span>;

/** Payments: ID, Filing, Company, Amount (pence shown as £0.00), Email and Created (en-GB). */
export function PaymentsTable({ payments }: { payments: readonly AdminPayment[] }) {
  return (
    <AdminTable label="Payments" columns={COLUMNS} emptyMessage="No payments yet." rightAligned={["Amount"]}>
      {payments.map((payment) => (
        <TableRow key={payment.id}>
          <TableCell className="min-w-28 max-w-40 font-mono text-xs break-all">{payment.id}</TableCell>
          <TableCell className="min-w-28 max-w-40 font-mono text-xs break-all">{payment.filingId ?? none}</TableCell>
          <TableCell className="min-w-40 break-words">{payment.companyName ?? none}</TableCell>
          <TableCell className="text-right whitespace-nowrap tabular-nums">
            {formatAmount(payment.amount, payment.currency)}
          </TableCell>
          <TableCell className="max-w-56 truncate" title={payment.customerEmail ?? undefined}>
            {payment.customerEmail ?? none}
          </TableCell>
          <TableCell className="whitespace-nowrap">
            <time dateTime={payment.createdAt}>{formatDateTime(payment.createdAt)}</time>
          </TableCell>
        </TableRow>
      ))}
    </AdminTable>
  );
}
