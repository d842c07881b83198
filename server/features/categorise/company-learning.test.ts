import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Api, apiAs } from "../../test-support/accounts-kit";
import { saveRows } from "../../test-support/seed";
import { createTestApp, signUpUser, type TestApp } from "../../test-support/test-app";

/**
 * One person keeping several companies (an accountant's clients): what the categoriser learns in one company, from
 * the lines set by hand and from the rules made there, is that company's alone. A director of one client is nobody
 * to another, and a rule written for one client's books says nothing about another's.
 */

interface Row {
  id: string;
  description: string;
  categoryId: string | null;
  categoryReason: string | null;
  categoryStage: string | null;
}

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const COMPANY = {
  registrationNumber: "12345678",
  utr: "1234567890",
  principalActivity: "Consulting",
  vatRegistered: false,
  averageEmployees: 0,
  incorporationDate: "2019-01-01",
  periodStart: "2025-04-01",
  periodEnd: "2026-03-31",
  openingBalances: { calledUpShareCapital: 100, cash: 5000, profitLossAccount: 4900 },
};

/** A person with Alpha Ltd (director John Smith) current, and how to add and switch to another company. */
async function accountant() {
  const { cookie } = await signUpUser(t.app);
  const api = apiAs(t, cookie);
  expect((await api.put("/api/company", { ...COMPANY, name: "Alpha Ltd", directors: ["John Smith"] })).status).toBe(
    200,
  );
  const alphaId = (await api.get("/api/company")).body.id as string;
  return { cookie, api, alphaId };
}

async function addCompany(api: Api, name: string, director: string): Promise<string> {
  const id = (await api.post("/api/companies", { name })).body.id as string;
  await select(api, id);
  expect((await api.put("/api/company", { ...COMPANY, name, directors: [director] })).status).toBe(200);
  return id;
}

async function select(api: Api, companyId: string): Promise<void> {
  expect((await api.post(`/api/companies/${companyId}/select`)).status).toBe(200);
}

const rows = async (api: Api) => (await api.get("/api/transactions")).body as Row[];
const byDescription = async (api: Api, description: string) =>
  (await rows(api)).filter((r) => r.description === description);

async function categorizeAll(api: Api): Promise<void> {
  const ids = (await rows(api)).map((r) => r.id);
  expect((await api.post("/api/transactions/categorize", { transactionIds: ids })).status).toBe(200);
}

describe("what is learned in one company stays in that company", () => {
  it("a payee marked as Director's Loan in one company teaches nothing to another, which then owes no s455", async () => {
    const { cookie, api } = await accountant();
    const alpha = await saveRows(t.app, cookie, [
      { date: "2025-04-10", description: "FPO J SMITH", amount: "-500.00" },
    ]);
    expect(
      (await api.patch(`/api/transactions/${alpha.transactions[0]!.id}`, { categoryId: "directors-loan" })).status,
    ).toBe(200);

    await addCompany(api, "Beta Ltd", "Bob Jones");
    await saveRows(t.app, cookie, [{ date: "2025-06-11", description: "FPO J SMITH", amount: "-2000.00" }]);
    await categorizeAll(api);

    const [line] = await byDescription(api, "FPO J SMITH");
    expect(line!.categoryStage).not.toBe("history");
    expect(line!.categoryReason).not.toMatch(/earlier payment/i);
    expect(line!.categoryId).not.toBe("directors-loan");
    // Nothing Beta lent Bob Jones, so no s455 charge (CTA 2010 s455: 33.75% of a loan to a participator still
    // outstanding; the leak's £2,000 gave £675) and no CT600A loan to name.
    const report = await api.get("/api/reports/corporation-tax");
    expect(report.status).toBe(200);
    const ct = report.body;
    expect(ct.s455?.tax ?? 0).toBe(0);
    expect(JSON.stringify(ct.ct600?.ct600a ?? null)).not.toMatch(/Bob Jones/);
  });

  it("within the company, the payee the person marked is still learned", async () => {
    const { cookie, api } = await accountant();
    const saved = await saveRows(t.app, cookie, [
      { date: "2025-04-10", description: "FPO J SMITH", amount: "-500.00" },
      { date: "2025-05-10", description: "FPO J SMITH", amount: "-700.00" },
    ]);
    await api.patch(`/api/transactions/${saved.transactions[0]!.id}`, { categoryId: "directors-loan" });
    await categorizeAll(api);
    const learned = (await rows(api)).find((r) => r.id === saved.transactions[1]!.id)!;
    expect(learned.categoryId).toBe("directors-loan");
    expect(learned.categoryStage).toBe("history");
  });

  it("a rule made in one company is listed, applied, changed and deleted only there", async () => {
    const { cookie, api, alphaId } = await accountant();
    await saveRows(t.app, cookie, [{ date: "2025-05-10", description: "CARD PAYMENT TO GREGGS", amount: "-4.50" }]);
    const made = await api.post("/api/rules", { contains: "GREGGS", categoryId: "entertainment" });
    expect(made.status).toBe(200);
    const alphaRule = made.body.id as string;

    await addCompany(api, "Beta Ltd", "Bob Jones");
    await saveRows(t.app, cookie, [{ date: "2025-05-11", description: "CARD PAYMENT TO GREGGS", amount: "-3.20" }]);
    expect((await api.get("/api/rules")).body).toEqual([]);
    await categorizeAll(api);
    const [beta] = await byDescription(api, "CARD PAYMENT TO GREGGS");
    expect(beta!.categoryStage).not.toBe("rule");
    expect(beta!.categoryId).not.toBe("entertainment");

    // Another company's rule is not found from here, whatever is asked of it.
    expect((await api.patch(`/api/rules/${alphaRule}`, { categoryId: "sales" })).status).toBe(404);
    expect((await api.del(`/api/rules/${alphaRule}`)).status).toBe(404);
    const betaRule = await api.post("/api/rules", { contains: "GREGGS", categoryId: "staff-entertainment" });
    expect(betaRule.status).toBe(200);
    expect((await api.get("/api/rules")).body).toEqual([betaRule.body]);

    await select(api, alphaId);
    expect((await api.get("/api/rules")).body).toEqual([made.body]);
    expect((await api.del(`/api/rules/${betaRule.body.id}`)).status).toBe(404);
    await categorizeAll(api);
    const [alpha] = await byDescription(api, "CARD PAYMENT TO GREGGS");
    expect(alpha).toMatchObject({ categoryId: "entertainment", categoryStage: "rule" });
  });

  it("offers a rule for corrections in one company although another company has that rule", async () => {
    const { cookie, api } = await accountant();
    expect((await api.post("/api/rules", { contains: "NORTHWIND", categoryId: "sales" })).status).toBe(200);
    await addCompany(api, "Beta Ltd", "Bob Jones");
    await saveRows(t.app, cookie, [
      { date: "2025-05-01", description: "NORTHWIND TRADING INV 1", amount: "500.00" },
      { date: "2025-05-09", description: "NORTHWIND TRADING INV 2", amount: "700.00" },
    ]);
    const [a, b] = await rows(api);
    await api.patch(`/api/transactions/${a!.id}`, { categoryId: "sales" });
    const second = await api.patch(`/api/transactions/${b!.id}`, { categoryId: "sales" });
    expect(second.body.suggestRule).toMatchObject({ categoryId: "sales", corrections: 2 });
  });
});
