import { describe, expect, it } from "vitest";
import { fromPounds } from "../../money";
import { computeCorporationTax } from "../../tax";
import { returnBoxesFromCt600 } from "./boxes-from-ct600";
import { crossCheckReturn, type DocumentFacts, normaliseCompanyNumber } from "./cross-check";
import { prepareCt600Return } from "./ct600-return";
import { HMRC_MAX_SUBMISSION_BYTES, submissionSizeProblem } from "./submission-size";
import { hmrcText, plainHmrcText } from "./text-rules";

const identity = {
  registrationNumber: "01234567",
  utr: "8596148860",
  period: { start: "2025-04-01", end: "2026-03-31" },
};
const accounts: DocumentFacts = {
  companyNumbers: ["1234567"],
  utrs: [],
  periodStart: "2025-04-01",
  periodEnd: "2026-03-31",
};
const computations: DocumentFacts = {
  companyNumbers: [],
  utrs: ["8596148860"],
  periodStart: "2025-04-01",
  periodEnd: "2026-03-31",
};

describe("what HMRC cross-checks between the return and its attachments", () => {
  it("finds nothing when the company number, UTR and period end agree (a number without its leading zero too)", () => {
    expect(normaliseCompanyNumber(" 1234567 ")).toBe("01234567");
    expect(normaliseCompanyNumber("sc123456")).toBe("SC123456");
    expect(crossCheckReturn(identity, accounts, computations)).toEqual([]);
  });

  it("names each disagreement and the document it is in", () => {
    const p = crossCheckReturn(
      identity,
      { ...accounts, companyNumbers: ["07654321"], periodEnd: "2026-03-30" },
      { ...computations, utrs: ["1111111111"], periodEnd: null },
    );
    expect(p.map((x) => `${x.document} ${x.field}`)).toEqual([
      "accounts company number",
      "accounts period end",
      "computations UTR",
      "computations period end",
    ]);
    expect(p[1]?.message).toBe("The accounts end on 2026-03-30, the return on 2026-03-31");
    expect(p[3]?.message).toBe("The tax computations do not give the period end, the return on 2026-03-31");
  });

  it("needs the UTR in the computations and the company number in the accounts", () => {
    const p = crossCheckReturn(identity, { ...accounts, companyNumbers: [] }, { ...computations, utrs: [] });
    expect(p.map((x) => x.message)).toEqual([
      "The accounts do not give the company number",
      "The tax computations do not give the UTR",
    ]);
  });

  it("accepts accounts for a period of account over 12 months that contains the return's period", () => {
    // 1 April 2024 to 30 June 2025 (15 months) makes two returns (CTA 2009 s10): the first ends on 31 March 2025.
    const long = { ...accounts, periodStart: "2024-04-01", periodEnd: "2025-06-30" };
    const first = { ...identity, period: { start: "2024-04-01", end: "2025-03-31" } };
    const comps = { ...computations, periodStart: "2024-04-01", periodEnd: "2025-03-31" };
    expect(crossCheckReturn(first, long, comps)).toEqual([]);
    // A 12-month set of accounts must end with the return.
    const twelve = { ...accounts, periodStart: "2024-04-01", periodEnd: "2025-03-30" };
    expect(crossCheckReturn(first, twelve, comps).map((x) => x.field)).toEqual(["period end"]);
  });

  it("holds the accounts to the period of account the return names for them (box 85)", () => {
    // The second return of 1 April 2024 to 30 June 2025 covers 1 April to 30 June 2025; its accounts are the
    // whole 15 months', so they must end on 30 June 2025, the end of the period of account it names.
    const second = {
      ...identity,
      period: { start: "2025-04-01", end: "2025-06-30" },
      accountsPeriod: { start: "2024-04-01", end: "2025-06-30" },
    };
    const comps = { ...computations, periodStart: "2025-04-01", periodEnd: "2025-06-30" };
    const long = { ...accounts, periodStart: "2024-04-01", periodEnd: "2025-06-30" };
    expect(crossCheckReturn(second, long, comps)).toEqual([]);
    const other = { ...accounts, periodStart: "2024-04-01", periodEnd: "2025-07-31" };
    expect(crossCheckReturn(second, other, comps).map((x) => x.message)).toEqual([
      "The accounts end on 2025-07-31, the period of account on 2025-06-30",
    ]);
  });
});

describe("what HMRC's schema takes", () => {
  it("makes names plain: accents, typographic quotes and dashes, spaces", () => {
    expect(plainHmrcText("  Zoë’s  Café – “Bistro”  ")).toBe('Zoe\'s Cafe - "Bistro"');
    expect(hmrcText("The company name", "Café Ltd", 2, 56)).toEqual({ value: "Cafe Ltd", problem: null });
  });

  it("reports characters it cannot make plain, and lengths out of range", () => {
    expect(hmrcText("The company name", "£ Ltd #1", 2, 56).problem?.message).toBe(
      "The company name has characters HMRC does not accept: £ #",
    );
    expect(hmrcText("The declarant's status", "D", 2, 56).problem?.message).toBe(
      "The declarant's status must be 2 to 56 characters long for HMRC",
    );
  });

  it("checks the UTR, the company number and the period", () => {
    const ct = computeCorporationTax({ start: "2025-04-01", end: "2026-03-31", accountingProfit: fromPounds(100) });
    const p = prepareCt600Return({
      companyName: "Acme Ltd",
      registrationNumber: "12-345",
      utr: "85961 48860",
      period: { start: "2014-04-01", end: "2015-05-31" },
      returnType: "new",
      declaration: { name: "Ada Lovelace", status: "Director" },
      boxes: returnBoxesFromCt600(ct.ct600),
      computationsIxbrl: "",
      accountsIxbrl: "",
    });
    expect(p.value.utr).toBe("8596148860");
    expect(p.problems.map((x) => x.field)).toEqual(["The company number", "The period"]);
    expect(p.problems[1]?.message).toBe("HMRC's online return takes periods starting on or after 1 April 2015");
  });
});

describe("the 25 MB limit (HMRC's error 1614)", () => {
  it("counts bytes, not characters, and allows exactly the limit", () => {
    expect(submissionSizeProblem("a".repeat(HMRC_MAX_SUBMISSION_BYTES))).toBeNull();
    const over = submissionSizeProblem(`${"a".repeat(HMRC_MAX_SUBMISSION_BYTES - 1)}£`);
    expect(over).toMatchObject({ bytes: HMRC_MAX_SUBMISSION_BYTES + 1, limit: 25_000_000 });
    expect(over?.message).toBe("The return with its attachments is 25.0 MB; HMRC takes at most 25 MB");
  });
});
