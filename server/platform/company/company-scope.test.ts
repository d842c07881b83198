import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, signUpUser, type TestApp } from "../../test-support/test-app";

/** requireScope trusts the session's company only when loadSession found it owned by the same user. */
describe("the current company of a session", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const company = async (cookie: string) =>
    (await t.app.inject({ method: "GET", url: "/api/company", headers: { cookie } })).json() as { id: string };
  const pointSessionsAt = (userId: string, companyId: string) =>
    t.database.query("update sessions set company_id = $2 where user_id = $1", [userId, companyId]);

  it("falls back to the user's own company when the session names another user's company", async () => {
    const alice = await signUpUser(t.app);
    const bob = await signUpUser(t.app);
    const aliceCompany = (await company(alice.cookie)).id;
    const bobCompany = (await company(bob.cookie)).id;
    expect(aliceCompany).not.toBe(bobCompany);
    await pointSessionsAt(bob.id, aliceCompany);
    expect((await company(bob.cookie)).id).toBe(bobCompany);
    // And the session now holds Bob's own company again.
    const [row] = await t.database.query<{ company_id: string }>("select company_id from sessions where user_id = $1", [
      bob.id,
    ]);
    expect(row!.company_id).toBe(bobCompany);
  });

  it("falls back when the session's company no longer exists", async () => {
    const carol = await signUpUser(t.app);
    const own = (await company(carol.cookie)).id;
    await pointSessionsAt(carol.id, "00000000-0000-4000-8000-000000000000");
    expect((await company(carol.cookie)).id).toBe(own);
  });
});
