import { describe, expect, it } from "vitest";
import { ListCache } from "./list-cache";

const alice = { userId: "u-alice", companyId: "c-alice" };
const aliceOther = { userId: "u-alice", companyId: "c-alice-2" };
const bob = { userId: "u-bob", companyId: "c-bob" };
const body = (text: string) => Buffer.from(text);

describe("ListCache", () => {
  it("answers only the same user, company, encoding and version", () => {
    const cache = new ListCache(1000);
    cache.set(alice, "gzip", "3", body("alice v3"));
    expect(cache.get(alice, "gzip", "3")?.toString()).toBe("alice v3");
    expect(cache.get(alice, "gzip", "4")).toBeNull();
    expect(cache.get(alice, "identity", "3")).toBeNull();
    expect(cache.get(aliceOther, "gzip", "3")).toBeNull();
    expect(cache.get({ userId: bob.userId, companyId: alice.companyId }, "gzip", "3")).toBeNull();
  });

  it("replaces a company's entry when a newer version is stored", () => {
    const cache = new ListCache(1000);
    cache.set(alice, "gzip", "3", body("old"));
    cache.set(alice, "gzip", "4", body("newer"));
    expect(cache.get(alice, "gzip", "3")).toBeNull();
    expect(cache.get(alice, "gzip", "4")?.toString()).toBe("newer");
    expect(cache.size).toBe(5);
  });

  it("stays within its bytes, dropping the least recently used first", () => {
    const cache = new ListCache(10);
    cache.set(alice, "gzip", "1", body("aaaa"));
    cache.set(bob, "gzip", "1", body("bbbb"));
    cache.get(alice, "gzip", "1"); // alice is now the most recently used
    cache.set(aliceOther, "gzip", "1", body("cccc"));
    expect(cache.size).toBeLessThanOrEqual(10);
    expect(cache.get(bob, "gzip", "1")).toBeNull();
    expect(cache.get(alice, "gzip", "1")?.toString()).toBe("aaaa");
    expect(cache.get(aliceOther, "gzip", "1")?.toString()).toBe("cccc");
  });

  it("keeps nothing larger than itself, and nothing at all when its size is 0", () => {
    const small = new ListCache(3);
    small.set(alice, "gzip", "1", body("four"));
    expect(small.get(alice, "gzip", "1")).toBeNull();
    const off = new ListCache(0);
    off.set(alice, "gzip", "1", body("x"));
    expect(off.get(alice, "gzip", "1")).toBeNull();
    expect(off.size).toBe(0);
  });

  it("forgets every entry of a user whose data is erased, and only theirs", () => {
    const cache = new ListCache(1000);
    cache.set(alice, "gzip", "1", body("a1"));
    cache.set(aliceOther, "identity", "2", body("a2"));
    cache.set(bob, "gzip", "1", body("b1"));
    cache.forgetUser(alice.userId);
    expect(cache.get(alice, "gzip", "1")).toBeNull();
    expect(cache.get(aliceOther, "identity", "2")).toBeNull();
    expect(cache.get(bob, "gzip", "1")?.toString()).toBe("b1");
    expect(cache.size).toBe(2);
  });
});
