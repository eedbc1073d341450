import type { FastifyInstance } from 'fastify';
import { parse, parseNumberAndBigInt, stringify } from 'lossless-json';
import { scan } from 'secure-json-parse';
import { AppError } from '../errors.js';

/**
 * JSON for the platform API, where amounts are integers in base units and ether's wei passes
 * 2^53: request integers are read as bigint (a fraction stays a number, for the schema to
 * refuse), and bigint amounts are written as bare JSON integers. Duplicate keys are refused, and
 * so are `__proto__` and `constructor.prototype` keys, as Fastify's own JSON parser refuses them
 * (with secure-json-parse): passed on, they could change an object's prototype wherever a body
 * is copied with `Object.assign`. Registered inside the /api plugin only.
 */
export function useLosslessJson(api: FastifyInstance): void {
  api.removeContentTypeParser('application/json');
  api.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8');
    if (text.trim() === '') {
      done(new AppError('invalid_json', 'The request body is empty but declared as JSON'));
      return;
    }
    let parsed: unknown;
    try {
      parsed = parse(text, null, parseNumberAndBigInt);
    } catch {
      done(new AppError('invalid_json', 'The request body is not valid JSON'));
      return;
    }
    try {
      if (typeof parsed === 'object' && parsed !== null) scan(parsed);
    } catch {
      done(new AppError('invalid_json', 'The request body holds a __proto__ or constructor key'));
      return;
    }
    done(null, parsed);
  });
  api.setReplySerializer((payload) => stringify(payload) ?? 'null');
}
