import { describe, expect, it } from "vitest";
import { returnBoxesFromCt600 } from "../../../../core/filing/hmrc";
import { fromPounds, type Pence, pence } from "../../../../core/money";
import { type CorporationTaxInput, computeCorporationTax, loansToParticipatorsByPeriod } from "../../../../core/tax";
import { sampleReturn, TEST_GATEWAY, TEST_SETTINGS } from "../../../test-support/hmrc-fixtures";
import { HMRC_RULES_PATH, runBusinessRules } from "./business-rules";
import { buildCt600Submission } from "./ct600-submission";

/*
 * HMRC's business rules (hmrc-schemas/CT-2014-v1-994.sch, unchanged) on returns with a period's own loss set against
 * its interest (CTA 2010 s37(3)(a)) and with a director's loan of an earlier year repaid after the period's end.
 */

const yearOne = { start: "2023-04-01", end: "2024-03-31" } as const;
const yearTwo = { start: "2024-04-01", end: "2025-03-31" } as const;
/** The sample company's year, whose accounts the returns attach. */
const yearThree = { start: "2025-04-01", end: "2026-03-31" } as const;

/** HMRC's rules that a return breaks, by id, when filed on `now`. */
async function brokenRules(input: CorporationTaxInput, now: string): Promise<string[]> {
  const ct = computeCorporationTax(input);
  const base = sampleReturn({ start: input.start, end: input.end });
  const r = buildCt600Submission({ ...base, boxes: returnBoxesFromCt600(ct.ct600) }, TEST_SETTINGS, TEST_GATEWAY);
  if (!r.ok) throw new Error(JSON.stringify(r));
  return (await runBusinessRules(HMRC_RULES_PATH, r.submission.message, now)).map((f) => `${f.rule}: ${f.message}`);
}

describe("HMRC's rules on a loss set against interest", () => {
  it("passes a loss of £100.50 against £300.20 and one of £100.50 against £40.60", async () => {
    // losses.test.ts: 170 = 235 = 300, 780 = 275 = 101 (the loss rounded up, interest down), 315 = 199; and
    // 170 = 235 = 40, 780 = 100, 275 = 40, 315 = 0, 60 carried forward.
    const now = "2026-06-30T09:00:00Z";
    const covered = { ...yearThree, accountingProfit: pence(19_970), interestReceived: pence(30_020) };
    expect(await brokenRules(covered, now)).toEqual([]);
    const carried = { ...yearThree, accountingProfit: pence(-5_990), interestReceived: pence(4_060) };
    expect(await brokenRules(carried, now)).toEqual([]);
  }, 120_000);
});

/*
 * CTA 2010 ss455, 458: £6,000 lent to the director on 10 June 2023 (year one, to 31 March 2024), nothing repaid within
 * nine months: year one charges 6,000 × 33.75 % = £2,025.00. Year two (to 31 March 2025) lends nothing; the loan is
 * repaid on 30 June 2025, within nine months of year two's end and in year three (to 31 March 2026). The relief (s458) is for year one's charge, the
 * period the loan was made in, due nine months after the end of the period of the repayment (s458(5)); it is not a
 * relief of year two or year three, which charged nothing (HMRC's CT600A part 3 relieves the return's own part 1
 * loans: A70 ≤ A20, rule SA076.1; its dates are more than nine months after the return's end, SA051.0).
 */
describe("HMRC's rules on an earlier year's loan repaid after this period's end", () => {
  const movements = [
    { date: "2023-06-10", amount: fromPounds(-6_000) },
    { date: "2025-06-30", amount: fromPounds(6_000) },
  ];
  const [one, two, three] = loansToParticipatorsByPeriod([yearOne, yearTwo, yearThree], {
    openingBalance: 0 as Pence,
    movements,
    participatorName: "Ada Lovelace",
  });

  it("charges year one and relieves nothing in years two and three", () => {
    expect(one).toMatchObject({ outstanding: fromPounds(6_000), repaidWithinNineMonths: 0 });
    expect(two).toBeUndefined();
    expect(three).toBeUndefined();
  });

  it("files year three, the year of the repayment, within HMRC's rules (SA076.1, SA051.0)", async () => {
    const th = { ...yearThree, accountingProfit: fromPounds(20_000), loansToParticipators: three };
    expect(await brokenRules(th, "2026-12-01T09:00:00Z")).toEqual([]);
  }, 120_000);

  it("files part 3 for the period's own loan written off more than nine months after its end", async () => {
    // £10,000 lent in year three and outstanding: A20 = £3,375.00; £1,000 written off on 1 February 2027, after
    // 31 December 2026: A70 = £337.50 ≤ A20 (SA076.1), dated more than nine months after box 35 (SA051.0).
    const own = {
      ...yearThree,
      accountingProfit: fromPounds(20_000),
      loansToParticipators: {
        outstanding: fromPounds(10_000),
        repaidWithinNineMonths: 0 as Pence,
        participatorName: "Ada Lovelace",
        laterRelief: [{ name: "Ada Lovelace", repaid: 0 as Pence, writtenOff: fromPounds(1_000), date: "2027-02-01" }],
      },
    };
    expect(await brokenRules(own, "2027-03-01T09:00:00Z")).toEqual([]);
  }, 120_000);
});
