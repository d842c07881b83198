import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../test-support/test-app";
import { freePort } from "./smtp-test-server";
import { emailAlertsOn } from "./support-health";

describe("e-mail alerts", () => {
  const all = {
    SUPPORT_EMAIL: "help@microfile.test",
    SMTP_URL: "smtp://mail.example:587",
    MONITOR_INTERVAL_SECONDS: 60,
  };

  it("are on with a support address, a mail server and the monitor running", () => {
    expect(emailAlertsOn(all)).toBe(true);
  });

  it("are off when any of the three is missing, as on a default install", () => {
    expect(emailAlertsOn({ ...all, SUPPORT_EMAIL: undefined })).toBe(false);
    expect(emailAlertsOn({ ...all, SMTP_URL: undefined })).toBe(false);
    expect(emailAlertsOn({ ...all, MONITOR_INTERVAL_SECONDS: 0 })).toBe(false);
    expect(emailAlertsOn({ SUPPORT_EMAIL: undefined, SMTP_URL: undefined, MONITOR_INTERVAL_SECONDS: 60 })).toBe(false);
  });
});

describe("GET /api/support/health with alerts set up", () => {
  let t: TestApp;
  beforeAll(async () => {
    // The monitor's first run is an hour away, and nothing listens at the mail server's port: only the answer's
    // emailAlerts is looked at (the mail check itself fails, which alerts would then report).
    t = await createTestApp({
      env: {
        SUPPORT_EMAIL: "help@microfile.test",
        SMTP_URL: `smtp://127.0.0.1:${await freePort()}`,
        MONITOR_INTERVAL_SECONDS: "3600",
      },
    });
  });
  afterAll(async () => t?.close());

  it("says e-mail alerts are on", async () => {
    const res = await t.app.inject({ method: "GET", url: "/api/support/health" });
    expect(res.json()).toMatchObject({ emailAlerts: true, monitorIntervalSeconds: 3600, mail: { configured: true } });
    expect(res.body.indexOf('"monitorIntervalSeconds"')).toBeLessThan(100);
  });
});
