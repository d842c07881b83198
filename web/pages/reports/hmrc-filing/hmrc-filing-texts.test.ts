import { describe, expect, it } from "vitest";
import { firstOpenReturn, hmrcStateText, keyBoxes } from "./hmrc-filing-texts";

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

  it("lists tax already paid and what is outstanding when the bank lines show a payment, and only then box 595", () => {
    const paid = keyBoxes({ box528: 244815, box595: 244815, box600: 0 });
    expect(paid.map((b) => [b.label, b.value])).toEqual([
      ["Box 528 Self-assessment of tax payable", 244815],
      ["Box 595 Tax already paid", 244815],
      ["Box 600 Tax outstanding", 0],
    ]);
    expect(keyBoxes({ box528: 244815, box595: null, box600: 244815 }).map((b) => b.label)).toEqual([
      "Box 528 Self-assessment of tax payable",
      "Box 600 Tax outstanding",
    ]);
  });

  it("offers first the return of a long period that HMRC neither has nor is answering about", () => {
    const ap = (state: "accepted" | "submitted" | "rejected" | null) => ({
      startDate: "2025-04-01",
      endDate: "2026-03-31",
      latest: state ? { state } : null,
    });
    expect(firstOpenReturn([ap(null), ap(null)])).toBe(0);
    expect(firstOpenReturn([ap("accepted"), ap(null)])).toBe(1);
    expect(firstOpenReturn([ap("submitted"), ap("rejected")])).toBe(1);
    expect(firstOpenReturn([ap("rejected"), ap("accepted")])).toBe(0);
    expect(firstOpenReturn([ap("accepted"), ap("accepted")])).toBe(1);
  });
});
