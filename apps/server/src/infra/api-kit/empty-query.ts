import type { FastifyInstance } from 'fastify';

/**
 * Cybrid ignores a query parameter sent empty (`?guid=&customer_guid=`), as many clients build
 * their URLs from optional fields; so does every /api route: an empty value is taken out before
 * the route's schema sees the query, as if it had not been sent.
 */
export function ignoreEmptyQueryValues(api: FastifyInstance): void {
  api.addHook('preValidation', async (request) => {
    const query: unknown = request.query;
    if (typeof query !== 'object' || query === null) return;
    for (const [name, value] of Object.entries(query)) {
      if (value === '') Reflect.deleteProperty(query, name);
    }
  });
}
