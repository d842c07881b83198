import type { ReactNode } from "react";
import { useMemo } from "react";
import { Card, CardContent } from "../../components/ui/card";
import { Spinner } from "../../components/ui/spinner";
import type { AccountLine } from "./account-lines";
import { AccountLinesTable } from "./account-lines-table";
import { DataWarnings } from "./data-warnings";
import { DetectedColumns } from "./detected-columns";
import { EmptyState } from "./empty-state";
import { ImportAudit } from "./import-audit";
import { MappingPanel } from "./mapping-panel";
import { PreviewCard } from "./preview-card";
import { ErrorNotice, LeftOutNotice } from "./upload-notices";
import { UploadSummary } from "./upload-summary";
import { uploadTotals } from "./upload-totals";
import type { UploadController } from "./use-upload-state";

/**
 * The spec's upload states (§4): no files, parsing, mapping required, error, or parsed with the preview. The save
 * step is passed in so this file is only about what the files gave.
 */
export function UploadResults({
  upload,
  accountLines,
  saveStep,
}: {
  upload: UploadController;
  accountLines: readonly AccountLine[];
  saveStep: ReactNode;
}) {
  const { state, merged, rows, duplicatesFound, actions } = upload;
  const totals = useMemo(() => uploadTotals(rows), [rows]);
  const several = state.files.length > 1;

  if (state.phase === "parsing") {
    return (
      <Card>
        <CardContent className="flex items-center gap-3 p-6">
          <Spinner label="Parsing" />
          <span>Reading {state.parsingCount === 1 ? "your file" : `${state.parsingCount} files`}…</span>
        </CardContent>
      </Card>
    );
  }
  if (state.fatalError) return <ErrorNotice title="Upload failed" message={state.fatalError} />;
  if (state.files.length === 0) return <EmptyState />;

  const mappingFile = state.files[merged.mappingIndex];
  if (mappingFile?.outcome.kind === "mapping") {
    const index = merged.mappingIndex;
    return (
      <MappingPanel
        key={`${index}:${mappingFile.name}`}
        columns={mappingFile.outcome.columns}
        parseError={mappingFile.outcome.error}
        fileName={several ? mappingFile.name : null}
        onApply={(map) => actions.applyMapping(index, map)}
        onSkip={several ? () => actions.removeFile(index) : null}
        onCancel={null}
      />
    );
  }
  if (merged.error) {
    return (
      <ErrorNotice title={several ? "No transactions found" : "Could not read this file"} message={merged.error} />
    );
  }

  return (
    <div className="space-y-6">
      <LeftOutNotice title="Some files were not imported" items={merged.fileErrors} />
      {several && (
        <ImportAudit
          files={state.files}
          duplicatesRemoved={state.removeDuplicates ? duplicatesFound : 0}
          rowsToImport={rows.length}
        />
      )}
      <UploadSummary totals={totals} />
      <AccountLinesTable lines={accountLines} />
      <DataWarnings warnings={merged.warnings} />
      <DetectedColumns files={state.files} onApply={actions.applyMapping} />
      <PreviewCard
        rows={rows}
        removeDuplicates={state.removeDuplicates}
        onRemoveDuplicatesChange={actions.setRemoveDuplicates}
        duplicatesFound={duplicatesFound}
      />
      {saveStep}
    </div>
  );
}
