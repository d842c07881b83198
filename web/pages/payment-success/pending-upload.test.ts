import { describe, expect, it } from "vitest";
import { isResumableUpload, PENDING_UPLOAD_MAX_AGE_MS } from "./pending-upload";

const NOW = 1_760_000_000_000;

describe("isResumableUpload", () => {
  it("offers an upload with files kept within the day", () => {
    expect(isResumableUpload({ files: [{}], savedAt: NOW - 60_000 }, NOW)).toBe(true);
  });

  it("ignores nothing, an empty upload and one older than a day", () => {
    expect(isResumableUpload(undefined, NOW)).toBe(false);
    expect(isResumableUpload({ files: [], savedAt: NOW }, NOW)).toBe(false);
    expect(isResumableUpload({ files: [{}], savedAt: NOW - PENDING_UPLOAD_MAX_AGE_MS - 1 }, NOW)).toBe(false);
    expect(isResumableUpload({ files: [{}] }, NOW)).toBe(false);
  });
});
