import { Pencil, Plus, Trash2 } from "lucide-react";
import { useState } from "react";
import type { AdjustmentDto, AdjustmentsList, YearEndEffectJson } from "../../../../core/contracts";
import { isVatRate, VAT_RATE_LABELS } from "../../../../core/vat";
import { useAdjustments } from "../../../api/adjustments";
import { useCompany } from "../../../api/company";
import { errorMessage } from "../../../api/errors";
import { Alert, AlertDescription } from "../../../components/ui/alert";
import { Button } from "../../../components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "../../../components/ui/card";
import { Spinner } from "../../../components/ui/spinner";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "../../../components/ui/table";
import { formatDecimalPounds, KIND_NAMES } from "../../../lib/adjustment-text";
import { useReportPeriod } from "../periods/use-report-period";
import { AdjustmentDialog } from "./adjustment-dialog";
import { effectOnProfitText } from "./adjustment-form";
import { DeleteAdjustmentDialog } from "./delete-adjustment-dialog";

type Row = AdjustmentsList["adjustments"][number];

/** "+£100.00" when profit goes up, "-£100.00" when it falls, so the direction reads at a glance. */
const effectText = (e: YearEndEffectJson | null) => (e === null ? "—" : effectOnProfitText([e.effectOnProfit]));

const vatText = (rate: string | null) => (rate === null ? "—" : isVatRate(rate) ? VAT_RATE_LABELS[rate] : rate);

function AdjustmentRows({
  rows,
  editable,
  onEdit,
  onDelete,
}: {
  rows: Row[];
  editable: boolean;
  onEdit: (a: AdjustmentDto) => void;
  onDelete: (a: AdjustmentDto) => void;
}) {
  return rows.map((a) => {
    const name = `${KIND_NAMES[a.kind] ?? a.kind}${a.description ? `: ${a.description}` : ""}`;
    return (
      <TableRow key={a.id}>
        <TableCell>
          <div className="font-medium">{KIND_NAMES[a.kind] ?? a.kind}</div>
          {a.description && <div className="text-xs text-muted-foreground">{a.description}</div>}
        </TableCell>
        <TableCell>{a.category ?? "—"}</TableCell>
        <TableCell className="text-right tabular-nums">{formatDecimalPounds(a.amount)}</TableCell>
        <TableCell>{vatText(a.vatRate)}</TableCell>
        <TableCell className="text-right tabular-nums">{effectText(a.effect)}</TableCell>
        {editable && (
          <TableCell className="text-right whitespace-nowrap">
            <Button size="icon" variant="ghost" aria-label={`Edit ${name}`} onClick={() => onEdit(a)}>
              <Pencil aria-hidden />
            </Button>
            <Button size="icon" variant="ghost" aria-label={`Delete ${name}`} onClick={() => onDelete(a)}>
              <Trash2 aria-hidden />
            </Button>
          </TableCell>
        )}
      </TableRow>
    );
  });
}

function AdjustmentsTable({
  list,
  onEdit,
  onDelete,
}: {
  list: AdjustmentsList;
  onEdit: (a: AdjustmentDto) => void;
  onDelete: (a: AdjustmentDto) => void;
}) {
  if (list.adjustments.length === 0) {
    return <p className="text-sm text-muted-foreground">No year-end adjustments for this period.</p>;
  }
  const total = effectOnProfitText(list.adjustments.map((a) => a.effect?.effectOnProfit ?? 0));
  return (
    <Table scrollLabel="Year-end adjustments">
      <TableHeader>
        <TableRow>
          <TableHead>Adjustment</TableHead>
          <TableHead>Category</TableHead>
          <TableHead className="text-right">Amount</TableHead>
          <TableHead>VAT rate</TableHead>
          <TableHead className="text-right">Effect on profit</TableHead>
          {list.canAdd && <TableHead className="text-right">Actions</TableHead>}
        </TableRow>
      </TableHeader>
      <TableBody>
        <AdjustmentRows rows={list.adjustments} editable={list.canAdd} onEdit={onEdit} onDelete={onDelete} />
        <TableRow className="font-semibold">
          <TableCell colSpan={4}>Total effect on profit</TableCell>
          <TableCell className="text-right tabular-nums">{total}</TableCell>
          {list.canAdd && <TableCell />}
        </TableRow>
      </TableBody>
    </Table>
  );
}

