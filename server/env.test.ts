import { describe, expect, it } from "vitest";
import { loadEnv } from "./env";

describe("test-only settings", () => {
  it("refuses STRIPE_API_BASE when NODE_ENV=production, naming it and the way out", () => {
    expect(() => loadEnv({ NODE_ENV: "production", STRIPE_API_BASE: "http://127.0.0.1:12111" })).toThrow(
      /Invalid configuration \(NODE_ENV=production\):\n {2}STRIPE_API_BASE is a setting for tests only: unset it, or run with NODE_ENV=test/,
    );
  });

  it("accepts STRIPE_API_BASE in test and development, and a production server without it", () => {
    expect(loadEnv({ NODE_ENV: "test", STRIPE_API_BASE: "http://127.0.0.1:12111" }).STRIPE_API_BASE).toBe(
      "http://127.0.0.1:12111",
    );
    expect(loadEnv({ STRIPE_API_BASE: "http://127.0.0.1:12111" }).NODE_ENV).toBe("development");
    expect(loadEnv({ NODE_ENV: "production", STRIPE_API_BASE: " " }).STRIPE_API_BASE).toBeUndefined();
    expect(loadEnv({ NODE_ENV: "production", STRIPE_SECRET_KEY: "sk_live_x" }).STRIPE_SECRET_KEY).toBe("sk_live_x");
  });
});
