import { Plus, Trash2 } from "lucide-react";
import { useState } from "react";
import { carriesVatRate, categoryKindOf } from "../../../core/accounts";
import type { CompanyDto, OpeningItemBody } from "../../../core/contracts";
import { VAT_RATE_LABELS } from "../../../core/vat";
import { useCategories } from "../../api/categories";
import { useSaveCompany } from "../../api/company";
import { errorMessage } from "../../api/errors";
import { Alert, AlertDescription } from "../../components/ui/alert";
import { Button } from "../../components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "../../components/ui/card";
import { Input } from "../../components/ui/input";
import { Label } from "../../components/ui/label";
import { NativeSelect } from "../../components/ui/native-select";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "../../components/ui/table";
import { toast } from "../../components/ui/use-toast";
import { formatDecimalPounds, KIND_NAMES } from "../../lib/adjustment-text";

const ITEM_KINDS = {
  debtor: "Debtor (a sale unpaid at the start)",
  creditor: "Creditor (a bill unpaid at the start)",
  prepayment: "Prepayment (paid last year for this year)",
  accrual: "Accrual (a cost of last year billed this year)",
} as const;
type ItemKind = keyof typeof ITEM_KINDS;

interface Draft {
  kind: ItemKind;
  categoryId: string;
  description: string;
  amount: string;
  vatRate: string;
}
const EMPTY: Draft = { kind: "debtor", categoryId: "", description: "", amount: "", vatRate: "" };

const bodyOf = (d: Draft, vatRegistered: boolean): OpeningItemBody => ({
  kind: d.kind,
  categoryId: d.categoryId || null,
  description: d.description.trim(),
  amount: d.amount.replace(/[£,\s]/g, ""),
  vatRate: carriesVatRate(d.kind, vatRegistered) && d.vatRate ? (d.vatRate as OpeningItemBody["vatRate"]) : null,
});

const fromCompany = (c: CompanyDto): OpeningItemBody[] =>
  (c.openingItems ?? []).map((i) => ({
    kind: i.kind,
    categoryId: i.categoryId,
    description: i.description,
    amount: i.amount,
    vatRate: i.vatRate as OpeningItemBody["vatRate"],
  }));

function NewItemFields({
  draft,
  set,
  vatRegistered,
}: {
  draft: Draft;
  set: (p: Partial<Draft>) => void;
  vatRegistered: boolean;
}) {
  const { data: categories = [] } = useCategories();
  const wanted = categoryKindOf(draft.kind);
  return (
    <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-5">
      <div className="space-y-1.5">
        <Label htmlFor="opening-item-kind">Kind</Label>
        <NativeSelect
          id="opening-item-kind"
          value={draft.kind}
          onChange={(e) => set({ kind: e.target.value as ItemKind, categoryId: "" })}
        >
          {Object.entries(ITEM_KINDS).map(([k, label]) => (
            <option key={k} value={k}>
              {label}
            </option>
          ))}
        </NativeSelect>
      </div>
      <div className="space-y-1.5">
        <Label htmlFor="opening-item-category">Category its settlement is ({wanted})</Label>
        <NativeSelect
          id="opening-item-category"
          value={draft.categoryId}
          onChange={(e) => set({ categoryId: e.target.value })}
        >
          <option value="">Choose a category</option>
          {categories
            .filter((c) => c.kind === wanted)
            .map((c) => (
              <option key={c.id} value={c.id}>
                {c.name}
              </option>
            ))}
        </NativeSelect>
      </div>
      <div className="space-y-1.5">
        <Label htmlFor="opening-item-description">Description</Label>
        <Input
          id="opening-item-description"
          value={draft.description}
          onChange={(e) => set({ description: e.target.value })}
        />
      </div>
      <div className="space-y-1.5">
        <Label htmlFor="opening-item-amount">Amount incl. VAT (£)</Label>
        <Input
          id="opening-item-amount"
          inputMode="decimal"
          value={draft.amount}
          onChange={(e) => set({ amount: e.target.value })}
        />
      </div>
      {carriesVatRate(draft.kind, vatRegistered) && (
        <div className="space-y-1.5">
          <Label htmlFor="opening-item-vat">VAT rate</Label>
          <NativeSelect id="opening-item-vat" value={draft.vatRate} onChange={(e) => set({ vatRate: e.target.value })}>
            <option value="">No VAT</option>
            {Object.entries(VAT_RATE_LABELS).map(([rate, label]) => (
              <option key={rate} value={rate}>
                {label}
              </option>
            ))}
          </NativeSelect>
        </div>
      )}
    </div>
  );
}

