import { createHash } from "node:crypto";
import type { Presenter } from "../../../../core/filing/companies-house";
import type { Env } from "../../../env";

/** The operator's Companies House presenter account and gateway, from the settings (README: Settings). */
export interface ChConfig {
  /** All three presenter settings are set: the app may file. */
  available: boolean;
  gatewayUrl: string;
  presenter: Presenter;
  /** SHA-256 of the presenter ID: the key of its submission-number counter (the ID itself is never stored). */
  presenterKey: string;
  packageReference: string;
  test: boolean;
  pollMs: number;
  /** The longest one request to the gateway may take before it counts as a passing fault. */
  requestTimeoutMs: number;
}

/** The gateway takes the presenter's ID and code as lower-case hex MD5s (design note; GovTalk 1.0 Method clear). */
const md5 = (text: string) => createHash("md5").update(text, "utf8").digest("hex");

export function chConfigFrom(env: Env): ChConfig {
  const id = env.CH_PRESENTER_ID ?? "";
  const code = env.CH_PRESENTER_AUTHENTICATION ?? "";
  const packageReference = env.CH_PACKAGE_REFERENCE ?? "";
  return {
    available: Boolean(id && code && packageReference),
    gatewayUrl: env.CH_XML_GATEWAY_URL,
    presenter: { senderIdMd5: md5(id), authenticationMd5: md5(code) },
    presenterKey: createHash("sha256").update(`companies-house:${id}`).digest("hex"),
    packageReference,
    test: env.CH_TEST_MODE,
    pollMs: env.CH_POLL_SECONDS * 1000,
    requestTimeoutMs: 60_000,
  };
}
