import { existsSync } from 'node:fs';

/** The Chromium the browser suite drives: CHROME_PATH, else Debian's. Undefined when none. */
export function findChromium() {
  const candidates = [process.env.CHROME_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'].filter(Boolean);
  return candidates.find((candidate) => existsSync(candidate));
}
