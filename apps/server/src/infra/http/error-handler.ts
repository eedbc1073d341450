import type { ErrorResponse, MessageErrorBody } from '@maple/contracts';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { isDatabaseUnavailable } from '../db/database-unavailable.js';
import { AppError } from '../errors.js';

/** Paths answered with the Cybrid-compatible error body; every other path uses `{ message }`. */
const PLATFORM_PREFIX = '/api/';
/** CoinGecko-compatible market data answers errors as CoinGecko does: `{ error }`. */
const MARKET_PREFIX = '/market/';

/**
 * How long a client is asked to wait before trying a 503 again: a restarted or failed-over
 * PostgreSQL is usually back within seconds (docs/decisions/0013).
 */
export const RETRY_AFTER_SECONDS = 1;

/** Maps what Fastify itself rejects (before any route runs) onto our error codes. */
const frameworkErrors: Readonly<Record<string, () => AppError>> = {
  FST_ERR_CTP_INVALID_JSON_BODY: () =>
    new AppError('invalid_json', 'The request body is not valid JSON'),
  FST_ERR_CTP_EMPTY_JSON_BODY: () =>
    new AppError('invalid_json', 'The request body is empty but declared as JSON'),
  FST_ERR_CTP_BODY_TOO_LARGE: () =>
    new AppError('payload_too_large', 'The request body is too large'),
  FST_ERR_CTP_INVALID_MEDIA_TYPE: () =>
    new AppError('unsupported_media_type', 'The request body content type is not supported'),
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: () =>
    new AppError('invalid_parameter', 'The request body size does not match Content-Length'),
};

function classify(error: FastifyError): AppError | undefined {
  if (error instanceof AppError) return error;
  if (hasZodFastifySchemaValidationErrors(error)) {
    const details = error.validation.map((issue) => ({
      path: [error.validationContext, ...issue.instancePath.split('/')]
        .filter((part) => part !== undefined && part !== '')
        .join('.'),
      message: issue.message ?? 'is invalid',
    }));
    const summary = details.map((d) => `${d.path}: ${d.message}`).join('; ');
    return new AppError('invalid_parameter', `Invalid request: ${summary}`, details);
  }
  const known = error.code === undefined ? undefined : frameworkErrors[error.code];
  if (known !== undefined) return known();
  // A SyntaxError from a body parser is the client's malformed input, not our failure.
  if (error instanceof SyntaxError && error.statusCode === 400) {
    return new AppError('invalid_json', 'The request body is not valid JSON');
  }
  return undefined;
}

export function sendError(request: FastifyRequest, reply: FastifyReply, error: AppError) {
  // Unavailable is never final: every 503 says when to come back (RFC 9110 §10.2.3).
  if (error.status === 503) reply.header('retry-after', String(RETRY_AFTER_SECONDS));
  if (request.url.startsWith(MARKET_PREFIX)) {
    return reply.code(error.status).send({ error: error.message });
  }
  if (request.url.startsWith(PLATFORM_PREFIX)) {
    const body: ErrorResponse = {
      status: error.status,
      error_message: error.message,
      message_code: error.code,
    };
    return reply.code(error.status).send(body);
  }
  const body: MessageErrorBody = {
    message: error.message,
    code: error.code,
    request_id: request.id,
    ...(error.details === undefined ? {} : { details: [...error.details] }),
  };
  return reply.code(error.status).send(body);
}

/**
 * One place turns every failure into an HTTP answer. Known failures keep their status and a
 * message safe to show; a database that cannot be reached (or answer in time) is a 503 the
 * client may retry; anything unexpected becomes a 500 carrying only the request id, with the
 * details in the log.
 */
export function registerErrorHandler(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (isDatabaseUnavailable(error)) {
      request.log.warn({ err: error }, 'database unavailable');
      return sendError(
        request,
        reply,
        new AppError('service_unavailable', 'The service is briefly unavailable; try again'),
      );
    }
    const known = classify(error);
    if (known !== undefined) {
      request.log.info({ code: known.code, status: known.status }, known.message);
      return sendError(request, reply, known);
    }
    request.log.error({ err: error }, 'unhandled error');
    return sendError(
      request,
      reply,
      new AppError('internal_error', `Something went wrong on our side (request ${request.id})`),
    );
  });
}
