import type { DetectedAccount, DetectedMapping, HeaderMap } from "../../../core/csv";
import type { PreviewRow } from "../../api/import";

/**
 * How the reader took a file's columns, kept with every file that has a layout (read or not) so the person can see
 * the detection and correct it: `mapping` is what reproduces the rows when sent back, null when none was usable.
 */
export interface FileColumns {
  detectedHeaders: string[];
  mapping: HeaderMap | null;
  detectedMapping: DetectedMapping | null;
}

/** What became of one chosen file. */
export type FileOutcome =
  | {
      kind: "ok";
      rows: PreviewRow[];
      warnings: string[];
      bank: string | null;
      account: DetectedAccount | null;
      columns: FileColumns;
      /** Read with the mapping the person applied before to the same header layout. */
      usedSavedLayout: boolean;
    }
  | { kind: "mapping"; columns: FileColumns; error: string; warnings: string[] }
  | { kind: "error"; error: string };

/** One chosen file: its decoded text is kept so a column mapping can re-parse it without reading the file again. */
export interface FileParse {
  name: string;
  content: string | null;
  outcome: FileOutcome;
}
