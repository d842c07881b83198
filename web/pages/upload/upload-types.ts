import type { DetectedAccount } from "../../../core/csv";
import type { PreviewRow } from "../../api/import";

/** What became of one chosen file. */
export type FileOutcome =
  | { kind: "ok"; rows: PreviewRow[]; warnings: string[]; bank: string | null; account: DetectedAccount | null }
  | { kind: "mapping"; headers: string[]; error: string; warnings: string[] }
  | { kind: "error"; error: string };

/** One chosen file: its decoded text is kept so a column mapping can re-parse it without reading the file again. */
export interface FileParse {
  name: string;
  content: string | null;
  outcome: FileOutcome;
}
