import type { GovTalkAnswer } from "../../../../core/filing/hmrc";
import { readGovTalkAnswer } from "./govtalk-reader";

/** What one HTTP exchange gave: an answer with its text, or a failure before any answer came. */
export type HttpResult =
  | { ok: true; status: number; contentType: string; text: string }
  | { ok: false; failure: "unreachable" | "timeout" | "dropped"; detail: string };

export type TransientReason = "unreachable" | "timeout" | "dropped" | "edge-403" | "server-error" | "not-govtalk";

/**
 * One exchange with the Transaction Engine, as the client acts on it: a GovTalk answer, or a transient failure.
 * `maybeDelivered` says whether the engine may have taken the request in: a submit is repeated only when it certainly
 * did not, so a return is never submitted twice.
 */
export type Exchange =
  | { kind: "answer"; answer: GovTalkAnswer }
  | { kind: "transient"; reason: TransientReason; detail: string; maybeDelivered: boolean };

const NEVER_CONNECTED = new Set(["ECONNREFUSED", "ENOTFOUND", "EAI_AGAIN", "EHOSTUNREACH", "ENETUNREACH"]);

function failureOf(err: unknown): { failure: "unreachable" | "timeout" | "dropped"; detail: string } {
  const e = err as { name?: string; message?: string; cause?: { code?: string; message?: string } };
  if (e?.name === "TimeoutError" || e?.name === "AbortError")
    return { failure: "timeout", detail: "no answer in time" };
  const code = e?.cause?.code ?? "";
  if (NEVER_CONNECTED.has(code)) return { failure: "unreachable", detail: code };
  return { failure: "dropped", detail: code || e?.cause?.message || e?.message || "connection closed" };
}

/** POSTs the message as text/xml; never throws (a failure is a result). */
export async function postXml(url: string, xml: string, timeoutMs: number): Promise<HttpResult> {
  try {
    const res = await fetch(url, {
      method: "POST",
      headers: { "content-type": "text/xml; charset=utf-8" },
      body: xml,
      signal: AbortSignal.timeout(timeoutMs),
    });
    const text = await res.text();
    return { ok: true, status: res.status, contentType: res.headers.get("content-type") ?? "", text };
  } catch (err) {
    return { ok: false, ...failureOf(err) };
  }
}

/**
 * A GovTalk answer wins whatever the HTTP status. Otherwise: a 403 page comes from the edge network and a 502 or 503
 * means the engine did not take the request, so neither was delivered; a 500 or 504, a timeout or a connection
 * dropped after sending may have been.
 */
export function classify(result: HttpResult): Exchange {
  if (!result.ok) {
    const maybeDelivered = result.failure !== "unreachable";
    return { kind: "transient", reason: result.failure, detail: result.detail, maybeDelivered };
  }
  const answer = readGovTalkAnswer(result.text);
  if (answer) return { kind: "answer", answer };
  const detail = `HTTP ${result.status}${result.contentType ? ` (${result.contentType.split(";")[0]})` : ""}`;
  if (result.status === 403) return { kind: "transient", reason: "edge-403", detail, maybeDelivered: false };
  if (result.status >= 500) {
    const maybeDelivered = result.status !== 502 && result.status !== 503;
    return { kind: "transient", reason: "server-error", detail, maybeDelivered };
  }
  return { kind: "transient", reason: "not-govtalk", detail, maybeDelivered: false };
}
