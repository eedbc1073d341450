import { fileURLToPath } from 'node:url';
import { build, type Plugin } from 'vite';

/** The service worker's source; tsconfig.sw.json type-checks its folder. */
const entry = fileURLToPath(new URL('../src/service-worker/sw.ts', import.meta.url));
const root = fileURLToPath(new URL('..', import.meta.url));

/** Where the worker is served: the root, so that its scope can be the whole app. */
export const serviceWorkerPath = '/sw.js';

/**
 * Bundles the worker on its own: one classic script (a module service worker is not supported
 * everywhere yet), with no chunk shared with the app. In the app's own build, a shared chunk or
 * the bundler's runtime would land under /static with a hash, and the worker, which the browser
 * fetches at a fixed address, would import a file that a later deploy removes.
 */
async function bundleServiceWorker(minify: boolean): Promise<string> {
  const result = await build({
    configFile: false,
    root,
    mode: minify ? 'production' : 'development',
    publicDir: false,
    logLevel: 'warn',
    build: {
      write: false,
      minify,
      sourcemap: false,
      rolldownOptions: { input: entry, output: { format: 'iife' } },
    },
  });
  const outputs = Array.isArray(result) ? result : [result];
  for (const output of outputs) {
    if (!('output' in output)) continue;
    const chunk = output.output.find((file) => file.type === 'chunk' && file.isEntry);
    if (chunk?.type === 'chunk') return chunk.code;
  }
  throw new Error(`building ${entry} gave no script`);
}

/**
 * `vite build` writes the worker to dist/sw.js, without a hash: the server answers the files at
 * dist's root with `cache-control: no-cache`, so browsers check it for updates. `vite` (the dev
 * server) builds it on each request, so /sw.js works there too.
 */
export function serviceWorker(): Plugin {
  return {
    name: 'maple-service-worker',
    configureServer(server) {
      server.middlewares.use((request, response, next) => {
        if (request.method !== 'GET' || request.url?.split('?', 1)[0] !== serviceWorkerPath) {
          return next();
        }
        bundleServiceWorker(false)
          .then((code) => {
            response.setHeader('content-type', 'text/javascript; charset=utf-8');
            response.setHeader('cache-control', 'no-cache');
            response.end(code);
          })
          .catch(next);
      });
    },
    async generateBundle() {
      this.emitFile({
        type: 'asset',
        fileName: serviceWorkerPath.slice(1),
        source: await bundleServiceWorker(true),
      });
    },
  };
}
