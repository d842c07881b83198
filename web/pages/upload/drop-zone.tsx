import { FileUp, FolderOpen } from "lucide-react";
import { type DragEvent, useRef, useState } from "react";
import { Button } from "../../components/ui/button";
import { cn } from "../../lib/cn";

/** What the picker offers: the extension and the types browsers and Windows give CSV files (spec §5). */
export const CSV_ACCEPT = ".csv,text/csv,application/vnd.ms-excel,text/comma-separated-values,application/csv";

/**
 * Drop files anywhere on the zone, or press the visible Choose files button (the keyboard path). The file input
 * itself stays hidden: its native look differs per browser and says nothing about what to choose.
 */
export function DropZone({
  onFiles,
  busy,
  compact,
}: {
  onFiles: (files: File[]) => void;
  busy: boolean;
  compact: boolean;
}) {
  const inputRef = useRef<HTMLInputElement>(null);
  const [dragging, setDragging] = useState(false);
  // dragenter/dragleave fire for every child element; counting them keeps the highlight steady.
  const depth = useRef(0);

  const onDragEnter = (event: DragEvent) => {
    event.preventDefault();
    depth.current += 1;
    setDragging(true);
  };
  const onDragLeave = () => {
    depth.current = Math.max(0, depth.current - 1);
    if (depth.current === 0) setDragging(false);
  };
  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    depth.current = 0;
    setDragging(false);
    if (!busy) onFiles(Array.from(event.dataTransfer.files));
  };

  return (
    <section
      aria-labelledby="drop-zone-title"
      aria-describedby="drop-zone-hint"
      onDragEnter={onDragEnter}
      onDragOver={(event) => event.preventDefault()}
      onDragLeave={onDragLeave}
      onDrop={onDrop}
      className={cn(
        "flex flex-col items-center gap-3 rounded-xl border-2 border-dashed bg-card px-6 text-center transition-colors",
        compact ? "py-6 sm:flex-row sm:text-left" : "py-12",
        dragging ? "border-primary bg-primary/5" : "border-input",
      )}
    >
      <FileUp className={cn("shrink-0 text-primary", compact ? "size-8" : "size-12")} aria-hidden />
      <div className="flex-1 space-y-1">
        <h2 id="drop-zone-title" className="font-semibold text-base">
          {compact ? "Upload different files" : "Drag and drop your bank statement CSV files here"}
        </h2>
        <p id="drop-zone-hint" className="text-muted-foreground text-sm">
          {compact
            ? "Drop new files here to replace these."
            : "You can choose several files at once, from one or more accounts."}{" "}
          CSV files (.csv) up to 20 MB each.
        </p>
      </div>
      <Button onClick={() => inputRef.current?.click()} disabled={busy} size={compact ? "default" : "lg"}>
        <FolderOpen aria-hidden />
        Choose files
      </Button>
      <input
        ref={inputRef}
        type="file"
        multiple
        accept={CSV_ACCEPT}
        className="hidden"
        aria-label="Bank statement CSV files"
        onChange={(event) => {
          onFiles(Array.from(event.target.files ?? []));
          // Cleared so choosing the same file again (after fixing it) still fires a change.
          event.target.value = "";
        }}
      />
    </section>
  );
}
