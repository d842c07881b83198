import path from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { submissionFor } from "../../../test-support/hmrc-engine/harness";
import { sampleReturn, TEST_GATEWAY, TEST_SETTINGS } from "../../../test-support/hmrc-fixtures";
import { runBusinessRules } from "./business-rules";
import { buildCt600Submission } from "./ct600-submission";
import { exsltAdd, exsltDate, exsltSeconds } from "./exslt-dates";

const RULES = path.join(path.dirname(fileURLToPath(import.meta.url)), "test-rules", "ct-sample-rules.sch");
const AFTER = "2026-06-30T09:00:00Z";

/*
 * The rules runner on a Schematron of the project's own in HMRC's dialect (queryBinding="exslt", EXSLT date
 * functions); HMRC's own file drops in beside the schemas and runs the same way.
 */
describe("running Schematron business rules in HMRC's dialect", () => {
  it("passes a return that keeps every rule", async () => {
    expect(await runBusinessRules(RULES, submissionFor().message, AFTER)).toEqual([]);
  });

  it("reports each broken rule with its number, message and location", async () => {
    const broken = submissionFor()
      .message.replace("<To>2026-03-31</To>", "<To>2027-06-30</To>")
      .replace("<NetCorporationTaxChargeable>3800.00", "<NetCorporationTaxChargeable>3700.00")
      .replace(/<Key Type="UTR">8596148860<\/Key>/, '<Key Type="UTR">1111111111</Key>');
    const failures = await runBusinessRules(RULES, broken, AFTER);
    expect(failures.map((f) => f.rule).sort()).toEqual(["5005", "9002", "9004", "9006"]);
    const f9004 = failures.find((f) => f.rule === "9004");
    expect(f9004?.message).toBe("9004: Box 440 must be box 430 less box 435");
    expect(f9004?.location).toBe(
      "/GovTalkMessage[1]/Body[1]/IRenvelope[1]/CompanyTaxReturn[1]/CompanyTaxCalculation[1]",
    );
  }, 60_000);

  it("takes 'today' for date:seconds() without an argument from the caller", async () => {
    const message = submissionFor().message;
    const before = await runBusinessRules(RULES, message, "2026-03-30T12:00:00Z");
    expect(before.map((f) => f.rule)).toEqual(["9006"]);
    expect(await runBusinessRules(RULES, message, "2026-04-01T00:00:00Z")).toEqual([]);
  });

  it("counts marginal relief in box 440 = 430 − 435", async () => {
    // £100,000 in FY2025: 430 £25,000.00, 435 £2,250.00, 440 £22,750.00 (see ct600-submission.test.ts).
    const r = buildCt600Submission(sampleReturn({ accountingProfit: 100_000 }), TEST_SETTINGS, TEST_GATEWAY);
    expect(r.ok && (await runBusinessRules(RULES, r.submission.message, AFTER))).toEqual([]);
  });
});

describe("the EXSLT date functions", () => {
  it("date:seconds of dates, date-times and day-time durations", () => {
    expect(exsltSeconds("1970-01-02")).toBe(86_400);
    expect(exsltSeconds("2026-03-31T00:00:00Z") - exsltSeconds("2025-04-01")).toBe(364 * 86_400);
    expect(exsltSeconds("1970-01-01T01:00:00+01:00")).toBe(0);
    expect(exsltSeconds("P1DT2H")).toBe(93_600);
    expect(exsltSeconds("-PT30S")).toBe(-30);
    expect(exsltSeconds("P1M")).toBeNaN();
    expect(exsltSeconds("not a date")).toBeNaN();
  });

  it("date:add adds months first, clamping the day, then days (XML Schema, appendix E)", () => {
    // Nine months after 31 May: 28 February (2027 is not a leap year); then a day on: 1 March.
    expect(exsltAdd("2026-05-31", "P9M")).toBe("2027-02-28");
    expect(exsltAdd("2026-05-31", "P9M1D")).toBe("2027-03-01");
    expect(exsltAdd("2026-03-31", "P1Y")).toBe("2027-03-31");
    expect(exsltAdd("2026-03-31", "-P1D")).toBe("2026-03-30");
    expect(exsltAdd("2026-03-31", "PT1H")).toBe("");
    expect(exsltAdd("nonsense", "P1D")).toBe("");
  });

  it("date:date of a date-time", () => {
    expect(exsltDate("2026-03-31T23:59:59Z")).toBe("2026-03-31");
    expect(exsltDate("2026-02-30")).toBe("");
  });
});
