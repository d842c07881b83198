import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DORMANT_CORPORATION_TAX_NOTE } from "../../../core/filing";
import { changedInTest, type SeedRow, saveRows } from "../../test-support/seed";
import { createTestApp, signUpUser, type TestApp } from "../../test-support/test-app";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

type Row = SeedRow & { cat: string };

/** Formed in 2018; the year to 31 March 2026 is not its first. £100 of shares paid up long ago. */
const COMPANY = {
  name: "Quiet Holdings Ltd",
  incorporationDate: "2018-01-10",
  periodStart: "2025-04-01",
  periodEnd: "2026-03-31",
  openingBalances: { calledUpShareCapital: 100, cash: 100 },
};

async function companyWith(rows: Row[]) {
  const user = await signUpUser(t.app);
  const res = await t.app.inject({
    method: "PUT",
    url: "/api/company",
    headers: { cookie: user.cookie },
    payload: COMPANY,
  });
  expect(res.statusCode, res.body).toBe(200);
  const saved = rows.length
    ? await saveRows(
        t.app,
        user.cookie,
        rows.map(({ cat: _cat, ...r }) => r),
      )
    : { transactions: [] };
  for (const [i, row] of rows.entries()) {
    const id = saved.transactions[i]!.id;
    await t.database.query("update transactions set category_id = $1, category_stage = 'user' where id = $2", [
      row.cat,
      id,
    ]);
    await changedInTest(t.database, id);
  }
  const get = async (url: string) =>
    (await t.app.inject({ method: "GET", url, headers: { cookie: user.cookie } })).json();
  return {
    deadlines: await get("/api/reports/deadlines"),
    tax: await get("/api/reports/corporation-tax"),
    balanceSheet: await get("/api/reports/balance-sheet"),
  };
}

const FEE: Row = {
  date: "2025-09-01",
  description: "COMPANIES HOUSE CONFIRMATION STATEMENT",
  amount: "-50.00",
  cat: "general-admin",
};
const SHARES: Row = {
  date: "2025-09-01",
  description: "NEW SHARES A INVESTOR",
  amount: "50000.00",
  cat: "share-capital",
};

// A dormant company (CA 2006 s1169) is not within the charge to corporation tax (CTA 2009 s2, s9) and delivers a
// return only when HMRC sends a notice (FA 1998 Sch 18 para 3, 5): the deadlines say so in place of the tax dates.
describe("the deadlines and tax of a dormant company", () => {
  it("with no lines: the accounts deadline stays, and a note replaces the tax payment and the CT600", async () => {
    const { deadlines } = await companyWith([]);
    expect(deadlines).toMatchObject({
      available: true,
      accounts: { dueDate: "2026-12-31" },
      dormant: true,
      dormantNote: DORMANT_CORPORATION_TAX_NOTE,
    });
    // The dates are still sent (for a return HMRC asks for): fields are added, none taken away.
    expect(deadlines.ct600.dueDate).toBe("2027-03-31");
    expect(deadlines.dormantNote).toContain("no corporation tax to pay");
  });

  it("with no lines: the tax card says no corporation tax is due for a dormant period, not that none is shown yet", async () => {
    const { tax } = await companyWith([]);
    expect(tax.available).toBe(false);
    expect(tax.message).toContain(DORMANT_CORPORATION_TAX_NOTE);
    expect(tax.message).not.toContain("No transactions in this period yet");
  });

  it("with only a £50 Companies House fee (s1169(3)(b)): dormant, and no £50 trading loss in box 780", async () => {
    const { deadlines, tax } = await companyWith([FEE]);
    expect(deadlines).toMatchObject({ dormant: true, dormantNote: DORMANT_CORPORATION_TAX_NOTE });
    // −£50 per the accounts, +£50 added back as no expense of a trade: £0, no loss.
    expect(tax).toMatchObject({
      accountingProfit: -50,
      addBacks: { notOfATrade: 50, total: 50 },
      tradingProfit: 0,
      tradingLoss: 0,
      tax: 0,
    });
    expect(tax.ct600.box780 ?? 0).toBe(0);
  });

  it("after a £50,000 share issue in a later year: not dormant, so the tax dates stand", async () => {
    const { deadlines } = await companyWith([SHARES]);
    expect(deadlines).toMatchObject({
      dormant: false,
      dormantNote: null,
      corporationTaxPayment: { dueDate: "2027-01-01" },
      ct600: { dueDate: "2027-03-31" },
    });
  });
});

// With no lines at all the balance sheet is the opening position: £100 of shares paid long ago, held as £100 cash.
describe("the balance sheet note of a dormant company", () => {
  it("says its accounts are its opening position, not that statements must be uploaded to build them", async () => {
    const { balanceSheet } = await companyWith([]);
    expect(balanceSheet.netAssets).toBe(100);
    const [hint] = balanceSheet.missing;
    expect(hint.key).toBe("transactions");
    expect(hint.message).toContain("these accounts are its opening position, share capital of £100.00, paid");
    expect(hint.message).not.toContain("to build the accounts");
  });
});
