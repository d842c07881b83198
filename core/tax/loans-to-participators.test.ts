import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { addDays } from "../dates";
import { fromPounds, pence } from "../money";
import { loansToParticipatorsByPeriod } from "./loans-to-participators";

const pounds = fromPounds;
const year = [{ start: "2025-04-01", end: "2026-03-31" }] as const;

/*
 * The loans of an accounting period from the director's loan account (CTA 2010 ss455, 458; uk-accounting-rules §9):
 * a payment that takes the account overdrawn is a loan; money paid in repays the oldest loan first; loans made in the
 * period and outstanding at its end are charged; money paid in after the end and up to nine months after it relieves
 * them (the tax falls due nine months and one day after the end).
 */
describe("loans to participators from the director's loan account", () => {
  it("charges the overdrawn part of a payment, less what came back within nine months", () => {
    // Owed £500 to the director; £1,500 paid to them on 1 Nov 2025: £1,000 lent. £300 back on 31 Dec 2026 (the
    // last day: nine months after 31 Mar 2026), £200 on 1 Jan 2027 (too late). Outstanding 1,000, relieved 300.
    const [loans] = loansToParticipatorsByPeriod(year, {
      openingBalance: pounds(500),
      movements: [
        { date: "2025-11-01", amount: pounds(-1_500) },
        { date: "2026-12-31", amount: pounds(300) },
        { date: "2027-01-01", amount: pounds(200) },
      ],
    });
    expect(loans).toMatchObject({
      outstanding: pounds(1_000),
      repaidWithinNineMonths: pounds(300),
      allOutstanding: pounds(1_000),
    });
  });

  it("repays the loan brought forward first, so only this period's remainder is charged", () => {
    // Overdrawn £2,000 at the start (charged last period); £1,000 lent on 1 Jun 2025; £2,500 paid in on 1 Sep 2025
    // repays the £2,000 first, then £500 of June's loan: £500 of this period's loans outstanding.
    const [loans] = loansToParticipatorsByPeriod(year, {
      openingBalance: pounds(-2_000),
      movements: [
        { date: "2025-06-01", amount: pounds(-1_000) },
        { date: "2025-09-01", amount: pounds(2_500) },
      ],
    });
    expect(loans).toMatchObject({ outstanding: pounds(500), repaidWithinNineMonths: 0, allOutstanding: pounds(500) });
    // £500 of June's loan was repaid before the period ended: A5 (HMRC's BeforeEndPeriod) is "yes".
    expect(loans?.repaidBeforePeriodEnd).toBe(true);
  });

  it("counts earlier loans still outstanding in the total but not in the charge", () => {
    // Overdrawn £700 at the start and not repaid; £300 lent in the period: A15 300, A75 1,000.
    const [loans] = loansToParticipatorsByPeriod(year, {
      openingBalance: pounds(-700),
      movements: [{ date: "2025-07-01", amount: pounds(-300) }],
    });
    expect(loans).toMatchObject({ outstanding: pounds(300), allOutstanding: pounds(1_000) });
  });

  it("gives no CT600A when nothing lent in the period is outstanding at its end", () => {
    const loans = loansToParticipatorsByPeriod(year, {
      openingBalance: pounds(0),
      movements: [
        { date: "2025-06-01", amount: pounds(-1_000) },
        { date: "2026-03-31", amount: pounds(1_000) },
      ],
    });
    expect(loans).toEqual([undefined]);
  });

  it("relieves the first accounting period of a long period of account with money paid in during the second", () => {
    // 1 Oct 2024–31 Mar 2026 is 1 Oct 2024–30 Sep 2025 and 1 Oct 2025–31 Mar 2026. £800 lent in AP1, repaid
    // 1 Feb 2026 (within nine months of 30 Sep 2025): AP1 outstanding 800, relieved 800; AP2 has no loan of its own.
    const loans = loansToParticipatorsByPeriod(
      [
        { start: "2024-10-01", end: "2025-09-30" },
        { start: "2025-10-01", end: "2026-03-31" },
      ],
      {
        openingBalance: pounds(0),
        movements: [
          { date: "2025-03-01", amount: pounds(-800) },
          { date: "2026-02-01", amount: pounds(800) },
        ],
      },
    );
    expect(loans).toHaveLength(2);
    expect(loans[0]).toMatchObject({
      outstanding: pounds(800),
      repaidWithinNineMonths: pounds(800),
      allOutstanding: pounds(800),
    });
    expect(loans[1]).toBeUndefined();
  });

  it("marks the part lent before 6 April 2022 (charged at 32.5 %)", () => {
    const [loans] = loansToParticipatorsByPeriod([{ start: "2021-10-01", end: "2022-09-30" }], {
      openingBalance: pounds(0),
      movements: [
        { date: "2022-01-10", amount: pounds(-400) },
        { date: "2022-05-10", amount: pounds(-600) },
      ],
    });
    expect(loans?.lentBefore6April2022).toEqual({ outstanding: pounds(400), repaidWithinNineMonths: 0 });
  });

  it("never relieves more than is outstanding, nor charges more than all loans outstanding (property)", () => {
    const movement = fc.record({
      day: fc.integer({ min: 0, max: 365 + 400 }),
      amount: fc.integer({ min: -500_000, max: 500_000 }).map(pence),
    });
    fc.assert(
      fc.property(fc.integer({ min: -300_000, max: 300_000 }), fc.array(movement, { maxLength: 30 }), (opening, ms) => {
        const [loans] = loansToParticipatorsByPeriod(year, {
          openingBalance: pence(opening),
          movements: ms.map((m) => ({ date: addDays("2025-04-01", m.day), amount: m.amount })),
        });
        if (!loans) return;
        expect(loans.outstanding > 0 || (loans.laterRelief?.length ?? 0) > 0).toBe(true);
        expect(loans.repaidWithinNineMonths).toBeGreaterThanOrEqual(0);
        expect(loans.repaidWithinNineMonths).toBeLessThanOrEqual(loans.outstanding);
        expect(loans.allOutstanding).toBeGreaterThanOrEqual(loans.outstanding);
      }),
      { numRuns: 300 },
    );
  });
});
