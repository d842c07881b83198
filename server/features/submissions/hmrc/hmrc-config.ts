import type { GovTalkSettings } from "../../../../core/filing/hmrc";
import type { Env } from "../../../env";

/** How the client talks to HMRC's Transaction Engine. Tests build their own, pointed at the loopback engine. */
export interface HmrcClientConfig {
  /** Where submissions go; poll addresses HMRC names are followed only on this origin. */
  engineUrl: string;
  settings: GovTalkSettings;
  /** HMRC's PollInterval is honoured but never below this (seconds); also the first retry delay. */
  pollFloorSeconds: number;
  /** Transient failures in a row after which a submit or a poll gives up ("failed"). */
  maxTransientAttempts: number;
  /** Tries of the final delete before HMRC's copy is left to HMRC's own clean-up. */
  maxDeleteAttempts: number;
  /** The longest wait between retries (seconds). */
  maxRetryDelaySeconds: number;
  /** How long one request may take before it counts as a timeout. */
  requestTimeoutMs: number;
}

export const HMRC_PRODUCT = "Microfile";

/**
 * The client's settings from the environment, or null without `HMRC_VENDOR_ID`: HMRC accepts submissions only from
 * software it recognises by that ID, so without it this installation cannot file (the API answers 409).
 */
export function hmrcClientConfig(env: Env, version: string): HmrcClientConfig | null {
  if (!env.HMRC_VENDOR_ID) return null;
  return {
    engineUrl: env.HMRC_TRANSACTION_ENGINE_URL,
    settings: {
      testInLive: env.HMRC_TEST_IN_LIVE,
      channel: { vendorId: env.HMRC_VENDOR_ID, product: HMRC_PRODUCT, version },
    },
    pollFloorSeconds: env.HMRC_POLL_FLOOR_SECONDS,
    maxTransientAttempts: 8,
    maxDeleteAttempts: 3,
    maxRetryDelaySeconds: 900,
    requestTimeoutMs: 60_000,
  };
}
