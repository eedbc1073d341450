import { describe, expect, it } from 'vitest';
import {
  type CacheShelf,
  cacheNamesOf,
  type Deploy,
  type KeptAnswers,
  offlineCache,
} from './offline-cache';

const origin = 'https://maple.example';

const deploy: Deploy = {
  cacheVersion: 'v2',
  shell: '/index.html',
  precache: ['/index.html', '/static/index-3f2a.js', '/static/index-77aa.css', '/theme-init.js'],
  sitePages: ['/', '/about', '/fr', '/fr/about'],
};
const names = cacheNamesOf(deploy.cacheVersion);

/** The browser's Cache Storage: each cache's answers by URL. */
function fakeShelf(names: string[] = []) {
  const caches = new Map<string, Map<string, Response>>(names.map((name) => [name, new Map()]));
  const shelf: CacheShelf = {
    open: async (name) => {
      const cache = caches.get(name) ?? new Map<string, Response>();
      caches.set(name, cache);
      const answers: KeptAnswers = {
        match: async (url) => cache.get(url)?.clone(),
        put: async (url, response) => {
          cache.set(url, response);
        },
      };
      return answers;
    },
    keys: async () => [...caches.keys()],
    delete: async (name) => caches.delete(name),
  };
  const urlsIn = (name: string) => [...(caches.get(name)?.keys() ?? [])];
  const everyUrl = () => [...caches.values()].flatMap((cache) => [...cache.keys()]);
  return { shelf, caches, urlsIn, everyUrl };
}

/** An answer as the worker's `fetch` gives it for this origin (`type` is `basic` there). */
function answer(body: string, headers: Record<string, string> = {}, status = 200): Response {
  const response = new Response(body, { status, headers });
  Object.defineProperty(response, 'type', { value: 'basic' });
  return response;
}

