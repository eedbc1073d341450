import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build, type Plugin, type Rolldown } from 'vite';

/** The service worker's source; tsconfig.sw.json type-checks its folder. */
const entry = fileURLToPath(new URL('../src/service-worker/sw.ts', import.meta.url));
const root = fileURLToPath(new URL('..', import.meta.url));

/** Where the worker is served: the root, so that its scope can be the whole app. */
export const serviceWorkerPath = '/sw.js';

/** Where the build's app shell is served (the server answers every file at dist's root). */
const shellPath = '/index.html';

/** What one build of the worker is given (src/service-worker/worker-build.d.ts declares it). */
interface WorkerBuild {
  /** Names this deploy's caches; null on the dev server, whose worker caches nothing. */
  cacheVersion: string | null;
  /** The app's shell and every file it names: fetched when the worker installs. */
  precache: readonly string[];
}

const workerBuildId = 'virtual:maple-worker-build';

/**
 * The worker's build facts as a module. The site's pages come from the route map itself, read
 * from @maple/contracts' source in the worker's own build: routes.ts imports nothing, so the
 * worker carries the route map (about 1.5 KB gzipped) and nothing else of the package.
 */
function workerBuildModule({ cacheVersion, precache }: WorkerBuild): Plugin {
  const resolvedId = `\0${workerBuildId}`;
  return {
    name: 'maple-worker-build',
    resolveId: (id) => (id === workerBuildId ? resolvedId : undefined),
    load: (id) =>
      id === resolvedId
        ? [
            "import { siteLanguages, sitePath, siteRoutes } from '@maple/contracts';",
            `export const cacheVersion = ${JSON.stringify(cacheVersion)};`,
            `export const shell = ${JSON.stringify(shellPath)};`,
            `export const precache = ${JSON.stringify(precache)};`,
            'export const sitePages = siteLanguages.flatMap((language) =>',
            '  siteRoutes.map((route) => sitePath(route.path, language)));',
          ].join('\n')
        : undefined,
  };
}

/**
 * Bundles the worker on its own: one classic script (a module service worker is not supported
 * everywhere yet), with no chunk shared with the app. In the app's own build, a shared chunk or
 * the bundler's runtime would land under /static with a hash, and the worker, which the browser
 * fetches at a fixed address, would import a file that a later deploy removes.
 */
async function bundleServiceWorker(minify: boolean, facts: WorkerBuild): Promise<string> {
  const result = await build({
    configFile: false,
    root,
    mode: minify ? 'production' : 'development',
    publicDir: false,
    logLevel: 'warn',
    plugins: [workerBuildModule(facts)],
    // Workspace packages export their TypeScript source under `source`, as in vite.config.ts.
    resolve: { conditions: ['source', 'module', 'browser', 'development|production'] },
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
 * The shell and the files of this origin it names (its script, its modulepreloads and styles
 * under /static, and the public files such as /theme-init.js): what the app needs to start
 * offline. A page's own chunks are cached as the customer visits it.
 */
function shellFiles(html: string): string[] {
  const named = [...html.matchAll(/\b(?:src|href)="(\/(?!\/)[^"?#]*)"/g)].map(([, path]) => path);
  return [shellPath, ...new Set(named.filter((path) => path !== undefined))];
}

/**
 * The caches' version: a digest of everything the app's build wrote and of the public files the
 * shell names, so a deploy that changes any of them gives the worker new bytes (the browser then
 * installs it) and new caches, and one that changes nothing keeps both.
 */
function cacheVersionOf(
  bundle: Rolldown.OutputBundle,
  precache: readonly string[],
  publicDir: string,
): string {
  const hash = createHash('sha256');
  for (const name of Object.keys(bundle).sort()) {
    const file = bundle[name];
    if (file === undefined) continue;
    hash.update(`${name}\0`).update(file.type === 'chunk' ? file.code : file.source);
  }
  for (const path of precache) {
    const file = join(publicDir, path);
    if (publicDir !== '' && existsSync(file)) hash.update(`${path}\0`).update(readFileSync(file));
  }
  return hash.digest('hex').slice(0, 16);
}

/**
 * `vite build` writes the worker to dist/sw.js, without a hash: the server answers the files at
 * dist's root with `cache-control: no-cache`, so browsers check it for updates. Its precache
 * list and cache version are this build's, read once the app's files are written out (`post`,
 * after Vite has emitted index.html). `vite` (the dev server) builds it on each request, caching
 * nothing, so /sw.js works there too without holding on to modules being edited.
 */
export function serviceWorker(): Plugin {
  let publicDir = '';
  return {
    name: 'maple-service-worker',
    enforce: 'post',
    configResolved(config) {
      publicDir = config.publicDir;
    },
    configureServer(server) {
      server.middlewares.use((request, response, next) => {
        if (request.method !== 'GET' || request.url?.split('?', 1)[0] !== serviceWorkerPath) {
          return next();
        }
        bundleServiceWorker(false, { cacheVersion: null, precache: [] })
          .then((code) => {
            response.setHeader('content-type', 'text/javascript; charset=utf-8');
            response.setHeader('cache-control', 'no-cache');
            response.end(code);
          })
          .catch(next);
      });
    },
    async generateBundle(_options, bundle) {
      const shell = bundle[shellPath.slice(1)];
      if (shell?.type !== 'asset') throw new Error(`the app's build wrote no ${shellPath}`);
      const html =
        typeof shell.source === 'string' ? shell.source : new TextDecoder().decode(shell.source);
      const precache = shellFiles(html);
      const cacheVersion = cacheVersionOf(bundle, precache, publicDir);
      this.emitFile({
        type: 'asset',
        fileName: serviceWorkerPath.slice(1),
        source: await bundleServiceWorker(true, { cacheVersion, precache }),
      });
    },
  };
}
