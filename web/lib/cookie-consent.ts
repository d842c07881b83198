/** Timing rules of the cookie banner (spec part 1 §4 and §9). Pure: the clock is passed in. */

export type ConsentChoice = "accepted" | "rejected";

export const CONSENT_VALIDITY_MS = 365 * 24 * 60 * 60 * 1000;
export const BANNER_DEFERRAL_MS = 24 * 60 * 60 * 1000;
export const BANNER_RECHECK_MS = 5 * 60 * 1000;

/** What the browser has stored, as raw strings (or null when a key is missing). */
export interface StoredConsent {
  consent: string | null;
  consentTimestamp: string | null;
  deferredAt: string | null;
}

/** Reads an ISO date-time or a millisecond count; anything else is treated as missing. */
export function parseStoredTime(value: string | null): number | null {
  if (value === null || value.trim() === "") return null;
  const trimmed = value.trim();
  const time = /^\d+$/.test(trimmed) ? Number(trimmed) : Date.parse(trimmed);
  return Number.isFinite(time) ? time : null;
}

function isChoice(value: string | null): value is ConsentChoice {
  return value === "accepted" || value === "rejected";
}

/** True while a choice is stored and is less than 365 days old. */
export function hasValidConsent(stored: StoredConsent, now: number): boolean {
  if (!isChoice(stored.consent)) return false;
  const at = parseStoredTime(stored.consentTimestamp);
  if (at === null) return false;
  return now - at < CONSENT_VALIDITY_MS;
}

/** True while the close icon's 24-hour deferral is running. */
export function isDeferred(stored: StoredConsent, now: number): boolean {
  const at = parseStoredTime(stored.deferredAt);
  if (at === null) return false;
  return now - at < BANNER_DEFERRAL_MS;
}

/** The banner shows when there is no valid choice and no running deferral. */
export function shouldShowBanner(stored: StoredConsent, now: number): boolean {
  return !hasValidConsent(stored, now) && !isDeferred(stored, now);
}

/** The stored values after Accept or Reject Non-Essential: the choice, its time, and no deferral. */
export function recordChoice(choice: ConsentChoice, now: number): StoredConsent {
  return { consent: choice, consentTimestamp: new Date(now).toISOString(), deferredAt: null };
}

/** The stored values after the close icon: the earlier choice (if any) is kept, the deferral starts now. */
export function recordDeferral(stored: StoredConsent, now: number): StoredConsent {
  return { ...stored, deferredAt: new Date(now).toISOString() };
}
