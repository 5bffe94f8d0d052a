type Gtag = (...args: unknown[]) => void;

declare global {
  interface Window {
    dataLayer?: unknown[];
    gtag?: Gtag;
    // Google's documented per-id opt-out switch.
    [key: `ga-disable-${string}`]: boolean | undefined;
  }
}

/** The script element id, so the tag is only ever added once. */
export const gtagScriptId = 'volunteerly-gtag';
const gtagOrigin = 'https://www.googletagmanager.com/gtag/js';

/** Turns measurement for one analytics id on or off (Google's `window['ga-disable-<id>']`). */
export function setAnalyticsEnabled(gtagId: string, enabled: boolean): void {
  window[`ga-disable-${gtagId}`] = !enabled;
}

function ensureGtag(): Gtag {
  window.dataLayer ??= [];
  if (!window.gtag) {
    // gtag.js reads the `arguments` object itself, not an array copy.
    window.gtag = function gtag() {
      // eslint-disable-next-line prefer-rest-params
      window.dataLayer?.push(arguments);
    };
  }
  return window.gtag;
}

function loadScript(gtagId: string): void {
  if (document.getElementById(gtagScriptId)) return;
  const script = document.createElement('script');
  script.id = gtagScriptId;
  script.async = true;
  script.src = `${gtagOrigin}?id=${encodeURIComponent(gtagId)}`;
  document.head.appendChild(script);
}

/**
 * Starts the centre's analytics (spec §4): nothing is loaded without an id;
 * with one, the tag is loaded once and measurement enabled for that id.
 * Returns a function that disables measurement for the id again.
 */
export function startCenterAnalytics(gtagId: string | null | undefined): () => void {
  const id = gtagId?.trim();
  if (!id) return () => {};
  setAnalyticsEnabled(id, true);
  const gtag = ensureGtag();
  loadScript(id);
  gtag('js', new Date());
  gtag('config', id, { anonymize_ip: true });
  return () => setAnalyticsEnabled(id, false);
}
