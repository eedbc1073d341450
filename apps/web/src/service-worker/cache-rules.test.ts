import { describe, expect, it } from 'vitest';
import {
  isStorable,
  isStorablePage,
  pageKey,
  type ResponseFacts,
  serverPaths,
  strategyFor,
} from './cache-rules';

const origin = 'https://maple.example';

const scope = {
  origin,
  sitePages: new Set(['/', '/about', '/what-is-xrp', '/fr', '/fr/about'].map(pageKey)),
  precache: new Set(['/index.html', '/theme-init.js', '/static/index-3f2a.js']),
};

const navigate = (path: string, method = 'GET') => ({
  method,
  url: `${origin}${path}`,
  mode: 'navigate',
});
const load = (path: string, method = 'GET') => ({ method, url: `${origin}${path}`, mode: 'cors' });

/** The personal data the server answers: the customer's, a bank's view of it, the back office's. */
const personal = [
  '/customers/preferences',
  '/customers/me',
  '/customers/ledger-export?format=csv',
  '/customers/push-devices',
  '/api/accounts',
  '/api/customers/5f1c?include_pii=true',
  '/identity/me',
  '/admin/api/customers/3b1f',
  '/admin/api/audit.csv',
  '/market/api/v3/simple/price?ids=bitcoin',
  '/stream/prices',
  '/docs/json',
  '/dev/mailbox',
  '/Customers/Preferences',
  '/CUSTOMERS/me/',
];

describe('what the worker never answers', () => {
  it('leaves every answer of the server to the network, however it is asked for', () => {
    for (const path of personal) {
      expect(strategyFor(load(path), scope), path).toBe('network');
      expect(strategyFor(navigate(path), scope), path).toBe('network');
    }
    for (const prefix of serverPaths) {
      expect(strategyFor(load(prefix), scope), prefix).toBe('network');
      expect(strategyFor(navigate(`${prefix}/anything`), scope), prefix).toBe('network');
    }
  });

  it('leaves the back office alone, its pages included', () => {
    for (const path of ['/admin', '/admin/customer/3b1f', '/admin/signin']) {
      expect(strategyFor(navigate(path), scope), path).toBe('network');
    }
  });

  it('leaves every request but a GET to the network', () => {
    for (const method of ['POST', 'PUT', 'PATCH', 'DELETE', 'HEAD', 'OPTIONS']) {
      expect(strategyFor(load('/static/index-3f2a.js', method), scope), method).toBe('network');
      expect(strategyFor(navigate('/about', method), scope), method).toBe('network');
      expect(strategyFor(navigate('/dashboard', method), scope), method).toBe('network');
    }
  });

  it('leaves other origins alone', () => {
    const elsewhere = { method: 'GET', url: 'https://cdn.example/static/x-1.js', mode: 'cors' };
    expect(strategyFor(elsewhere, scope)).toBe('network');
    expect(strategyFor({ ...elsewhere, mode: 'navigate' }, scope)).toBe('network');
  });

  it('leaves files outside the shell, and pages fetched by a script, to the network', () => {
    expect(strategyFor(load('/coins/btc.svg'), scope)).toBe('network');
    expect(strategyFor(load('/about'), scope)).toBe('network');
    expect(strategyFor(load('/dashboard'), scope)).toBe('network');
  });
});

describe('what the worker answers', () => {
  it('answers the hashed files from its cache first', () => {
    expect(strategyFor(load('/static/index-3f2a.js'), scope)).toBe('static');
    expect(strategyFor(load('/static/PreferencesPage-9c1d.js'), scope)).toBe('static');
    expect(strategyFor({ ...load('/static/index-77aa.css'), mode: 'no-cors' }, scope)).toBe(
      'static',
    );
  });

  it("answers the shell's files without a hash from the network first", () => {
    expect(strategyFor(load('/theme-init.js'), scope)).toBe('precached');
  });

  it("answers the site's pages from the network first, in both languages, as the server matches them", () => {
    for (const path of ['/', '/about', '/About/', '/what-is-XRP', '/fr', '/fr/', '/fr/about']) {
      expect(strategyFor(navigate(path), scope), path).toBe('site-page');
    }
    expect(strategyFor(navigate('/about?utm_source=mail'), scope)).toBe('site-page');
  });

  it("answers any other page as the app's, with the shell offline", () => {
    for (const path of [
      '/dashboard',
      '/settings-preferences',
      '/signin',
      '/fr/dashboard',
      '/nope',
    ]) {
      expect(strategyFor(navigate(path), scope), path).toBe('app-page');
    }
  });
});

/** An answer as the worker's `fetch` gives it for this origin. */
function facts(overrides: Partial<ResponseFacts> = {}, headers: Record<string, string> = {}) {
  return {
    status: 200,
    type: 'basic',
    redirected: false,
    headers: new Headers({ 'content-type': 'text/html; charset=utf-8', ...headers }),
    ...overrides,
  };
}

describe('which answers may be kept', () => {
  it('keeps a whole answer of this origin that anyone may keep', () => {
    expect(isStorable(facts())).toBe(true);
    expect(isStorable(facts({}, { 'cache-control': 'no-cache' }))).toBe(true);
    expect(isStorable(facts({}, { 'cache-control': 'public, max-age=31536000, immutable' }))).toBe(
      true,
    );
  });

  it('never keeps an answer its server marks as personal or not to be stored', () => {
    for (const cacheControl of [
      'no-store',
      'private',
      'Private, max-age=0',
      'max-age=0,NO-STORE',
    ]) {
      expect(isStorable(facts({}, { 'cache-control': cacheControl })), cacheControl).toBe(false);
    }
    expect(isStorable(facts({}, { 'set-cookie': 'maple_session=1; HttpOnly' }))).toBe(false);
    expect(isStorable(facts({}, { vary: '*' }))).toBe(false);
  });

  it('never keeps a failure, a part, a redirect or an answer of another origin', () => {
    for (const status of [201, 204, 206, 301, 304, 404, 500, 503]) {
      expect(isStorable(facts({ status })), String(status)).toBe(false);
    }
    expect(isStorable(facts({ redirected: true }))).toBe(false);
    for (const type of ['cors', 'opaque', 'opaqueredirect', 'error', 'default']) {
      expect(isStorable(facts({ type })), type).toBe(false);
    }
  });

  it('keeps a page only when it is HTML', () => {
    expect(isStorablePage(facts())).toBe(true);
    expect(isStorablePage(facts({}, { 'content-type': 'application/json' }))).toBe(false);
    expect(isStorablePage(facts({}, { 'cache-control': 'private' }))).toBe(false);
  });
});
