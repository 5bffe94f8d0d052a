// Timing helpers of the API benchmark: percentiles, a fixed request rate and
// a closed loop of concurrent workers.

/** The value below which this fraction of the sorted samples lies. */
export function percentile(sorted, fraction) {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * fraction))];
}

/** Milliseconds each call takes, one after another. */
export async function sequentialTimes(inputs, work) {
  const times = [];
  for (const input of inputs) {
    const started = performance.now();
    await work(input);
    times.push(performance.now() - started);
  }
  return times.sort((left, right) => left - right);
}

/** Starts a call every 1/rate seconds for `seconds` (open loop), and returns each call's latency. */
export async function fixedRateTimes(rate, seconds, nextInput, work) {
  const total = Math.round(rate * seconds);
  const interval = 1000 / rate;
  const started = performance.now();
  const pending = [];
  for (let index = 0; index < total; index += 1) {
    const due = started + index * interval;
    const wait = due - performance.now();
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
    const input = nextInput();
    // Latency counts from when the call was due, so a stalled server cannot hide its queue.
    pending.push(work(input).then(() => performance.now() - due));
  }
  const times = await Promise.all(pending);
  return times.sort((left, right) => left - right);
}

/** Calls per second with `concurrency` workers calling back to back for `seconds`. */
export async function closedLoopRate(concurrency, seconds, nextInput, work) {
  const deadline = performance.now() + seconds * 1000;
  let completed = 0;
  const started = performance.now();
  const worker = async () => {
    while (performance.now() < deadline) {
      await work(nextInput());
      completed += 1;
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  return completed / ((performance.now() - started) / 1000);
}

/** A deterministic pseudo-random generator (mulberry32), so runs compare. */
export function seededRandom(seed) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let value = state;
    value = Math.imul(value ^ (value >>> 15), value | 1);
    value ^= value + Math.imul(value ^ (value >>> 7), value | 61);
    return ((value ^ (value >>> 14)) >>> 0) / 4294967296;
  };
}

/** PASS or MISS against a target. */
export function verdict(passes) {
  return passes ? 'PASS' : 'MISS';
}
