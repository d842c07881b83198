import { useState } from "react";
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
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "../../components/ui/table";
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
    <TableRow data-testid="fixed-asset-row">
      <TableCell className="whitespace-nowrap">{formatDateOnly(asset.date)}</TableCell>
      <TableCell>
        {asset.description}
        {error && (
          <p role="alert" className="mt-1 text-sm text-destructive">
            {error}
          </p>
        )}
      </TableCell>
      <TableCell className="text-right tabular-nums">
        {cost.cost}
        {cost.paid && <span className="block text-xs text-muted-foreground">{cost.paid}</span>}
      </TableCell>
      <TableCell>
        {/* Wide enough for "Plant or equipment": the table's auto layout would squeeze it to its arrow. */}
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
      </TableCell>
      <TableCell>
        <Checkbox aria-label={label("New")} checked={draft.isNew} onCheckedChange={(c) => set({ isNew: c === true })} />
      </TableCell>
      <TableCell>
        <Input
          aria-label={label("CO2 g/km")}
          inputMode="numeric"
          className="w-20"
          value={draft.co2}
          disabled={draft.kind !== "car"}
          onChange={(e) => set({ co2: e.target.value })}
        />
      </TableCell>
      <TableCell>
        <Input
          aria-label={label("Sold on")}
          type="date"
          value={draft.disposedOn}
          onChange={(e) => set({ disposedOn: e.target.value })}
        />
      </TableCell>
      <TableCell>
        <Input
          aria-label={label("Sale proceeds")}
          inputMode="decimal"
          className="w-28"
          value={draft.proceeds}
          onChange={(e) => set({ proceeds: e.target.value })}
        />
      </TableCell>
      <TableCell>
        <Button
          size="sm"
          variant="outline"
          onClick={save}
          disabled={update.isPending}
          aria-label={`Save ${asset.description}`}
        >
          Save
        </Button>
      </TableCell>
    </TableRow>
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
          <Table>
            <TableHeader>
              <TableRow>
                <TableHead>Date</TableHead>
                <TableHead>Description</TableHead>
                <TableHead className="text-right">Cost</TableHead>
                <TableHead>Kind</TableHead>
                <TableHead>New</TableHead>
                <TableHead>CO2 g/km</TableHead>
                <TableHead>Sold on</TableHead>
                <TableHead>Sale proceeds</TableHead>
                <TableHead>
                  <span className="sr-only">Save</span>
                </TableHead>
              </TableRow>
            </TableHeader>
            <TableBody>
              {assets.map((a) => (
                <AssetRow key={a.id} asset={a} />
              ))}
            </TableBody>
          </Table>
        )}
      </CardContent>
    </Card>
  );
}
