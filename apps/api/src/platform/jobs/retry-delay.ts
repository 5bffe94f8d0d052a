/** The longest wait before a retry. */
const longestDelayMs = 60 * 60 * 1000;

/**
 * How long to wait before the next attempt after `attempt` failed: 10 s, 20 s, 40 s… up to an
 * hour, spread by ±25 % so jobs that failed together (a mail server that was down) do not all
 * come back in the same second.
 */
export function retryDelayMs(attempt: number, random: () => number = Math.random): number {
  const base = Math.min(10_000 * 2 ** Math.max(0, attempt - 1), longestDelayMs);
  return Math.round(base * (0.75 + random() * 0.5));
}
