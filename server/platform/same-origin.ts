import type { FastifyInstance } from "fastify";
import { AppError } from "./errors";

const SAFE = new Set(["GET", "HEAD", "OPTIONS"]);

/**
 * State-changing requests must come from the app's own origin: a cross-site form post or fetch is refused.
 * Browsers send Origin on every cross-origin write and Sec-Fetch-Site on modern ones; a request with neither is not
 * from a browser page (a script or test), which cannot ride a user's cookie anyway. Bodies must be JSON, which a
 * plain cross-site form cannot send (Fastify only has the JSON parser registered).
 */
export function registerSameOriginCheck(app: FastifyInstance, baseUrl: string, exemptPaths: string[]): void {
  const own = new URL(baseUrl).origin;
  app.addHook("onRequest", async (request) => {
    if (SAFE.has(request.method) || !request.url.startsWith("/api/")) return;
    const path = request.url.split("?")[0] ?? "";
    if (exemptPaths.includes(path)) return;
    const origin = request.headers.origin;
    const host = request.headers.host;
    const sameHost = (o: string) => {
      try {
        const u = new URL(o);
        return u.origin === own || (host !== undefined && u.host === host);
      } catch {
        return false;
      }
    };
    if (origin !== undefined && origin !== "null" && sameHost(origin)) return;
    if (origin !== undefined) throw new AppError("forbidden", "Cross-site requests are not allowed.");
    const site = request.headers["sec-fetch-site"];
    if (site !== undefined && site !== "same-origin" && site !== "none") {
      throw new AppError("forbidden", "Cross-site requests are not allowed.");
    }
  });
}
