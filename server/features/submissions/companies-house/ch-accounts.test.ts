import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ChSubmission } from "../../../../core/contracts";
import { apiAs } from "../../../test-support/accounts-kit";
import { type ChGatewayFake, startChGateway } from "../../../test-support/ch-gateway/ch-gateway";
import { createTestApp, signUpUser, type TestApp } from "../../../test-support/test-app";
import { chEnv, filing, PATH, PRESENTER, readyCompany, waitForState } from "./ch-test-kit";

let gateway: ChGatewayFake;
let t: TestApp;

beforeAll(async () => {
  gateway = await startChGateway(PRESENTER);
  t = await createTestApp({ env: chEnv(gateway) });
});
afterAll(async () => {
  await t?.close();
  await gateway?.close();
});

const receivedFor = (number: string) => gateway.received.filter((r) => r.companyNumber === number);

describe("filing the accounts with Companies House", () => {
  it("sends a ready company's iXBRL with its form header, polls PENDING to ACCEPT and acknowledges", async () => {
    const c = await readyCompany(t, gateway);
    const acksBefore = gateway.acks;
    const res = await c.api.post(PATH, filing(c.authCode));
    expect(res.status, JSON.stringify(res.body)).toBe(202);
    expect(res.body).toEqual({ id: expect.any(String), state: "submitted", submissionNumber: expect.any(String) });
    expect(res.body.submissionNumber).toMatch(/^[0-9A-Z]{6}$/);

    const done = await waitForState(c.api, res.body.id, ["accepted", "rejected", "failed"]);
    expect(done).toMatchObject({
      state: "accepted",
      rejections: [],
      test: true,
      failure: null,
      profitAndLossDelivered: false,
    });
    expect(done.answeredAt).not.toBeNull();
    expect(gateway.acks).toBeGreaterThan(acksBefore);
    expect(gateway.refused).toEqual([]);

    const [sent] = receivedFor(c.number);
    expect(sent).toMatchObject({
      submissionNumber: res.body.submissionNumber,
      companyName: "Acme Widgets Ltd",
      companyType: "EW",
      contactName: "Ada Lovelace",
      email: c.user.email,
      dateSigned: "2026-06-30",
      test: true,
      hasProfitAndLoss: false,
    });
    expect(sent?.document).toContain("ix:header");

    const list = await c.api.get(PATH);
    expect(list.body.map((s: ChSubmission) => s.id)).toEqual([res.body.id]);
    expect(list.body[0]).toMatchObject({ periodStart: "2025-04-01", periodEnd: "2026-03-31" });
  });

  it("delivers the profit and loss account when the director chooses it", async () => {
    const c = await readyCompany(t, gateway);
    const res = await c.api.post(PATH, filing(c.authCode, { includeProfitAndLoss: true }));
    expect(res.status).toBe(202);
    expect(receivedFor(c.number)[0]?.hasProfitAndLoss).toBe(true);
    // The submission keeps what it sent, for the filing step to list after a reload.
    expect((await c.api.get(`${PATH}/${res.body.id}`)).body).toMatchObject({ profitAndLossDelivered: true });
    expect((await c.api.get(PATH)).body[0]).toMatchObject({ id: res.body.id, profitAndLossDelivered: true });
  });

  it("shows a rejection's codes and reasons; the corrected filing goes again with a new number", async () => {
    const c = await readyCompany(t, gateway, { name: "Acme Widgets Ltd", registeredName: "ACME WIDGETS LIMITED" });
    const first = await c.api.post(PATH, filing(c.authCode));
    expect(first.status).toBe(202);
    const rejected = await waitForState(c.api, first.body.id, ["accepted", "rejected", "failed"]);
    expect(rejected.state).toBe("rejected");
    expect(rejected.rejections).toEqual([
      { code: "0002", description: "The company name does not match the name on the register" },
    ]);

    expect((await c.api.put("/api/company", { name: "ACME WIDGETS LIMITED" })).status).toBe(200);
    const second = await c.api.post(PATH, filing(c.authCode));
    expect(second.status, JSON.stringify(second.body)).toBe(202);
    expect(second.body.submissionNumber).not.toBe(first.body.submissionNumber);
    expect((await waitForState(c.api, second.body.id, ["accepted", "rejected", "failed"])).state).toBe("accepted");
    expect(receivedFor(c.number).map((r) => r.companyName)).toEqual(["Acme Widgets Ltd", "ACME WIDGETS LIMITED"]);
  });

  it("a wrong company authentication code is rejected with Companies House's reason", async () => {
    const c = await readyCompany(t, gateway);
    const res = await c.api.post(PATH, filing("ZZZ999"));
    const done = await waitForState(c.api, res.body.id, ["accepted", "rejected", "failed"]);
    expect(done.rejections).toEqual([{ code: "0003", description: "Company authentication code invalid" }]);
  });

  it("PARKED is shown as held for review while polling goes on", async () => {
    const c = await readyCompany(t, gateway);
    gateway.plan(c.number, { polls: ["PENDING", "PARKED", "PARKED", "PARKED", "PARKED", "PARKED", "ACCEPT"] });
    const res = await c.api.post(PATH, filing(c.authCode));
    expect((await waitForState(c.api, res.body.id, ["parked"])).answeredAt).toBeNull();
    expect((await waitForState(c.api, res.body.id, ["accepted"])).state).toBe("accepted");
  });

  it("INTERNAL_FAILURE ends in failed, saying to file again", async () => {
    const c = await readyCompany(t, gateway);
    gateway.plan(c.number, { polls: ["PENDING", "INTERNAL_FAILURE"] });
    const res = await c.api.post(PATH, filing(c.authCode));
    const done = await waitForState(c.api, res.body.id, ["accepted", "rejected", "failed"]);
    expect(done.state).toBe("failed");
    expect(done.failure).toMatch(/internal failure.*file them again/i);
  });

  it("retries malformed, non-XML and HTTP 5xx answers to its polls, and sends the accounts once", async () => {
    const c = await readyCompany(t, gateway);
    gateway.plan(c.number, { polls: ["malformed", "http-503", "not-xml", "drop", "PENDING", "ACCEPT"] });
    const res = await c.api.post(PATH, filing(c.authCode));
    expect((await waitForState(c.api, res.body.id, ["accepted", "rejected", "failed"])).state).toBe("accepted");
    expect(gateway.polls.get(res.body.submissionNumber)).toBeGreaterThanOrEqual(6);
    expect(receivedFor(c.number)).toHaveLength(1);
  });

  it.each(["drop", "http-500", "malformed"] as const)(
    "a filing answered with %s is not sent again: polling finds it accepted",
    async (fault) => {
      const c = await readyCompany(t, gateway);
      gateway.plan(c.number, { submit: fault, polls: ["ACCEPT"] });
      const res = await c.api.post(PATH, filing(c.authCode));
      expect(res.status).toBe(202);
      expect(res.body.state).toBe("submitted");
      expect((await waitForState(c.api, res.body.id, ["accepted", "rejected", "failed"])).state).toBe("accepted");
      expect(receivedFor(c.number)).toHaveLength(1);
    },
  );

  it("error 502 while polling fails the submission at once", async () => {
    const c = await readyCompany(t, gateway);
    gateway.plan(c.number, { polls: ["error-502"] });
    const res = await c.api.post(PATH, filing(c.authCode));
    const done = await waitForState(c.api, res.body.id, ["accepted", "rejected", "failed"]);
    expect(done.failure).toMatch(/presenter account.*502/);
    expect(gateway.polls.get(res.body.submissionNumber)).toBe(1);
  });

  it("keeps one submission of a period in flight at a time, and does not file accepted accounts again", async () => {
    const c = await readyCompany(t, gateway);
    gateway.plan(c.number, { polls: ["PENDING"] });
    const first = await c.api.post(PATH, filing(c.authCode));
    const again = await c.api.post(PATH, filing(c.authCode));
    expect(again.status).toBe(409);
    expect(again.body.error).toContain(`submission ${first.body.submissionNumber}`);
    expect(again.body.error).toMatch(/waiting for its answer/);

    gateway.plan(c.number, { polls: ["ACCEPT"] });
    const d = await readyCompany(t, gateway);
    const accepted = await d.api.post(PATH, filing(d.authCode));
    await waitForState(d.api, accepted.body.id, ["accepted"]);
    const third = await d.api.post(PATH, filing(d.authCode));
    expect(third.status).toBe(409);
    expect(third.body.error).toMatch(/accepted these accounts/);
    expect(receivedFor(d.number)).toHaveLength(1);
  });
});

