import { describe, expect, it } from "vitest";
import { hmrcStateText, keyBoxes } from "./hmrc-filing-texts";

describe("the HMRC filing step's words", () => {
  it("tells an authentication failure apart from business errors", () => {
    const s = { state: "rejected" as const, failure: null, test: false };
    expect(hmrcStateText({ ...s, errors: [{ code: "1046", message: "Auth", location: "" }] })).toMatch(
      /authentication failure/,
    );
    expect(hmrcStateText({ ...s, errors: [{ code: "3001", message: "Rules", location: "" }] })).toMatch(
      /Rejected by HMRC/,
    );
  });

  it("says a test filing filed nothing", () => {
    expect(hmrcStateText({ state: "accepted", failure: null, test: true, errors: [] })).toMatch(/test filing/);
  });

  it("lists the key boxes the report gives, in box order", () => {
    expect(keyBoxes({ box475: 3800, box145: 120000, box999: 1 }).map((b) => b.label)).toEqual([
      "Box 145 Turnover",
      "Box 475 Net Corporation Tax liability",
    ]);
    expect(keyBoxes(null)).toEqual([]);
  });
});