/**
 * 'Opening items' (a first year in Microfile): last year's debtors, creditors, prepayments and accruals within the
 * typed opening balances, each with the category its settlement is categorised as, so they reverse against it this
 * year. Saved with PUT /api/company { openingItems }; the server checks them against the opening figures. Once a
 * year has been closed here the brought-forward items replace them, so the card only shows for a first year.
 */
export function OpeningItemsCard({ company }: { company: CompanyDto }) {
  const [items, setItems] = useState<OpeningItemBody[]>(() => fromCompany(company));
  const [draft, setDraft] = useState<Draft>(EMPTY);
  const save = useSaveCompany();
  const { data: categories = [] } = useCategories();
  const vatRegistered = company.vatRegistered === true;
  if (company.broughtForward) return null;
  const name = (id: string | null) => categories.find((c) => c.id === id)?.name ?? id ?? "—";

  const submit = (next: OpeningItemBody[], added = false) =>
    save.mutate(
      { openingItems: next },
      {
        onSuccess: (saved) => {
          setItems(fromCompany(saved));
          if (added) setDraft(EMPTY);
          toast({ title: "Opening items saved", description: "They reverse against their categories this year." });
        },
      },
    );

  return (
    <Card role="region" aria-labelledby="opening-items-title">
      <CardHeader>
        <CardTitle as="h2" id="opening-items-title">
          Opening items
        </CardTitle>
        <CardDescription>
          Itemise last year's debtors, creditors, prepayments and accruals (parts of the opening debtors and creditors
          above), each with the category its payment will be categorised as this year, so it is not counted twice.
        </CardDescription>
      </CardHeader>
      <CardContent className="space-y-4">
        {items.length > 0 && (
          <Table scrollLabel="Opening items list" aria-label="Opening items list">
            <TableHeader>
              <TableRow>
                <TableHead>Item</TableHead>
                <TableHead>Category</TableHead>
                <TableHead className="text-right">Amount</TableHead>
                <TableHead>VAT rate</TableHead>
                <TableHead className="text-right">Remove</TableHead>
              </TableRow>
            </TableHeader>
            <TableBody>
              {items.map((item, i) => (
                <TableRow key={i}>
                  <TableCell>
                    {KIND_NAMES[item.kind] ?? item.kind}
                    {item.description && <div className="text-xs text-muted-foreground">{item.description}</div>}
                  </TableCell>
                  <TableCell>{name(item.categoryId)}</TableCell>
                  <TableCell className="text-right tabular-nums">{formatDecimalPounds(item.amount)}</TableCell>
                  <TableCell>{item.vatRate ? VAT_RATE_LABELS[item.vatRate] : "—"}</TableCell>
                  <TableCell className="text-right">
                    <Button
                      size="icon"
                      variant="ghost"
                      aria-label={`Remove ${KIND_NAMES[item.kind] ?? item.kind} ${formatDecimalPounds(item.amount)}`}
                      disabled={save.isPending}
                      onClick={() => submit(items.filter((_, j) => j !== i))}
                    >
                      <Trash2 aria-hidden />
                    </Button>
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        )}
        <NewItemFields draft={draft} set={(p) => setDraft((d) => ({ ...d, ...p }))} vatRegistered={vatRegistered} />
        {save.error && (
          <Alert variant="destructive">
            <AlertDescription>{errorMessage(save.error, "The opening items could not be saved.")}</AlertDescription>
          </Alert>
        )}
        <Button
          variant="outline"
          disabled={save.isPending}
          onClick={() => submit([...items, bodyOf(draft, vatRegistered)], true)}
        >
          <Plus aria-hidden />
          Add opening item
        </Button>
      </CardContent>
    </Card>
  );
}
