import { afterEach, describe, expect, it, vi } from "vitest";
import { CATEGORIZE_TIMEOUT_MESSAGE, categorizeTransactions } from "../../api/transactions";
import { completeMessage } from "./use-categorize";

afterEach(() => vi.unstubAllGlobals());

describe("categorizeTransactions", () => {
  it("posts every id with credentials and a time-out signal", async () => {
    const fetch = vi.fn(async () =>
      Response.json({ updated: 2, stats: { ruleMatches: 1, aiMatches: 0, defaultMatches: 1 } }),
    );
    vi.stubGlobal("fetch", fetch);
    await expect(categorizeTransactions(["a", "b"])).resolves.toEqual({
      updated: 2,
      stats: { ruleMatches: 1, aiMatches: 0, defaultMatches: 1 },
    });
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe("/api/transactions/categorize");
    expect(init).toMatchObject({ method: "POST", credentials: "include", body: '{"transactionIds":["a","b"]}' });
    expect(init.signal).toBeInstanceOf(AbortSignal);
  });

  it("sends {} without ids, so the server categorises every uncategorised row", async () => {
    const fetch = vi.fn(async () =>
      Response.json({ updated: 0, stats: { ruleMatches: 0, aiMatches: 0, defaultMatches: 0 } }),
    );
    vi.stubGlobal("fetch", fetch);
    await categorizeTransactions();
    const [, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(init.body).toBe("{}");
  });

  it("says the spec's sentence when the 60 seconds run out", async () => {
    vi.stubGlobal("fetch", async () => {
      throw new DOMException("The operation timed out.", "TimeoutError");
    });
    await expect(categorizeTransactions(["a"])).rejects.toThrow(CATEGORIZE_TIMEOUT_MESSAGE);
    expect(CATEGORIZE_TIMEOUT_MESSAGE).toBe("Categorization timed out after 60 seconds");
  });

  it("keeps the status of a refused call, so a 401 can open the sign-in dialog", async () => {
    vi.stubGlobal("fetch", async () => new Response('{"error":"Sign in first"}', { status: 401 }));
    await expect(categorizeTransactions(["a"])).rejects.toThrow(/^401: /);
  });
});

describe("completeMessage", () => {
  it("gives the count and where the categories came from", () => {
    expect(completeMessage({ updated: 31, stats: { ruleMatches: 20, aiMatches: 8, defaultMatches: 3 } })).toBe(
      "Categorized 31 transaction(s). 20 by rules, 8 by AI, 3 by default",
    );
  });
});
