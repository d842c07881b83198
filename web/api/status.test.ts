import { describe, expect, it } from "vitest";
import { alertsSentence, emailAlertsOff, everyInterval, runCheck } from "./status";

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

describe("the monitor's interval on the status page", () => {
  const answer = (text: string) => ({ ok: true, status: 200, text });

  it("states the interval the server runs its monitor at", () => {
    expect(alertsSentence(answer('{"emailAlerts":true,"monitorIntervalSeconds":60,"ok":true}'))).toBe(
      "Monitors run every minute and email alerts go to support.",
    );
    expect(alertsSentence(answer('{"emailAlerts":true,"monitorIntervalSeconds":300}'))).toBe(
      "Monitors run every 5 minutes and email alerts go to support.",
    );
    expect(alertsSentence(answer('{"emailAlerts":true,"monitorIntervalSeconds":3600}'))).toBe(
      "Monitors run every hour and email alerts go to support.",
    );
  });

  it("names no interval when the answer does not give one", () => {
    expect(alertsSentence(answer('{"emailAlerts":true}'))).toBe("Monitors run and email alerts go to support.");
  });

  it("says seconds, minutes and hours in words", () => {
    expect(everyInterval(30)).toBe("every 30 seconds");
    expect(everyInterval(90)).toBe("every 90 seconds");
    expect(everyInterval(120)).toBe("every 2 minutes");
    expect(everyInterval(7200)).toBe("every 2 hours");
  });
});
