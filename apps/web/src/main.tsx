import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app.tsx';
import { updateRequestContext } from './lib/api/request-context.ts';
import { initI18n } from './lib/i18n/i18n.ts';
import { toLanguage } from './lib/i18n/languages.ts';
import { reloadOnce } from './lib/navigation/reload-guard.ts';
import './styles.css';

// Vite reports chunks (or their CSS) that vanished after a deploy; one reload fetches the new build.
window.addEventListener('vite:preloadError', (event) => {
  if (reloadOnce()) event.preventDefault();
});

async function start(): Promise<void> {
  // Texts first, so even the loading and start-error screens are translated.
  const i18n = await initI18n();
  updateRequestContext({ locale: toLanguage(i18n.resolvedLanguage) });
  const root = document.getElementById('root');
  if (!root) throw new Error('#root is missing from index.html');
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
}

void start();
