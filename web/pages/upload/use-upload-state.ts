import { useCallback, useEffect, useMemo, useReducer, useRef } from "react";
import { type HeaderMap, removeDuplicatesByGroup } from "../../../core/csv";
import type { PreviewRow } from "../../api/import";
import { mergeFiles } from "./merge-files";
import type { PendingUpload } from "./pending-upload-store";
import { parseErrorText, readAndParse, requestParse, splitCsvFiles } from "./read-files";
import { INITIAL_STATE, uploadReducer } from "./upload-reducer";

export const APPLY_MAPPING_FAILED = "Failed to apply mapping";

/** Upload state: the chosen files, what each became, the merged rows and the options around them. */
export function useUploadState() {
  const [state, dispatch] = useReducer(uploadReducer, INITIAL_STATE);
  // Only the latest choice may land: choosing again while files are read makes the older answers stale.
  const runRef = useRef(0);
  // Read through a ref so applyMapping, and with it `actions`, keep one identity for the page's lifetime.
  const filesRef = useRef(state.files);
  useEffect(() => {
    filesRef.current = state.files;
  }, [state.files]);

  const merged = useMemo(() => mergeFiles(state.files), [state.files]);
  // Worked out in the browser with core's rule, so ticking the box answers at once, even for 100,000 rows. Only rows
  // of one account are compared: the same payment in two accounts' files is two payments.
  const deduped = useMemo(() => {
    const { parts, removed } = removeDuplicatesByGroup(merged.files);
    return { parts, rows: parts.length === 1 ? parts[0]! : parts.flat(), removed };
  }, [merged.files]);
  const rows = state.removeDuplicates ? deduped.rows : merged.rows;
  const asChosen = useMemo(() => merged.files.map((f) => f.rows), [merged.files]);
  /** Each merged file's rows to save, in order: `rows` is them one file after another. */
  const fileRows: readonly PreviewRow[][] = state.removeDuplicates ? deduped.parts : asChosen;

  const chooseFiles = useCallback(async (chosen: readonly File[]) => {
    const { csv, skipped } = splitCsvFiles(chosen);
    const run = ++runRef.current;
    if (csv.length === 0) {
      dispatch({ type: "no-csv", skipped });
      return;
    }
    dispatch({ type: "parse-start", count: csv.length, skipped });
    try {
      const files = await Promise.all(csv.map(readAndParse));
      if (run === runRef.current) dispatch({ type: "parse-done", files });
    } catch {
      if (run === runRef.current) dispatch({ type: "parse-failed", error: "Failed to parse CSV files" });
    }
  }, []);

  /** Re-parses the stored text of one file with the person's mapping; resolves to an error sentence or null. */
  const applyMapping = useCallback(async (index: number, headerMap: HeaderMap): Promise<string | null> => {
    const file = filesRef.current[index];
    if (!file?.content) return APPLY_MAPPING_FAILED;
    try {
      const outcome = await requestParse(file.content, headerMap);
      if (outcome.kind !== "ok") return outcome.error || APPLY_MAPPING_FAILED;
      if (outcome.rows.length === 0) return "No transactions could be read with this mapping.";
      dispatch({ type: "file-replaced", index, file: { ...file, outcome } });
      return null;
    } catch (error) {
      return parseErrorText(error, APPLY_MAPPING_FAILED);
    }
  }, []);

  const actions = useMemo(
    () => ({
      chooseFiles,
      applyMapping,
      removeFile: (index: number) => dispatch({ type: "file-removed", index }),
      setRemoveDuplicates: (value: boolean) => dispatch({ type: "set-remove-duplicates", value }),
      setAccount: (value: string) => dispatch({ type: "set-account", value }),
      setNewAccountName: (value: string) => dispatch({ type: "set-new-account-name", value }),
      setDetectedName: (key: string, value: string) => dispatch({ type: "set-detected-name", key, value }),
      setFileAccount: (fileName: string, value: string) => dispatch({ type: "set-file-account", fileName, value }),
      setFileNewName: (fileName: string, value: string) => dispatch({ type: "set-file-new-name", fileName, value }),
      setPendingSave: (value: boolean) => dispatch({ type: "set-pending-save", value }),
      restore: (saved: PendingUpload) => dispatch({ type: "restore", saved }),
      reset: () => {
        runRef.current += 1;
        dispatch({ type: "reset" });
      },
    }),
    [chooseFiles, applyMapping],
  );

  return { state, merged, rows, fileRows, duplicatesFound: deduped.removed, actions };
}

export type UploadController = ReturnType<typeof useUploadState>;
