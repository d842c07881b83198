import { describe, expect, it } from "vitest";
import { firstAnniversary, flatRateBasisPointsOn, isRegisteredOn, percentToBasisPoints } from "./flat-rate";

const frs = (registeredFrom: string | null) =>
  ({ registered: true, scheme: "flat-rate", flatRatePercent: 10, registeredFrom }) as const;

describe("flat rate percentages (VAT Notice 733)", () => {
  it("reads a percentage exactly as basis points, with no binary fraction", () => {
    // 14.5 % = 1,450 bp; 16.5 % (limited cost trader) = 1,650 bp; 0.1 + 0.2 is not a two-decimal percentage.
    expect(percentToBasisPoints(14.5)).toBe(1_450);
    expect(percentToBasisPoints(16.5)).toBe(1_650);
    expect(percentToBasisPoints(7)).toBe(700);
    expect(percentToBasisPoints(12.25)).toBe(1_225);
    expect(percentToBasisPoints(0.1 + 0.2)).toBeNull();
    expect(percentToBasisPoints(-1)).toBeNull();
    expect(percentToBasisPoints(100.5)).toBeNull();
    expect(percentToBasisPoints(Number.NaN)).toBeNull();
  });

  it("takes one percentage point off until the day before the first anniversary of registration (§4.5)", () => {
    // Notice 733 §4.5 example: registered 1 December 2005 at 10 %, 9 % applies to 30 November 2006.
    const r = frs("2005-12-01");
    expect(firstAnniversary("2005-12-01")).toBe("2006-12-01");
    expect(flatRateBasisPointsOn(r, 1_000, "2005-12-01")).toBe(900);
    expect(flatRateBasisPointsOn(r, 1_000, "2006-11-30")).toBe(900);
    expect(flatRateBasisPointsOn(r, 1_000, "2006-12-01")).toBe(1_000);
    // No registration date given: no first-year reduction can be claimed.
    expect(flatRateBasisPointsOn(frs(null), 1_000, "2006-01-01")).toBe(1_000);
  });

  it("counts only supplies on or after the registration date", () => {
    expect(isRegisteredOn(frs("2024-06-01"), "2024-05-31")).toBe(false);
    expect(isRegisteredOn(frs("2024-06-01"), "2024-06-01")).toBe(true);
    expect(isRegisteredOn(frs(null), "1999-01-01")).toBe(true);
    expect(isRegisteredOn({ ...frs(null), registered: false }, "2024-06-01")).toBe(false);
    expect(isRegisteredOn(null, "2024-06-01")).toBe(false);
  });
});
