import { describe, expect, it } from "vitest";
import { submissionFor } from "../../../test-support/hmrc-engine/harness";
import { computationsIxbrl, sampleReturn, TEST_GATEWAY, TEST_SETTINGS } from "../../../test-support/hmrc-fixtures";
import {
  HMRC_RULES_PATH,
  loadRules,
  numericComparisons,
  runBusinessRules,
  withoutCurrent,
  XPATH1_ADAPTATIONS,
} from "./business-rules";
import { buildCt600Submission } from "./ct600-submission";
import {
  exsltAdd,
  exsltDate,
  exsltDayInMonth,
  exsltDifference,
  exsltMonthInYear,
  exsltSeconds,
  exsltYear,
} from "./exslt-dates";

const AFTER = "2026-06-30T09:00:00Z";

/*
 * HMRC's full business rules (hmrc-schemas/CT-2014-v1-994.sch, unchanged) on the returns the project builds. The
 * file is compiled once per process; the first test pays for it.
 */
describe("running HMRC's business rules", () => {
  it("passes the plain-profit return", async () => {
    expect(await runBusinessRules(HMRC_RULES_PATH, submissionFor().message, AFTER)).toEqual([]);
  }, 120_000);

  it("reports each broken rule with HMRC's error number, message and location", async () => {
    const broken = submissionFor()
      .message.replace("<To>2026-03-31</To>", "<To>2027-06-30</To>")
      .replace("<NetCorporationTaxChargeable>3800.00", "<NetCorporationTaxChargeable>3700.00")
      .replace(/<Key Type="UTR">8596148860<\/Key>/, '<Key Type="UTR">1111111111</Key>');
    const failures = await runBusinessRules(HMRC_RULES_PATH, broken, AFTER);
    // 5005 the IR header's key is not in the GovTalk header; 9101 more than 12 months; 9106 box 35 after today;
    // 9198 the financial year split; 9234 box 440 ≠ 430 − 435; 9248 box 475 ≠ 440 − 470.
    expect(failures.map((f) => f.rule).sort()).toEqual(["5005", "9101", "9106", "9198", "9234", "9248"]);
    const f9234 = failures.find((f) => f.rule === "9234");
    expect(f9234?.message).toBe("[440] should equal [430] minus [435]");
    expect(f9234?.location).toBe(
      "/GovTalkMessage[1]/Body[1]/IRenvelope[1]/CompanyTaxReturn[1]/CompanyTaxCalculation[1]/NetCorporationTaxChargeable[1]",
    );
  }, 120_000);

  it("takes 'today' for date:seconds() without an argument from the caller", async () => {
    const message = submissionFor().message;
    const before = await runBusinessRules(HMRC_RULES_PATH, message, "2026-03-30T12:00:00Z");
    expect(before.map((f) => f.rule)).toEqual(["9106"]);
    expect(await runBusinessRules(HMRC_RULES_PATH, message, "2026-04-01T00:00:00Z")).toEqual([]);
  }, 120_000);

  it("passes marginal relief in box 440 = 430 − 435", async () => {
    // £100,000 in FY2025: 430 £25,000.00, 435 £2,250.00, 440 £22,750.00 (see ct600-submission.test.ts).
    const r = buildCt600Submission(sampleReturn({ accountingProfit: 100_000 }), TEST_SETTINGS, TEST_GATEWAY);
    expect(r.ok && (await runBusinessRules(HMRC_RULES_PATH, r.submission.message, AFTER))).toEqual([]);
  }, 120_000);

  it("passes a return across 1 April: a second financial year's rows (boxes 380–425)", async () => {
    // 1 January to 31 December 2025, £20,000: FY2024 takes 90 days (£4,932) and FY2025 275 days (£15,068), each at
    // 19 % (CTA 2010 s18A); rule F042 checks box 395 = 385 × 390 % as F035 does box 345 for the first year.
    const year = { start: "2025-01-01", end: "2025-12-31" };
    const documents = {
      computationsIxbrl: computationsIxbrl({ period: year }),
      accountsIxbrl: computationsIxbrl({ period: year }),
    };
    const r = buildCt600Submission(
      sampleReturn({ accountingProfit: 20_000, ...year }, documents),
      TEST_SETTINGS,
      TEST_GATEWAY,
    );
    expect(r.ok && r.submission.message).toContain("<FinancialYearTwo>");
    expect(r.ok && (await runBusinessRules(HMRC_RULES_PATH, r.submission.message, AFTER))).toEqual([]);
  }, 120_000);

  it("changes exactly the listed assertions to run in XPath 3.1", async () => {
    const { adapted } = await loadRules(HMRC_RULES_PATH);
    expect(adapted).toEqual(XPATH1_ADAPTATIONS.map((a) => a.assert));
  }, 120_000);
});

describe("reading HMRC's XPath 1.0 in XPath 3.1", () => {
  it("compares two element paths as numbers, as XPath 1.0 does", () => {
    expect(numericComparisons("(.) <= ../ct:Profits")).toBe("((.) ! number(.)) <= (../ct:Profits ! number(.))");
    expect(numericComparisons("ct:Tax <= ../ct:TotalActivated/ct:Tax")).toBe(
      "(ct:Tax ! number(.)) <= (../ct:TotalActivated/ct:Tax ! number(.))",
    );
    // A number on either side already compares as numbers.
    expect(numericComparisons(". <= sum(../ct:A)")).toBe(". <= sum(../ct:A)");
    expect(numericComparisons(". > 0")).toBe(". > 0");
  });

  it("reads XSLT's current() as the node the rule fired on", () => {
    expect(withoutCurrent("count(../ct:A[. = current()]) = 1")).toBe(
      "let $current := . return (count(../ct:A[. = $current]) = 1)",
    );
    expect(withoutCurrent("count(../ct:A) = 1")).toBe("count(../ct:A) = 1");
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
    expect(exsltAdd("2026-03-31", "P1DT12H")).toBe("2026-04-01");
    expect(exsltAdd("2026-03-31", "-PT1H")).toBe("2026-03-30");
    expect(exsltAdd("nonsense", "P1D")).toBe("");
  });

  it("date:date of a date-time", () => {
    expect(exsltDate("2026-03-31T23:59:59Z")).toBe("2026-03-31");
    expect(exsltDate("2026-02-30")).toBe("");
  });

  it("date:year, date:month-in-year and date:day-in-month of a date", () => {
    expect([exsltYear("2026-03-31"), exsltMonthInYear("2026-03-31"), exsltDayInMonth("2026-03-31")]).toEqual([
      2026, 3, 31,
    ]);
    expect(exsltYear("")).toBeNaN();
  });

  it("date:difference in days, negative backwards", () => {
    expect(exsltDifference("2025-04-01", "2026-03-31")).toBe("P364D");
    expect(exsltSeconds(exsltDifference("2025-04-01", "2026-03-31"))).toBe(364 * 86_400);
    expect(exsltDifference("2026-03-31", "2026-03-30")).toBe("-P1D");
    expect(exsltDifference("2026-03-31", "2026-03-31")).toBe("P0D");
    expect(exsltDifference("2026-03-31", "x")).toBe("");
  });
});
