import { QueryClient } from "@tanstack/react-query";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { queryKeys } from "./query-keys";
import { apiRequest, getQueryFn } from "./request";
import { followShownCompany, forgetShownCompany, showCompany, shownCompany } from "./shown-company";

const ALPHA = "0190a5b2-0000-4000-8000-00000000a1fa";
const BETA = "0190a5b2-0000-4000-8000-00000000be7a";

describe("the company header of every call", () => {
  let calls: { url: string; init: RequestInit }[];
  beforeEach(() => {
    forgetShownCompany();
    calls = [];
    vi.stubGlobal("fetch", async (url: string, init: RequestInit) => {
      calls.push({ url, init });
      return new Response("{}", { status: 200, headers: { "Content-Type": "application/json" } });
    });
  });
  afterEach(() => vi.unstubAllGlobals());

  it("names no company until the tab knows one, so the server acts as before", async () => {
    await apiRequest("POST", "/api/transactions/categorize", { transactionIds: [] });
    expect(calls[0]!.init.headers).toEqual({ "Content-Type": "application/json" });
  });

  it("names the shown company on writes with or without a body and on reads, keeping the spec's rules", async () => {
    showCompany(ALPHA);
    await apiRequest("POST", "/api/transactions/categorize", { transactionIds: [] });
    await apiRequest("DELETE", "/api/transactions/1");
    await getQueryFn({ on401: "throw" })({
      queryKey: ["/api/reports/profit-loss"],
      signal: new AbortController().signal,
    } as never);
    expect(calls.map((c) => c.init.headers)).toEqual([
      { "Content-Type": "application/json", "X-Company-Id": ALPHA },
      // No body: no JSON content type (spec part 1 §7).
      { "X-Company-Id": ALPHA },
      { "X-Company-Id": ALPHA },
    ]);
    expect(calls.every((c) => c.init.credentials === "include")).toBe(true);
  });
});

describe("which company the tab shows", () => {
  let qc: QueryClient;
  let stop: () => void;
  beforeEach(() => {
    forgetShownCompany();
    qc = new QueryClient();
    stop = followShownCompany(qc);
  });
  afterEach(() => stop());

  it("is learned from the current company's answer, or the picker's current entry", () => {
    qc.setQueryData(queryKeys.companies, [
      { id: ALPHA, name: "Alpha Ltd", current: true },
      { id: BETA, name: "Beta Ltd", current: false },
    ]);
    expect(shownCompany()).toBe(ALPHA);
    forgetShownCompany();
    qc.setQueryData(queryKeys.company, { id: BETA, name: "Beta Ltd" });
    expect(shownCompany()).toBe(BETA);
  });

  it("is not taken from other answers", () => {
    qc.setQueryData(queryKeys.transactions, [{ id: ALPHA }]);
    qc.setQueryData(queryKeys.companies, [{ id: ALPHA, current: false }]);
    expect(shownCompany()).toBeNull();
  });

  it("moves to a new current company and asks every other answer again, never the one that told", async () => {
    qc.setQueryData(queryKeys.company, { id: ALPHA, name: "Alpha Ltd" });
    qc.setQueryData(queryKeys.profitLoss, { turnover: 1 });
    qc.setQueryData(queryKeys.companies, [{ id: ALPHA, current: true }]);
    expect(qc.getQueryState(queryKeys.profitLoss)!.isInvalidated).toBe(false);
    qc.setQueryData(queryKeys.company, { id: BETA, name: "Beta Ltd" });
    expect(shownCompany()).toBe(BETA);
    expect(qc.getQueryState(queryKeys.profitLoss)!.isInvalidated).toBe(true);
    expect(qc.getQueryState(queryKeys.companies)!.isInvalidated).toBe(true);
    expect(qc.getQueryState(queryKeys.company)!.isInvalidated).toBe(false);
  });

  it("does not ask again when it first learns the company, or hears the same one", () => {
    qc.setQueryData(queryKeys.profitLoss, { turnover: 1 });
    qc.setQueryData(queryKeys.company, { id: ALPHA });
    qc.setQueryData(queryKeys.companies, [{ id: ALPHA, current: true }]);
    expect(qc.getQueryState(queryKeys.profitLoss)!.isInvalidated).toBe(false);
  });

  it("is forgotten when another person signs in, or the person signs out", () => {
    qc.setQueryData(queryKeys.authUser, { id: "user-1" });
    qc.setQueryData(queryKeys.company, { id: ALPHA });
    qc.setQueryData(queryKeys.authUser, { id: "user-1" });
    expect(shownCompany()).toBe(ALPHA);
    qc.setQueryData(queryKeys.authUser, null);
    expect(shownCompany()).toBeNull();
    qc.setQueryData(queryKeys.company, { id: BETA });
    qc.setQueryData(queryKeys.authUser, { id: "user-2" });
    expect(shownCompany()).toBeNull();
  });

  it("is kept when the company is known before the person (the answers can come in either order)", () => {
    qc.setQueryData(queryKeys.company, { id: ALPHA });
    qc.setQueryData(queryKeys.authUser, { id: "user-1" });
    expect(shownCompany()).toBe(ALPHA);
  });
});
