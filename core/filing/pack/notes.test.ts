import { describe, expect, it } from "vitest";
import { type AccountsTransaction, buildAccounts, type OpeningBalances } from "../../accounts";
import { fromPounds, type Pence } from "../../money";
import { buildFilingPackData } from "./filing-pack-data";
import { accountsNotes, employeesLead } from "./notes";
import type { NotesAnswers } from "./notes-answers";

const loan = (id: string, date: string, amount: number): AccountsTransaction => ({
  id,
  date,
  amount: amount as Pence,
  categoryId: "directors-loan",
});

const ANSWERED: NotesAnswers = {
  guarantees: { none: true },
  offBalanceSheet: { none: true },
  directorLoanTerms: { interest: "Interest free", repayment: "Repayable on demand", writtenOff: 0 as Pence },
};

function pack(
  opening: Partial<OpeningBalances>,
  transactions: AccountsTransaction[],
  end = "2026-03-31",
  notesAnswers: NotesAnswers = ANSWERED,
) {
  const period = { start: "2025-04-01", end };
  return buildFilingPackData({
    company: { name: "Acme Ltd", registrationNumber: "01234567", averageEmployees: 2 },
    accounts: buildAccounts({ transactions, period, openingBalances: opening, corporationTaxCharge: 0 as Pence }),
    openingBalances: opening,
    approval: null,
    today: "2026-06-30",
    notesAnswers,
  });
}

const paragraphs = (data: ReturnType<typeof pack>, title: string) =>
  accountsNotes(data).find((n) => n.title === title)?.paragraphs;

describe("the notes to the micro-entity balance sheet", () => {
  it("gives the four notes, the employees one with the head count", () => {
    const data = pack({}, []);
    expect(accountsNotes(data).map((n) => n.title)).toEqual([
      "Average number of employees",
      "Advances and credits to directors",
      "Guarantees and other financial commitments",
      "Off-balance sheet arrangements",
    ]);
    expect(paragraphs(data, "Average number of employees")).toEqual([
      "The average number of persons employed by the company (including directors) during the year was 2.",
    ]);
    expect(employeesLead(pack({}, [], "2025-12-31"))).toMatch(/during the period was $/);
  });

  it("states the advances to a director in whole pounds", () => {
    // Owed £500 at the start; £1,500.50 paid out leaves the loan £1,000.50 overdrawn (advanced: £1,001 rounded);
    // £400 back repays £400, leaving £600.50 (£601) outstanding. Nothing is owed to the director at the end.
    const data = pack(
      { cash: fromPounds(5_000), directorsLoan: fromPounds(500), creditorsWithinOneYear: fromPounds(500) },
      [loan("a", "2025-06-01", -150_050), loan("b", "2025-07-01", 40_000)],
    );
    expect(paragraphs(data, "Advances and credits to directors")).toEqual([
      "Advances to directors: £0 at 1 April 2025, £1,001 advanced and £400 repaid during the year, £601 outstanding at 31 March 2026.",
      "The advances were made through the director's loan account. Interest: Interest free. Repayment: Repayable on demand.",
      "No amounts were written off or waived.",
    ]);
  });

  it("states only what the director answered: terms, guarantees and arrangements as given, unanswered notes left out", () => {
    const opening = {
      cash: fromPounds(5_000),
      directorsLoan: fromPounds(500),
      creditorsWithinOneYear: fromPounds(500),
    };
    const lines = [loan("a", "2025-06-01", -150_050)];
    const answered = pack(opening, lines, "2026-03-31", {
      guarantees: { none: false, text: "The company guarantees its landlord's deposit", amount: 250_000 as Pence },
      offBalanceSheet: { none: false, text: "The company leases its van on a three-year operating lease." },
      directorLoanTerms: {
        interest: "Interest at 2.25% a year",
        repayment: "Repayable by 31 March 2027",
        writtenOff: 25_000 as Pence,
      },
    });
    expect(paragraphs(answered, "Advances and credits to directors")?.slice(1)).toEqual([
      "The advances were made through the director's loan account. Interest: Interest at 2.25% a year. Repayment: Repayable by 31 March 2027.",
      "£250 was written off or waived.",
    ]);
    expect(paragraphs(answered, "Guarantees and other financial commitments")).toEqual([
      "The company guarantees its landlord's deposit (total £2,500).",
    ]);
    expect(paragraphs(answered, "Off-balance sheet arrangements")).toEqual([
      "The company leases its van on a three-year operating lease.",
    ]);
    const unanswered = pack(opening, lines, "2026-03-31", {
      guarantees: null,
      offBalanceSheet: null,
      directorLoanTerms: null,
    });
    expect(accountsNotes(unanswered).map((n) => n.title)).toEqual([
      "Average number of employees",
      "Advances and credits to directors",
    ]);
    expect(paragraphs(unanswered, "Advances and credits to directors")).toHaveLength(1);
    expect(JSON.stringify(accountsNotes(unanswered))).not.toMatch(/unsecured|interest free|no guarantees/i);
  });

  it("says there were no advances, and what the company owed its directors at the end", () => {
    // Owed £300 at the start, £100 repaid to the director: £200 still owed, never overdrawn.
    const data = pack(
      { cash: fromPounds(1_000), directorsLoan: fromPounds(300), creditorsWithinOneYear: fromPounds(300) },
      [loan("a", "2025-06-01", -10_000)],
    );
    expect(paragraphs(data, "Advances and credits to directors")).toEqual([
      "No advances or credits were granted by the company to its directors during the year.",
      "At 31 March 2026 the company owed its directors £200 (director's loan account, included in creditors).",
    ]);
  });
});
