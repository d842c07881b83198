import type { Counters } from "./limits/counters";

/**
 * At most `max` attempts per key in a window, counted in the shared counters: used beside the per-IP limit for
 * sign-in attempts per email address (a distributed guess at one account from many addresses), and across every
 * server when the counters are shared.
 */
export function attemptLimiter(counters: Counters, name: string, max: number, windowMs: number) {
  return {
    /** Records an attempt; false when the key is over its limit. */
    async allows(key: string): Promise<boolean> {
      const { count } = await counters.hit(`${name}:${key}`, windowMs);
      return count <= max;
    },
  };
}
