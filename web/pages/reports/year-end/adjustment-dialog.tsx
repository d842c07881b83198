import { type FormEvent, useState } from "react";
import { carriesVatRate, categoryKindOf } from "../../../../core/accounts";
import type { AdjustmentDto } from "../../../../core/contracts";
import { VAT_RATE_LABELS } from "../../../../core/vat";
import { useCreateAdjustment, useUpdateAdjustment } from "../../../api/adjustments";
import { useCategories } from "../../../api/categories";
import { errorMessage } from "../../../api/errors";
import { Alert, AlertDescription } from "../../../components/ui/alert";
import { Button } from "../../../components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "../../../components/ui/dialog";
import { Input } from "../../../components/ui/input";
import { Label } from "../../../components/ui/label";
import { NativeSelect } from "../../../components/ui/native-select";
import {
  type AdjustmentFormValues,
  type AdjustmentKind,
  bodyFromForm,
  EMPTY_FORM,
  formFromAdjustment,
  KIND_LABELS,
  KINDS,
  kindTakesDate,
} from "./adjustment-form";

const AMOUNT_HINT: Record<AdjustmentKind, string> = {
  "closing-stock": "Stock on hand at the year end, at cost (or less, if it will sell for less).",
  debtor: "The invoice total, including any VAT.",
  creditor: "The bill total, including any VAT.",
  prepayment: "The part of a payment made this year that is for next year.",
  accrual: "The cost of this year that has not been billed yet.",
  "directors-loan-write-off":
    "The part of the director's overdrawn loan the company released: a distribution, not an expense.",
};

function Field({ id, label, hint, children }: { id: string; label: string; hint?: string; children: React.ReactNode }) {
  return (
    <div className="space-y-1.5">
      <Label htmlFor={id}>{label}</Label>
      {children}
      {hint && (
        <p id={`${id}-hint`} className="text-xs text-muted-foreground">
          {hint}
        </p>
      )}
    </div>
  );
}

function FormFields({
  values,
  set,
  vatRegistered,
}: {
  values: AdjustmentFormValues;
  set: (patch: Partial<AdjustmentFormValues>) => void;
  vatRegistered: boolean;
}) {
  const { data: categories = [] } = useCategories();
  const wanted = categoryKindOf(values.kind);
  const choices = categories.filter((c) => c.kind === wanted);
  return (
    <div className="space-y-4">
      <Field id="adjustment-kind" label="Kind">
        <NativeSelect
          id="adjustment-kind"
          value={values.kind}
          onChange={(e) => set({ kind: e.target.value as AdjustmentKind, categoryId: "" })}
        >
          {KINDS.map((k) => (
            <option key={k} value={k}>
              {KIND_LABELS[k]}
            </option>
          ))}
        </NativeSelect>
      </Field>
      {wanted && (
        <Field id="adjustment-category" label={`Category (${wanted})`}>
          <NativeSelect
            id="adjustment-category"
            value={values.categoryId}
            onChange={(e) => set({ categoryId: e.target.value })}
          >
            <option value="">Choose a category</option>
            {choices.map((c) => (
              <option key={c.id} value={c.id}>
                {c.name}
              </option>
            ))}
          </NativeSelect>
        </Field>
      )}
      <Field id="adjustment-description" label="Description">
        <Input
          id="adjustment-description"
          value={values.description}
          maxLength={300}
          onChange={(e) => set({ description: e.target.value })}
        />
      </Field>
      <Field id="adjustment-amount" label="Amount (£)" hint={AMOUNT_HINT[values.kind]}>
        <Input
          id="adjustment-amount"
          inputMode="decimal"
          value={values.amount}
          aria-describedby="adjustment-amount-hint"
          onChange={(e) => set({ amount: e.target.value })}
        />
      </Field>
      {kindTakesDate(values.kind) && (
        <Field id="adjustment-date" label="Date written off">
          <Input id="adjustment-date" type="date" value={values.date} onChange={(e) => set({ date: e.target.value })} />
        </Field>
      )}
      {carriesVatRate(values.kind, vatRegistered) && (
        <Field id="adjustment-vat-rate" label="VAT rate">
          <NativeSelect
            id="adjustment-vat-rate"
            value={values.vatRate}
            onChange={(e) => set({ vatRate: e.target.value })}
          >
            <option value="">No VAT</option>
            {Object.entries(VAT_RATE_LABELS).map(([rate, label]) => (
              <option key={rate} value={rate}>
                {label}
              </option>
            ))}
          </NativeSelect>
        </Field>
      )}
    </div>
  );
}

/**
 * Adds a year-end adjustment, or edits one (`editing`). The server checks it (kind, category of the right kind,
 * amount, VAT rate) and its message is shown plainly, with nothing saved.
 */
export function AdjustmentDialog({
  open,
  editing,
  vatRegistered,
  onOpenChange,
}: {
  open: boolean;
  editing: AdjustmentDto | null;
  vatRegistered: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        {open && (
          <AdjustmentForm
            key={editing?.id ?? "new"}
            editing={editing}
            vatRegistered={vatRegistered}
            onDone={() => onOpenChange(false)}
          />
        )}
      </DialogContent>
    </Dialog>
  );
}

function AdjustmentForm({
  editing,
  vatRegistered,
  onDone,
}: {
  editing: AdjustmentDto | null;
  vatRegistered: boolean;
  onDone: () => void;
}) {
  const [values, setValues] = useState<AdjustmentFormValues>(() =>
    editing ? formFromAdjustment(editing) : EMPTY_FORM,
  );
  const create = useCreateAdjustment();
  const update = useUpdateAdjustment();
  const saving = editing ? update : create;
  const set = (patch: Partial<AdjustmentFormValues>) => setValues((v) => ({ ...v, ...patch }));

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const body = bodyFromForm(values, vatRegistered);
    if (editing) update.mutate({ id: editing.id, patch: body }, { onSuccess: onDone });
    else create.mutate(body, { onSuccess: onDone });
  };

  return (
    <form onSubmit={submit} className="grid gap-4" noValidate>
      <DialogHeader>
        <DialogTitle>{editing ? "Edit year-end adjustment" : "Add a year-end adjustment"}</DialogTitle>
        <DialogDescription>
          What the bank lines do not show at the year end: stock on hand, unpaid invoices and bills, payments in advance
          and costs not yet billed.
        </DialogDescription>
      </DialogHeader>
      <FormFields values={values} set={set} vatRegistered={vatRegistered} />
      {saving.error && (
        <Alert variant="destructive">
          <AlertDescription>{errorMessage(saving.error, "The adjustment could not be saved.")}</AlertDescription>
        </Alert>
      )}
      <DialogFooter>
        <Button variant="outline" onClick={onDone}>
          Cancel
        </Button>
        <Button type="submit" disabled={saving.isPending}>
          {saving.isPending ? "Saving..." : editing ? "Save adjustment" : "Add adjustment"}
        </Button>
      </DialogFooter>
    </form>
  );
}
