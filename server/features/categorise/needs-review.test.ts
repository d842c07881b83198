import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Api, apiAs } from "../../test-support/accounts-kit";
import { saveRows } from "../../test-support/seed";
import { createTestApp, signUpUser, type TestApp } from "../../test-support/test-app";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

interface Row {
  id: string;
  description: string;
  categoryId: string | null;
  categoryStage: string | null;
  categoryReason: string | null;
  vatRate: string | null;
  vatReason?: string | null;
}

async function newCompany(): Promise<{ api: Api; cookie: string }> {
  const { cookie } = await signUpUser(t.app);
  const api = apiAs(t, cookie);
  await api.put("/api/company", { periodStart: "2025-01-01", periodEnd: "2025-12-31" });
  return { api, cookie };
}

async function categorised(api: Api, cookie: string, rows: [string, string, string][]): Promise<Row[]> {
  const saved = await saveRows(
    t.app,
    cookie,
    rows.map(([date, description, amount]) => ({ date, description, amount })),
  );
  const ids = saved.transactions.map((r) => r.id);
  expect((await api.post("/api/transactions/categorize", { transactionIds: ids })).status).toBe(200);
  const list = (await api.get("/api/transactions")).body as Row[];
  return ids.map((id) => list.find((r) => r.id === id)!);
}

describe("the company's facts when categorising", () => {
  it("files a director's salary as Directors' Salaries with no correction, and their dividend as Dividends", async () => {
    const { api, cookie } = await newCompany();
    await api.put("/api/company", { directors: ["Amara Okafor"], payeReference: "120PB00741852" });
    const [salary, dividend, staff, paye] = await categorised(api, cookie, [
      ["2025-01-28", "FPO AMARA OKAFOR SALARY JAN", "-1048.00"],
      ["2025-03-31", "FPO A OKAFOR DIVIDEND", "-2500.00"],
      ["2025-01-28", "FPO JODIE MARSH WAGES", "-1812.40"],
      ["2025-02-19", "HMRC 120PB00741852", "-612.18"],
    ]);
    expect(salary).toMatchObject({ categoryId: "directors-salaries", categoryStage: "company" });
    expect(dividend!.categoryId).toBe("dividends");
    expect(staff!.categoryId).toBe("salaries");
    expect(paye).toMatchObject({ categoryId: "paye-ni", categoryStage: "company" });
  });

  it("checks the VAT number and PAYE reference, and keeps them in the company's answer", async () => {
    const { api } = await newCompany();
    const bad = await api.put("/api/company", { vatNumber: "GB12345" });
    expect(bad.status).toBe(400);
    expect(bad.body.error).toMatch(
      /VAT registration number must be GB and 9 digits \(12 for a branch\), e.g. GB123456789/,
    );
    const badPaye = await api.put("/api/company", { payeReference: "PAYE" });
    expect(badPaye.status).toBe(400);
    const ok = await api.put("/api/company", { vatNumber: "284 6193 75", payeReference: "120/ab45678" });
    expect(ok.status).toBe(200);
    expect(ok.body).toMatchObject({ vatNumber: "GB284619375", payeReference: "120/AB45678" });
  });
});

describe("learned VAT rates", () => {
  it("gives the payee's next row the rate the person set, with the reason", async () => {
    const { api, cookie } = await newCompany();
    await api.put("/api/company", { vatRegistered: true, vatRegisteredFrom: "2025-01-01" });
    const [first] = await categorised(api, cookie, [["2025-02-10", "FPO J BAKER INV 0042", "-720.00"]]);
    expect((await api.patch(`/api/transactions/${first!.id}`, { vatRate: "no-vat" })).status).toBe(200);
    const [next] = await categorised(api, cookie, [["2025-06-10", "FPO J BAKER INV 0057", "-480.00"]]);
    expect(next).toMatchObject({ vatRate: "no-vat", vatReason: "Set by you for J BAKER" });
    // The person's own rate on the first row stays theirs, with no reason.
    const [again] = await categorised(api, cookie, [["2025-07-10", "FPO J BAKER INV 0063", "-480.00"]]);
    expect(again!.vatRate).toBe("no-vat");
  });
});

describe("a rule's VAT rate", () => {
  it("is given to the lines the rule categorises", async () => {
    const { api, cookie } = await newCompany();
    await api.put("/api/company", { vatRegistered: true, vatRegisteredFrom: "2025-01-01" });
    const rule = await api.post("/api/rules", {
      contains: "WELLBEING HOUSE",
      categoryId: "rent-rates",
      vatRate: "standard",
    });
    expect(rule.status).toBe(200);
    expect(rule.body.vatRate).toBe("standard");
    const [row] = await categorised(api, cookie, [["2025-03-01", "SO WELLBEING HOUSE LLP ROOM", "-1100.00"]]);
    expect(row).toMatchObject({ categoryId: "rent-rates", categoryStage: "rule", vatRate: "standard" });
  });
});

