import type { Redis } from "ioredis";
import { type Counters, hashedKey } from "./counters";

const PREFIX = "microfile:limit:";

/** One round trip per hit: the count, the window set on the first hit, and what is left of it. */
const HIT_SCRIPT = `
local count = redis.call('INCR', KEYS[1])
local ttl = redis.call('PTTL', KEYS[1])
if count == 1 or ttl < 0 then
  redis.call('PEXPIRE', KEYS[1], ARGV[1])
  ttl = tonumber(ARGV[1])
end
return {count, ttl}`;

/** How long to wait for Redis at start and for each hit before the request is refused (503) rather than held. */
const CONNECT_TIMEOUT_MS = 5_000;
const COMMAND_TIMEOUT_MS = 2_000;

/**
 * Counters in Redis (REDIS_URL). Connected at start, so a server whose Redis cannot be reached says so and does not
 * start; afterwards a hit while Redis is away fails at once (no offline queue) and reconnection goes on in the
 * background.
 */
export async function redisCounters(url: string): Promise<Counters> {
  const { Redis } = await import("ioredis");
  const redis: Redis = new Redis(url, {
    lazyConnect: true,
    connectTimeout: CONNECT_TIMEOUT_MS,
    commandTimeout: COMMAND_TIMEOUT_MS,
    maxRetriesPerRequest: 0,
    enableOfflineQueue: false,
    retryStrategy: (times) => Math.min(times * 200, 2_000),
  });
  // Errors reach the hits that fail; without a listener ioredis would also print each reconnection failure.
  redis.on("error", () => {});
  try {
    await redis.connect();
  } catch (err) {
    redis.disconnect();
    throw new Error(`REDIS_URL is set, but Redis cannot be reached: ${(err as Error).message}`);
  }
  return {
    kind: "redis",
    async hit(key, windowMs) {
      const [count, ttl] = (await redis.eval(HIT_SCRIPT, 1, PREFIX + hashedKey(key), Math.ceil(windowMs))) as [
        number,
        number,
      ];
      return { count, resetInMs: ttl };
    },
    async close() {
      await redis.quit().catch(() => redis.disconnect());
    },
  };
}
