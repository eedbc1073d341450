/**
 * Which requests the worker answers from its caches, and which answers it may keep
 * (docs/decisions/0080-installable-web-app.md). The rule the rest follows: an answer that may
 * carry the customer's personal data is never kept. So the worker keeps only what is the same for
 * everyone (the app's shell and built files, the public site's prerendered pages), and stays out
 * of every other request, which goes to the network as if there were no worker.
 */

/**
 * Paths the server answers itself (apps/server's web-app.ts names the same): its interfaces,
 * each answering for a signed-in customer or member of staff, and the back office. Never cached,
 * whatever their headers say.
 */
export const serverPaths = [
  '/api',
  '/customers',
  '/identity',
  '/admin',
  '/market',
  '/stream',
  '/docs',
  '/dev',
  '/healthz',
  '/readyz',
] as const;

/**
 * - `network`: the worker stays out of it;
 * - `static`: a hashed file under /static, the same bytes forever: the cache first;
 * - `precached`: a file of the shell without a hash (/theme-init.js): the network first, this
 *   version's copy offline;
 * - `site-page`: a prerendered page of the site: the network first, the copy kept offline;
 * - `app-page`: any other page: the network first, the app's shell offline.
 */
export type Strategy = 'network' | 'static' | 'precached' | 'site-page' | 'app-page';

/** What the rules read of a request. */
export interface RequestFacts {
  readonly method: string;
  readonly url: string;
  readonly mode: string;
}

/** What the rules know of this deploy. */
export interface CacheScope {
  readonly origin: string;
  /** The site's pages, each as `pageKey` gives it. */
  readonly sitePages: ReadonlySet<string>;
  /** The precached paths. */
  readonly precache: ReadonlySet<string>;
}

/** A page's path as the server matches it: case and a trailing slash do not matter. */
export function pageKey(pathname: string): string {
  const lower = pathname.toLowerCase();
  return lower.length > 1 && lower.endsWith('/') ? lower.slice(0, -1) : lower;
}

const isServerPath = (pathname: string): boolean => {
  const path = pathname.toLowerCase();
  return serverPaths.some((prefix) => path === prefix || path.startsWith(`${prefix}/`));
};

/** How the worker answers a request. */
export function strategyFor(request: RequestFacts, scope: CacheScope): Strategy {
  if (request.method !== 'GET') return 'network';
  const url = new URL(request.url);
  if (url.origin !== scope.origin || isServerPath(url.pathname)) return 'network';
  if (url.pathname.startsWith('/static/')) return 'static';
  if (request.mode === 'navigate')
    return scope.sitePages.has(pageKey(url.pathname)) ? 'site-page' : 'app-page';
  return scope.precache.has(url.pathname) ? 'precached' : 'network';
}

/** What the rules read of an answer. */
export interface ResponseFacts {
  readonly status: number;
  readonly type: string;
  readonly redirected: boolean;
  readonly headers: Pick<Headers, 'get' | 'has'>;
}

/** The directives of a Cache-Control header, lower case. */
function directivesOf(header: string | null): Set<string> {
  return new Set(
    (header ?? '')
      .split(',')
      .map((directive) => (directive.split('=', 1)[0] ?? '').trim().toLowerCase()),
  );
}

/**
 * Whether an answer may be kept: a whole same-origin 200 that its server lets anyone keep. An
 * answer marked `no-store` or `private` is the server saying it is someone's; one that sets a
 * cookie belongs to a session. Browsers hide `Set-Cookie` from workers, so that test is a second
 * line behind the paths the worker never answers, not the first.
 */
export function isStorable(response: ResponseFacts): boolean {
  if (response.status !== 200 || response.redirected || response.type !== 'basic') return false;
  const cacheControl = directivesOf(response.headers.get('cache-control'));
  if (cacheControl.has('no-store') || cacheControl.has('private')) return false;
  if (response.headers.has('set-cookie')) return false;
  return !(response.headers.get('vary') ?? '').includes('*');
}

/** A page may be kept when it is storable and HTML: a prerendered page, not a JSON answer. */
export const isStorablePage = (response: ResponseFacts): boolean =>
  isStorable(response) && (response.headers.get('content-type') ?? '').startsWith('text/html');