describe("GET /api/transactions/needs-review and POST …/confirm", () => {
  it("lists the doubtful rows most doubtful first, with why, and a confirmed row leaves the list", async () => {
    const { api, cookie } = await newCompany();
    const rows = await categorised(api, cookie, [
      ["2025-01-05", "ADOBE CREATIVE CLOUD", "-54.99"],
      ["2025-01-06", "QWZX HOLDINGS PLC 2231", "-120.00"],
      ["2025-01-07", "FPI KESTREL ZYGOTE", "900.00"],
      ["2025-01-08", "PAYMENT TO KESTREL FARM FEEDS", "-188.40"],
    ]);
    const res = await api.get("/api/transactions/needs-review");
    expect(res.status).toBe(200);
    const { total, rows: doubtful } = res.body as {
      total: number;
      rows: { id: string; confidence: number | null; reason: string }[];
    };
    expect(total).toBe(doubtful.length);
    expect(doubtful.map((r) => r.id)).not.toContain(rows[0]!.id);
    expect(doubtful.length).toBeGreaterThan(0);
    const confidences = doubtful.map((r) => r.confidence ?? -1);
    expect(confidences).toEqual([...confidences].sort((a, b) => a - b));
    // A blind default (money in from an unknown name) is more doubtful than the model's guess for the feed merchant.
    const ids = doubtful.map((r) => r.id);
    expect(ids.indexOf(rows[2]!.id)).toBeLessThan(ids.indexOf(rows[3]!.id));
    expect(doubtful.find((r) => r.id === rows[3]!.id)!.confidence).toBeGreaterThan(0.2);
    for (const r of doubtful) expect(r.reason.length).toBeGreaterThan(0);

    const target = doubtful[0]!.id;
    const confirmed = await api.post(`/api/transactions/${target}/confirm`, {});
    expect(confirmed.status).toBe(200);
    const after = (await api.get("/api/transactions/needs-review")).body as { total: number; rows: { id: string }[] };
    expect(after.rows.map((r) => r.id)).not.toContain(target);
    expect(after.total).toBe(total - 1);
    const row = ((await api.get("/api/transactions")).body as Row[]).find((r) => r.id === target)!;
    expect(row).toMatchObject({ categoryStage: "user", categoryReason: "Confirmed by you" });
  });

  it("suggests a rule after two confirmations of one payee, through core's rule suggestion", async () => {
    const { api, cookie } = await newCompany();
    const [a, b] = await categorised(api, cookie, [
      ["2025-01-05", "FPO NORTHWIND ZEPHYR 001", "-300.00"],
      ["2025-02-05", "FPO NORTHWIND ZEPHYR 002", "-300.00"],
    ]);
    expect((await api.post(`/api/transactions/${a!.id}/confirm`, {})).body.suggestRule).toBeNull();
    const second = await api.post(`/api/transactions/${b!.id}/confirm`, {});
    expect(second.body.suggestRule).toMatchObject({ corrections: 2 });
    expect(second.body.suggestRule.contains).toMatch(/NORTHWIND/);
  });

  it("never shows or confirms another user's rows, and answers 401 signed out", async () => {
    const owner = await newCompany();
    const [doubtful] = await categorised(owner.api, owner.cookie, [["2025-01-07", "FPI KESTREL ZYGOTE", "900.00"]]);
    const other = await newCompany();
    const theirs = (await other.api.get("/api/transactions/needs-review")).body as { total: number; rows: unknown[] };
    expect(theirs).toEqual({ total: 0, rows: [] });
    expect((await other.api.post(`/api/transactions/${doubtful!.id}/confirm`, {})).status).toBe(404);
    const mine = (await owner.api.get("/api/transactions/needs-review")).body as { rows: { id: string }[] };
    expect(mine.rows.map((r) => r.id)).toContain(doubtful!.id);
    const signedOut = [
      { method: "GET", url: "/api/transactions/needs-review" },
      { method: "POST", url: `/api/transactions/${doubtful!.id}/confirm`, payload: {} },
    ] as const;
    for (const c of signedOut) expect((await t.app.inject(c)).statusCode, c.url).toBe(401);
  });

  it("answers 404 for a row that is not the company's and 400 for a limit that is not one", async () => {
    const { api } = await newCompany();
    expect((await api.post("/api/transactions/00000000-0000-4000-8000-000000000000/confirm", {})).status).toBe(404);
    expect((await api.post("/api/transactions/nope/confirm", {})).status).toBe(404);
    const bad = await api.get("/api/transactions/needs-review?limit=0");
    expect(bad.status).toBe(400);
    expect(bad.body.error).toMatch(/the limit must be at least 1/);
  });
});