/** Last year's items reversing this year, and the opening stock: read-only, with what each does. */
function BroughtForward({ effects }: { effects: YearEndEffectJson[] }) {
  if (effects.length === 0) return null;
  return (
    <section aria-label="Brought forward from last year" className="space-y-2">
      <h3 className="text-sm font-semibold">Brought forward from last year</h3>
      <ul className="space-y-1 text-sm">
        {effects.map((e) => (
          <li key={`${e.source}-${e.id}`} className="flex justify-between gap-4">
            <span>
              {KIND_NAMES[e.kind] ?? e.kind}
              {e.description && `: ${e.description}`}
              <span className="block text-xs text-muted-foreground">{e.explanation}</span>
            </span>
            <span className="tabular-nums whitespace-nowrap">{effectText(e)}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}

function whyNotEditable(list: AdjustmentsList): string | null {
  if (list.canAdd) return null;
  if (list.period?.status === "closed") return "This period is closed: its adjustments are read-only.";
  return "Set the company's period (start and end) on the Company page before entering year-end adjustments.";
}

function YearEndBody({ list, vatRegistered }: { list: AdjustmentsList; vatRegistered: boolean }) {
  const [dialog, setDialog] = useState<{ editing: AdjustmentDto | null } | null>(null);
  const [deleting, setDeleting] = useState<AdjustmentDto | null>(null);
  const reason = whyNotEditable(list);
  return (
    <div className="space-y-4">
      {list.canAdd ? (
        <Button onClick={() => setDialog({ editing: null })}>
          <Plus aria-hidden />
          Add adjustment
        </Button>
      ) : (
        reason && <p className="text-sm text-muted-foreground">{reason}</p>
      )}
      <AdjustmentsTable list={list} onEdit={(a) => setDialog({ editing: a })} onDelete={setDeleting} />
      <BroughtForward effects={list.broughtForward} />
      <p className="text-xs text-muted-foreground">{list.note}</p>
      <AdjustmentDialog
        open={dialog !== null}
        editing={dialog?.editing ?? null}
        vatRegistered={vatRegistered}
        onOpenChange={(o) => !o && setDialog(null)}
      />
      <DeleteAdjustmentDialog adjustment={deleting} onOpenChange={(o) => !o && setDeleting(null)} />
    </div>
  );
}

/**
 * 'Year end': the period's adjustments (closing stock, debtors, creditors, prepayments, accruals) with their effect
 * on profit, add, edit and delete while the period is open, and what reverses from last year.
 */
export function YearEndCard() {
  const { period } = useReportPeriod();
  const { data, error, isLoading } = useAdjustments(period);
  const company = useCompany();
  return (
    <Card id="year-end" className="scroll-mt-4">
      <CardHeader>
        <CardTitle as="h2">Year end</CardTitle>
        <CardDescription>
          Adjustments for what the bank statements do not show at the year end, so the accounts are on the accruals
          basis (FRS 105).
        </CardDescription>
      </CardHeader>
      <CardContent>
        {isLoading && <Spinner label="Loading the year-end adjustments" />}
        {error && (
          <Alert variant="destructive">
            <AlertDescription>{errorMessage(error, "The year-end adjustments could not be loaded.")}</AlertDescription>
          </Alert>
        )}
        {data && !data.period && (
          <p className="text-sm text-muted-foreground">Year-end adjustments are shown once there is a period.</p>
        )}
        {data?.period && <YearEndBody list={data} vatRegistered={company.data?.vatRegistered === true} />}
      </CardContent>
    </Card>
  );
}
