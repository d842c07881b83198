import { del, get, set } from "idb-keyval";
import type { FileParse } from "./upload-types";

/**
 * An upload waiting to be saved, kept in IndexedDB across the browser redirect of sign-in, which loses
 * the page's memory. IndexedDB rather than localStorage: a 100,000-row upload is far beyond localStorage's 5 MB.
 */
export const PENDING_UPLOAD_KEY = "microfile:pending-upload";

/**
 * Bank data should not linger in the browser, and a save should not run by surprise long after it was asked for:
 * signing in takes minutes. Older uploads are dropped.
 */
const MAX_AGE_MS: Record<PendingUpload["reason"], number> = {
  "sign-in": 30 * 60 * 1000,
};

/**
 * Raised whenever what a kept file holds changes, so an upload kept by an older page is dropped rather than read in a
 * shape the page no longer knows. 2: every file read keeps its columns, for "Detected: …" and Change mapping.
 */
const KEPT_SHAPE = 2;

export interface PendingUpload {
  version: typeof KEPT_SHAPE;
  savedAt: number;
  files: FileParse[];
  removeDuplicates: boolean;
  accountValue: string | null;
  newAccountName: string;
  /** Each file's account pick and new account name (kept since uploads of several accounts; older ones lack them). */
  fileAccountValues?: Record<string, string>;
  fileNewNames?: Record<string, string>;
  /** The save was asked for and should run once the person is signed in. */
  pendingSave: boolean;
  /** Why it was kept: a save is never refused for payment (that is taken at a pack's download), only for sign-in. */
  reason: "sign-in";
}

function isPendingUpload(value: unknown): value is PendingUpload {
  if (typeof value !== "object" || value === null) return false;
  const v = value as Partial<PendingUpload>;
  return v.version === KEPT_SHAPE && typeof v.savedAt === "number" && Array.isArray(v.files) && v.reason === "sign-in";
}

/** Failures are logged, not shown: without IndexedDB (some private windows) the page works, only resuming does not. */
export async function storePendingUpload(upload: Omit<PendingUpload, "version" | "savedAt">, now = Date.now()) {
  try {
    await set(PENDING_UPLOAD_KEY, { ...upload, version: KEPT_SHAPE, savedAt: now } satisfies PendingUpload);
  } catch (error) {
    console.warn("Could not keep the upload in this browser", error);
  }
}

export async function readPendingUpload(now = Date.now()): Promise<PendingUpload | null> {
  try {
    const value: unknown = await get(PENDING_UPLOAD_KEY);
    if (!isPendingUpload(value)) return null;
    if (now - value.savedAt > MAX_AGE_MS[value.reason]) {
      await clearPendingUpload();
      return null;
    }
    return value;
  } catch (error) {
    console.warn("Could not read the kept upload", error);
    return null;
  }
}

export async function clearPendingUpload(): Promise<void> {
  try {
    await del(PENDING_UPLOAD_KEY);
  } catch (error) {
    console.warn("Could not clear the kept upload", error);
  }
}
