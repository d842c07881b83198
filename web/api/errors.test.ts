import { describe, expect, it } from "vitest";
import { errorMessage, isUnauthorizedError, readApiError } from "./errors";

describe("api errors", () => {
  it("splits the status from the body and parses a JSON body", () => {
    const parts = readApiError(
      new Error('409: {"error":"An account with this email already exists. Sign in instead."}'),
    );
    expect(parts.status).toBe(409);
    expect(parts.data).toEqual({ error: "An account with this email already exists. Sign in instead." });
  });

  it("shows the server's error sentence", () => {
    expect(errorMessage(new Error('401: {"error":"Incorrect email or password."}'), "Sign-in failed")).toBe(
      "Incorrect email or password.",
    );
  });

  it("shows plain body text, but never raw JSON without an error field or an HTML page", () => {
    expect(errorMessage(new Error("500: Internal Server Error"), "Failed")).toBe("Internal Server Error");
    expect(errorMessage(new Error('400: {"ok":false}'), "Failed")).toBe("Failed");
    expect(errorMessage(new Error("502: <html>Bad gateway</html>"), "Failed")).toBe("Failed");
  });

  it("uses the fallback for a browser network failure", () => {
    expect(errorMessage(new TypeError("Failed to fetch"), "Network error")).toBe("Network error");
  });

  it("recognises 401 errors", () => {
    expect(isUnauthorizedError(new Error("401: Unauthorized"))).toBe(true);
    expect(isUnauthorizedError(new Error("403: Forbidden"))).toBe(false);
    expect(isUnauthorizedError("nope")).toBe(false);
  });
});