describe("what is refused before anything is sent", () => {
  it("a company that is not ready gets 409 with the blocking checks, and nothing is stored", async () => {
    const u = await signUpUser(t.app);
    const api = apiAs(t, u.cookie);
    const res = await api.post(PATH, filing("AB12CD"));
    expect(res.status).toBe(409);
    expect(Array.isArray(res.body.checks)).toBe(true);
    expect(res.body.checks.length).toBeGreaterThan(0);
    expect((await api.get(PATH)).body).toEqual([]);
  });

  it("a malformed authentication code is a 400 that names the field in words and does not repeat it", async () => {
    const c = await readyCompany(t, gateway);
    const res = await c.api.post(PATH, filing("AB-12!"));
    expect(res.status).toBe(400);
    expect(res.body.error).toMatch(/the company authentication code must be the 6 letters and numbers/);
    expect(JSON.stringify(res.body)).not.toContain("AB-12!");
    expect(receivedFor(c.number)).toHaveLength(0);
  });

  it("the signature is checked as for the packs: a director of the company, and the confirmation", async () => {
    const c = await readyCompany(t, gateway);
    const notConfirmed = await c.api.post(PATH, filing(c.authCode, { confirmed: false }));
    expect(notConfirmed.status).toBe(400);
    expect(notConfirmed.body.error).toMatch(/confirm the accounts/);
    const stranger = await c.api.post(PATH, filing(c.authCode, { directorName: "Someone Else" }));
    expect(stranger.status).toBe(400);
    expect((await c.api.get(PATH)).body).toEqual([]);
  });

  it("another user's submission is not found, nor is an id that is not one", async () => {
    const c = await readyCompany(t, gateway);
    const res = await c.api.post(PATH, filing(c.authCode));
    const other = apiAs(t, (await signUpUser(t.app)).cookie);
    expect((await other.get(`${PATH}/${res.body.id}`)).status).toBe(404);
    expect((await other.get(`${PATH}/not-an-id`)).status).toBe(404);
    expect((await other.get(PATH)).body).toEqual([]);
  });

  it("says the installation can file, to the test service", async () => {
    const u = await signUpUser(t.app);
    expect((await apiAs(t, u.cookie).get("/api/submissions/companies-house/settings")).body).toEqual({
      available: true,
      test: true,
    });
    const signedOut = await t.app.inject({ method: "GET", url: "/api/submissions/companies-house/settings" });
    expect(signedOut.statusCode).toBe(401);
  });
});

