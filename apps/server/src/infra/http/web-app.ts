import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
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
): FastifyReply {
  reply
    .code(status)
    .type('text/html; charset=utf-8')
    .header('cache-control', 'no-cache')
    .header('vary', 'accept-encoding');
  const accepted = request.headers['accept-encoding'];
  const encoding =
    accepted === undefined ? null : negotiate(accepted, [...Object.keys(page.encoded), 'identity']);
  const body = encoding === 'br' || encoding === 'gzip' ? page.encoded[encoding] : undefined;
  if (encoding === null || body === undefined) return reply.send(page.html);
  return reply.header('content-encoding', encoding).send(body);
}

/** The prerendered pages of the site, read once: `<language>/<page id>` → page. */
function readSitePages(distDir: string): Map<string, Page> {
  const pages = new Map<string, Page>();
  for (const language of siteLanguages) {
    for (const id of [...siteRoutes.map((route) => route.id), siteNotFoundId]) {
      const file = join(distDir, 'site', language, `${id}.html`);
      if (!existsSync(file)) throw new Error(`the web app was built without its page ${file}`);
      pages.set(`${language}/${id}`, readPage(file));
    }
  }
  return pages;
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
): Promise<WebApp | undefined> {
  const indexPath = join(distDir, 'index.html');
  if (!existsSync(indexPath)) {
    app.log.warn({ distDir }, 'web app not built; run `npm run build` to serve it from here');
    return undefined;
  }
  const shell = readPage(indexPath);
  const sitePages = readSitePages(distDir);
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
    setHeaders: (response, filePath) => {
      response.setHeader(
        'cache-control',
        filePath.includes('/static/') ? 'public, max-age=31536000, immutable' : 'no-cache',
      );
    },
  });

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
