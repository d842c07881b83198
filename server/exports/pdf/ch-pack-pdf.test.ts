import { beforeAll, describe, expect, it } from "vitest";
import {
  BALANCE_SHEET_ROWS,
  CAPITAL_AND_RESERVES_ROWS,
  type FilingPackData,
  formatAmount,
  PROFIT_AND_LOSS_ROWS,
} from "../../../core/filing/pack";
import { flatten, pdfPagesText } from "../test-support/pdf-text";
import { samplePackData } from "../test-support/sample-pack";
import { renderChPackPdf } from "./ch-pack-pdf";

/** CA 2006 s444(1), (5): the statement the copy without the P&L makes, and only that copy. */
const ELECTION = "The directors have elected not to deliver the profit and loss account to the Registrar of Companies.";

let data: FilingPackData;
let pages: string[];
let all: string;

beforeAll(async () => {
  data = samplePackData();
  const pdf = await renderChPackPdf(data);
  expect(pdf.subarray(0, 5).toString()).toBe("%PDF-");
  pages = (await pdfPagesText(pdf)).map(flatten);
  all = pages.join(" ");
});

describe("the Companies House PDF", () => {
  it("has a cover with the company name, registration number and the period ended", () => {
    expect(pages[0]).toContain("Acme Widgets Ltd");
    expect(pages[0]).toContain("Company registration number 01234567");
    expect(pages[0]).toContain("Unaudited financial statements for the period ended 31 March 2026");
  });

  it("shows the company number on every page", () => {
    expect(pages.length).toBeGreaterThanOrEqual(3);
    for (const page of pages) expect(page).toContain("Company registration number 01234567");
  });

  it("prints every balance sheet line with the current and prior year in whole pounds", () => {
    const bs = pages[1]!;
    expect(bs).toContain("Balance sheet as at 31 March 2026");
    for (const row of [...BALANCE_SHEET_ROWS, ...CAPITAL_AND_RESERVES_ROWS]) {
      const shown = (v: number) => formatAmount(row.deduct ? -v : v);
      const expected = `${row.label} ${shown(data.balanceSheet[row.key])} ${shown(data.prior!.balanceSheet[row.key])}`;
      expect(bs, row.label).toContain(expected);
    }
    // The sample's director's loan is £600.00 overdrawn at the year end, so s455 tax of £202.50 (33.75 %) shows as a
    // creditor and as a debtor recoverable on repayment (uk-accounting-rules §9): net assets are unchanged in pence,
    // but each line is rounded to whole pounds on its own, so the rounded total is £25,232.
    expect(bs).toContain("Net assets (liabilities) 25,232 6,300");
  });

  it("states the audit exemption, members' and directors' statements and the micro-entity provisions above the signature", () => {
    const bs = pages[1]!;
    const statements = [
      "For the year ending 31 March 2026 the company was entitled to exemption from audit under section 477 of the Companies Act 2006 relating to small companies.",
      "The members have not required the company to obtain an audit in accordance with section 476 of the Companies Act 2006.",
      "The directors acknowledge their responsibilities for complying with the requirements of the Companies Act 2006 with respect to accounting records and the preparation of accounts.",
      "These accounts have been prepared in accordance with the provisions applicable to companies subject to the small companies regime and in accordance with the micro-entity provisions",
    ];
    const approval =
      "Approved by the board of directors on 30 June 2026 and signed on its behalf by Ada Lovelace, Director.";
    for (const s of statements) {
      expect(bs).toContain(s);
      expect(bs.indexOf(s)).toBeLessThan(bs.indexOf(approval));
    }
    expect(bs).toContain(approval);
  });

  it("gives the micro-entity notes: employees, advances to directors, guarantees once answered", async () => {
    expect(pages[2]).toContain("during the year was 2.");
    expect(pages[2]).toContain("£1,000 advanced and £400 repaid during the year, £600 outstanding at 31 March 2026");
    // A note the director has not answered is left out, so the sample (no answers) has no guarantees note.
    expect(pages[2]).not.toContain("Guarantees and other financial commitments");
    const answered: FilingPackData = { ...data, notesAnswers: { ...data.notesAnswers, guarantees: { none: true } } };
    const notes = (await pdfPagesText(await renderChPackPdf(answered))).map(flatten)[2];
    expect(notes).toContain("Guarantees and other financial commitments");
    expect(notes).toContain(
      "The company had no guarantees, contingencies or other financial commitments not shown in the balance sheet.",
    );
  });

  it("adds the profit and loss account marked as not delivered to the Registrar", () => {
    const pl = pages[3]!;
    expect(pl).toContain("not delivered to the Registrar");
    for (const row of PROFIT_AND_LOSS_ROWS) {
      const v = data.profitAndLoss[row.key];
      expect(pl).toContain(`${row.label} ${formatAmount(row.deduct ? -v : v)}`);
    }
  });

  it("states the s444(1) election on the Registrar's copy, the default", () => {
    expect(pages[0]).toContain("Profit and loss account (not delivered to the Registrar)");
    expect(pages[1]).toContain(ELECTION);
    expect(pages[3]).toContain(
      "This page is not delivered to the Registrar of Companies: the company files its balance sheet and notes only (Companies Act 2006 s444).",
    );
  });

  it("states the P&L as delivered, without the s444(1) election, when the copy includes it", async () => {
    const text = (await pdfPagesText(await renderChPackPdf(data, { profitAndLossIncluded: true }))).map(flatten);
    expect(text[0]).toContain("Profit and loss account (delivered to the Registrar)");
    expect(text[0]).not.toContain("not delivered");
    expect(text[1]).not.toContain("elected not to deliver");
    expect(text[1]).toContain("in accordance with the micro-entity provisions");
    expect(text[3]).toContain(
      "This page is delivered to the Registrar of Companies with the balance sheet and notes (Companies Act 2006 s444).",
    );
    expect(text.join(" ")).not.toContain("not delivered");
  });

  it("leaves the prior-year column out in a first year", async () => {
    const first = samplePackData({ openingBalances: null });
    const text = (await pdfPagesText(await renderChPackPdf(first))).map(flatten);
    expect(first.prior).toBeNull();
    expect(text[1]).toContain(`Fixed assets ${formatAmount(first.balanceSheet.fixedAssets)} Current assets`);
  });

  it("keeps text searchable with characters outside ASCII", async () => {
    const text = (
      await pdfPagesText(
        await renderChPackPdf(samplePackData({ name: "Café Crème £ Ltd", directorName: "Zoë O'Brien" })),
      )
    ).map(flatten);
    expect(text[0]).toContain("Café Crème £ Ltd");
    expect(text[1]).toContain("signed on its behalf by Zoë O'Brien, Director.");
    expect(all).toBeTruthy();
  });
});