describe("an installation without a presenter account", () => {
  let bare: TestApp;
  beforeAll(async () => {
    bare = await createTestApp();
  });
  afterAll(() => bare?.close());

  it("says it cannot file, and the File request explains where to go instead", async () => {
    const u = await signUpUser(bare.app);
    const api = apiAs(bare, u.cookie);
    expect((await api.get("/api/submissions/companies-house/settings")).body).toEqual({
      available: false,
      test: false,
    });
    const res = await api.post(PATH, filing("AB12CD"));
    expect(res.status).toBe(409);
    expect(res.body.error).toMatch(/not set up to file with Companies House.*PDF or iXBRL/);
  });
});

describe("a presenter account Companies House does not know", () => {
  let wrong: TestApp;
  beforeAll(async () => {
    wrong = await createTestApp({ env: chEnv(gateway, { CH_PRESENTER_AUTHENTICATION: "NOT-THE-CODE" }) });
  });
  afterAll(() => wrong?.close());

  it("is refused with error 502: the submission fails at once and is never polled", async () => {
    const c = await readyCompany(wrong, gateway);
    const res = await c.api.post(PATH, filing(c.authCode));
    expect(res.status).toBe(202);
    expect(res.body.state).toBe("failed");
    expect(gateway.refused.at(-1)).toMatchObject({ cls: "Accounts", reason: expect.stringMatching(/Authentication/) });
    const refused = gateway.refused.length;
    await new Promise((r) => setTimeout(r, 300)); // six poll intervals
    const done = (await c.api.get(`${PATH}/${res.body.id}`)).body as ChSubmission;
    expect(done.state).toBe("failed");
    expect(done.failure).toMatch(/presenter account.*502/);
    expect(gateway.refused).toHaveLength(refused);
  });
});
