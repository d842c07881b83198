import { describe, expect, it } from "vitest";
import {
  BANNER_DEFERRAL_MS,
  CONSENT_VALIDITY_MS,
  parseStoredTime,
  recordChoice,
  recordDeferral,
  type StoredConsent,
  shouldShowBanner,
} from "./cookie-consent";

const NOW = Date.parse("2025-11-01T12:00:00Z");
const nothing: StoredConsent = { consent: null, consentTimestamp: null, deferredAt: null };

describe("cookie banner timing", () => {
  it("shows the banner when nothing is stored", () => {
    expect(shouldShowBanner(nothing, NOW)).toBe(true);
  });

  it("hides the banner after Accept or Reject Non-Essential", () => {
    expect(shouldShowBanner(recordChoice("accepted", NOW), NOW)).toBe(false);
    expect(shouldShowBanner(recordChoice("rejected", NOW), NOW)).toBe(false);
  });

  it("shows the banner again once the choice is 365 days old", () => {
    const stored = recordChoice("accepted", NOW);
    expect(shouldShowBanner(stored, NOW + CONSENT_VALIDITY_MS - 1)).toBe(false);
    expect(shouldShowBanner(stored, NOW + CONSENT_VALIDITY_MS)).toBe(true);
  });

  it("hides the banner for 24 hours after the close icon, then shows it again", () => {
    const deferred = recordDeferral(nothing, NOW);
    expect(shouldShowBanner(deferred, NOW + BANNER_DEFERRAL_MS - 1)).toBe(false);
    expect(shouldShowBanner(deferred, NOW + BANNER_DEFERRAL_MS)).toBe(true);
  });

  it("clears any deferral when a choice is made", () => {
    expect(recordChoice("rejected", NOW).deferredAt).toBeNull();
  });

  it("treats an unknown stored value or a broken timestamp as no choice", () => {
    expect(shouldShowBanner({ consent: "maybe", consentTimestamp: String(NOW), deferredAt: null }, NOW)).toBe(true);
    expect(shouldShowBanner({ consent: "accepted", consentTimestamp: "not a date", deferredAt: null }, NOW)).toBe(true);
  });

  it("reads ISO date-times and millisecond counts", () => {
    expect(parseStoredTime("2025-11-01T12:00:00.000Z")).toBe(NOW);
    expect(parseStoredTime(String(NOW))).toBe(NOW);
    expect(parseStoredTime("")).toBeNull();
    expect(parseStoredTime(null)).toBeNull();
  });
});
