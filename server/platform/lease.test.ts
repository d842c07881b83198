import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../test-support/test-app";
import { createLease } from "./lease";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

let n = 0;
/** Three servers' leases on one job. */
const leases = (ttlMs: number) => {
  const name = `job-${++n}`;
  return ["a", "b", "c"].map((holder) => createLease(t.database, name, ttlMs, holder));
};

describe("a lease", () => {
  it("is held by one server of several asking at the same moment, and renewed by it alone", async () => {
    const [a, b, c] = leases(60_000);
    const first = await Promise.all([a!, b!, c!].map((l) => l.acquire()));
    expect(first.filter(Boolean)).toHaveLength(1);
    const holder = [a!, b!, c!][first.indexOf(true)]!;
    for (let i = 0; i < 3; i++) {
      expect(await holder.acquire()).toBe(true);
      expect((await Promise.all([a!, b!, c!].filter((l) => l !== holder).map((l) => l.acquire()))).some(Boolean)).toBe(
        false,
      );
    }
  });

  it("passes to another server once it expires unrenewed (its holder died)", async () => {
    const [a, b] = leases(300);
    expect(await a!.acquire()).toBe(true);
    expect(await b!.acquire()).toBe(false);
    await new Promise((r) => setTimeout(r, 400));
    expect(await b!.acquire()).toBe(true);
    expect(await a!.acquire()).toBe(false);
  });

  it("passes at once when its holder gives it up, and a release by another server changes nothing", async () => {
    const [a, b, c] = leases(60_000);
    expect(await a!.acquire()).toBe(true);
    await b!.release();
    expect(await c!.acquire()).toBe(false);
    await a!.release();
    expect(await c!.acquire()).toBe(true);
  });
});
