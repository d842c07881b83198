import { describe, expect, it } from "vitest";
import { newIds } from "./ids";

const UUID_V7 = /^[0-9a-f]{8}-[0-9a-f]{4}-7[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe("newIds", () => {
  it("makes RFC 9562 version 7 ids carrying the time", () => {
    const now = Date.UTC(2026, 10, 23, 9, 30);
    const [id] = newIds(1, now);
    expect(id).toMatch(UUID_V7);
    expect(Number.parseInt(id!.replace(/-/g, "").slice(0, 12), 16)).toBe(now);
  });

  it("keeps 10,000 ids of one call unique and strictly increasing, across the counter's carry", () => {
    const ids = newIds(10_000, 1_700_000_000_000);
    expect(new Set(ids).size).toBe(10_000);
    for (let i = 1; i < ids.length; i++) expect(ids[i]! > ids[i - 1]!).toBe(true);
    expect(ids.every((id) => UUID_V7.test(id))).toBe(true);
  });

  it("fills the random fields with fresh randomness on every call", () => {
    const now = 1_700_000_000_000;
    const [a, b] = [newIds(2_000, now), newIds(2_000, now)];
    expect(a[0]).not.toBe(b[0]);
    // 62 random bits an id: the tails of 4,000 ids never repeat, and every hex digit occurs in them.
    const tails = [...a, ...b].map((id) => id.slice(19).replace("-", ""));
    expect(new Set(tails).size).toBe(4_000);
    expect(new Set(tails.join("")).size).toBe(16);
    expect(new Set(tails.map((t) => t[0])).size).toBe(4);
  });
});
