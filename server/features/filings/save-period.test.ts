import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { companyOf, filingsOf, newUser, setCompanyPeriod } from "../../test-support/filings-kit";
import { saveRows } from "../../test-support/seed";
import { type StripeFake, startStripeFake, stripeEnv } from "../../test-support/stripe-fake";
import { createTestApp, type TestApp } from "../../test-support/test-app";
import { checkExportAllowed } from "./filings.service";

let fake: StripeFake;
let t: TestApp;

beforeAll(async () => {
  fake = await startStripeFake();
  // Payments on and no beta: once every save into an unpaid period was refused with 402.
  t = await createTestApp({ env: stripeEnv(fake, { BETA_MODE: "false" }) });
});
afterAll(async () => {
  await t?.close();
  await fake?.close();
});

const row = (date: string) => ({ date, description: `ROW ${date}`, amount: "10.00" });

describe("a save and the filings (the gate is at the pack download)", () => {
  it("never refuses an upload for a period's payment status, and starts no filing", async () => {
    const u = await newUser(t);
    await saveRows(t.app, u.cookie, [row("2025-04-17"), row("2026-04-02")]);
    await saveRows(t.app, u.cookie, [row("2027-05-01")]);
    expect(await filingsOf(t, u.scope)).toEqual([]);
  });

  it("gives a company without a period the 12 months from the month of its earliest transaction", async () => {
    const u = await newUser(t);
    await saveRows(t.app, u.cookie, [row("2025-06-17"), row("2025-04-20")]);
    expect(await companyOf(t, u.scope)).toMatchObject({ periodStart: "2025-04-01", periodEnd: "2026-03-31" });
    await saveRows(t.app, u.cookie, [row("2024-01-05")]);
    expect(await companyOf(t, u.scope)).toMatchObject({ periodStart: "2025-04-01", periodEnd: "2026-03-31" });
  });

  it("lets the year end change before the first download at no cost; the download then asks for payment", async () => {
    const u = await newUser(t);
    await saveRows(t.app, u.cookie, [row("2025-04-17")]);
    await setCompanyPeriod(t, u.scope, "2025-04-01", "2026-04-30");
    expect(await filingsOf(t, u.scope)).toEqual([]);
    await expect(checkExportAllowed(t.database.db, u.scope)).rejects.toMatchObject({ status: 402 });
    expect(await filingsOf(t, u.scope)).toMatchObject([{ periodEnd: "2026-04-30", status: "pending" }]);
  });
});
