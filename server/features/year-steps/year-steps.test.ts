import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { saveRows } from "../../test-support/seed";
import { createTestApp, signUpUser, type TestApp } from "../../test-support/test-app";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

interface Steps {
  steps: { id: string; title: string; href: string; done: boolean }[];
  current: string | null;
  ready: boolean;
}

const steps = async (cookie: string) => {
  const res = await t.app.inject({ method: "GET", url: "/api/year-steps", headers: { cookie } });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as Steps;
};
const done = (s: Steps) => s.steps.filter((x) => x.done).map((x) => x.id);

describe("GET /api/year-steps", () => {
  it("walks a new company from its details to the adjustments as the person goes", async () => {
    const { cookie } = await signUpUser(t.app);
    const fresh = await steps(cookie);
    expect(fresh.current).toBe("details");
    expect(fresh.ready).toBe(false);
    expect(fresh.steps).toHaveLength(7);
    expect(done(fresh)).toEqual([]);

    // The quick path: a statement first, uncategorised.
    await saveRows(t.app, cookie, [
      { date: "2025-04-01", description: "NORTHWIND TRADING LTD INV 1001", amount: "1200.00" },
      { date: "2025-04-03", description: "CARD PAYMENT TO TRAINLINE", amount: "-45.20" },
    ]);
    const saved = await steps(cookie);
    expect(saved.current).toBe("details");
    expect(done(saved)).toEqual(["upload"]);

    const company = await t.app.inject({
      method: "PUT",
      url: "/api/company",
      headers: { cookie },
      payload: {
        name: "Patel Design Ltd",
        registrationNumber: "01234567",
        directors: ["S Patel"],
        principalActivity: "Graphic design",
        vatRegistered: false,
      },
    });
    expect(company.statusCode, company.body).toBe(200);
    // The tax return's UTR is a detail too: the step is done once it is given.
    expect((await steps(cookie)).current).toBe("details");
    const utr = await t.app.inject({
      method: "PUT",
      url: "/api/company",
      headers: { cookie },
      payload: { utr: "8596148860" },
    });
    expect(utr.statusCode, utr.body).toBe(200);
    expect((await steps(cookie)).current).toBe("categorise");

    await t.app.inject({ method: "POST", url: "/api/transactions/categorize", headers: { cookie }, payload: {} });
    const categorised = await steps(cookie);
    expect(done(categorised)).toEqual(expect.arrayContaining(["details", "upload", "categorise"]));
    expect(["review", "adjustments"]).toContain(categorised.current);
  });

  it("marks the adjustments step done when the person says none are needed, and takes it back", async () => {
    const { cookie } = await signUpUser(t.app);
    await saveRows(t.app, cookie, [{ date: "2025-04-01", description: "NORTHWIND", amount: "10.00" }]);
    const put = (checked: unknown) =>
      t.app.inject({ method: "PUT", url: "/api/year-steps/adjustments", headers: { cookie }, payload: { checked } });
    const on = await put(true);
    expect(on.statusCode, on.body).toBe(200);
    expect(done(on.json())).toContain("adjustments");
    expect(done(await steps(cookie))).toContain("adjustments");
    expect(done((await put(false)).json())).not.toContain("adjustments");
    expect((await put("yes")).statusCode).toBe(400);
  });

  it("refuses the adjustments answer while the company has no period, and keeps each user's own", async () => {
    const a = await signUpUser(t.app);
    const b = await signUpUser(t.app);
    const res = await t.app.inject({
      method: "PUT",
      url: "/api/year-steps/adjustments",
      headers: { cookie: a.cookie },
      payload: { checked: true },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatch(/no accounting period yet/);
    expect((await t.app.inject({ method: "GET", url: "/api/year-steps" })).statusCode).toBe(401);
    expect(done(await steps(b.cookie))).toEqual([]);
  });
});
