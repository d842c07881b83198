import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { submissions } from "../../db/schema";
import { type Api, apiAs, seedLines } from "../../test-support/accounts-kit";
import { createTestApp, signUpUser, type TestApp } from "../../test-support/test-app";

/*
 * A year to 31 March 2025, long past its deadlines: accounts due 31 December 2025 (CA 2006 s442(2)(a), s443), the
 * return 31 March 2026 (FA 1998 Sch 18 para 14), the tax 1 January 2026 (TMA 1970 s59D). Sales £1,000 less travel
 * £75.20: a profit, so tax is owed. What the registries accepted through the app is read from the submissions (the
 * poller sets `state`), and the kept answers follow it because accepting moves the accounts version (migration 0025).
 */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

interface Company {
  api: Api;
  userId: string;
  companyId: string;
}

async function company(): Promise<Company> {
  const { id: userId, cookie } = await signUpUser(t.app);
  const api = apiAs(t, cookie);
  expect((await api.put("/api/company", { periodStart: "2024-04-01", periodEnd: "2025-03-31" })).status).toBe(200);
  await seedLines(t, cookie, [
    ["2024-05-01", "INVOICE 1", "1000.00", "sales"],
    ["2024-06-01", "TRAINLINE 1001", "-75.20", "travel"],
  ]);
  const companyId = ((await api.get("/api/company")).body as { id: string }).id;
  return { api, userId, companyId };
}

/** A filing as the app records it when sent, then answered as the poller answers it. */
async function filed(
  c: { userId: string; companyId: string },
  f: { registry: "companies-house" | "hmrc"; sentAt: string; test?: boolean; state?: string },
) {
  const [row] = await t.database.db
    .insert(submissions)
    .values({
      userId: c.userId,
      companyId: c.companyId,
      registry: f.registry,
      kind: f.registry === "hmrc" ? "ct600" : "accounts",
      companyName: "Acme Widgets Ltd",
      periodStart: "2024-04-01",
      periodEnd: "2025-03-31",
      state: "submitted",
      test: f.test ?? false,
      submittedAt: new Date(f.sentAt),
    })
    .returning({ id: submissions.id });
  await t.database.query("update submissions set state = $1 where id = $2", [f.state ?? "accepted", row!.id]);
}

interface Deadlines {
  filed: { accounts: string | null; ct600: string | null };
  penaltyIfFiledToday: { amount: number } | null;
  penaltyForFilingLate: { amount: number } | null;
  accounts: { overdue: boolean };
}

const deadlines = async (api: Api) => (await api.get("/api/reports/deadlines")).body as Deadlines;

async function lateCheck(api: Api): Promise<{ status: string; message: string }> {
  const body = (await api.get("/api/reports/readiness")).body as { checks: { id: string }[] };
  return body.checks.find((c) => c.id === "filing-late") as unknown as { status: string; message: string };
}

describe("deadlines once the registries accepted the filings through the app", () => {
  it("warn of late filings not known to be made, then name the penalty of the day the accounts were sent", async () => {
    const c = await company();
    const before = await deadlines(c.api);
    expect(before.filed).toEqual({ accounts: null, ct600: null });
    expect(before.accounts.overdue).toBe(true);
    // Today (after 30 June 2026) the accounts are more than 6 months late: £1,500 (SI 2008/497 Sch).
    expect(before.penaltyIfFiledToday?.amount).toBe(1500);
    expect((await lateCheck(c.api)).message).toContain("unless they are already filed");

    // Sent on 10 February 2026: more than 1 month after 31 December 2025 and not more than 3, so £375.
    await filed(c, { registry: "companies-house", sentAt: "2026-02-10T12:00:00Z" });
    const after = await deadlines(c.api);
    expect(after.filed).toEqual({ accounts: "2026-02-10", ct600: null });
    expect(after.penaltyIfFiledToday).toBeNull();
    expect(after.penaltyForFilingLate?.amount).toBe(375);
    const check = await lateCheck(c.api);
    expect(check.status).toBe("warn");
    expect(check.message).toContain(
      "The accounts were filed at Companies House on 10 February 2026, after they were due on 31 December 2025: " +
        "Companies House charges a £375 late filing penalty for that lateness (Companies Act 2006 s453).",
    );
    expect(check.message).toContain("The Company Tax Return was due on 31 March 2026: unless it is already filed");
  });

  it("count a return accepted in the live service on the day it was sent, not a test filing or a rejection", async () => {
    const c = await company();
    await filed(c, { registry: "hmrc", sentAt: "2026-03-20T10:00:00Z", test: true });
    await filed(c, { registry: "hmrc", sentAt: "2026-03-21T10:00:00Z", state: "rejected" });
    expect((await deadlines(c.api)).filed.ct600).toBeNull();

    // 20 March 2026 at 23:30 UTC is 20 March in London (GMT until 29 March): on time for 31 March 2026.
    await filed(c, { registry: "hmrc", sentAt: "2026-03-20T23:30:00Z" });
    expect((await deadlines(c.api)).filed).toEqual({ accounts: null, ct600: "2026-03-20" });
    const check = await lateCheck(c.api);
    expect(check.message).not.toContain("Company Tax Return");
    // The tax (due 1 January 2026) may still be unpaid: the app cannot see that.
    expect(check.message).toContain("Corporation tax was due on 1 January 2026: unless it is already paid");
  });

  it("read only the company's own filings", async () => {
    const a = await company();
    const b = await company();
    // A row of user b's naming company a (no route writes one) is still not company a's user's.
    await filed(
      { userId: b.userId, companyId: a.companyId },
      { registry: "companies-house", sentAt: "2026-01-05T09:00:00Z" },
    );
    expect((await deadlines(a.api)).filed.accounts).toBeNull();
    expect((await deadlines(b.api)).filed.accounts).toBeNull();
  });
});
