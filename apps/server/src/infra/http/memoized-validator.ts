import { validatorCompiler } from 'fastify-type-provider-zod';
import { BoundedMap } from '../bounded-map.js';

/**
 * The zod validator of a route's query string, run once per distinct query and remembered: a
 * read many clients send alike (a price widget's) is validated once, not on every request. The
 * outcome is the same as without the memory, refusals included, and the parsed query is shared
 * by the requests that sent it, so the route must not change `request.query`. The parsed query's
 * JSON is the key: the raw string is not given to validators, and its JSON is what tells two
 * queries apart. At most `limit` outcomes are kept.
 */
export function memoizedQueryValidator(limit: number): typeof validatorCompiler {
  return (route) => {
    const validate = validatorCompiler(route);
    const outcomes = new BoundedMap<string, ReturnType<typeof validate>>(limit);
    return (query: unknown) => {
      const key = JSON.stringify(query);
      const known = outcomes.get(key);
      if (known !== undefined) return known;
      const outcome = validate(query);
      outcomes.set(key, outcome);
      return outcome;
    };
  };
}
