import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { readIxbrl } from "../../exports/test-support/ixbrl-facts";
import { apiAs } from "../../test-support/accounts-kit";
import { type ChGatewayFake, startChGateway } from "../../test-support/ch-gateway/ch-gateway";
import { type LoopbackEngine, startLoopbackEngine } from "../../test-support/hmrc-engine/engine";
import { type StripeFake, startStripeFake, stripeEnv } from "../../test-support/stripe-fake";
import { createTestApp, signUpUser, type TestApp } from "../../test-support/test-app";
import { DIRECTOR, makeReady, post, putCompany, seedYear } from "../exports/exports.test-kit";
import { chEnv, PRESENTER, waitForState as waitForCh } from "./companies-house/ch-test-kit";
import { FINAL, hmrcEnv, filing as hmrcFiling, waitForState as waitForHmrc } from "./hmrc/hmrc-test-kit";

/*
 * Filing a closed year with both registries (`?period=`, as its packs take it), from what was kept at its close.
 * The company, by hand (the closed-year packs' two years): year one, 1 April 2024 to 31 March 2025, its first period
 * from incorporation: sales £20,000, corporation tax 19 % × 20,000 = £3,800 (small profits rate, CTA 2010 s18A;
 * FY2024); the director draws £6,000 and still owes it nine months on, so s455 tax 6,000 × 33.75 % = £2,025 (CTA
 * 2010 s455(2)); net assets 20,000 − 3,800 = £16,200. Year two, to 31 March 2026, has sales of £7,000 (tax £1,330).
 * After the close the company is renamed and its principal activity changed: year one is still filed under the name
 * it had then (CA 2006 s81: a new name has effect from its certificate; the year's accounts were the old company's).
 */
const HMRC_PATH = "/api/submissions/hmrc/ct600";
const CH_PATH = "/api/submissions/companies-house/accounts";
const UTR = "8596148860";
const NUMBER = "05123456";
const OLD_NAME = "Two Years Ltd";
const NEW_NAME = "Renamed Holdings Ltd";
const AUTH_CODE = "AB12CD";
const YEAR_ONE = { turnover: 20_000, tax: 3_800, s455: 2_025, netAssets: 16_200 };
const YEAR_TWO_TURNOVER = 7_000;

let engine: LoopbackEngine;
let gateway: ChGatewayFake;
let t: TestApp;
let user: { cookie: string; id: string; email: string };
let closedId: string;
let stripe: StripeFake | undefined;

const row = (date: string, amount: string, cat: string) => ({ date, description: `${cat} ${date}`, amount, cat });
const withPeriod = (url: string, id = closedId) => `${url}?period=${id}`;
const chFiling = (over: Record<string, unknown> = {}) => ({
  directorName: DIRECTOR,
  confirmed: true,
  approvalDate: "2025-06-30",
  companyAuthenticationCode: AUTH_CODE,
  ...over,
});

/** A new user whose company closed year one (ready, under OLD_NAME), then was renamed; year one's period id. */
async function closedYearCompany(app: TestApp, number: string) {
  const owner = await signUpUser(app.app);
  await putCompany(app, owner.cookie, {
    name: OLD_NAME,
    registrationNumber: number,
    incorporationDate: "2024-04-01",
    utr: UTR,
    directors: [DIRECTOR],
    periodStart: "2024-04-01",
    periodEnd: "2025-03-31",
  });
  await seedYear(app, owner.cookie, [
    row("2024-05-01", "20000.00", "sales"),
    row("2024-06-01", "-6000.00", "directors-loan"),
    row("2025-05-01", "7000.00", "sales"),
  ]);
  await makeReady(app, owner);
  const closed = await post(app, owner.cookie, "/api/periods/close", {});
  expect(closed.statusCode, closed.body).toBe(200);
  // Renamed after the close; the register, which the accounts are checked against, has the year's name.
  await putCompany(app, owner.cookie, { name: NEW_NAME, principalActivity: "Property letting" });
  return { owner, periodId: closed.json().closed.id as string };
}

beforeAll(async () => {
  engine = await startLoopbackEngine();
  gateway = await startChGateway(PRESENTER);
  t = await createTestApp({ env: { ...hmrcEnv(engine), ...chEnv(gateway) } });
  const c = await closedYearCompany(t, NUMBER);
  user = c.owner;
  closedId = c.periodId;
  gateway.register({ number: NUMBER, name: OLD_NAME, authCode: AUTH_CODE });
});
afterAll(async () => {
  await t?.close();
  await stripe?.close();
  await engine?.close();
  await gateway?.close();
});

/** The tagged value of the first fact named `name` in an iXBRL document. */
function fact(xhtml: string, name: string): unknown {
  return readIxbrl(xhtml).facts.find((f) => f.name === name)?.value;
}

