import { Files } from "lucide-react";
import { Card, CardContent, CardHeader, CardTitle } from "../../components/ui/card";
import type { FileParse } from "./upload-types";

function fileStatus(file: FileParse): string {
  const { outcome } = file;
  if (outcome.kind === "ok") return `${outcome.rows.length.toLocaleString("en-GB")} row(s)`;
  if (outcome.kind === "mapping") return "needs column mapping";
  return "not read";
}

/** Shown when more than one file is chosen (spec §2): what was merged and what will be imported. */
export function ImportAudit({
  files,
  duplicatesRemoved,
  rowsToImport,
}: {
  files: readonly FileParse[];
  duplicatesRemoved: number;
  rowsToImport: number;
}) {
  const merged = files.filter((f) => f.outcome.kind === "ok").length;
  return (
    <section aria-labelledby="import-audit-title">
      <Card>
        <CardHeader className="pb-3">
          <CardTitle as="h2" id="import-audit-title" className="flex items-center gap-2 text-base">
            <Files className="size-5 text-primary" aria-hidden />
            Import audit
          </CardTitle>
        </CardHeader>
        <CardContent className="space-y-4">
          <dl className="grid grid-cols-3 gap-3 text-center">
            <div className="rounded-lg bg-muted/60 p-3">
              <dt className="text-muted-foreground text-xs">Files merged</dt>
              <dd className="font-semibold text-xl tabular-nums">{merged}</dd>
            </div>
            <div className="rounded-lg bg-muted/60 p-3">
              <dt className="text-muted-foreground text-xs">Duplicates removed</dt>
              <dd className="font-semibold text-xl tabular-nums">{duplicatesRemoved.toLocaleString("en-GB")}</dd>
            </div>
            <div className="rounded-lg bg-muted/60 p-3">
              <dt className="text-muted-foreground text-xs">Rows to import</dt>
              <dd className="font-semibold text-xl tabular-nums">{rowsToImport.toLocaleString("en-GB")}</dd>
            </div>
          </dl>
          <ul className="space-y-1 text-sm" aria-label="Files">
            {files.map((f, i) => (
              <li key={i} className="flex justify-between gap-4">
                <span className="truncate" title={f.name}>
                  {f.name}
                </span>
                <span className="shrink-0 text-muted-foreground">{fileStatus(f)}</span>
              </li>
            ))}
          </ul>
        </CardContent>
      </Card>
    </section>
  );
}
