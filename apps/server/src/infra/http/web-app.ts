import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { negotiate } from '@fastify/accept-negotiator';
import fastifyStatic from '@fastify/static';
import {
  appRoutes,
  routeRedirects,
  type SiteLanguage,
  siteLanguageOf,
  siteLanguages,
  siteNotFoundId,
  sitePath,
  siteRoutes,
} from '@maple/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';

export interface WebApp {
  /** Answers the not-found page of the site, in the language of the path, with status 404. */
  sendNotFound(request: FastifyRequest, reply: FastifyReply): FastifyReply;
}

/**
 * Paths that are not pages: the server's own interfaces and the built files. A miss there is a
 * JSON 404 (a missing chunk must fail as a missing chunk), never the HTML not-found page.
 */
const NON_PAGE_PREFIXES = [
  '/static',
  '/api',
  '/identity',
  '/customers',
  '/market',
  '/admin/api',
  '/stream',
  '/dev',
  '/docs',
  '/healthz',
  '/readyz',
];

export function isPagePath(url: string): boolean {
  const path = url.split('?', 1)[0]?.toLowerCase() ?? '';
  return !NON_PAGE_PREFIXES.some((prefix) => path === prefix || path.startsWith(`${prefix}/`));
}

/** A page as it is sent: its HTML, and the copies the build compressed (scripts/precompress.ts). */
interface Page {
  html: Buffer;
  encoded: Partial<Record<'br' | 'gzip', Buffer>>;
}

function readPage(file: string): Page {
  const encoded: Page['encoded'] = {};
  if (existsSync(`${file}.br`)) encoded.br = readFileSync(`${file}.br`);
  if (existsSync(`${file}.gz`)) encoded.gzip = readFileSync(`${file}.gz`);
  return { html: readFileSync(file), encoded };
}

/** Sends a page compressed as the browser accepts, when the build compressed it. */
function sendHtml(
  request: FastifyRequest,
  reply: FastifyReply,
  status: 200 | 404,
  page: Page,
  type = 'text/html; charset=utf-8',
): FastifyReply {
  reply
    .code(status)
    .type(type)
    .header('cache-control', 'no-cache')
    .header('vary', 'accept-encoding');
  const accepted = request.headers['accept-encoding'];
  const encoding =
    accepted === undefined ? null : negotiate(accepted, [...Object.keys(page.encoded), 'identity']);
  const body = encoding === 'br' || encoding === 'gzip' ? page.encoded[encoding] : undefined;
  if (encoding === null || body === undefined) return reply.send(page.html);
  return reply.header('content-encoding', encoding).send(body);
}

/**
 * The origin the build named in canonical, `hreflang`, Open Graph, JSON-LD and sitemap URLs
 * (`PUBLIC_URL` when it was built), which the prerender step records; undefined for a build
 * that did not.
 */
function builtOrigin(distDir: string): string | undefined {
  const file = join(distDir, 'site', 'build.json');
  if (!existsSync(file)) return undefined;
  return z.object({ origin: z.string() }).parse(JSON.parse(readFileSync(file, 'utf8'))).origin;
}

/**
 * A built file naming the server's own origin (`PUBLIC_URL`) where the build named another: a
 * build made without it, or for another address, would publish `localhost` as the canonical
 * site. Compressed again with gzip only: brotli at the build's quality is too slow at start-up.
 */
function atOrigin(page: Page, moved: { from: string; to: string } | undefined): Page {
  if (moved === undefined) return page;
  const text = page.html.toString('utf8');
  if (!text.includes(moved.from)) return page;
  const html = Buffer.from(text.replaceAll(moved.from, moved.to));
  return { html, encoded: { gzip: gzipSync(html) } };
}

