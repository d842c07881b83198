import { VAT_STAGGER_LABELS, type VatReport } from "../../../../core/contracts";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "../../../components/ui/table";
import { FixLink } from "../readiness/fix-link";
import { vatQuarterRows } from "./vat-quarter-rows";

/** Where the Company page asks which months the VAT quarters end in. */
export const VAT_STAGGER_FIX_AT = "/company#company-vat-stagger";

/**
 * The VAT card's quarters, one row per VAT return (or the part of one within the period) with its boxes 1, 4 and 5
 * and what was paid to HMRC in it, to set beside the returns filed. Without the quarters' months, where to give them.
 */
export function VatQuartersTable({ report }: { report: Pick<VatReport, "quarters" | "vatStagger"> }) {
  if (!report.vatStagger) {
    return (
      <div className="space-y-1 rounded-md border border-dashed p-3 text-sm">
        <p>To see the VAT quarter by quarter, beside each VAT return filed, say which months the quarters end in.</p>
        <FixLink fixAt={VAT_STAGGER_FIX_AT}>Give the VAT quarters on the Company page</FixLink>
      </div>
    );
  }
  const rows = vatQuarterRows(report);
  if (rows.length === 0) return null;
  return (
    <section aria-labelledby="vat-quarters-title" className="space-y-2">
      <h3 id="vat-quarters-title" className="font-medium text-sm">
        VAT quarters
      </h3>
      <p className="text-xs text-muted-foreground">
        Quarters ending {VAT_STAGGER_LABELS[report.vatStagger]}, as on quarterly VAT returns (boxes 1, 4 and 5).
      </p>
      <Table aria-labelledby="vat-quarters-title" scrollLabel="VAT quarters (scrolls sideways)">
        <TableHeader>
          <TableRow>
            <TableHead>Quarter</TableHead>
            <TableHead className="text-right">Box 1 VAT due</TableHead>
            <TableHead className="text-right">Box 4 VAT reclaimed</TableHead>
            <TableHead className="text-right">Box 5 net</TableHead>
            <TableHead className="text-right">Paid to HMRC in the quarter</TableHead>
          </TableRow>
        </TableHeader>
        <TableBody>
          {rows.map((r) => (
            <TableRow key={r.key}>
              <TableCell>{r.label}</TableCell>
              <TableCell className="text-right tabular-nums">{r.box1}</TableCell>
              <TableCell className="text-right tabular-nums">{r.box4}</TableCell>
              <TableCell className="text-right tabular-nums">{r.box5}</TableCell>
              <TableCell className="text-right tabular-nums">{r.paid}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </section>
  );
}
