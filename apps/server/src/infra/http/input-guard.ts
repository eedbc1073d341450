import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../errors.js';
import { refusedInput, sendError } from './error-handler.js';

/** With the `u` flag a paired surrogate is one code point, so only a lone one matches. */
const loneSurrogate = /[\uD800-\uDFFF]/u;

/**
 * Text PostgreSQL cannot store: NUL, which `text` refuses outright (the query fails), and a
 * UTF-16 surrogate without its pair, which has no UTF-8 form (the driver would store U+FFFD in
 * its place).
 */
const unstorable = (text: string): boolean => text.includes('\u0000') || loneSurrogate.test(text);

/** Refused as the route refuses input it cannot take (on `/api`, as Cybrid documents, ADR 69). */
const unstorableError = (request: FastifyRequest) =>
  refusedInput(
    request,
    'The request holds text that cannot be stored: a NUL character or an unpaired surrogate',
  );

/** Whether any string of a parsed body, key or value, is unstorable; walked without recursion. */
function holdsUnstorableText(body: unknown): boolean {
  const pending: unknown[] = [body];
  while (pending.length > 0) {
    const value = pending.pop();
    if (typeof value === 'string') {
      if (unstorable(value)) return true;
    } else if (value instanceof Uint8Array) {
      // Raw bytes (an uploaded file) are stored as bytes, never as text: nothing to walk.
    } else if (Array.isArray(value)) {
      // Item by item: spreading a long array into push() would overflow the call stack.
      for (const item of value) pending.push(item);
    } else if (typeof value === 'object' && value !== null) {
      for (const [key, field] of Object.entries(value)) {
        if (unstorable(key)) return true;
        pending.push(field);
      }
    }
  }
  return false;
}

/**
 * One guard, before any route sees its input, so that no text PostgreSQL refuses reaches a
 * query and turns into a 500: the URL (path and query) must be well-formed percent-encoded UTF-8
 * without NUL, and no string of the body may hold NUL or a lone surrogate. Both answer 400.
 */
export function registerInputGuard(app: FastifyInstance): void {
  // Callbacks, not promises: both run on every request.
  app.addHook('onRequest', (request, _reply, done) => {
    let url: string;
    try {
      url = decodeURIComponent(request.url);
    } catch {
      done(refusedInput(request, 'The URL is not valid percent-encoded UTF-8'));
      return;
    }
    done(unstorable(url) ? unstorableError(request) : undefined);
  });
  app.addHook('preValidation', (request, _reply, done) => {
    done(holdsUnstorableText(request.body) ? unstorableError(request) : undefined);
  });
}

const routerRefusals: Readonly<Record<string, string>> = {
  FST_ERR_BAD_URL: 'The URL path is not valid percent-encoded UTF-8',
  FST_ERR_MAX_PARAM_LENGTH: 'A segment of the URL path is too long',
};

/**
 * Fastify's `frameworkErrors`: what its router refuses before any hook runs (a path that is not
 * valid percent-encoding, a path parameter over its length limit) answers in our error body.
 */
export function answerRouterError(
  error: FastifyError,
  request: FastifyRequest,
  reply: FastifyReply,
): void {
  const refusal = routerRefusals[error.code];
  if (refusal === undefined) {
    request.log.error({ err: error }, 'router error');
    const message = `Something went wrong on our side (request ${request.id})`;
    sendError(request, reply, new AppError('internal_error', message));
    return;
  }
  request.log.info({ code: error.code }, error.message);
  sendError(request, reply, refusedInput(request, refusal));
}
