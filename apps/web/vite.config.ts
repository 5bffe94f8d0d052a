import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

// react-router's package exports always point at its development build (remix-run/react-router#12532,
// #14102): dev warnings and a larger bundle in production. Builds take its production twin instead.
function reactRouterProductionBuild(): Plugin {
  return {
    name: 'volunteerly:react-router-production',
    apply: 'build',
    enforce: 'pre',
    async resolveId(source, importer, options) {
      if (source !== 'react-router') return null;
      const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
      if (!resolved) return null;
      return { ...resolved, id: resolved.id.replace(/([\\/])dist\1development\1/, '$1dist$1production$1') };
    },
  };
}

// The API runs on its own port in development; production serves both from one origin.
const proxied = { target: 'http://127.0.0.1:3000', changeOrigin: false };
// /auth holds both the API's devise endpoints and pages (/auth/login-1, /auth/reset…): a browser
// navigation there gets the app, as the API's own fallback does in production.
const proxiedAuth = {
  ...proxied,
  bypass: (request: { headers: { accept?: string | undefined } }) =>
    request.headers.accept?.includes('text/html') ? '/index.html' : undefined,
};

export default defineConfig({
  plugins: [reactRouterProductionBuild(), react(), tailwindcss()],
  server: {
    port: 5173,
    proxy: { '/api': proxied, '/auth': proxiedAuth, '/app-config.json': proxied, '/uploads': proxied },
  },
  // The server render (decision 021) is one bundle with its packages: built as production (React's
  // server renderer in its production build, react-router's production twin above) whatever
  // NODE_ENV the API runs with, and the workspace's TypeScript contracts compiled in.
  ssr: { noExternal: true },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // `npm run bench:web` builds with source maps beside the files (never referenced from them) to
    // say which library or folder each byte of a page's JavaScript comes from.
    sourcemap: process.env.VOLUNTEERLY_SOURCEMAPS === 'hidden' ? 'hidden' : false,
    // Message catalogues are fetched (and cached) per locale; a data: URL would break
    // the CSP's connect-src 'self' and the localStorage cache version, so never inline them.
    assetsInlineLimit: (file) => (file.endsWith('.json') ? false : undefined),
  },
});
