import { readFileSync } from 'node:fs';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { serviceWorker } from './scripts/service-worker.ts';
import { placePage } from './scripts/site-html.ts';
import { loadSiteModule } from './scripts/site-module.ts';

// Paths the Node server answers itself; everything else is the site or the single-page app.
const serverPaths = [
  '/identity',
  '/customers',
  '/api',
  '/market',
  '/admin/api',
  '/stream',
  '/healthz',
  '/readyz',
  '/dev',
  '/docs',
];

const serverUrl = process.env.SERVER_URL ?? 'http://localhost:3000';

/**
 * On the dev server, pages of the public site are rendered on request, as the build prerenders
 * them (scripts/prerender.ts), and then hydrated with hot reload; app paths fall through to the
 * single-page app.
 */
function sitePagesInDevelopment(): Plugin {
  return {
    name: 'maple-site-pages',
    apply: 'serve',
    configureServer(server) {
      server.middlewares.use((request, response, next) => {
        if (request.method !== 'GET' || request.url === undefined) return next();
        const url = new URL(request.url, 'http://localhost');
        const year = new Date().getFullYear();
        loadSiteModule(server)
          .then((site) => site.renderPath(url.pathname, year))
          .then(async (found) => {
            if (found === undefined) return next();
            const template = await server.transformIndexHtml(
              url.pathname,
              readFileSync(new URL('./site.html', import.meta.url), 'utf8'),
            );
            response.setHeader('content-type', 'text/html; charset=utf-8');
            response.end(placePage(template, { ...found, year }));
          })
          .catch(next);
      });
    },
  };
}

/**
 * `vite build` builds the app (index.html); `vite build --mode site` then builds the public
 * site's entry (site.html) into the same dist. Two builds, so each is tree-shaken on its own:
 * in one build, a module both entries import keeps every export either needs, and the site
 * would carry the app's share of the libraries they have in common (docs/public-site.md).
 */
export default defineConfig(({ mode }) => ({
  // The service worker (dist/sw.js) is the app's: the site's build neither needs nor registers it.
  plugins: [
    react(),
    tailwindcss(),
    sitePagesInDevelopment(),
    ...(mode === 'site' ? [] : [serviceWorker()]),
  ],
  // Workspace packages export their TypeScript source under `source`.
  resolve: { conditions: ['source', 'module', 'browser', 'development|production'] },
  // The business the site is built for (src/lib/business.ts): read at build time.
  envPrefix: ['VITE_', 'BUSINESS_', 'PUBLIC_URL'],
  build: {
    outDir: 'dist',
    // Not `assets`: /assets is a page of the app, and the server must not shadow it.
    assetsDir: 'static',
    rolldownOptions: {
      input: mode === 'site' ? 'site.html' : 'index.html',
      // Modules run in the order the source imports them, whichever chunk they land in: the
      // app's first import (src/lib/zod-csp.ts) must configure zod before any module of a
      // shared chunk builds a schema, or zod's eval probe trips the Content-Security-Policy.
      output: { strictExecutionOrder: true },
    },
    // The site's build adds to the app's: it keeps dist, and tells the prerender step which
    // chunk holds each page's words, to preload it.
    emptyOutDir: mode !== 'site',
    manifest: mode === 'site' ? 'site-manifest.json' : false,
  },
  server: {
    port: 5173,
    strictPort: true,
    proxy: Object.fromEntries(serverPaths.map((path) => [path, { target: serverUrl }])),
  },
}));
