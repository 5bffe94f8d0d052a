import { authStatusOf, readStoredSession } from './lib/api/stored-session.ts';
import { peekBootData } from './lib/boot/boot-data.ts';
import { holdEarlySubmits } from './lib/document/held-submits.ts';
import { reloadOnce } from './lib/navigation/reload-guard.ts';
import './styles.css';

// A form sent before its code is here waits for it (the application form, issue 31 §1).
holdEarlySubmits();

// Vite reports chunks (or their CSS) that vanished after a deploy; one reload fetches the new build.
window.addEventListener('vite:preloadError', (event) => {
  if (reloadOnce()) event.preventDefault();
});

// However slow a picture is, the app starts this long after the page came.
const longestWaitForThePageMs = 4000;

/** Resolves when the browser has shown the page's first text or picture (at once where it cannot tell). */
function afterFirstContentfulPaint(): Promise<void> {
  if (!PerformanceObserver.supportedEntryTypes.includes('paint')) return Promise.resolve();
  return new Promise((resolve) => {
    const observer = new PerformanceObserver((entries) => {
      if (entries.getEntriesByName('first-contentful-paint').length === 0) return;
      observer.disconnect();
      resolve();
    });
    observer.observe({ type: 'paint', buffered: true });
  });
}

/**
 * Resolves once the page as the server sent it has loaded (its stylesheet, font and pictures) and
 * the browser has shown it; at once in a hidden tab, which paints nothing. Only then is the app's
 * code fetched and run (decision 022): what the visitor sees gets the connection first, and they
 * read the page instead of waiting for React, the router and hydration (hundreds of milliseconds
 * on a slow phone). Until the app has taken over, links are plain links and forms are plain GET
 * forms or disabled. "Shown" is the first contentful paint as the browser reports it, a frame
 * later: the frame in which the page is drawn reaches the screen some milliseconds after it is
 * committed, and code fetched in between would still compete with the page's first paint.
 */
function afterPageShown(): Promise<void> {
  if (document.visibilityState === 'hidden') return Promise.resolve();
  return new Promise((resolve) => {
    let waiting = true;
    const startAfterNextFrame = () => {
      if (!waiting) return;
      waiting = false;
      requestAnimationFrame(() => setTimeout(resolve, 0));
    };
    const startOnceShown = () => void afterFirstContentfulPaint().then(startAfterNextFrame);
    if (document.readyState === 'complete') startOnceShown();
    else window.addEventListener('load', startOnceShown, { once: true });
    setTimeout(startAfterNextFrame, longestWaitForThePageMs);
  });
}

/**
 * The largest libraries the app starts with, each run (evaluated) in a task of its own before the
 * app's code: run at once they would hold the main thread for one long task (issue 13 §2).
 */
async function runLibrariesOneByOne(): Promise<void> {
  await import('react-dom/client');
  await import('i18next');
}

// Only a page the app takes over as it is (a server-rendered page, a visitor signed out) is shown
// first. Any other page the app renders anew (a signed-in user's view of it, a frame around a
// skeleton): the sooner the better, before anyone types into a form that would be replaced.
const takesOverThePage = peekBootData('rendered') === 'page' && authStatusOf(readStoredSession()) === 'SIGNED_OUT';

const startAppModule = takesOverThePage
  ? afterPageShown()
      .then(runLibrariesOneByOne)
      .then(() => import('./app/start/start-app.tsx'))
  : import('./app/start/start-app.tsx');
void startAppModule.then(({ startApp }) => startApp());
