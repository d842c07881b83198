import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { saveRows } from "../../test-support/seed";
import { createTestApp, signUpUser, type TestApp } from "../../test-support/test-app";

interface Row {
  id: string;
  description: string;
  categoryId: string | null;
  categoryConfidence: string | null;
  categoryReason: string | null;
  categoryStage: string | null;
}

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const list = async (cookie: string) =>
  (await t.app.inject({ method: "GET", url: "/api/transactions", headers: { cookie } })).json() as Row[];
const categorize = (cookie: string, transactionIds: string[]) =>
  t.app.inject({
    method: "POST",
    url: "/api/transactions/categorize",
    headers: { cookie },
    payload: { transactionIds },
  });
const patch = (cookie: string, id: string, payload: object) =>
  t.app.inject({ method: "PATCH", url: `/api/transactions/${id}`, headers: { cookie }, payload });

const ROWS = [
  { date: "2025-04-01", description: "CARD PAYMENT TO TRAINLINE.COM ON 01 APR", amount: "-45.20" },
  { date: "2025-04-02", description: "DD BRITISH GAS BUSINESS", amount: "-80.00" },
  { date: "2025-04-03", description: "HMRC VAT 123456789K", amount: "-1500.00" },
  { date: "2025-04-04", description: "ZQXW PLORB 77", amount: "-12.00" },
  { date: "2025-04-05", description: "ZQXW PLORB 77", amount: "25.00" },
];

describe("POST /api/transactions/categorize", () => {
  it("categorises every row with a category, a confidence and a reason, and counts the stages", async () => {
    const { cookie } = await signUpUser(t.app);
    await saveRows(t.app, cookie, ROWS);
    const ids = (await list(cookie)).map((r) => r.id);
    const res = await categorize(cookie, ids);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.updated).toBe(5);
    expect(body.stats.ruleMatches + body.stats.aiMatches + body.stats.defaultMatches).toBe(5);
    const rows = await list(cookie);
    const byDesc = (d: string) => rows.find((r) => r.description.startsWith(d))!;
    expect(byDesc("CARD PAYMENT TO TRAINLINE").categoryId).toBe("travel");
    expect(byDesc("DD BRITISH GAS").categoryId).toBe("utilities");
    expect(byDesc("HMRC VAT").categoryId).toBe("vat");
    for (const r of rows) {
      expect(r.categoryReason).toBeTruthy();
      expect(Number(r.categoryConfidence)).toBeGreaterThan(0);
      expect(Number(r.categoryConfidence)).toBeLessThanOrEqual(1);
    }
    const unknownOut = rows.find((r) => r.description === "ZQXW PLORB 77" && r.categoryStage === "default");
    if (unknownOut) expect(["sales", "other-expenses"]).toContain(unknownOut.categoryId);
  });

  it("answers 401 when signed out and ignores other users' ids", async () => {
    expect((await categorize("", [])).statusCode).toBe(401);
    const a = await signUpUser(t.app);
    const b = await signUpUser(t.app);
    await saveRows(t.app, a.cookie, ROWS.slice(0, 2));
    const ids = (await list(a.cookie)).map((r) => r.id);
    const res = await categorize(b.cookie, ids);
    expect(res.json()).toEqual({ updated: 0, stats: { ruleMatches: 0, aiMatches: 0, defaultMatches: 0 } });
    expect((await list(a.cookie)).every((r) => r.categoryId === null)).toBe(true);
  });

  it("never overwrites a category the user set", async () => {
    const { cookie } = await signUpUser(t.app);
    await saveRows(t.app, cookie, ROWS.slice(0, 1));
    const [row] = await list(cookie);
    const p = await patch(cookie, row!.id, { categoryId: "entertainment" });
    expect(p.statusCode).toBe(200);
    await categorize(cookie, [row!.id]);
    const [after] = await list(cookie);
    expect(after).toMatchObject({
      categoryId: "entertainment",
      categoryStage: "user",
      categoryReason: "Set by you",
      categoryConfidence: "1.000",
    });
  });

  it("with thousands of ids, changes exactly the requested rows of the user and ignores everyone else's", async () => {
    const a = await signUpUser(t.app);
    const b = await signUpUser(t.app);
    const many = Array.from({ length: 2_600 }, (_, i) => ({
      date: `2025-05-${String(1 + (i % 28)).padStart(2, "0")}`,
      description: `DD BRITISH GAS BUSINESS ${i}`,
      amount: "-80.00",
    }));
    await saveRows(t.app, a.cookie, many);
    await saveRows(t.app, b.cookie, ROWS.slice(0, 2));
    const mine = (await list(a.cookie)).map((r) => r.id);
    const theirs = (await list(b.cookie)).map((r) => r.id);
    const asked = [...mine.slice(0, 2_500).map((id, i) => (i % 2 ? id.toUpperCase() : id)), ...theirs];
    const res = await categorize(a.cookie, asked);
    expect(res.json().updated).toBe(2_500);
    const after = await list(a.cookie);
    expect(after.filter((r) => r.categoryId === "utilities")).toHaveLength(2_500);
    expect(after.filter((r) => r.categoryId === null)).toHaveLength(100);
    expect((await list(b.cookie)).every((r) => r.categoryId === null)).toBe(true);
  });
});

