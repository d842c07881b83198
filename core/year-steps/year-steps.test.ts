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

// A company with no bank account (a holding company whose £1 share is not yet paid) has no statements to upload.
// Only the director's answer says so: a trading company that has not uploaded yet has no lines either.
describe("yearSteps when the director says the company had no bank account", () => {
  it("marks the upload done with its own title, and categorise, review and adjustments too: the checklist is next", () => {
    const s = yearSteps({ ...NOTHING, detailsDone: true, noBankAccount: true });
    expect(s.steps.find((x) => x.id === "upload")).toMatchObject({
      title: "No bank account: nothing to upload",
      href: "/upload",
      done: true,
    });
    // An adjustment would be an accounting transaction; a period with none is dormant (CA 2006 s1169(1)).
    expect(s.steps.filter((x) => !x.done).map((x) => x.id)).toEqual(["readiness", "packs"]);
    expect(s.current).toBe("readiness");
    expect(yearSteps({ ...NOTHING, detailsDone: true, noBankAccount: true, readinessReady: true }).current).toBe(
      "packs",
    );
  });

  it("still asks for the company's details first", () => {
    expect(yearSteps({ ...NOTHING, noBankAccount: true }).current).toBe("details");
  });

  it("without the answer, a company with no transactions is still asked to upload (dormancy alone is not enough)", () => {
    const s = yearSteps({ ...NOTHING, detailsDone: true });
    expect(s.current).toBe("upload");
    expect(s.steps.find((x) => x.id === "upload")).toMatchObject({ title: "Upload bank statements", done: false });
    expect(yearSteps({ ...NOTHING, detailsDone: true, noBankAccount: false }).current).toBe("upload");
  });

  it("ignores the answer once the company has transactions: the steps are as before", () => {
    const input = { ...NOTHING, detailsDone: true, hasTransactions: true, categorised: false };
    const withAnswer = yearSteps({ ...input, noBankAccount: true });
    expect(withAnswer).toEqual(yearSteps(input));
    expect(withAnswer.steps.find((x) => x.id === "upload")).toMatchObject({
      title: "Upload bank statements",
      done: true,
    });
    expect(withAnswer.current).toBe("categorise");
  });
});
