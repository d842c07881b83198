import { type ReactNode, useState } from "react";
import type { FixedAssetDto } from "../../../core/contracts";
import { formatDateOnly } from "../../../core/dates";
import { errorMessage } from "../../api/errors";
import { useFixedAssets, useUpdateFixedAsset } from "../../api/fixed-assets";
import { Alert, AlertDescription } from "../../components/ui/alert";
import { Button } from "../../components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "../../components/ui/card";
import { Checkbox } from "../../components/ui/checkbox";
import { Input } from "../../components/ui/input";
import { NativeSelect } from "../../components/ui/native-select";
import { toast } from "../../components/ui/use-toast";
import { fixedAssetCost } from "./fixed-asset-cost";
import { draftOf, type FixedAssetDraft, patchOf } from "./fixed-asset-draft";

const KIND_LABELS = { plant: "Plant or equipment", van: "Van", car: "Car" } as const;

function AssetRow({ asset }: { asset: FixedAssetDto }) {
  const [draft, setDraft] = useState<FixedAssetDraft>(() => draftOf(asset));
  const [error, setError] = useState<string | null>(null);
  const update = useUpdateFixedAsset();
  const set = (p: Partial<FixedAssetDraft>) => setDraft((d) => ({ ...d, ...p }));
  const label = (what: string) => `${what} of ${asset.description}`;
  const cost = fixedAssetCost(asset);
  const save = () => {
    const out = patchOf(draft);
    if ("error" in out) return setError(out.error);
    setError(null);
    update.mutate(
      { id: asset.id, patch: out.patch },
      {
        onSuccess: () => toast({ title: "Fixed asset saved", description: asset.description }),
        onError: (e) => setError(errorMessage(e, "The asset could not be saved.")),
      },
    );
  };
  return (
    <li data-testid="fixed-asset-row" aria-label={asset.description} className="space-y-3 py-4 first:pt-0 last:pb-0">
      <div className="flex flex-wrap items-baseline gap-x-4 gap-y-1">
        <span className="whitespace-nowrap text-sm text-muted-foreground">{formatDateOnly(asset.date)}</span>
        <span className="min-w-48 flex-1 font-medium [overflow-wrap:anywhere]">{asset.description}</span>
        <span className="text-right tabular-nums">
          {cost.cost}
          {cost.paid && <span className="block text-xs text-muted-foreground">{cost.paid}</span>}
        </span>
      </div>
      {/* The fields wrap onto more lines as the card narrows, so Save is never beyond the card's edge. */}
      <div className="flex flex-wrap items-end gap-x-4 gap-y-3">
        <Field label="Kind">
          {/* Wide enough for "Plant or equipment", whole. */}
          <NativeSelect
            aria-label={label("Kind")}
            className="min-w-48"
            value={draft.kind}
            onChange={(e) => set({ kind: e.target.value as FixedAssetDraft["kind"] })}
          >
            {Object.entries(KIND_LABELS).map(([k, text]) => (
              <option key={k} value={k}>
                {text}
              </option>
            ))}
          </NativeSelect>
        </Field>
        <Field label="New">
          <div className="flex h-9 items-center">
            <Checkbox
              aria-label={label("New")}
              checked={draft.isNew}
              onCheckedChange={(c) => set({ isNew: c === true })}
            />
          </div>
        </Field>
        <Field label="CO2 g/km">
          <Input
            aria-label={label("CO2 g/km")}
            inputMode="numeric"
            className="w-24"
            value={draft.co2}
            disabled={draft.kind !== "car"}
            onChange={(e) => set({ co2: e.target.value })}
          />
        </Field>
        <Field label="Sold on">
          <Input
            aria-label={label("Sold on")}
            type="date"
            className="w-40"
            value={draft.disposedOn}
            onChange={(e) => set({ disposedOn: e.target.value })}
          />
        </Field>
        <Field label="Sale proceeds">
          <Input
            aria-label={label("Sale proceeds")}
            inputMode="decimal"
            className="w-28"
            value={draft.proceeds}
            onChange={(e) => set({ proceeds: e.target.value })}
          />
        </Field>
        <Button
          size="sm"
          variant="outline"
          onClick={save}
          disabled={update.isPending}
          aria-label={`Save ${asset.description}`}
        >
          Save
        </Button>
      </div>
      {error && (
        <p role="alert" className="text-sm text-destructive">
          {error}
        </p>
      )}
    </li>
  );
}

/** A field's visible name above it; the control keeps its own accessible name, which says whose it is. */
function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="space-y-1">
      <span aria-hidden className="block text-xs font-medium text-muted-foreground">
        {label}
      </span>
      {children}
    </div>
  );
}

/**
 * The fixed asset register (Company page): each purchase in the Equipment or Motor Vehicles category, with what
 * capital allowances need to know (CAA 2001): plant, van or car, new or used, a car's CO2, and a sale.
 */
export function FixedAssetsCard() {
  const { data, error, isLoading } = useFixedAssets();
  const assets = data?.assets ?? [];
  return (
    <Card id="fixed-assets">
      <CardHeader>
        <CardTitle>Fixed assets</CardTitle>
        <CardDescription>
          Equipment and vehicles bought, for capital allowances. A car gets no annual investment allowance and is pooled
          by its CO2 (bought from April 2021: 50 g/km or less at 18 % or 14 %, above at 6 %; earlier, the limit of its
          day); the VAT on a car is not reclaimed. Enter a sale's date and price when an asset is sold.
        </CardDescription>
      </CardHeader>
      <CardContent>
        {error && (
          <Alert variant="destructive">
            <AlertDescription>{errorMessage(error, "The fixed assets could not be loaded.")}</AlertDescription>
          </Alert>
        )}
        {!isLoading && !error && assets.length === 0 && (
          <p className="text-sm text-muted-foreground">
            No fixed assets yet: lines categorised Equipment or Motor Vehicles appear here.
          </p>
        )}
        {assets.length > 0 && (
          <ul className="divide-y">
            {assets.map((a) => (
              <AssetRow key={a.id} asset={a} />
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
