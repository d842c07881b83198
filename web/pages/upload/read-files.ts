import { decodeBytes, type HeaderMap } from "../../../core/csv";
import { readApiError } from "../../api/errors";
import { parseStatement } from "../../api/import";
import { toOutcome } from "./parse-outcome";
import type { FileOutcome, FileParse } from "./upload-types";

/** The server refuses files over 20 MB; saying so before sending one spares a long upload on a slow line. */
const MAX_FILE_BYTES = 20 * 1024 * 1024;

/** Spec §5: only names ending in .csv, any case. */
export function isCsvName(name: string): boolean {
  return name.toLowerCase().endsWith(".csv");
}

export function splitCsvFiles(files: readonly File[]): { csv: File[]; skipped: string[] } {
  const csv = files.filter((f) => isCsvName(f.name));
  return { csv, skipped: files.filter((f) => !isCsvName(f.name)).map((f) => f.name) };
}

/**
 * Reads the file as bytes and decodes them with core: FileReader.readAsText would assume UTF-8 and turn a
 * Windows-1252 £ (byte 0xA3) into a replacement character.
 */
async function readText(file: File): Promise<string | null> {
  try {
    return decodeBytes(new Uint8Array(await file.arrayBuffer()));
  } catch {
    return null;
  }
}

/** A parse call's failure as a sentence: the server's error, else 'Network error' or 'Failed to parse' (spec §7). */
export function parseErrorText(error: unknown, fallback = "Failed to parse"): string {
  const { status, data, text } = readApiError(error);
  if (status === null) return "Network error";
  const fromBody = (data as { error?: unknown } | null)?.error;
  if (typeof fromBody === "string" && fromBody.trim()) return fromBody;
  return data === null && text.trim() && !text.trim().startsWith("<") ? text.trim() : fallback;
}

export async function requestParse(fileContent: string, headerMap?: HeaderMap): Promise<FileOutcome> {
  return toOutcome(await parseStatement(fileContent, headerMap));
}

/** One file from bytes to an outcome; never throws, so one bad file does not stop the others. */
export async function readAndParse(file: File): Promise<FileParse> {
  if (file.size > MAX_FILE_BYTES) {
    const mb = (file.size / 1024 / 1024).toFixed(1);
    const error = `This file is ${mb} MB; files up to 20 MB can be uploaded. Split it into smaller date ranges.`;
    return { name: file.name, content: null, outcome: { kind: "error", error } };
  }
  const content = await readText(file);
  if (content === null)
    return { name: file.name, content: null, outcome: { kind: "error", error: "Failed to read file" } };
  try {
    return { name: file.name, content, outcome: await requestParse(content) };
  } catch (error) {
    return { name: file.name, content, outcome: { kind: "error", error: parseErrorText(error) } };
  }
}