describe("user choices, rules and similar payments", () => {
  it("offers a rule after the same payee is corrected to the same category twice", async () => {
    const { cookie } = await signUpUser(t.app);
    await saveRows(t.app, cookie, [
      { date: "2025-05-01", description: "NORTHWIND TRADING INV 1", amount: "500.00" },
      { date: "2025-05-09", description: "NORTHWIND TRADING INV 2", amount: "700.00" },
    ]);
    const [a, b] = await list(cookie);
    const first = await patch(cookie, a!.id, { categoryId: "sales" });
    expect(first.json().suggestRule).toBeNull();
    const second = await patch(cookie, b!.id, { categoryId: "sales" });
    expect(second.json().suggestRule).toMatchObject({ categoryId: "sales", corrections: 2 });
    expect(second.json().suggestRule.contains).toMatch(/NORTHWIND/);
  });

  it("creates, lists, edits and deletes rules, and applies a rule with a reason naming it", async () => {
    const { cookie } = await signUpUser(t.app);
    const created = await t.app.inject({
      method: "POST",
      url: "/api/rules",
      headers: { cookie },
      payload: { contains: "ZQXW", categoryId: "office-costs", direction: "out" },
    });
    expect(created.statusCode).toBe(200);
    const rule = created.json();
    await saveRows(t.app, cookie, ROWS.slice(3));
    await categorize(
      cookie,
      (await list(cookie)).map((r) => r.id),
    );
    const rows = await list(cookie);
    const out = rows.find((r) => r.description === "ZQXW PLORB 77" && r.categoryId === "office-costs");
    expect(out?.categoryStage).toBe("rule");
    expect(out?.categoryReason).toMatch(/ZQXW/);
    expect(rows.filter((r) => r.categoryId === "office-costs")).toHaveLength(1); // money in is not matched
    const edited = await t.app.inject({
      method: "PATCH",
      url: `/api/rules/${rule.id}`,
      headers: { cookie },
      payload: { categoryId: "marketing", minAmount: "10", maxAmount: "20" },
    });
    expect(edited.json()).toMatchObject({ categoryId: "marketing", minAmount: "10.00", maxAmount: "20.00" });
    const other = await signUpUser(t.app);
    expect(
      (await t.app.inject({ method: "DELETE", url: `/api/rules/${rule.id}`, headers: { cookie: other.cookie } }))
        .statusCode,
    ).toBe(404);
    expect(
      (await t.app.inject({ method: "DELETE", url: `/api/rules/${rule.id}`, headers: { cookie } })).statusCode,
    ).toBe(200);
    expect((await t.app.inject({ method: "GET", url: "/api/rules", headers: { cookie } })).json()).toEqual([]);
  });

  it("refuses a rule with an unknown category", async () => {
    const { cookie } = await signUpUser(t.app);
    const res = await t.app.inject({
      method: "POST",
      url: "/api/rules",
      headers: { cookie },
      payload: { contains: "AB", categoryId: "nope" },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatch(/the category id/);
  });

  it("applies a chosen category to similar payments that are uncategorised or less certain", async () => {
    const { cookie } = await signUpUser(t.app);
    await saveRows(t.app, cookie, [
      { date: "2025-06-01", description: "CARD PAYMENT TO BLUEBELL CAFE ON 01 JUN", amount: "-4.50" },
      { date: "2025-06-08", description: "CARD PAYMENT TO BLUEBELL CAFE ON 08 JUN", amount: "-6.00" },
      { date: "2025-06-09", description: "SOMETHING ELSE", amount: "-6.00" },
    ]);
    const rows = await list(cookie);
    await patch(cookie, rows[0]!.id, { categoryId: "entertainment" });
    const res = await t.app.inject({
      method: "POST",
      url: "/api/transactions/categorize-similar",
      headers: { cookie },
      payload: { id: rows[0]!.id },
    });
    expect(res.json().updated).toBe(1);
    const after = await list(cookie);
    expect(after.map((r) => r.categoryId)).toEqual(["entertainment", "entertainment", null]);
  });

  it("answers 404 for another user's or a malformed transaction id", async () => {
    const a = await signUpUser(t.app);
    const b = await signUpUser(t.app);
    await saveRows(t.app, a.cookie, ROWS.slice(0, 1));
    const [row] = await list(a.cookie);
    expect((await patch(b.cookie, row!.id, { categoryId: "sales" })).statusCode).toBe(404);
    expect((await patch(a.cookie, "nope", { categoryId: "sales" })).statusCode).toBe(404);
    expect((await list(a.cookie))[0]!.categoryId).toBeNull();
  });
});

describe("the optional LLM stage", () => {
  let server: Server;
  let requests: string[] = [];
  let mode: "answer" | "fail" = "answer";
  beforeAll(async () => {
    server = createServer((req, res) => {
      let body = "";
      req.on("data", (c) => {
        body += c;
      });
      req.on("end", () => {
        requests.push(body);
        if (mode === "fail") {
          res.writeHead(500).end("boom");
          return;
        }
        const prompt = JSON.parse(body)
          .messages.map((m: { content: string }) => m.content)
          .join("\n");
        // Rows go by their place in the batch ("t1", "t2", …), never by their database id.
        const ids = [...prompt.matchAll(/"id":"(t\d+)"/g)].map((m) => m[1]);
        const answer = Object.fromEntries(ids.map((id) => [id, "office-costs"]));
        res.writeHead(200, { "content-type": "application/json" });
        res.end(JSON.stringify({ choices: [{ message: { role: "assistant", content: JSON.stringify(answer) } }] }));
      });
    });
    await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
  });
  afterAll(() => new Promise<void>((r) => server.close(() => r())));

  async function withLlm(fn: (app: TestApp) => Promise<void>) {
    const port = (server.address() as AddressInfo).port;
    const llm = await createTestApp({
      env: { LLM_BASE_URL: `http://127.0.0.1:${port}/v1`, LLM_MODEL: "test-model", LLM_API_KEY: "k" },
    });
    try {
      await fn(llm);
    } finally {
      await llm.close();
    }
  }

  it("asks the LLM only about undecided rows, without account numbers, and counts its answers as AI", async () => {
    requests = [];
    mode = "answer";
    await withLlm(async (llm) => {
      const { cookie } = await signUpUser(llm.app);
      await saveRows(llm.app, cookie, [
        { date: "2025-04-01", description: "CARD PAYMENT TO TRAINLINE", amount: "-45.20" },
        { date: "2025-04-02", description: "XYZZY 12345678 40-11-22 QWRT", amount: "-9.99" },
      ]);
      const rows = (
        await llm.app.inject({ method: "GET", url: "/api/transactions", headers: { cookie } })
      ).json() as Row[];
      const res = await llm.app.inject({
        method: "POST",
        url: "/api/transactions/categorize",
        headers: { cookie },
        payload: { transactionIds: rows.map((r) => r.id) },
      });
      const after = (
        await llm.app.inject({ method: "GET", url: "/api/transactions", headers: { cookie } })
      ).json() as Row[];
      const odd = after.find((r) => r.description.startsWith("XYZZY"))!;
      if (odd.categoryStage === "llm") {
        expect(odd.categoryId).toBe("office-costs");
        expect(res.json().stats.aiMatches).toBeGreaterThanOrEqual(1);
        expect(requests.length).toBeGreaterThanOrEqual(1);
        expect(requests.join("")).not.toContain("12345678");
        expect(requests.join("")).not.toContain("40-11-22");
        expect(requests.join("")).not.toContain("TRAINLINE");
      } else {
        // The local model was confident enough: the LLM must not have been asked about this row.
        expect(odd.categoryStage).toBe("model");
        expect(requests.join("")).not.toContain("XYZZY");
      }
    });
  });

  it("falls through to the default when the LLM fails", async () => {
    requests = [];
    mode = "fail";
    await withLlm(async (llm) => {
      const { cookie } = await signUpUser(llm.app);
      await saveRows(llm.app, cookie, [{ date: "2025-04-02", description: "QQQQ WWWW", amount: "-9.99" }]);
      const rows = (
        await llm.app.inject({ method: "GET", url: "/api/transactions", headers: { cookie } })
      ).json() as Row[];
      const res = await llm.app.inject({
        method: "POST",
        url: "/api/transactions/categorize",
        headers: { cookie },
        payload: { transactionIds: rows.map((r) => r.id) },
      });
      expect(res.statusCode).toBe(200);
      expect(res.json().updated).toBe(1);
      const [after] = (
        await llm.app.inject({ method: "GET", url: "/api/transactions", headers: { cookie } })
      ).json() as Row[];
      expect(["default", "model"]).toContain(after!.categoryStage);
    });
  });
});
