import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  plugins: [react()],
  test: {
    name: 'web',
    // happy-dom starts in a fraction of jsdom's time (the suite: 110 s → 70 s on 2 cores). The few
    // files that need what only jsdom does (the rich-text editor, the HTML sanitiser, accessible
    // names of some row buttons, secure cookies across files) say `// @vitest-environment jsdom` at their top.
    environment: 'happy-dom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['./src/test/setup-tests.ts'],
    // One window and module graph per worker, not per file: per-file set-up was over half the run (197 s → 46–99 s on
    // 2 loaded cores). setup-tests.ts resets what files share (storage, cookies, document, stores, i18n); these undo stubs.
    isolate: false,
    restoreMocks: true,
    unstubGlobals: true,
    unstubEnvs: true,
    // Whole-app renders with lazy pages are slow on a loaded machine; see setup-tests.ts.
    testTimeout: 30_000,
    // Secure cookies need an https origin, as in browsers outside localhost.
    environmentOptions: {
      happyDOM: {
        url: 'https://volunteerly.test/',
        // Nothing outside the machine: no script, stylesheet or frame is fetched.
        settings: {
          disableJavaScriptFileLoading: true,
          disableCSSFileLoading: true,
          disableIframePageLoading: true,
          handleDisabledFileLoadingAsSuccess: true,
        },
      },
      jsdom: { url: 'https://volunteerly.test/' },
    },
  },
});