/** The prerendered pages of the site, read once: `<language>/<page id>` → page. */
function readSitePages(
  distDir: string,
  moved: { from: string; to: string } | undefined,
): Map<string, Page> {
  const pages = new Map<string, Page>();
  for (const language of siteLanguages) {
    for (const id of [...siteRoutes.map((route) => route.id), siteNotFoundId]) {
      const file = join(distDir, 'site', language, `${id}.html`);
      if (!existsSync(file)) throw new Error(`the web app was built without its page ${file}`);
      pages.set(`${language}/${id}`, atOrigin(readPage(file), moved));
    }
  }
  return pages;
}

/** The files that name the site's origin besides its pages, and how they are sent. */
const originFiles = [
  { path: '/sitemap.xml', type: 'application/xml; charset=utf-8' },
  { path: '/robots.txt', type: 'text/plain; charset=utf-8' },
] as const;

/** Answers the sitemap and robots.txt at the server's origin, when the build wrote them. */
function registerOriginFiles(
  app: FastifyInstance,
  distDir: string,
  moved: { from: string; to: string } | undefined,
): void {
  for (const { path, type } of originFiles) {
    const file = join(distDir, path);
    if (!existsSync(file)) continue;
    const page = atOrigin(readPage(file), moved);
    app.get(path, (request, reply) => sendHtml(request, reply, 200, page, type));
  }
}

/**
 * Serves the built web app (docs/public-site.md): the public site's pages prerendered, in
 * English at their path and in French under /fr; every other path of the route map with the
 * single-page app's shell; hashed files under /static forever-cacheable; the route map's
 * redirects as 301s in both languages. Returns undefined when the app has not been built
 * (development, with Vite serving it instead).
 */
export async function registerWebApp(
  app: FastifyInstance,
  distDir: string,
  publicUrl: string,
): Promise<WebApp | undefined> {
  const indexPath = join(distDir, 'index.html');
  if (!existsSync(indexPath)) {
    app.log.warn({ distDir }, 'web app not built; run `npm run build` to serve it from here');
    return undefined;
  }
  const shell = readPage(indexPath);
  const origin = builtOrigin(distDir);
  const moved =
    origin === undefined || origin === publicUrl ? undefined : { from: origin, to: publicUrl };
  if (moved !== undefined)
    app.log.info(moved, 'the site names PUBLIC_URL, not the origin it was built for');
  const sitePages = readSitePages(distDir, moved);
  const sitePage = (language: SiteLanguage, id: string): Page => {
    const page = sitePages.get(`${language}/${id}`);
    if (page === undefined) throw new Error(`no prerendered page ${language}/${id}`);
    return page;
  };

  await app.register(fastifyStatic, {
    root: distDir,
    wildcard: false,
    index: false,
    preCompressed: true,
    // Our own Cache-Control (setHeaders below), not @fastify/send's `public, max-age=0`.
    cacheControl: false,
    // The prerendered pages are answered at their own paths only.
    allowedPath: (pathName) => !pathName.startsWith('/site/'),
    // The files that name the origin are answered by registerOriginFiles.
    globIgnore: originFiles.map(({ path }) => `${path.slice(1)}*`),
    setHeaders: (response, filePath) => {
      response.setHeader(
        'cache-control',
        filePath.includes('/static/') ? 'public, max-age=31536000, immutable' : 'no-cache',
      );
    },
  });

  registerOriginFiles(app, distDir, moved);
  for (const route of appRoutes) {
    if (siteRoutes.includes(route)) {
      for (const language of siteLanguages) {
        const page = sitePage(language, route.id);
        app.get(sitePath(route.path, language), (request, reply) =>
          sendHtml(request, reply, 200, page),
        );
      }
    } else {
      app.get(route.path, (request, reply) => sendHtml(request, reply, 200, shell));
    }
  }
  for (const [from, to] of Object.entries(routeRedirects)) {
    for (const language of siteLanguages) {
      const target = sitePath(to, language);
      app.get(sitePath(from, language), (_request, reply) => reply.redirect(target, 301));
    }
  }
  return {
    sendNotFound: (request, reply) => {
      const { language } = siteLanguageOf(request.url.split('?', 1)[0] ?? '/');
      return sendHtml(request, reply, 404, sitePage(language, siteNotFoundId));
    },
  };
}
