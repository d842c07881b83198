import { type GatewayAnswer, readGatewayAnswer, type TransportFault } from "../../../../core/filing/companies-house";

/** Posts one GovTalk message to the XML gateway and reads the answer. */
export interface ChGateway {
  send(xml: string): Promise<GatewayAnswer | TransportFault>;
}

/**
 * The XML gateway over HTTPS (a synchronous POST of text/xml). Anything that is not a readable answer is a passing
 * fault the caller retries: a timeout, a dropped or refused connection, an HTTP error status. The message is never
 * part of a fault's reason: it may hold the company's authentication code.
 */
export function chGatewayClient(url: string, timeoutMs: number): ChGateway {
  return {
    async send(xml) {
      let res: Response;
      try {
        res = await fetch(url, {
          method: "POST",
          headers: { "Content-Type": "text/xml; charset=utf-8" },
          body: xml,
          signal: AbortSignal.timeout(timeoutMs),
        });
      } catch (err) {
        return { kind: "transport", reason: describeFetchError(err) };
      }
      let text: string;
      try {
        text = await res.text();
      } catch (err) {
        return { kind: "transport", reason: `the answer was cut off (${describeFetchError(err)})` };
      }
      if (!res.ok) return { kind: "transport", reason: `the gateway answered HTTP ${res.status}` };
      return readGatewayAnswer(text);
    },
  };
}

function describeFetchError(err: unknown): string {
  const e = err as { name?: string; message?: string; cause?: { code?: string; message?: string } };
  if (e?.name === "TimeoutError" || e?.name === "AbortError") return "the gateway did not answer in time";
  const code = e?.cause?.code;
  return code ? `the connection failed (${code})` : `the connection failed (${e?.message ?? "unknown error"})`;
}
