import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { submissions } from "../../db/schema";
import { loadEnv } from "../../env";
import { createLease } from "../../platform/lease";
import { type ChGatewayFake, startChGateway } from "../../test-support/ch-gateway/ch-gateway";
import { createTestApp, signUpUser, type TestApp } from "../../test-support/test-app";
import { chConfigFrom } from "./companies-house/ch-config";
import { chGatewayClient } from "./companies-house/ch-gateway-client";
import { chPoller } from "./companies-house/ch-poller";
import { chEnv, PRESENTER } from "./companies-house/ch-test-kit";
import { backoffSeconds, createSubmissionsWorker, type RegistryPoller, updateFor } from "./submissions-worker";

describe("the poll's bookkeeping", () => {
  const giveUp: RegistryPoller["giveUp"] = (faults) => ({
    kind: "state",
    state: "failed",
    failure: `gave up after ${faults}`,
    answered: true,
  });

  it("waits the interval, doubled for each passing fault in a row, at most an hour", () => {
    expect([1, 2, 3, 4].map((f) => backoffSeconds(60, f))).toEqual([60, 120, 240, 480]);
    expect(backoffSeconds(60, 12)).toBe(3600);
    expect(backoffSeconds(0.05, 3)).toBeCloseTo(0.2);
  });

  it("counts faults in a row, clears them on an answer, and gives up at the limit", () => {
    const retry = { kind: "retry", reason: "HTTP 503" } as const;
    expect(updateFor({ attempts: 4, faults: 2 }, retry, 60, giveUp, 10)).toEqual({
      nextPollSeconds: 240,
      attempts: 5,
      faults: 3,
      lastError: "HTTP 503",
    });
    expect(updateFor({ attempts: 9, faults: 9 }, retry, 60, giveUp, 10)).toMatchObject({
      state: "failed",
      failure: "gave up after 10",
      answered: true,
      nextPollSeconds: null,
      faults: 10,
    });
    expect(
      updateFor({ attempts: 3, faults: 2 }, { kind: "state", state: "pending", answered: false }, 60, giveUp),
    ).toMatchObject({ state: "pending", nextPollSeconds: 60, faults: 0, lastError: null, attempts: 4 });
  });

  it("waits as the registry's client says when it gives its own backoff (HMRC's), and as the registry names", () => {
    const retry = { kind: "retry", reason: "HTML 403", retryAfterSeconds: 8 } as const;
    expect(updateFor({ attempts: 1, faults: 2 }, retry, 60, giveUp)).toMatchObject({ nextPollSeconds: 8, faults: 3 });
    const ack = { kind: "state", state: "submitted", answered: false, nextPollSeconds: 5 } as const;
    expect(updateFor({ attempts: 1, faults: 0 }, ack, 60, giveUp)).toMatchObject({ nextPollSeconds: 5 });
  });
});

describe("several servers on one database", () => {
  let gateway: ChGatewayFake;
  let t: TestApp;
  const numbers = ["W00001", "W00002", "W00003"];

  beforeAll(async () => {
    gateway = await startChGateway(PRESENTER);
    // No CH settings: this app runs no worker of its own; the test drives two.
    t = await createTestApp();
    const user = await signUpUser(t.app);
    const [company] = await t.database.query<{ id: string }>("select id from companies where user_id = $1", [user.id]);
    for (const submissionNumber of numbers) {
      await t.database.db.insert(submissions).values({
        userId: user.id,
        companyId: company!.id,
        registry: "companies-house",
        kind: `accounts-${submissionNumber}`,
        companyName: "Acme Widgets Ltd",
        periodStart: "2025-04-01",
        periodEnd: "2026-03-31",
        state: "submitted",
        submissionNumber,
        nextPollAt: new Date(Date.now() - 1000),
      });
    }
  });
  afterAll(async () => {
    await t?.close();
    await gateway?.close();
  });

  const worker = (leaseName: string, holder: string) => {
    const ch = chConfigFrom(loadEnv(chEnv(gateway)));
    return createSubmissionsWorker({
      db: t.database.db,
      pollers: [chPoller(ch, chGatewayClient(ch.gatewayUrl, 5_000))],
      intervalMs: 50,
      lease: createLease(t.database, leaseName, 30_000, holder),
    });
  };

  it("the lease holder polls and the other does not", async () => {
    const [a, b] = await Promise.all([
      worker("submissions", "server-a").runOnce(),
      worker("submissions", "server-b").runOnce(),
    ]);
    expect([a, b].sort()).toEqual([0, 3]);
    for (const n of numbers) expect(gateway.polls.get(n)).toBe(1);
  });

  it("even two servers that both think they lead poll each submission once (rows are claimed)", async () => {
    await t.database.query("update submissions set next_poll_at = now() - interval '1 second'");
    const [a, b] = await Promise.all([
      worker("lease-one", "server-c").runOnce(),
      worker("lease-two", "server-d").runOnce(),
    ]);
    expect(a + b).toBe(3);
    for (const n of numbers) expect(gateway.polls.get(n)).toBe(2);
  });
});
