/** The Upload page keeps an upload in IndexedDB under this key across the payment redirect. */
export const PENDING_UPLOAD_KEY = "microfile:pending-upload";

/** The Upload page drops a kept upload after a day; so does this page's offer to finish it. */
export const PENDING_UPLOAD_MAX_AGE_MS = 24 * 60 * 60 * 1000;

/** True when the stored value is an upload with files, kept less than a day ago. */
export function isResumableUpload(value: unknown, now: number): boolean {
  if (typeof value !== "object" || value === null) return false;
  const v = value as { files?: unknown; savedAt?: unknown };
  if (!Array.isArray(v.files) || v.files.length === 0) return false;
  return typeof v.savedAt === "number" && now - v.savedAt <= PENDING_UPLOAD_MAX_AGE_MS;
}
