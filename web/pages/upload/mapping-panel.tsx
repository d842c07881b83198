import { CircleAlert, Columns3, Info } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import type { HeaderMap } from "../../../core/csv";
import { Alert, AlertDescription, AlertTitle } from "../../components/ui/alert";
import { Button } from "../../components/ui/button";
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from "../../components/ui/card";
import { cn } from "../../lib/cn";
import { ColumnSelect, ReadingSelect } from "./mapping-fields";
import {
  AMOUNT_SOURCE_HINT,
  type ColumnMapping,
  checkMapping,
  DEBIT_CREDIT_NOTICE,
  initialMapping,
  MAPPING_FIELDS,
  selectableHeaders,
  shownReadings,
  toHeaderMap,
} from "./mapping-rules";
import type { FileColumns } from "./upload-types";

/** The spec's six roles (§3) in the grid; the flag goes with the readings, as it too decides the signs. */
const SPEC_FIELDS = MAPPING_FIELDS.filter((f) => f !== "flag");

function Hint({ text, tone }: { text: string; tone: "warning" | "muted" }) {
  return (
    <p
      className={cn(
        "flex items-center gap-2 text-sm",
        tone === "warning" ? "text-warning-foreground" : "text-muted-foreground",
      )}
    >
      <Info className="size-4 shrink-0" aria-hidden />
      {text}
    </p>
  );
}

/**
 * Which column is which, and how the amounts are read. Spec §4/§5: shown when a file's columns could not be matched
 * (`parseError`); also opened with Change mapping on a file that was read, starting from the mapping it was read
 * with. Either way Apply parses the stored file text again with the person's mapping.
 */
export function MappingPanel({
  columns,
  parseError,
  fileName,
  onApply,
  onSkip,
  onCancel,
}: {
  columns: FileColumns;
  /** Why the file needs a mapping; null when the person chose to change one that worked. */
  parseError: string | null;
  /** Named when several files were chosen, so it is clear which one is being mapped. */
  fileName: string | null;
  onApply: (map: HeaderMap) => Promise<string | null>;
  /** Offered when other files can go ahead without this one. */
  onSkip: (() => void) | null;
  /** Closes a panel opened with Change mapping, keeping the file as it was read. */
  onCancel: (() => void) | null;
}) {
  const options = selectableHeaders(columns.detectedHeaders);
  const [mapping, setMapping] = useState<ColumnMapping>(() => initialMapping(columns));
  const [applying, setApplying] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const check = checkMapping(mapping);
  const readings = shownReadings(mapping, columns.detectedMapping);
  const set = (change: Partial<ColumnMapping>) => setMapping((m) => ({ ...m, ...change }));

  // Opened by a button, the panel takes the focus, so keyboard and screen-reader users land where they asked to be.
  const titleRef = useRef<HTMLHeadingElement>(null);
  const changing = parseError === null;
  useEffect(() => {
    if (changing) titleRef.current?.focus();
  }, [changing]);

  const apply = async () => {
    setApplying(true);
    setFailure(null);
    const error = await onApply(toHeaderMap(mapping));
    setApplying(false);
    setFailure(error);
  };

  return (
    <div className="space-y-4">
      {parseError !== null && (
        <Alert variant="warning">
          <CircleAlert aria-hidden />
          <AlertTitle>Column Mapping Required</AlertTitle>
          <AlertDescription>{parseError}</AlertDescription>
        </Alert>
      )}
      <Card>
        <CardHeader>
          <CardTitle as="h2" ref={titleRef} tabIndex={-1} className="flex items-center gap-2 outline-none">
            <Columns3 className="size-5 text-primary" aria-hidden />
            Match your columns
          </CardTitle>
          <CardDescription>
            {fileName ? `In ${fileName}, tell` : "Tell"} us which column holds each piece of information. Fields marked
            * are required. We remember your choice for files with the same columns.
          </CardDescription>
          {changing && columns.detectedMapping && (
            <p className="text-sm">Detected: {columns.detectedMapping.summary}</p>
          )}
        </CardHeader>
        <CardContent className="space-y-6">
          <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {SPEC_FIELDS.map((field) => (
              <ColumnSelect
                key={field}
                field={field}
                headers={options}
                value={mapping[field]}
                onChange={(value) => set({ [field]: value })}
              />
            ))}
          </div>
          <fieldset className="space-y-3">
            <legend className="font-medium text-sm">How the amounts are read</legend>
            <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
              <ColumnSelect field="flag" headers={options} value={mapping.flag} onChange={(flag) => set({ flag })} />
              {check.asksBalanceTiming && (
                <ReadingSelect
                  reading="balanceTiming"
                  value={readings.balanceTiming}
                  onChange={(balanceTiming) => set({ balanceTiming })}
                />
              )}
              {check.asksPositive && (
                <ReadingSelect
                  reading="positive"
                  value={readings.positive}
                  onChange={(positive) => set({ positive })}
                />
              )}
            </div>
          </fieldset>
          <div aria-live="polite" className="space-y-2">
            {check.needsAmountSource && <Hint tone="warning" text={AMOUNT_SOURCE_HINT} />}
            {check.usesDebitCredit && <Hint tone="muted" text={DEBIT_CREDIT_NOTICE} />}
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
          {onCancel && (
            <Button variant="ghost" onClick={onCancel} disabled={applying}>
              Cancel
            </Button>
          )}
        </CardFooter>
      </Card>
    </div>
  );
}
