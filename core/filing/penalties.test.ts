import { describe, expect, it } from "vitest";
import { fromPounds } from "../money";
import { lateFilingPenalty, lateFilingPenaltyToJson } from "./index";

const deadline = "2025-12-31";

describe("Companies House late filing penalties, private company (CA 2006 s453)", () => {
  it("charges nothing when delivered on the deadline", () => {
    expect(lateFilingPenalty({ deadline, filedOn: deadline })).toMatchObject({
      late: false,
      amount: 0,
      band: "not-late",
    });
  });

  it.each([
    ["2026-01-01", "up-to-1-month", 150],
    ["2026-01-31", "up-to-1-month", 150],
    ["2026-02-01", "1-to-3-months", 375],
    ["2026-03-31", "1-to-3-months", 375],
    ["2026-04-01", "3-to-6-months", 750],
    ["2026-06-30", "3-to-6-months", 750],
    ["2026-07-01", "over-6-months", 1_500],
  ])("delivered %s is %s: £%i", (filedOn, band, pounds) => {
    expect(lateFilingPenalty({ deadline, filedOn })).toMatchObject({
      late: true,
      band,
      amount: fromPounds(pounds),
      exact: true,
    });
  });

  it("doubles every band when last year's accounts were also late", () => {
    expect(lateFilingPenalty({ deadline, filedOn: "2026-01-01" }, true).amount).toBe(fromPounds(300));
    expect(lateFilingPenalty({ deadline, filedOn: "2026-02-01" }, true).amount).toBe(fromPounds(750));
    expect(lateFilingPenalty({ deadline, filedOn: "2026-04-01" }, true).amount).toBe(fromPounds(1_500));
    expect(lateFilingPenalty({ deadline, filedOn: "2027-01-01" }, true)).toMatchObject({
      amount: fromPounds(3_000),
      doubled: true,
    });
  });

  it("counts a month from a month-end deadline to the next month end (30 Nov → 31 Dec)", () => {
    expect(lateFilingPenalty({ deadline: "2025-11-30", filedOn: "2025-12-31" }).band).toBe("up-to-1-month");
  });

  it("accepts a number of days late, assuming the longest months", () => {
    expect(lateFilingPenalty(1)).toMatchObject({ band: "up-to-1-month", amount: fromPounds(150), exact: false });
    expect(lateFilingPenalty(31).band).toBe("up-to-1-month");
    expect(lateFilingPenalty(32).band).toBe("1-to-3-months");
    expect(lateFilingPenalty(92).band).toBe("1-to-3-months");
    expect(lateFilingPenalty(184).band).toBe("3-to-6-months");
    expect(lateFilingPenalty(185).band).toBe("over-6-months");
    expect(lateFilingPenalty(0).late).toBe(false);
  });

  it("describes the penalty in words", () => {
    expect(lateFilingPenalty({ deadline, filedOn: "2026-02-01" }, true).description).toBe(
      "32 days late (more than 1 month but not more than 3 months late): penalty £750, doubled because last year's accounts were also late.",
    );
  });
});

describe("penalty JSON", () => {
  it("gives the amount in pounds", () => {
    expect(lateFilingPenaltyToJson(lateFilingPenalty(40, true)).amount).toBe(750);
  });
});
