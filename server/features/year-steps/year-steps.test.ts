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

  // A holding company formed with a £1 share not yet paid has no bank account: only the director's word says so, as a
  // trading company that has not uploaded yet has no lines either (both are dormant by CA 2006 s1169).
  it("goes past the upload to the checklist once the director says there was no bank account, and back on untick", async () => {
    const { cookie, id } = await signUpUser(t.app);
    const company = await t.app.inject({
      method: "PUT",
      url: "/api/company",
      headers: { cookie },
      payload: {
        name: "Quayside Holdings Ltd",
        registrationNumber: "01234568",
        directors: ["A Quay"],
        principalActivity: "Dormant",
        vatRegistered: false,
        utr: "8596148860",
        periodStart: "2025-04-01",
        periodEnd: "2026-03-31",
      },
    });
    expect(company.statusCode, company.body).toBe(200);
    const before = await steps(cookie);
    expect(before.current).toBe("upload");
    expect(before.steps.find((x) => x.id === "upload")).toMatchObject({ title: "Upload bank statements", done: false });

    const patch = (noBankAccount: unknown) =>
      t.app.inject({ method: "PATCH", url: "/api/period-answers", headers: { cookie }, payload: { noBankAccount } });
    const bad = await patch("yes");
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error).toMatch(/no bank account/i);

    const version = async () =>
      Number(
        (
          await t.database.query<{ v: string }>(
            "select accounts_version::text as v from companies where user_id = $1",
            [id],
          )
        )[0]!.v,
      );
    const v0 = await version();
    const on = await patch(true);
    expect(on.statusCode, on.body).toBe(200);
    expect(on.json().noBankAccount).toBe(true);
    // The kept reports follow: the answer moves the accounts version (the period_answers trigger).
    expect(await version()).toBeGreaterThan(v0);
    const none = await steps(cookie);
    expect(none.steps.find((x) => x.id === "upload")).toMatchObject({
      title: "No bank account: nothing to upload",
      done: true,
    });
    expect(done(none)).toEqual(["details", "upload", "categorise", "review", "adjustments"]);
    expect(none.current).toBe("readiness");

    const off = await patch(false);
    expect(off.json().noBankAccount).toBe(false);
    expect((await steps(cookie)).current).toBe("upload");
  });

  it("ignores the no-bank-account answer once the company has transactions", async () => {
    const { cookie } = await signUpUser(t.app);
    await saveRows(t.app, cookie, [{ date: "2025-04-01", description: "NORTHWIND", amount: "10.00" }]);
    const without = await steps(cookie);
    const on = await t.app.inject({
      method: "PATCH",
      url: "/api/period-answers",
      headers: { cookie },
      payload: { noBankAccount: true },
    });
    expect(on.statusCode, on.body).toBe(200);
    const withAnswer = await steps(cookie);
    expect(withAnswer).toEqual(without);
    expect(withAnswer.steps.find((x) => x.id === "upload")?.title).toBe("Upload bank statements");
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
