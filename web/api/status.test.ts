import { describe, expect, it } from "vitest";
import { emailAlertsOff, runCheck } from "./status";

describe("status check", () => {
  it("is OK only when the HTTP status is OK, and keeps the first 500 characters of the answer", async () => {
    const long = "x".repeat(600);
    const ok = await runCheck("/api/health", async () => ({ ok: true, status: 200, text: long }));
    expect(ok).toEqual({ ok: true, status: 200, text: "x".repeat(500) });
    const down = await runCheck("/api/health", async () => ({ ok: false, status: 503, text: '{"ok":false}' }));
    expect(down).toEqual({ ok: false, status: 503, text: '{"ok":false}' });
  });

  it("reports 'Connection failed' when no response comes back, or the error's message", async () => {
    const offline = await runCheck("/api/health", async () => {
      throw new TypeError("Failed to fetch");
    });
    expect(offline).toEqual({ ok: false, status: null, text: "Connection failed" });
    const aborted = await runCheck("/api/health", async () => {
      throw new Error("The operation timed out.");
    });
    expect(aborted.text).toBe("The operation timed out.");
  });
});

describe("e-mail alerts on the status page", () => {
  it("are off only when the support check says so", () => {
    const answer = (text: string) => ({ ok: true, status: 200, text });
    expect(emailAlertsOff(answer('{"emailAlerts":false,"ok":true}'))).toBe(true);
    expect(emailAlertsOff(answer('{"emailAlerts":true,"ok":true}'))).toBe(false);
    // A failed or unreadable answer does not tell: the page keeps its usual sentence.
    expect(emailAlertsOff({ ok: false, status: null, text: "Connection failed" })).toBe(false);
    expect(emailAlertsOff(undefined)).toBe(false);
  });
});
