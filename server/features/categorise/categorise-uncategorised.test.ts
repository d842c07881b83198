import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { saveRows } from "../../test-support/seed";
import { createTestApp, signUpUser, type TestApp } from "../../test-support/test-app";
import { MANY_IDS } from "./categorise.repo";

interface Row {
  id: string;
  description: string;
  categoryId: string | null;
  categoryStage: string | null;
  categoryReason: string | null;
}

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const list = async (cookie: string) =>
  (await t.app.inject({ method: "GET", url: "/api/transactions", headers: { cookie } })).json() as Row[];
const categorize = (cookie: string, payload: object) =>
  t.app.inject({ method: "POST", url: "/api/transactions/categorize", headers: { cookie }, payload });

const ROWS = [
  { date: "2025-04-01", description: "CARD PAYMENT TO TRAINLINE.COM ON 01 APR", amount: "-45.20" },
  { date: "2025-04-02", description: "DD BRITISH GAS BUSINESS", amount: "-80.00" },
  { date: "2025-04-03", description: "ZQXW PLORB 77", amount: "-12.00" },
];

describe("POST /api/transactions/categorize with {}", () => {
  it("categorises every uncategorised row of the company, without the page sending ids", async () => {
    const { cookie } = await signUpUser(t.app);
    await saveRows(t.app, cookie, ROWS);
    const res = await categorize(cookie, {});
    expect(res.statusCode).toBe(200);
    expect(res.json().updated).toBe(3);
    const rows = await list(cookie);
    expect(rows.every((r) => r.categoryId !== null && r.categoryReason)).toBe(true);
    expect(rows.find((r) => r.description.startsWith("DD BRITISH GAS"))!.categoryId).toBe("utilities");
  });

  it("leaves categorised rows, the person's own choices and other companies' rows alone", async () => {
    const a = await signUpUser(t.app);
    const b = await signUpUser(t.app);
    await saveRows(t.app, a.cookie, ROWS);
    await saveRows(t.app, b.cookie, ROWS);
    const [first] = await list(a.cookie);
    await t.app.inject({
      method: "PATCH",
      url: `/api/transactions/${first!.id}`,
      headers: { cookie: a.cookie },
      payload: { categoryId: "office-costs" },
    });
    expect((await categorize(a.cookie, {})).json().updated).toBe(2);
    // Nothing is left uncategorised, so a second run has nothing to do.
    expect((await categorize(a.cookie, {})).json()).toEqual({
      updated: 0,
      stats: { ruleMatches: 0, aiMatches: 0, defaultMatches: 0 },
    });
    const mine = (await list(a.cookie)).find((r) => r.id === first!.id)!;
    expect([mine.categoryId, mine.categoryStage]).toEqual(["office-costs", "user"]);
    expect((await list(b.cookie)).every((r) => r.categoryId === null)).toBe(true);
  });

  it("still takes ids as before, each checked to be the company's", async () => {
    const a = await signUpUser(t.app);
    const b = await signUpUser(t.app);
    await saveRows(t.app, a.cookie, ROWS);
    const ids = (await list(a.cookie)).map((r) => r.id);
    expect((await categorize(b.cookie, { transactionIds: ids })).json().updated).toBe(0);
    expect((await categorize(a.cookie, { transactionIds: ids.slice(0, 1) })).json().updated).toBe(1);
    expect((await list(a.cookie)).filter((r) => r.categoryId !== null)).toHaveLength(1);
  });

  it("with more ids than are looked up one by one, still picks only the company's rows among them", async () => {
    const a = await signUpUser(t.app);
    const b = await signUpUser(t.app);
    const many = Array.from({ length: MANY_IDS + 100 }, (_, i) => ({
      date: `2025-0${1 + (i % 9)}-1${i % 10}`,
      description: `DD BRITISH GAS BUSINESS ${i}`,
      amount: `-${1 + (i % 50)}.00`,
    }));
    await saveRows(t.app, a.cookie, many);
    await saveRows(t.app, b.cookie, ROWS);
    const aIds = (await list(a.cookie)).map((r) => r.id);
    const bIds = (await list(b.cookie)).map((r) => r.id);
    // Another company's ids name none of B's rows; B's own id counts in upper case too; a malformed one is no row.
    const sent = [...aIds, bIds[0]!.toUpperCase(), "not-a-uuid"];
    expect(sent.length).toBeGreaterThan(MANY_IDS);
    expect((await categorize(b.cookie, { transactionIds: sent })).json().updated).toBe(1);
    expect((await list(b.cookie)).map((r) => r.categoryId !== null)).toEqual([true, false, false]);
    expect((await list(a.cookie)).every((r) => r.categoryId === null)).toBe(true);
    // All of A's ids but one: that one stays as it was.
    expect((await categorize(a.cookie, { transactionIds: aIds.slice(1) })).json().updated).toBe(aIds.length - 1);
    const listed = await list(a.cookie);
    expect(listed.find((r) => r.id === aIds[0])!.categoryId).toBeNull();
    expect(listed.filter((r) => r.categoryId === "utilities")).toHaveLength(aIds.length - 1);
  });
});
