import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { factValue, readIxbrl } from "../../exports/test-support/ixbrl-facts";
import { flatten, pdfPagesText } from "../../exports/test-support/pdf-text";
import { readWorkbook, rowWhere, sheet } from "../../exports/test-support/read-workbook";
import { createTestApp, signUpUser, type TestApp } from "../../test-support/test-app";
import { makeReady, post, putCompany, seedYear } from "./exports.test-kit";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

const SIGNED = { directorName: "Ada Lovelace", confirmed: true, approvalDate: "2026-06-30" };
const A_CONCEPT = "core:CalledUpShareCapitalNotPaidNotExpressedAsCurrentAsset";
const get = async (cookie: string, url: string) =>
  (await t.app.inject({ method: "GET", url, headers: { cookie } })).json();
const put = (cookie: string, payload: object) =>
  t.app.inject({ method: "PUT", url: "/api/company", headers: { cookie }, payload });

/*
 * "New Co Ltd", incorporated 1 April 2025, its first period to 31 March 2026: 100 £1 shares issued to its one
 * subscriber, nothing paid in; sales of £1,000 banked. Tax 1,000 × 19 % = £190 (creditor E).
 * A 100; C cash 1,000; F = 1,000 − 190 = 810; G = A 100 + F 810 = 910 = net assets.
 * K: share capital 100 (CA 2006 s547: called up, paid or not) + profit and loss 810 = 910. No plug.
 */
async function newCo(extra: Record<string, unknown> = {}) {
  const user = await signUpUser(t.app);
  await putCompany(t, user.cookie, {
    name: "New Co Ltd",
    registrationNumber: "01234567",
    incorporationDate: "2025-04-01",
    periodStart: "2025-04-01",
    periodEnd: "2026-03-31",
    ...extra,
  });
  await seedYear(t, user.cookie, [{ date: "2025-06-01", description: "INVOICE 1", amount: "1000.00", cat: "sales" }]);
  return user;
}

describe("unpaid share capital through the API (CA 2006 s547; SI 2008/409 Sch 1 Section C item A)", () => {
  it("shows the unpaid shares as item A and within share capital, balanced, with no prior-year column", async () => {
    // Opening figures typed for a first period (uk-accounting-rules §10 allows them) draw no made-up prior year.
    const user = await newCo({ sharesIssuedNotPaid: 100, openingBalances: { cash: 0 } });
    expect((await get(user.cookie, "/api/company")).sharesIssuedNotPaid).toBe(100);
    const bs = await get(user.cookie, "/api/reports/balance-sheet");
    expect(bs.micro.calledUpShareCapitalNotPaid).toBe(100);
    expect(bs.micro.totalAssetsLessCurrentLiabilities).toBe(910);
    expect(bs.micro.netAssets).toBe(910);
    expect(bs.micro.capitalAndReserves.calledUpShareCapital.total).toBe(100);
    expect(bs.micro.capitalAndReserves.openingBalancesDifference).toBe(0);
    expect(bs.micro.capitalAndReserves.total).toBe(910);
    expect(bs.comparatives).toBeNull();
    expect((await get(user.cookie, "/api/reports/profit-loss")).comparatives).toBeNull();
    // Readiness is not blocked by it: makeReady throws on any blocking check.
    await makeReady(t, user);
  });

  it("a receipt categorised share capital pays the shares off: A falls to nil, share capital stays 100", async () => {
    const user = await newCo({ sharesIssuedNotPaid: 100 });
    await seedYear(t, user.cookie, [
      { date: "2025-09-01", description: "A LOVELACE SHARES", amount: "60.00", cat: "share-capital" },
    ]);
    const part = await get(user.cookie, "/api/reports/balance-sheet");
    // 60 of the 100 paid: A 40, cash 1,060, share capital 100.
    expect(part.micro.calledUpShareCapitalNotPaid).toBe(40);
    expect(part.micro.capitalAndReserves.calledUpShareCapital.total).toBe(100);
    await seedYear(t, user.cookie, [
      { date: "2025-10-01", description: "A LOVELACE SHARES", amount: "40.00", cat: "share-capital" },
    ]);
    const paid = await get(user.cookie, "/api/reports/balance-sheet");
    expect(paid.micro.calledUpShareCapitalNotPaid).toBe(0);
    expect(paid.micro.capitalAndReserves.calledUpShareCapital.total).toBe(100);
    expect(paid.micro.netAssets).toBe(paid.micro.capitalAndReserves.total);
  });

  it("refuses a negative or part-pound amount, and unpaid opening shares above the share capital, in words", async () => {
    const user = await signUpUser(t.app);
    const negative = await put(user.cookie, { sharesIssuedNotPaid: -5 });
    expect(negative.statusCode).toBe(400);
    // Named as the Company page labels the field.
    expect(negative.json().message).toContain("Shares issued this period and not paid for (£) must not be negative");
    const part = await put(user.cookie, { sharesIssuedNotPaid: 1.5 });
    expect(part.statusCode).toBe(400);
    expect(part.body).toMatch(/must be whole pounds, e.g. 100/);
    const over = await put(user.cookie, {
      openingBalances: { calledUpShareCapital: 100, calledUpShareCapitalNotPaid: 150, cash: -50 },
    });
    expect(over.statusCode).toBe(400);
    expect(over.json().message).toContain(
      "The called up share capital not paid (£150.00) is more than the called up share capital entered (£100.00)",
    );
  });
});

