/**
 * Fuzz counts and seed. test:reliability runs a bounded number with a fixed seed (repeatable; fast-check prints the
 * seed and the shrunk counterexample on failure); bench:reliability raises the count through RELIABILITY_FUZZ_RUNS.
 */
export const FUZZ_RUNS = Number(process.env.RELIABILITY_FUZZ_RUNS ?? 500);
export const FUZZ_SEED = Number(process.env.RELIABILITY_SEED ?? 20261123);

/** The answer to a bad request: never a 5xx, and every 4xx carries a JSON `error` message. */
export function assertWellFormedAnswer(statusCode: number, body: string, what: string): void {
  if (statusCode >= 500) throw new Error(`${what}: ${statusCode} ${body.slice(0, 300)}`);
  if (statusCode < 400) return;
  let error: unknown;
  try {
    error = (JSON.parse(body) as { error?: unknown }).error;
  } catch {
    throw new Error(`${what}: ${statusCode} without a JSON body: ${body.slice(0, 200)}`);
  }
  if (typeof error !== "string" || error.trim() === "")
    throw new Error(`${what}: ${statusCode} without an error message`);
}
