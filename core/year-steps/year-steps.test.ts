import { describe, expect, it } from "vitest";
import { type YearStepsInput, yearSteps } from "./year-steps";

const NOTHING: YearStepsInput = {
  detailsDone: false,
  hasTransactions: false,
  categorised: true,
  reviewed: true,
  adjustments: 0,
  adjustmentsChecked: false,
  readinessReady: false,
  packDownloaded: false,
};

describe("yearSteps", () => {
  it("lists the seven steps in order, each with where it is done", () => {
    const { steps } = yearSteps(NOTHING);
    expect(steps.map((s) => s.title)).toEqual([
      "Company details",
      "Upload bank statements",
      "Categorise",
      "Review doubtful rows",
      "Year-end adjustments",
      "Readiness checklist",
      "Filing packs",
    ]);
    expect(steps.map((s) => s.href)).toEqual([
      "/company#details",
      "/upload",
      "/transactions?category=uncategorised",
      "/transactions?review=1",
      "/reports#year-end",
      "/reports#readiness",
      "/reports#filing-packs",
    ]);
  });

  it("after the quick path (upload and sign-up first) the current step is the company's details", () => {
    const s = yearSteps({ ...NOTHING, hasTransactions: true, categorised: false, reviewed: false });
    expect(s.current).toBe("details");
    expect(s.steps.find((x) => x.id === "upload")!.done).toBe(true);
    expect(s.steps.find((x) => x.id === "categorise")!.done).toBe(false);
    expect(s.ready).toBe(false);
  });

  it("an empty company has nothing categorised or reviewed yet, whatever the checks say", () => {
    const s = yearSteps({ ...NOTHING, detailsDone: true });
    expect(s.current).toBe("upload");
    expect(s.steps.filter((x) => x.done).map((x) => x.id)).toEqual(["details"]);
  });

  it("moves through review and adjustments (an adjustment, or none needed) to readiness and the packs", () => {
    const base = { ...NOTHING, detailsDone: true, hasTransactions: true, categorised: true, reviewed: false };
    expect(yearSteps(base).current).toBe("review");
    expect(yearSteps({ ...base, reviewed: true }).current).toBe("adjustments");
    expect(yearSteps({ ...base, reviewed: true, adjustments: 1 }).current).toBe("readiness");
    expect(yearSteps({ ...base, reviewed: true, adjustmentsChecked: true }).current).toBe("readiness");
    const checked = { ...base, reviewed: true, adjustmentsChecked: true, readinessReady: true };
    expect(yearSteps(checked)).toMatchObject({ current: "packs", ready: false });
  });

  it("is ready, and the card goes, once the checks pass and a pack was downloaded", () => {
    const s = yearSteps({
      ...NOTHING,
      detailsDone: true,
      hasTransactions: true,
      readinessReady: true,
      packDownloaded: true,
    });
    expect(s.ready).toBe(true);
    // The adjustments were never looked at, yet the year was filed: the card does not linger.
    expect(s.current).toBe("adjustments");
  });
});
