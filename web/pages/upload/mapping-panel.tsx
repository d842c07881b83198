import { CircleAlert, Columns3, Info } from "lucide-react";
import { useState } from "react";
import type { HeaderMap } from "../../../core/csv";
import { Alert, AlertDescription, AlertTitle } from "../../components/ui/alert";
import { Button } from "../../components/ui/button";
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from "../../components/ui/card";
import { Label } from "../../components/ui/label";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "../../components/ui/select";
import {
  AMOUNT_SOURCE_HINT,
  type ColumnMapping,
  checkMapping,
  DEBIT_CREDIT_NOTICE,
  FIELD_LABELS,
  guessMapping,
  MAPPING_FIELDS,
  type MappingField,
  selectableHeaders,
  toHeaderMap,
} from "./mapping-rules";

/** Radix Select items cannot have an empty value, so "not used" has a value of its own. */
const NOT_USED = "__not_used__";
const REQUIRED: ReadonlySet<MappingField> = new Set(["date", "description"]);

const FIELD_HELP: Record<MappingField, string> = {
  date: "When the transaction happened",
  description: "Who was paid or who paid you",
  amount: "One column with money in and out (out as minus)",
  debit: "Money out, if your bank uses two columns",
  credit: "Money in, if your bank uses two columns",
  balance: "The running balance (optional, used for checks)",
};

function ColumnSelect({
  field,
  headers,
  value,
  onChange,
}: {
  field: MappingField;
  headers: string[];
  value: string;
  onChange: (value: string) => void;
}) {
  const id = `mapping-${field}`;
  const required = REQUIRED.has(field);
  return (
    <div className="space-y-1.5">
      <Label htmlFor={id}>
        {FIELD_LABELS[field]}
        {required && <span aria-hidden> *</span>}
      </Label>
      <Select
        value={value === "" ? (required ? "" : NOT_USED) : value}
        onValueChange={(v) => onChange(v === NOT_USED ? "" : v)}
      >
        <SelectTrigger id={id} aria-required={required} aria-describedby={`${id}-help`}>
          <SelectValue placeholder="Choose a column" />
        </SelectTrigger>
        <SelectContent>
          {!required && <SelectItem value={NOT_USED}>Not used</SelectItem>}
          {headers.map((h) => (
            <SelectItem key={h} value={h}>
              {h}
            </SelectItem>
          ))}
        </SelectContent>
      </Select>
      <p id={`${id}-help`} className="text-muted-foreground text-xs">
        {FIELD_HELP[field]}
      </p>
    </div>
  );
}

/**
 * Spec §4/§5: the file has a header row but its columns could not be matched. The person says which column is
 * which; the stored file text is parsed again with that mapping.
 */
export function MappingPanel({
  headers,
  parseError,
  fileName,
  onApply,
  onSkip,
}: {
  headers: string[];
  parseError: string;
  /** Named when several files were chosen, so it is clear which one needs mapping. */
  fileName: string | null;
  onApply: (map: HeaderMap) => Promise<string | null>;
  /** Offered when other files can go ahead without this one. */
  onSkip: (() => void) | null;
}) {
  const options = selectableHeaders(headers);
  const [mapping, setMapping] = useState<ColumnMapping>(() => guessMapping(headers));
  const [applying, setApplying] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const check = checkMapping(mapping);

  const apply = async () => {
    setApplying(true);
    setFailure(null);
    const error = await onApply(toHeaderMap(mapping));
    setApplying(false);
    setFailure(error);
  };

  return (
    <div className="space-y-4">
      <Alert variant="warning">
        <CircleAlert aria-hidden />
        <AlertTitle>Column Mapping Required</AlertTitle>
        <AlertDescription>{parseError}</AlertDescription>
      </Alert>
      <Card>
        <CardHeader>
          <CardTitle as="h2" className="flex items-center gap-2">
            <Columns3 className="size-5 text-primary" aria-hidden />
            Match your columns
          </CardTitle>
          <CardDescription>
            {fileName ? `In ${fileName}, tell` : "Tell"} us which column holds each piece of information. Fields marked
            * are required. We remember your choice for files with the same columns.
          </CardDescription>
        </CardHeader>
        <CardContent className="space-y-4">
          <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {MAPPING_FIELDS.map((field) => (
              <ColumnSelect
                key={field}
                field={field}
                headers={options}
                value={mapping[field]}
                onChange={(value) => setMapping((m) => ({ ...m, [field]: value }))}
              />
            ))}
          </div>
          <div aria-live="polite" className="space-y-2">
            {check.needsAmountSource && (
              <p className="flex items-center gap-2 text-sm text-warning-foreground">
                <Info className="size-4 shrink-0" aria-hidden />
                {AMOUNT_SOURCE_HINT}
              </p>
            )}
            {check.usesDebitCredit && (
              <p className="flex items-center gap-2 text-sm text-muted-foreground">
                <Info className="size-4 shrink-0" aria-hidden />
                {DEBIT_CREDIT_NOTICE}
              </p>
            )}
          </div>
          {failure && (
            <Alert variant="destructive">
              <CircleAlert aria-hidden />
              <AlertTitle>Failed to apply mapping</AlertTitle>
              {failure !== "Failed to apply mapping" && <AlertDescription>{failure}</AlertDescription>}
            </Alert>
          )}
        </CardContent>
        <CardFooter className="flex flex-wrap gap-3">
          <Button onClick={apply} disabled={!check.valid || applying}>
            {applying ? "Applying…" : "Apply Mapping"}
          </Button>
          {onSkip && (
            <Button variant="outline" onClick={onSkip} disabled={applying}>
              Leave this file out
            </Button>
          )}
        </CardFooter>
      </Card>
    </div>
  );
}