describe("filing a closed year, named by ?period=", () => {
  it("files the closed year's accounts with Companies House under the name kept at the close", async () => {
    const api = apiAs(t, user.cookie);
    // The open year is not ready to file; the closed one is judged on its own readiness.
    const open = await api.post(CH_PATH, chFiling({ approvalDate: "2026-06-30" }));
    expect(open.status).toBe(409);

    const res = await api.post(withPeriod(CH_PATH), chFiling());
    expect(res.status, JSON.stringify(res.body)).toBe(202);
    const done = await waitForCh(api, res.body.id, ["accepted", "rejected", "failed"]);
    expect(done, JSON.stringify(done)).toMatchObject({
      state: "accepted",
      periodStart: "2024-04-01",
      periodEnd: "2025-03-31",
    });
    const sent = gateway.received.filter((r) => r.companyNumber === NUMBER);
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({ companyName: OLD_NAME, dateSigned: "2025-06-30" });
    const xhtml = sent[0]!.document;
    expect(fact(xhtml, "bus:EntityCurrentLegalOrRegisteredName")).toBe(OLD_NAME);
    expect(xhtml).not.toContain(NEW_NAME);
    expect(xhtml).toContain("31 March 2025");
    expect(fact(xhtml, "core:NetAssetsLiabilities")).toBe(YEAR_ONE.netAssets);

    // Filed: the year is not sent again; the open year's filing is another period's.
    const again = await api.post(withPeriod(CH_PATH), chFiling());
    expect(again.status).toBe(409);
    expect(again.body.message).toMatch(/Companies House accepted these accounts/);
  });

  it("files the closed year's CT600 with HMRC: that year's figures and the company as it was at the close", async () => {
    const api = apiAs(t, user.cookie);
    const res = await api.post(withPeriod(HMRC_PATH), hmrcFiling({ approvalDate: "2025-06-30" }));
    expect(res.status, JSON.stringify(res.body)).toBe(202);
    const done = await waitForHmrc(api, res.body.id, FINAL, 60_000);
    expect(done, JSON.stringify(done)).toMatchObject({
      state: "accepted",
      periodStart: "2024-04-01",
      periodEnd: "2025-03-31",
    });
    expect(engine.submissions.find((s) => s.correlationId === done.correlationId)?.utr).toBe(UTR);

    const [stored] = await t.database.query<{ document: string; company_name: string }>(
      "select document, company_name from submissions where id = $1",
      [res.body.id],
    );
    expect(stored!.company_name).toBe(OLD_NAME);
    const xml = stored!.document;
    expect(xml).toContain(`<CompanyName>${OLD_NAME}</CompanyName>`);
    expect(xml).not.toContain(NEW_NAME);
    expect(xml).toContain("<From>2024-04-01</From>");
    expect(xml).toContain("<To>2025-03-31</To>");
    expect(xml).toMatch(new RegExp(`<Turnover>\\s*<Total>${YEAR_ONE.turnover}.00</Total>`));
    expect(xml).not.toContain(`<Total>${YEAR_TWO_TURNOVER}.00</Total>`);
    expect(xml).toContain(`<NetCorporationTaxChargeable>${YEAR_ONE.tax}.00</NetCorporationTaxChargeable>`);
    expect(xml).toContain(`<LoansToParticipators>${YEAR_ONE.s455}.00</LoansToParticipators>`);
    // The attached accounts state the principal activity kept at the close, not today's.
    expect(xml).not.toContain("Property letting");

    const list = await api.get(HMRC_PATH);
    expect(list.body.map((s: { id: string; periodEnd: string }) => [s.id, s.periodEnd])).toEqual([
      [res.body.id, "2025-03-31"],
    ]);
  });

  it("answers 404 for a period of another user, or of another company of the same user", async () => {
    const other = apiAs(t, (await signUpUser(t.app)).cookie);
    expect((await other.post(withPeriod(CH_PATH), chFiling())).status).toBe(404);
    expect((await other.post(withPeriod(HMRC_PATH), hmrcFiling())).status).toBe(404);

    const api = apiAs(t, user.cookie);
    const second = await api.post("/api/companies", { name: "Second Ltd" });
    expect(second.status, JSON.stringify(second.body)).toBe(200);
    expect((await api.post(`/api/companies/${second.body.id}/select`, {})).status).toBe(200);
    try {
      expect((await api.post(withPeriod(CH_PATH), chFiling())).status).toBe(404);
      expect((await api.post(withPeriod(HMRC_PATH), hmrcFiling())).status).toBe(404);
    } finally {
      const companies = (await api.get("/api/companies")).body as { id: string; name: string }[];
      const back = companies.find((c) => c.name === NEW_NAME)!;
      await api.post(`/api/companies/${back.id}/select`, {});
    }
  });

  it("answers 400 for a period query that names no period", async () => {
    const api = apiAs(t, user.cookie);
    expect((await api.post(`${CH_PATH}?period=not-a-period`, chFiling())).status).toBe(400);
    expect((await api.post(`${HMRC_PATH}?period=not-a-period`, hmrcFiling())).status).toBe(400);
  });
});

describe("a closed year filed without payment", () => {
  it("asks for the closed year's own payment (402) before anything is sent to either registry", async () => {
    stripe = await startStripeFake();
    const paying = await createTestApp({
      env: { ...hmrcEnv(engine), ...chEnv(gateway), ...stripeEnv(stripe, { BETA_MODE: "false" }) },
    });
    try {
      const number = "05654321";
      const c = await closedYearCompany(paying, number);
      const api = apiAs(paying, c.owner.cookie);
      const sentBefore = engine.submissions.length;
      const ch = await api.post(withPeriod(CH_PATH, c.periodId), chFiling());
      expect(ch.status, JSON.stringify(ch.body)).toBe(402);
      expect(ch.body).toMatchObject({ needsPayment: true });
      const hmrc = await api.post(withPeriod(HMRC_PATH, c.periodId), hmrcFiling({ approvalDate: "2025-06-30" }));
      expect(hmrc.status, JSON.stringify(hmrc.body)).toBe(402);
      expect(gateway.received.filter((r) => r.companyNumber === number)).toEqual([]);
      expect(engine.submissions).toHaveLength(sentBefore);
      // The pending filing made is the closed year's, not the open year's.
      const pending = await paying.database.query<{ period_start: string; period_end: string }>(
        "select period_start::text, period_end::text from filings where user_id = $1",
        [c.owner.id],
      );
      expect(pending).toEqual([{ period_start: "2024-04-01", period_end: "2025-03-31" }]);
    } finally {
      await paying.close();
    }
  });
});
