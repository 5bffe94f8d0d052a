let counter = 0;

/** A process-wide increasing number, so factory defaults never collide. */
export function nextSequence(): number {
  counter += 1;
  return counter;
}
