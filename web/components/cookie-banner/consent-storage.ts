import type { StoredConsent } from "../../lib/cookie-consent";

/** Where the cookie banner keeps its state in the browser (localStorage; nothing is sent to the server). */
export const CONSENT_KEYS = {
  consent: "cookieConsent",
  consentTimestamp: "cookieConsentTimestamp",
  deferredAt: "cookieConsentDeferredAt",
} as const;

function safeGet(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

function safeSet(key: string, value: string | null): void {
  try {
    if (value === null) window.localStorage.removeItem(key);
    else window.localStorage.setItem(key, value);
  } catch {
    // Storage can be disabled (private mode, policy); the banner then simply shows again next time.
  }
}

export function readConsent(): StoredConsent {
  return {
    consent: safeGet(CONSENT_KEYS.consent),
    consentTimestamp: safeGet(CONSENT_KEYS.consentTimestamp),
    deferredAt: safeGet(CONSENT_KEYS.deferredAt),
  };
}

export function writeConsent(stored: StoredConsent): void {
  safeSet(CONSENT_KEYS.consent, stored.consent);
  safeSet(CONSENT_KEYS.consentTimestamp, stored.consentTimestamp);
  safeSet(CONSENT_KEYS.deferredAt, stored.deferredAt);
}
