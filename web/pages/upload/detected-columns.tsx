import { Columns3 } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import type { HeaderMap } from "../../../core/csv";
import { Button } from "../../components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "../../components/ui/card";
import { MappingPanel } from "./mapping-panel";
import type { FileOutcome, FileParse } from "./upload-types";

type ReadOutcome = Extract<FileOutcome, { kind: "ok" }>;

function DetectedLine({
  file,
  outcome,
  index,
  showName,
  onChange,
}: {
  file: FileParse;
  outcome: ReadOutcome;
  index: number;
  showName: boolean;
  onChange: () => void;
}) {
  const id = `detected-columns-${index}`;
  return (
    <li className="flex flex-wrap items-center justify-between gap-3">
      <div id={id} className="min-w-0 space-y-0.5 text-sm">
        {showName && <p className="truncate font-medium">{file.name}</p>}
        {outcome.columns.detectedMapping && <p>Detected: {outcome.columns.detectedMapping.summary}</p>}
        {outcome.usedSavedLayout && (
          <p className="text-muted-foreground">Read with the mapping you chose before for these columns.</p>
        )}
      </div>
      {/* Every file's button has the same name; the line it describes tells them apart. */}
      <Button id={`${id}-change`} variant="outline" size="sm" aria-describedby={id} onClick={onChange}>
        Change mapping
      </Button>
    </li>
  );
}

/**
 * How each file that was read had its columns taken ("Detected: Date = column 1, …"), with Change mapping: a wrong
 * guess can read every amount wrongly while looking fine, so the person can always see and correct it. Applying
 * re-parses that file, and its rows, totals and warnings in the preview are replaced.
 */
export function DetectedColumns({
  files,
  onApply,
}: {
  files: readonly FileParse[];
  onApply: (index: number, map: HeaderMap) => Promise<string | null>;
}) {
  const [editing, setEditing] = useState<number | null>(null);
  // After the panel closes, the focus goes back to the button that opened it rather than to the top of the page.
  const returnTo = useRef<number | null>(null);
  useEffect(() => {
    if (editing !== null || returnTo.current === null) return;
    document.getElementById(`detected-columns-${returnTo.current}-change`)?.focus();
    returnTo.current = null;
  }, [editing]);

  const several = files.length > 1;
  const read = files.flatMap((file, index) =>
    file.outcome.kind === "ok" ? [{ file, outcome: file.outcome, index }] : [],
  );
  if (read.length === 0) return null;

  const open = read.find((r) => r.index === editing);
  if (open) {
    const close = () => {
      returnTo.current = open.index;
      setEditing(null);
    };
    return (
      <MappingPanel
        key={`${open.index}:${open.file.name}`}
        columns={open.outcome.columns}
        parseError={null}
        fileName={several ? open.file.name : null}
        onApply={async (map) => {
          const error = await onApply(open.index, map);
          if (error === null) close();
          return error;
        }}
        onSkip={null}
        onCancel={close}
      />
    );
  }

  return (
    <section aria-labelledby="detected-columns-title">
      <Card>
        <CardHeader className="pb-3">
          <CardTitle as="h2" id="detected-columns-title" className="flex items-center gap-2 text-base">
            <Columns3 className="size-5 text-primary" aria-hidden />
            Columns
          </CardTitle>
          <CardDescription>
            How the columns of {several ? "each file" : "your file"} were read. If amounts show the wrong way round or
            from the wrong column, choose Change mapping.
          </CardDescription>
        </CardHeader>
        <CardContent>
          <ul className="space-y-3">
            {read.map(({ file, outcome, index }) => (
              <DetectedLine
                key={index}
                file={file}
                outcome={outcome}
                index={index}
                showName={several}
                onChange={() => setEditing(index)}
              />
            ))}
          </ul>
        </CardContent>
      </Card>
    </section>
  );
}
