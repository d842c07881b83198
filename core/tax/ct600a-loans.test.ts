import { describe, expect, it } from "vitest";
import { fromPounds, pence, ZERO } from "../money";
import { computeCorporationTax } from "./corporation-tax";
import { ct600aBoxes } from "./ct600a-boxes";
import { loansToParticipatorsByPeriod } from "./loans-to-participators";

const pounds = fromPounds;
const yearOne = { start: "2024-04-01", end: "2025-03-31" } as const;
const yearTwo = { start: "2025-04-01", end: "2026-03-31" } as const;

/*
 * A worked CT600A over two years (CTA 2010 ss455, 458; ITTOIA 2005 s415; uk-accounting-rules §10), the director
 * Ada Lovelace. Year one (to 31 March 2025): lent £6,000 on 10 June 2024 and £4,000 on 1 December 2024; £1,000 paid
 * in on 15 March 2025 repays the June loan first, before the period ends, so A5 ("BeforeEndPeriod") is yes. At the
 * end £9,000 of the year's loans is outstanding: A10 = Ada Lovelace £9,000, A15 = 9,000, A20 = 9,000 × 33.75 % =
 * 3,037.50. £5,000 paid in on 20 November 2025, within nine months (by 31 December 2025): the A25 row (Ada Lovelace,
 * £5,000, 2025-11-20), A30 = A40 = 5,000, A45 = 1,687.50; A80 = 3,037.50 − 1,687.50 = 1,350.00 (the December
 * loan's £4,000 × 33.75 %), box 480.
 * Year two (to 31 March 2026): the £4,000 is written off on 15 February 2026, more than nine months after the end of
 * the year it was lent in. Its relief (s458) is of year one's £1,350.00 charge, due nine months after year two ends
 * (s458(5)) and claimed for year one: not on year two's CT600A, whose part 3 relieves only year two's own loans
 * (HMRC's rule SA076.1: A70 ≤ A20; year two lent nothing, A20 = 0). Year two has no CT600A. The write-off is a
 * distribution to the director (s415), not an expense of the company.
 */
describe("a CT600A with a loan repaid within nine months and another written off after", () => {
  const movements = [
    { date: "2024-06-10", amount: pounds(-6_000) },
    { date: "2024-12-01", amount: pounds(-4_000) },
    { date: "2025-03-15", amount: pounds(1_000) },
    { date: "2025-11-20", amount: pounds(5_000) },
    { date: "2026-02-15", amount: pounds(4_000), kind: "write-off" as const },
  ];

  it("year one: A5 yes, the A10 row, the dated A25 row, A80 £1,350.00", () => {
    const [loans] = loansToParticipatorsByPeriod([yearOne], {
      openingBalance: ZERO,
      movements,
      participatorName: "Ada Lovelace",
    });
    const a = ct600aBoxes(loans!);
    expect(a).toMatchObject({
      a5: true,
      a10: [{ name: "Ada Lovelace", amount: pounds(9_000) }],
      a15: pounds(9_000),
      a20: pence(303_750),
      a30: pounds(5_000),
      a40: pounds(5_000),
      a45: pence(168_750),
      a80: pounds(1_350),
      part3: null,
    });
    expect(a.part2?.rows).toEqual([
      { name: "Ada Lovelace", repaid: pounds(5_000), writtenOff: null, date: "2025-11-20" },
    ]);
    const ct = computeCorporationTax({ ...yearOne, accountingProfit: pounds(20_000), loansToParticipators: loans });
    expect(ct.ct600).toMatchObject({ box95: true, box480: pounds(1_350) });
  });

  it("year two: the write-off more than nine months after year one ends is year one's relief, not year two's", () => {
    const [loans] = loansToParticipatorsByPeriod([yearTwo], {
      openingBalance: pounds(-9_000),
      movements: movements.filter((m) => m.date >= yearTwo.start),
      participatorName: "Ada Lovelace",
    });
    expect(loans).toBeUndefined();
    const [, second] = loansToParticipatorsByPeriod([yearOne, yearTwo], {
      openingBalance: ZERO,
      movements,
      participatorName: "Ada Lovelace",
    });
    expect(second).toBeUndefined();
  });

  it("part 3 relieves only the period's own loans: A70 never above A20 (rule SA076.1)", () => {
    // A £4,000 write-off given as part 3 of a year that lent nothing: A70 £1,350.00 against A20 £0.
    expect(() =>
      ct600aBoxes({
        outstanding: ZERO,
        repaidWithinNineMonths: ZERO,
        laterRelief: [{ name: "Ada Lovelace", repaid: ZERO, writtenOff: pounds(4_000), date: "2026-02-15" }],
      }),
    ).toThrow(/A70/);
  });

  it("a write-off within nine months is A35, part of A40", () => {
    // £2,000 lent on 1 March 2025, written off on 30 June 2025 (within nine months of 31 March 2025): A35 = A40 =
    // 2,000, A30 nil, A45 = 675.00, A80 = 675.00 − 675.00 = 0.
    const [loans] = loansToParticipatorsByPeriod([yearOne], {
      openingBalance: ZERO,
      movements: [
        { date: "2025-03-01", amount: pounds(-2_000) },
        { date: "2025-06-30", amount: pounds(2_000), kind: "write-off" },
      ],
    });
    const a = ct600aBoxes(loans!);
    expect(a).toMatchObject({ a30: null, a40: pounds(2_000), a45: pounds(675), a80: 0 });
    expect(a.part2).toMatchObject({ totalRepaid: null, totalWrittenOff: pounds(2_000) });
    expect(a.part2?.rows).toEqual([{ name: "Director", repaid: null, writtenOff: pounds(2_000), date: "2025-06-30" }]);
  });
});
