import type { PendingUpload } from "./pending-upload-store";
import type { FileParse } from "./upload-types";

export interface UploadState {
  phase: "idle" | "parsing" | "ready";
  files: FileParse[];
  /** Names dropped because they do not end in .csv. */
  skipped: string[];
  /** How many files are being read, for the spinner's words. */
  parsingCount: number;
  /** An error that stopped the whole choice (not one file's). */
  fatalError: string | null;
  removeDuplicates: boolean;
  /** The bank account the person picked, or null for the suggested one. */
  accountValue: string | null;
  newAccountName: string;
  /** When the files name several accounts: each file's pick (by file name), as `accountValue` is the upload's. */
  fileAccountValues: Record<string, string>;
  /** Each file's new account name, when its pick is "A new account". */
  fileNewNames: Record<string, string>;
  /** The name typed over a detected account's (by its accountKey), when saving creates that account. */
  detectedNames: Record<string, string>;
  /** Save was pressed while signed out (or before paying): run it once that is sorted (spec §4 Save). */
  pendingSave: boolean;
  /** Set when the upload came back from IndexedDB after a sign-in redirect. */
  restoredFrom: "sign-in" | null;
}

export const INITIAL_STATE: UploadState = {
  phase: "idle",
  files: [],
  skipped: [],
  parsingCount: 0,
  fatalError: null,
  removeDuplicates: false,
  accountValue: null,
  newAccountName: "Main account",
  fileAccountValues: {},
  fileNewNames: {},
  detectedNames: {},
  pendingSave: false,
  restoredFrom: null,
};

export type UploadAction =
  | { type: "no-csv"; skipped: string[] }
  | { type: "parse-start"; count: number; skipped: string[] }
  | { type: "parse-done"; files: FileParse[] }
  | { type: "parse-failed"; error: string }
  | { type: "file-replaced"; index: number; file: FileParse }
  | { type: "file-removed"; index: number }
  | { type: "set-remove-duplicates"; value: boolean }
  | { type: "set-account"; value: string }
  | { type: "set-new-account-name"; value: string }
  | { type: "set-file-account"; fileName: string; value: string }
  | { type: "set-file-new-name"; fileName: string; value: string }
  | { type: "set-detected-name"; key: string; value: string }
  | { type: "set-pending-save"; value: boolean }
  | { type: "restore"; saved: PendingUpload }
  | { type: "reset" };

export const ONLY_CSV_ERROR = "Only CSV files can be uploaded. Choose files whose names end in .csv.";

export function uploadReducer(state: UploadState, action: UploadAction): UploadState {
  switch (action.type) {
    case "no-csv":
      return { ...INITIAL_STATE, skipped: action.skipped, fatalError: ONLY_CSV_ERROR };
    case "parse-start":
      // A new choice replaces the previous one; the account name typed is kept, as it is rarely file-specific.
      return {
        ...INITIAL_STATE,
        newAccountName: state.newAccountName,
        phase: "parsing",
        parsingCount: action.count,
        skipped: action.skipped,
      };
    case "parse-done":
      return { ...state, phase: "ready", files: action.files, parsingCount: 0 };
    case "parse-failed":
      return { ...state, phase: "idle", files: [], parsingCount: 0, fatalError: action.error };
    case "file-replaced":
      return { ...state, files: state.files.map((f, i) => (i === action.index ? action.file : f)) };
    case "file-removed": {
      const files = state.files.filter((_, i) => i !== action.index);
      return files.length === 0 ? { ...INITIAL_STATE, newAccountName: state.newAccountName } : { ...state, files };
    }
    case "set-remove-duplicates":
      return { ...state, removeDuplicates: action.value };
    case "set-account":
      return { ...state, accountValue: action.value };
    case "set-new-account-name":
      return { ...state, newAccountName: action.value };
    case "set-file-account":
      return { ...state, fileAccountValues: { ...state.fileAccountValues, [action.fileName]: action.value } };
    case "set-file-new-name":
      return { ...state, fileNewNames: { ...state.fileNewNames, [action.fileName]: action.value } };
    case "set-detected-name":
      return { ...state, detectedNames: { ...state.detectedNames, [action.key]: action.value } };
    case "set-pending-save":
      return { ...state, pendingSave: action.value };
    case "restore": {
      // Files chosen while IndexedDB was being read win over the kept upload.
      if (state.phase !== "idle" || state.files.length > 0) return state;
      const { files, removeDuplicates, accountValue, newAccountName, pendingSave, reason } = action.saved;
      const perFile = {
        fileAccountValues: action.saved.fileAccountValues ?? {},
        fileNewNames: action.saved.fileNewNames ?? {},
      };
      const kept = { files, removeDuplicates, accountValue, newAccountName, pendingSave, ...perFile };
      return { ...INITIAL_STATE, ...kept, phase: "ready", restoredFrom: reason };
    }
    case "reset":
      return INITIAL_STATE;
  }
}
