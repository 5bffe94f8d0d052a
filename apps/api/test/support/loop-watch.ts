/**
 * Watches how long this thread's event loop could not run anything else: a timer that ticks
 * every few milliseconds notes the longest gap between its ticks. `stop()` answers that gap in ms
 * (counting the time since the last tick, so a block right before it counts too).
 */
export function watchEventLoop(intervalMs = 5): { stop(): number } {
  let last = performance.now();
  let longest = 0;
  const timer = setInterval(() => {
    const now = performance.now();
    longest = Math.max(longest, now - last - intervalMs);
    last = now;
  }, intervalMs);
  return {
    stop() {
      clearInterval(timer);
      return Math.max(longest, performance.now() - last - intervalMs);
    },
  };
}
