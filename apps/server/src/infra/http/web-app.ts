import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import { appRoutes, routeRedirects } from '@maple/contracts';
import type { FastifyInstance, FastifyReply } from 'fastify';

export interface WebApp {
  /** Answers the app shell; the client router renders the page (or its not-found page). */
  sendShell(reply: FastifyReply, status: 200 | 404): FastifyReply;
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

/**
 * Serves the built single-page app: hashed files under /static forever-cacheable, every path of
 * the route map answered with the shell (200), redirects of the route map as 301s. Returns
 * undefined when the app has not been built (development with Vite serving it instead).
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
  const shell = readFileSync(indexPath, 'utf8');

  await app.register(fastifyStatic, {
    root: distDir,
    wildcard: false,
    index: false,
    preCompressed: true,
    setHeaders: (response, filePath) => {
      response.header(
        'cache-control',
        filePath.includes('/static/') ? 'public, max-age=31536000, immutable' : 'no-cache',
      );
    },
  });

  const webApp: WebApp = {
    sendShell: (reply, status) =>
      reply
        .code(status)
        .type('text/html; charset=utf-8')
        .header('cache-control', 'no-cache')
        .send(shell),
  };

  for (const route of appRoutes) {
    app.get(route.path, (_request, reply) => webApp.sendShell(reply, 200));
  }
  for (const [from, to] of Object.entries(routeRedirects)) {
    app.get(from, (_request, reply) => reply.redirect(to, 301));
  }
  return webApp;
}
