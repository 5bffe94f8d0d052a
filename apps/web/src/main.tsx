import { authStatusOf, readStoredSession } from './lib/api/stored-session.ts';
import { peekBootData } from './lib/boot/boot-data.ts';
import { reloadOnce } from './lib/navigation/reload-guard.ts';
import './styles.css';

// Vite reports chunks (or their CSS) that vanished after a deploy; one reload fetches the new build.
window.addEventListener('vite:preloadError', (event) => {
  if (reloadOnce()) event.preventDefault();
});

// However slow a picture is, the app starts this long after the page came.
const longestWaitForThePageMs = 4000;

/**
 * Resolves once the page as the server sent it has loaded (its stylesheet, font and pictures) and
 * the browser has painted it; at once in a hidden tab, which paints nothing. Only then is the app's
 * code fetched and run (decision 022): what the visitor sees gets the connection first, and they
 * read the page instead of waiting for React, the router and hydration (hundreds of milliseconds
 * on a slow phone). Until the app has taken over, links are plain links and forms are plain GET
 * forms or disabled.
 */
function afterPageShown(): Promise<void> {
  if (document.visibilityState === 'hidden') return Promise.resolve();
  return new Promise((resolve) => {
    let waiting = true;
    const startAfterNextPaint = () => {
      if (!waiting) return;
      waiting = false;
      requestAnimationFrame(() => setTimeout(resolve, 0));
    };
    if (document.readyState === 'complete') startAfterNextPaint();
    else window.addEventListener('load', startAfterNextPaint, { once: true });
    setTimeout(startAfterNextPaint, longestWaitForThePageMs);
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
