import { existsSync } from 'node:fs';

/** Debian's Chromium without a window (package chromium-headless-shell): the browser suite's. */
export const headlessShellPath = '/usr/lib/chromium/chromium-headless-shell';

/**
 * The Chromium a script drives: CHROME_PATH, else Debian's. Undefined when none. With
 * `headlessShell`, Debian's headless shell comes first: it has no window, no GPU process and a
 * lighter browser process, and the browser suite's pages took about a third less CPU in it than in
 * the full browser's headless mode (decision 048). Lighthouse (bench:web) measures the full browser.
 */
export function findChromium({ headlessShell = false } = {}) {
  const candidates = [
    process.env.CHROME_PATH,
    headlessShell ? headlessShellPath : undefined,
    '/usr/bin/chromium',
    '/usr/bin/chromium-browser',
  ].filter(Boolean);
  return candidates.find((candidate) => existsSync(candidate));
}
