interface TaskScheduler {
  yield?: () => Promise<void>;
}

/**
 * Ends the current task so the browser can paint and answer input before the rest of the work
 * runs: long start-up work cut into pieces no longer blocks a tap (issue 13 §2, total blocking
 * time). `scheduler.yield()` where the browser has it (the rest runs before other queued tasks),
 * else a new task.
 */
export function yieldToBrowser(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: TaskScheduler }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}
