import { describe, expect, it } from "vitest";
import { loadEnv } from "../../../env";
import { hmrcClientConfig } from "./hmrc-config";

describe("the HMRC settings", () => {
  it("default to HMRC's live engine, no vendor ID (so nothing is sent), live class and a 2 s poll floor", () => {
    const env = loadEnv({});
    expect(env.HMRC_TRANSACTION_ENGINE_URL).toBe("https://transaction-engine.tax.service.gov.uk/submission");
    expect(env.HMRC_TEST_IN_LIVE).toBe(false);
    expect(env.HMRC_POLL_FLOOR_SECONDS).toBe(2);
    expect(hmrcClientConfig(env, "1.2.3")).toBeNull();
  });

  it("make the client's config from the vendor ID, test in live and the floor", () => {
    const env = loadEnv({
      HMRC_VENDOR_ID: "1234",
      HMRC_TEST_IN_LIVE: "1",
      HMRC_POLL_FLOOR_SECONDS: "0.05",
      HMRC_TRANSACTION_ENGINE_URL: "http://127.0.0.1:9999/submission",
    });
    expect(hmrcClientConfig(env, "1.2.3")).toMatchObject({
      engineUrl: "http://127.0.0.1:9999/submission",
      pollFloorSeconds: 0.05,
      settings: { testInLive: true, channel: { vendorId: "1234", product: "Microfile", version: "1.2.3" } },
    });
  });

  it("refuse a vendor ID that is not HMRC's four digits, and an engine address that is not a URL", () => {
    expect(() => loadEnv({ HMRC_VENDOR_ID: "12a4" })).toThrow(/HMRC_VENDOR_ID/);
    expect(() => loadEnv({ HMRC_TRANSACTION_ENGINE_URL: "transaction-engine" })).toThrow(/HMRC_TRANSACTION_ENGINE_URL/);
    expect(() => loadEnv({ HMRC_POLL_FLOOR_SECONDS: "0" })).toThrow(/HMRC_POLL_FLOOR_SECONDS/);
  });
});
