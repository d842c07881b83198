import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from "@fastify/rate-limit";
import type { Counters } from "./counters";

/** What the plugin passes to `child`: the route's merged limit settings, with the route itself as routeInfo. */
interface ChildOptions {
  routeInfo?: { method?: string | string[]; url?: string };
}

class CountersStore implements FastifyRateLimitStore {
  constructor(
    private readonly counters: Counters,
    private readonly prefix: string,
  ) {}

  incr(key: string, callback: (error: Error | null, result?: { current: number; ttl: number }) => void, ms: number) {
    this.counters.hit(`${this.prefix}${key}`, ms).then(
      (hit) => callback(null, { current: hit.count, ttl: hit.resetInMs }),
      (err: Error) => callback(err),
    );
  }

  child(options: unknown): FastifyRateLimitStore {
    const route = (options as ChildOptions).routeInfo ?? {};
    return new CountersStore(this.counters, `route:${String(route.method)} ${route.url ?? ""}:`);
  }
}

/**
 * @fastify/rate-limit's store on our counters, so the routes' `config.rateLimit` limits are counted where the
 * counters are (across servers unless in memory). Each route gets its own keys, as with the plugin's own stores.
 */
export function countersStore(counters: Counters): FastifyRateLimitStoreCtor {
  return class extends CountersStore {
    constructor() {
      super(counters, "global:");
    }
  };
}
