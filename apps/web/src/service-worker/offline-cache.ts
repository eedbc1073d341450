import { isStorable, isStorablePage, pageKey, strategyFor } from './cache-rules';

/** The part of a `Cache` the worker uses; keys are absolute URLs. */
export interface KeptAnswers {
  match(url: string): Promise<Response | undefined>;
  put(url: string, response: Response): Promise<void>;
}

/** The part of the worker's `caches` (CacheStorage) it uses. */
export interface CacheShelf {
  open(name: string): Promise<KeptAnswers>;
  keys(): Promise<string[]>;
  delete(name: string): Promise<boolean>;
}

/** One deploy of the app, as the build describes it (virtual:maple-worker-build). */
export interface Deploy {
  readonly cacheVersion: string;
  readonly shell: string;
  readonly precache: readonly string[];
  readonly sitePages: readonly string[];
}

export interface OfflineCache {
  /** Fetches the shell and its files into this version's cache: one failure fails the install. */
  install(): Promise<void>;
  /** Deletes the caches of every other version: a deploy's files replace the last one's. */
  removeOtherVersions(): Promise<void>;
  /**
   * The worker's answer to a request, or undefined to leave it to the network. A copy being
   * written to a cache is handed to `keep`, which keeps the worker alive until it is written.
   */
  respond(request: Request, keep: (work: Promise<unknown>) => void): Promise<Response> | undefined;
}

const cachePrefix = 'maple-';

/** This version's caches: the precached shell, the site's pages, the hashed files. */
export const cacheNamesOf = (version: string) => ({
  shell: `${cachePrefix}shell-${version}`,
  pages: `${cachePrefix}pages-${version}`,
  static: `${cachePrefix}static-${version}`,
});

/** Puts a copy of a response into a cache; a full disk costs the copy, never the answer. */
function store(shelf: CacheShelf, name: string, url: string, response: Response): Promise<void> {
  return shelf
    .open(name)
    .then((cache) => cache.put(url, response))
    .catch(() => undefined);
}

/**
 * The network's answer; offline, the copy `fallback` finds, or the network's failure when there
 * is none (the browser then shows its own offline page).
 */
async function networkFirst(
  fetch: (request: Request) => Promise<Response>,
  request: Request,
  fallback: () => Promise<Response | undefined>,
): Promise<Response> {
  try {
    return await fetch(request);
  } catch (error) {
    const kept = await fallback();
    if (kept === undefined) throw error;
    return kept;
  }
}

/**
 * The worker's caches for one deploy (docs/decisions/0080-installable-web-app.md): which request
 * gets which answer is `strategyFor`'s, which answer may be kept is `isStorable`'s.
 */
export function offlineCache(
  deploy: Deploy,
  shelf: CacheShelf,
  fetch: (request: Request) => Promise<Response>,
  origin: string,
): OfflineCache {
  const names = cacheNamesOf(deploy.cacheVersion);
  const scope = {
    origin,
    sitePages: new Set(deploy.sitePages.map(pageKey)),
    precache: new Set(deploy.precache),
  };
  const at = (path: string): string => new URL(path, origin).href;
  const kept = (name: string, url: string) => shelf.open(name).then((cache) => cache.match(url));

  /** A hashed file never changes: a copy kept by this version is answered without asking. */
  async function cacheFirst(request: Request, keep: (work: Promise<unknown>) => void) {
    const copy = (await kept(names.shell, request.url)) ?? (await kept(names.static, request.url));
    if (copy !== undefined) return copy;
    const response = await fetch(request);
    if (isStorable(response)) keep(store(shelf, names.static, request.url, response.clone()));
    return response;
  }

  /** A site page is kept each time it is read, under its path, for the next visit offline. */
  function sitePage(request: Request, keep: (work: Promise<unknown>) => void) {
    const key = at(pageKey(new URL(request.url).pathname));
    const read = async (network: Request) => {
      const response = await fetch(network);
      if (isStorablePage(response)) keep(store(shelf, names.pages, key, response.clone()));
      return response;
    };
    return networkFirst(read, request, () => kept(names.pages, key));
  }

  return {
    async install() {
      const cache = await shelf.open(names.shell);
      await Promise.all(
        deploy.precache.map(async (path) => {
          // Past the browser's HTTP cache: the copy must be this deploy's file.
          const response = await fetch(new Request(at(path), { cache: 'reload' }));
          if (!isStorable(response)) throw new Error(`${path} answered ${response.status}`);
          await cache.put(at(path), response);
        }),
      );
    },
    async removeOtherVersions() {
      const current = new Set(Object.values(names));
      const old = (await shelf.keys()).filter((n) => n.startsWith(cachePrefix) && !current.has(n));
      await Promise.all(old.map((name) => shelf.delete(name)));
    },
    respond(request, keep) {
      switch (strategyFor(request, scope)) {
        case 'static':
          return cacheFirst(request, keep);
        case 'precached':
          return networkFirst(fetch, request, () =>
            kept(names.shell, at(new URL(request.url).pathname)),
          );
        case 'site-page':
          return sitePage(request, keep);
        case 'app-page':
          return networkFirst(fetch, request, () => kept(names.shell, at(deploy.shell)));
        case 'network':
          return undefined;
      }
    },
  };
}
