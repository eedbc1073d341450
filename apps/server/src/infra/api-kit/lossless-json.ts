import type { FastifyInstance } from 'fastify';
import { parse, parseNumberAndBigInt, stringify } from 'lossless-json';
import { AppError } from '../errors.js';

/**
 * JSON for the platform API, where amounts are integers in base units and ether's wei passes
 * 2^53: request integers are read as bigint (a fraction stays a number, for the schema to
 * refuse), and bigint amounts are written as bare JSON integers. Duplicate keys are refused.
 * Registered inside the /api plugin only.
 */
export function useLosslessJson(api: FastifyInstance): void {
  api.removeContentTypeParser('application/json');
  api.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8');
    if (text.trim() === '') {
      done(new AppError('invalid_json', 'The request body is empty but declared as JSON'));
      return;
    }
    try {
      done(null, parse(text, null, parseNumberAndBigInt));
    } catch {
      done(new AppError('invalid_json', 'The request body is not valid JSON'));
    }
  });
  api.setReplySerializer((payload) => stringify(payload) ?? 'null');
}
