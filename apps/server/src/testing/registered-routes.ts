import type { FastifyInstance } from 'fastify';

export interface RegisteredRoute {
  method: string;
  /** As registered: `/api/trades/:trade_guid`, `/docs/static/*`. */
  url: string;
}

/** One line of `printRoutes({ commonPrefix: false })`: `│   └── /:trade_guid (GET, HEAD)`. */
const routeLine = /^((?:[│ ] {3})*)[├└]── (\S+)(?: \(([A-Z, ]+)\))?$/;

/**
 * Every route the app has registered, read from Fastify's own listing (it offers no other):
 * each line is a path segment under the line above it one level up, with its methods.
 */
export function registeredRoutes(app: FastifyInstance): RegisteredRoute[] {
  const prefixes: string[] = [];
  const routes: RegisteredRoute[] = [];
  for (const line of app.printRoutes({ commonPrefix: false }).split('\n')) {
    const match = routeLine.exec(line);
    if (match === null) continue;
    const [, indent = '', segment = '', methods] = match;
    const depth = indent.length / 4;
    const url = `${prefixes[depth - 1] ?? ''}${segment}`;
    prefixes[depth] = url;
    prefixes.length = depth + 1;
    for (const method of methods?.split(', ') ?? []) routes.push({ method, url });
  }
  return routes;
}
