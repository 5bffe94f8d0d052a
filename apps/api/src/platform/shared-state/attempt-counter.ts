import type { Redis } from 'ioredis';

/** How many times something happened within a window that started at the first time. */
export interface AttemptTally {
  count: number;
  /** Milliseconds until the window ends and the count starts over (0 when nothing was counted). */
  remainingMs: number;
}

/**
 * Counts attempts per key in a fixed window that opens with the first attempt.
 * Shared by every process when it lives in Redis; in this process's memory otherwise.
 */
export interface AttemptCounter {
  /** The current tally of a key, without counting. */
  read(key: string): Promise<AttemptTally>;
  /** Counts one attempt and returns the tally including it. */
  add(key: string, windowMs: number): Promise<AttemptTally>;
  /** Forgets a key's attempts. */
  clear(key: string): Promise<void>;
}

// More keys than this at once: drop the expired ones before adding.
const memorySweepThreshold = 10_000;

/** A counter in this process's memory (one process, as without REDIS_URL). */
export function memoryAttemptCounter(): AttemptCounter {
  const tallies = new Map<string, { count: number; endsAt: number }>();

  function current(key: string): { count: number; endsAt: number } | undefined {
    const tally = tallies.get(key);
    if (tally && tally.endsAt <= Date.now()) {
      tallies.delete(key);
      return undefined;
    }
    return tally;
  }

  return {
    async read(key) {
      const tally = current(key);
      return tally ? { count: tally.count, remainingMs: tally.endsAt - Date.now() } : { count: 0, remainingMs: 0 };
    },
    async add(key, windowMs) {
      if (tallies.size >= memorySweepThreshold) {
        for (const [storedKey, tally] of tallies) if (tally.endsAt <= Date.now()) tallies.delete(storedKey);
      }
      const tally = current(key) ?? { count: 0, endsAt: Date.now() + windowMs };
      tally.count += 1;
      tallies.set(key, tally);
      return { count: tally.count, remainingMs: tally.endsAt - Date.now() };
    },
    async clear(key) {
      tallies.delete(key);
    },
  };
}

// INCR and the expiry of a new key in one step, so two processes counting at
// once both land in the same window and neither key lives forever.
const addScript = `
local count = redis.call('INCR', KEYS[1])
if count == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
local remaining = redis.call('PTTL', KEYS[1])
if remaining < 0 then
  redis.call('PEXPIRE', KEYS[1], ARGV[1])
  remaining = tonumber(ARGV[1])
end
return {count, remaining}
`;

const readScript = `
local count = redis.call('GET', KEYS[1])
if not count then return {0, 0} end
return {tonumber(count), redis.call('PTTL', KEYS[1])}
`;

function tallyOf(reply: unknown): AttemptTally {
  if (!Array.isArray(reply)) return { count: 0, remainingMs: 0 };
  const [count, remaining] = reply.map(Number);
  return { count: count ?? 0, remainingMs: Math.max(0, remaining ?? 0) };
}

/** A counter in Redis under `prefix`, shared by every process that uses the same server and prefix. */
export function redisAttemptCounter(redis: Redis, prefix: string): AttemptCounter {
  return {
    async read(key) {
      return tallyOf(await redis.eval(readScript, 1, `${prefix}${key}`));
    },
    async add(key, windowMs) {
      return tallyOf(await redis.eval(addScript, 1, `${prefix}${key}`, String(windowMs)));
    },
    async clear(key) {
      await redis.del(`${prefix}${key}`);
    },
  };
}
