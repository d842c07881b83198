import { describe, expect, it } from "vitest";
import type { PendingUpload } from "./pending-upload-store";
import { INITIAL_STATE, ONLY_CSV_ERROR, uploadReducer } from "./upload-reducer";
import type { FileParse } from "./upload-types";

const file = (name: string): FileParse => ({ name, content: "x", outcome: { kind: "error", error: "e" } });
const kept: PendingUpload = {
  version: 2,
  savedAt: 0,
  files: [file("kept.csv")],
  removeDuplicates: true,
  accountValue: "new",
  newAccountName: "Savings",
  pendingSave: true,
  reason: "sign-in",
};

describe("upload state", () => {
  it("a new choice replaces the old one but keeps the account name typed", () => {
    const before = { ...INITIAL_STATE, files: [file("a.csv")], removeDuplicates: true, newAccountName: "Savings" };
    const after = uploadReducer(before, { type: "parse-start", count: 2, skipped: ["x.pdf"] });
    expect(after).toMatchObject({ phase: "parsing", files: [], removeDuplicates: false, newAccountName: "Savings" });
    expect(after.skipped).toEqual(["x.pdf"]);
  });

  it("says only CSV files can be uploaded when none of the chosen files is one", () => {
    expect(uploadReducer(INITIAL_STATE, { type: "no-csv", skipped: ["a.pdf"] }).fatalError).toBe(ONLY_CSV_ERROR);
  });

  it("restores a kept upload with its options and pending save", () => {
    const restored = uploadReducer(INITIAL_STATE, { type: "restore", saved: kept });
    expect(restored).toMatchObject({
      phase: "ready",
      files: kept.files,
      removeDuplicates: true,
      pendingSave: true,
      restoredFrom: "sign-in",
    });
  });

  it("does not let a kept upload overwrite files chosen meanwhile", () => {
    const busy = uploadReducer(INITIAL_STATE, { type: "parse-start", count: 1, skipped: [] });
    expect(uploadReducer(busy, { type: "restore", saved: kept })).toBe(busy);
  });

  it("goes back to no files when the last file is left out", () => {
    const one = { ...INITIAL_STATE, phase: "ready" as const, files: [file("a.csv")] };
    expect(uploadReducer(one, { type: "file-removed", index: 0 })).toMatchObject({ phase: "idle", files: [] });
  });

  it("an applied mapping replaces that file's outcome and leaves the other files as they were", () => {
    const before = { ...INITIAL_STATE, phase: "ready" as const, files: [file("a.csv"), file("b.csv")] };
    const reread: FileParse = { ...file("b.csv"), outcome: { kind: "error", error: "re-read" } };
    const after = uploadReducer(before, { type: "file-replaced", index: 1, file: reread });
    expect(after.files).toEqual([before.files[0], reread]);
  });

  it("keeps each file's account pick and new account name, and brings them back with a kept upload", () => {
    let state = uploadReducer(INITIAL_STATE, { type: "set-file-account", fileName: "a.csv", value: "saved:1" });
    state = uploadReducer(state, { type: "set-file-new-name", fileName: "b.csv", value: "Card" });
    expect(state).toMatchObject({ fileAccountValues: { "a.csv": "saved:1" }, fileNewNames: { "b.csv": "Card" } });
    const withPicks = { ...kept, fileAccountValues: { "kept.csv": "new" }, fileNewNames: { "kept.csv": "Card" } };
    expect(uploadReducer(INITIAL_STATE, { type: "restore", saved: withPicks })).toMatchObject({
      fileAccountValues: { "kept.csv": "new" },
      fileNewNames: { "kept.csv": "Card" },
    });
    // An upload kept before files had their own accounts has no picks.
    expect(uploadReducer(INITIAL_STATE, { type: "restore", saved: kept }).fileAccountValues).toEqual({});
  });
});
