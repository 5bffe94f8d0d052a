import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { memoryAttemptCounter } from './attempt-counter.ts';

describe('the in-memory attempt counter (one process, no REDIS_URL)', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('counts per key within a window that opens with the first attempt', async () => {
    const counter = memoryAttemptCounter();
    expect(await counter.add('a', 60_000)).toEqual({ count: 1, remainingMs: 60_000 });
    vi.advanceTimersByTime(10_000);
    expect(await counter.add('a', 60_000)).toEqual({ count: 2, remainingMs: 50_000 });
    expect(await counter.read('a')).toEqual({ count: 2, remainingMs: 50_000 });
    expect(await counter.read('b')).toEqual({ count: 0, remainingMs: 0 });
  });

  it('starts over when the window has passed, or when cleared', async () => {
    const counter = memoryAttemptCounter();
    await counter.add('a', 60_000);
    await counter.add('b', 60_000);
    vi.advanceTimersByTime(60_000);
    expect(await counter.read('a')).toEqual({ count: 0, remainingMs: 0 });
    expect(await counter.add('a', 60_000)).toEqual({ count: 1, remainingMs: 60_000 });
    await counter.clear('a');
    expect(await counter.read('a')).toEqual({ count: 0, remainingMs: 0 });
  });
});