describe("unpaid share capital in every export", () => {
  let cookie: string;
  beforeAll(async () => {
    const user = await newCo({ sharesIssuedNotPaid: 100 });
    await makeReady(t, user);
    cookie = user.cookie;
  });

  it("iXBRL: item A tagged core:CalledUpShareCapitalNotPaidNotExpressedAsCurrentAsset at the period end", async () => {
    for (const url of ["/api/exports/ch-pack/ixbrl", "/api/exports/hmrc-pack/ixbrl"]) {
      const res = await post(t, cookie, url, SIGNED);
      expect(res.statusCode, res.body).toBe(200);
      const doc = readIxbrl(res.body);
      expect(factValue(doc, A_CONCEPT, "cur-end"), url).toBe(100);
      expect(factValue(doc, "core:NetAssetsLiabilities", "cur-end")).toBe(910);
      // A first period: no prior-year contexts at all.
      expect([...doc.contexts.keys()].filter((k) => k.startsWith("pri"))).toEqual([]);
    }
  });

  it("PDF: the line A with its figure, and no prior-year column", async () => {
    const res = await post(t, cookie, "/api/exports/ch-pack/pdf", SIGNED);
    expect(res.statusCode, res.body.slice(0, 300)).toBe(200);
    const text = (await pdfPagesText(res.rawPayload)).map(flatten).join(" ");
    // One column headed by this year alone: "2026 £", then A with 100, and the totals it balances to.
    expect(text).toContain(
      "Balance sheet as at 31 March 2026 2026 £ Called up share capital not paid 100 Fixed assets",
    );
    expect(text).toContain("Net assets (liabilities) 910 Capital and reserves Called up share capital 100");
    expect(text).not.toContain("2025 £");
  });

  it("XLSX: the balance sheet's row A carries 100, the prior column says first year", async () => {
    const res = await post(t, cookie, "/api/exports/ch-pack/xlsx", SIGNED);
    expect(res.statusCode, res.body.slice(0, 300)).toBe(200);
    const ws = sheet(await readWorkbook(res.rawPayload), "Balance sheet");
    const row = rowWhere(ws, 1, "A");
    expect(row.getCell(2).value).toBe("Called up share capital not paid");
    expect(row.getCell(3).value).toBe(100);
    expect(row.getCell(4).value ?? null).toBeNull();
    expect(rowWhere(ws, 1, "Format item").getCell(4).value).toBe("Prior (no comparatives: first year)");
  });
});