const html = (body: string) =>
  answer(body, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-cache' });

/** The server, or no network at all; records what reached it. */
function fakeNetwork(routes: Record<string, () => Response>) {
  const asked: Request[] = [];
  let online = true;
  const fetch = async (request: Request) => {
    asked.push(request);
    if (!online) throw new TypeError('Failed to fetch');
    const path = new URL(request.url).pathname;
    const route = routes[`${request.method} ${path}`];
    return route ? route() : answer('{"code":"not_found"}', {}, 404);
  };
  return { fetch, asked, goOffline: () => (online = false) };
}

const shellRoutes = {
  'GET /index.html': () => html('<div id="root"></div>'),
  'GET /static/index-3f2a.js': () =>
    answer('export {};', { 'cache-control': 'public, max-age=31536000, immutable' }),
  'GET /static/index-77aa.css': () => answer('body{}'),
  'GET /theme-init.js': () => answer('/* theme */', { 'cache-control': 'no-cache' }),
};

/** The customer's own data, as the server answers it. */
const personalRoutes = {
  'GET /customers/preferences': () =>
    answer('{"data":{"language":"en-CA"}}', { 'content-type': 'application/json' }),
  'GET /api/accounts': () => answer('{"objects":[]}', { 'content-type': 'application/json' }),
  'GET /identity/me': () => answer('{"email":"ada@example.ca"}'),
  'GET /admin/api/customers/3b1f': () => answer('{"name":"Ada"}'),
  'GET /market/api/v3/simple/price': () => answer('{}'),
};

const request = (path: string, init: RequestInit = {}) => new Request(`${origin}${path}`, init);
/** A navigation: `mode` cannot be set to `navigate` on a Request made by hand. */
const navigation = (path: string) => {
  const made = request(path);
  Object.defineProperty(made, 'mode', { value: 'navigate' });
  return made;
};

/** The worker with its shell installed; `respond` waits for the copies it keeps. */
async function installedWorker(routes: Record<string, () => Response> = {}) {
  const shelf = fakeShelf();
  const network = fakeNetwork({ ...shellRoutes, ...personalRoutes, ...routes });
  const worker = offlineCache(deploy, shelf.shelf, network.fetch, origin);
  await worker.install();
  const respond = async (req: Request) => {
    const writes: Promise<unknown>[] = [];
    const response = worker.respond(req, (work) => writes.push(work));
    const answered = response === undefined ? undefined : await response;
    await Promise.all(writes);
    return answered;
  };
  return { ...shelf, ...network, respond };
}

describe('installing a deploy', () => {
  it('fetches the shell and its files past the HTTP cache, into this version’s cache', async () => {
    const { urlsIn, asked } = await installedWorker();
    expect(urlsIn(names.shell)).toEqual(deploy.precache.map((path) => `${origin}${path}`));
    expect(asked.map((req) => req.cache)).toEqual(deploy.precache.map(() => 'reload'));
  });

  it('fails, keeping the last deploy’s worker, when a file of the shell cannot be kept', async () => {
    for (const failing of [
      () => answer('gone', {}, 404),
      () => answer('<html>', { 'cache-control': 'no-store' }),
    ]) {
      const network = fakeNetwork({ ...shellRoutes, 'GET /theme-init.js': failing });
      const worker = offlineCache(deploy, fakeShelf().shelf, network.fetch, origin);
      await expect(worker.install()).rejects.toThrow('/theme-init.js answered');
    }
  });

  it('deletes every earlier version’s caches when it takes over, and no one else’s', async () => {
    const { shelf, caches } = fakeShelf([
      'maple-shell-v1',
      'maple-pages-v1',
      'maple-static-v1',
      names.shell,
      'another-app',
    ]);
    await offlineCache(deploy, shelf, fakeNetwork({}).fetch, origin).removeOtherVersions();
    expect([...caches.keys()]).toEqual([names.shell, 'another-app']);
  });
});

describe("the customer's personal data", () => {
  it('is never answered by the worker, so never kept: the browser fetches it itself', async () => {
    const { respond, everyUrl, asked } = await installedWorker();
    const before = asked.length;
    for (const path of Object.keys(personalRoutes).map((route) => route.slice(4))) {
      expect(await respond(request(path)), path).toBeUndefined();
      expect(await respond(navigation(path)), path).toBeUndefined();
    }
    expect(await respond(request('/customers/preferences', { method: 'PUT', body: '{}' }))).toBe(
      undefined,
    );
    expect(asked.length).toBe(before);
    // Only the installed shell is kept: nothing the customer's session read.
    expect(everyUrl()).toEqual(deploy.precache.map((path) => `${origin}${path}`));
  });

  it('is not kept even when a page path answers with it, marked private or no-store', async () => {
    const { respond, urlsIn } = await installedWorker({
      'GET /about': () =>
        answer('<h1>Ada</h1>', { 'content-type': 'text/html', 'cache-control': 'private' }),
      'GET /fr/about': () =>
        answer('<h1>Ada</h1>', { 'content-type': 'text/html', 'cache-control': 'no-store' }),
      'GET /fr': () => answer('{"name":"Ada"}', { 'content-type': 'application/json' }),
    });
    for (const path of ['/about', '/fr/about', '/fr']) {
      expect((await respond(navigation(path)))?.status, path).toBe(200);
    }
    expect(urlsIn(names.pages)).toEqual([]);
  });
});

describe('answering the app', () => {
  it('answers hashed files from the cache, and keeps the ones it fetched', async () => {
    const { respond, asked, urlsIn } = await installedWorker({
      'GET /static/Dashboard-1b2c.js': () => answer('export {};'),
    });
    const installed = asked.length;
    expect(await (await respond(request('/static/index-3f2a.js')))?.text()).toBe('export {};');
    expect(asked.length).toBe(installed);
    await respond(request('/static/Dashboard-1b2c.js'));
    await respond(request('/static/Dashboard-1b2c.js'));
    expect(asked.length).toBe(installed + 1);
    expect(urlsIn(names.static)).toEqual([`${origin}/static/Dashboard-1b2c.js`]);
  });

  it('answers an app page from the network, and with the shell offline', async () => {
    const { respond, goOffline, urlsIn } = await installedWorker({
      'GET /dashboard': () => html('<div id="root"></div><!-- from the network -->'),
    });
    expect(await (await respond(navigation('/dashboard')))?.text()).toContain('from the network');
    expect(urlsIn(names.pages)).toEqual([]);
    goOffline();
    expect(await (await respond(navigation('/settings-preferences')))?.text()).toBe(
      '<div id="root"></div>',
    );
    expect(await (await respond(request('/theme-init.js')))?.text()).toBe('/* theme */');
  });

  it('keeps each site page it reads, under its path, and answers it offline', async () => {
    const { respond, goOffline, urlsIn } = await installedWorker({
      'GET /about': () => html('<h1>About Maple Exchange</h1>'),
    });
    expect(await (await respond(navigation('/about?utm_source=mail')))?.text()).toBe(
      '<h1>About Maple Exchange</h1>',
    );
    expect(urlsIn(names.pages)).toEqual([`${origin}/about`]);
    goOffline();
    expect(await (await respond(navigation('/About/')))?.text()).toBe(
      '<h1>About Maple Exchange</h1>',
    );
    // A page never read has no copy: the browser shows that it is offline.
    await expect(respond(navigation('/fr/about'))).rejects.toThrow('Failed to fetch');
  });
});
