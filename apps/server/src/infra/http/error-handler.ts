import {
  cybridCodeFor,
  type ErrorCode,
  type ErrorResponse,
  errorStatuses,
  type FieldIssue,
  type MessageErrorBody,
  preciseCodesPreference,
  type StatusOf,
} from '@maple/contracts';
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

/**
 * How a route refuses input it cannot take (its schemas, the input guard, a body that is not
 * JSON), where Cybrid documents it otherwise than 400 `invalid_parameter` (e.g. 422 on a
 * transfer). Without one, on `/api`, a resource's path or query is refused as the 404 Cybrid
 * documents there, and a list's query as every Cybrid list documents it, 400 `invalid_value`
 * (ADR 69).
 */
export type InputRefusal =
  | { code: 'invalid_parameter'; status: StatusOf<'invalid_parameter'> }
  | { code: 'invalid_value'; status: StatusOf<'invalid_value'> }
  | { code: 'not_found'; status: StatusOf<'not_found'> };

/**
 * The status an operation answers a refusal with where Cybrid documents it otherwise than our
 * usual one (ADR 69): createQuote documents no 422 of ours, so its refusals of state are 400
 * (`{ 422: 400 }`); createTransfer documents no 403 but its scopes', so a refused confirmation is
 * 422 (`{ 403: 422 }`). A refusal moves only to a status its code is declared with.
 */
export type RefusalStatuses = Readonly<Partial<Record<number, number>>>;

/**
 * The one Cybrid code an operation documents at a status, where it documents no other there:
 * what a caller that did not prefer our precise codes is answered at that status, whatever our
 * reason (ADR 69). createIdentityVerification documents no refusal but its 400
 * `invalid_parameter`, so each of its refusals is that (`{ 400: 'invalid_parameter' }`).
 */
export type RefusalCodes = Readonly<Partial<Record<number, ErrorCode>>>;

declare module 'fastify' {
  interface FastifyContextConfig {
    inputRefusal?: InputRefusal;
    refusalStatuses?: RefusalStatuses;
    refusalCodes?: RefusalCodes;
  }
}

/**
 * Maps what Fastify itself rejects (before any route runs) onto our error codes. A body that is
 * not JSON is `invalid_json` off `/api`; on it, the route's refusal of input (ADR 69).
 */
const frameworkErrors: Readonly<Record<string, (request: FastifyRequest) => AppError>> = {
  FST_ERR_CTP_INVALID_JSON_BODY: (request) =>
    badJson(request, 'The request body is not valid JSON'),
  FST_ERR_CTP_EMPTY_JSON_BODY: (request) =>
    badJson(request, 'The request body is empty but declared as JSON'),
  FST_ERR_CTP_BODY_TOO_LARGE: () =>
    new AppError('payload_too_large', 'The request body is too large'),
  FST_ERR_CTP_INVALID_MEDIA_TYPE: () =>
    new AppError('unsupported_media_type', 'The request body content type is not supported'),
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: (request) =>
    refusedInput(request, 'The request body size does not match Content-Length'),
};

function badJson(request: FastifyRequest, message: string): AppError {
  return request.url.startsWith(PLATFORM_PREFIX)
    ? refusedInput(request, message)
    : new AppError('invalid_json', message);
}

function inputRefusalOf(request: FastifyRequest): InputRefusal {
  const own = request.routeOptions.config?.inputRefusal;
  if (own !== undefined) return own;
  if (request.url.startsWith(PLATFORM_PREFIX) && request.method === 'GET') {
    const resource = /\/:\w+/.test(request.routeOptions.url ?? '');
    return resource ? { code: 'not_found', status: 404 } : { code: 'invalid_value', status: 400 };
  }
  if (request.url.startsWith(PLATFORM_PREFIX) && request.method === 'DELETE') {
    return { code: 'not_found', status: 404 };
  }
  return { code: 'invalid_parameter', status: 400 };
}

/** Input the request's route cannot take, refused as that route refuses input. */
export function refusedInput(
  request: FastifyRequest,
  message: string,
  details?: readonly FieldIssue[],
): AppError {
  const { code, status } = inputRefusalOf(request);
  return new AppError(code, message, details, status);
}

function classify(error: FastifyError, request: FastifyRequest): AppError | undefined {
  if (error instanceof AppError) return error;
  if (hasZodFastifySchemaValidationErrors(error)) {
    const details = error.validation.map((issue) => ({
      path: [error.validationContext, ...issue.instancePath.split('/')]
        .filter((part) => part !== undefined && part !== '')
        .join('.'),
      message: issue.message ?? 'is invalid',
    }));
    const summary = details.map((d) => `${d.path}: ${d.message}`).join('; ');
    return refusedInput(request, `Invalid request: ${summary}`, details);
  }
  const known = error.code === undefined ? undefined : frameworkErrors[error.code];
  if (known !== undefined) return known(request);
  // A SyntaxError from a body parser is the client's malformed input, not our failure.
  if (error instanceof SyntaxError && error.statusCode === 400) {
    return badJson(request, 'The request body is not valid JSON');
  }
  return undefined;
}

/** Our precise reasons as `/api` answers them to a caller that did not prefer them (ADR 69). */
const cybridCodes: Partial<Record<ErrorCode, ErrorCode>> = cybridCodeFor;

/** The refusal at the status its route's operation documents for it, if it moves (ADR 69). */
function documentedRefusal(request: FastifyRequest, error: AppError): AppError {
  // A body that is not JSON is refused as the route refuses its input (ADR 69).
  const moved =
    error.code === 'invalid_json'
      ? inputRefusalOf(request).status
      : request.routeOptions.config?.refusalStatuses?.[error.status];
  if (moved === undefined || !isStatusOf(error.code, moved)) return error;
  return new AppError(error.code, error.message, error.details, moved);
}

const isStatusOf = <C extends ErrorCode>(code: C, status: number): status is StatusOf<C> =>
  errorStatuses[code].some((declared) => declared === status);

/**
 * The Cybrid code of ours at this status: Cybrid's own code of a state it documents at 422
 * (`unverified_customer`), answered at 400 where an operation documents no 422, is the value
 * Cybrid refuses there: `invalid_value`.
 */
function cybridCodeOf(code: ErrorCode, status: number): ErrorCode {
  const mapped = cybridCodes[code];
  if (mapped !== undefined) return mapped;
  return status === 400 && errorStatuses[code][0] === 422 ? 'invalid_value' : code;
}

/** Whether the request carries RFC 7240 `Prefer: maple-message-codes` (any case, any position). */
function prefersPreciseCodes(request: FastifyRequest): boolean {
  const header = request.headers.prefer;
  const values = typeof header === 'string' ? [header] : (header ?? []);
  return values.some((value) =>
    value
      .split(',')
      .some(
        (preference) =>
          preference.split(/[;=]/)[0]?.trim().toLowerCase() === preciseCodesPreference,
      ),
  );
}

/** `/api`'s `message_code`: Cybrid's vocabulary, or our precise reason where it was preferred. */
function platformCodeOf(request: FastifyRequest, reply: FastifyReply, error: AppError): ErrorCode {
  if (!prefersPreciseCodes(request)) {
    // A body that is not JSON, in the words of the route's own refusal of input (ADR 69).
    if (error.code === 'invalid_json') return inputRefusalOf(request).code;
    const only = request.routeOptions.config?.refusalCodes?.[error.status];
    return only ?? cybridCodeOf(error.code, error.status);
  }
  reply.header('preference-applied', preciseCodesPreference);
  return error.code;
}

export function sendError(request: FastifyRequest, reply: FastifyReply, error: AppError) {
  // Unavailable is never final: every 503 says when to come back (RFC 9110 §10.2.3).
  if (error.status === 503) reply.header('retry-after', String(RETRY_AFTER_SECONDS));
  if (request.url.startsWith(MARKET_PREFIX)) {
    return reply.code(error.status).send({ error: error.message });
  }
  if (request.url.startsWith(PLATFORM_PREFIX)) {
    const refusal = documentedRefusal(request, error);
    const body: ErrorResponse = {
      status: refusal.status,
      error_message: refusal.message,
      message_code: platformCodeOf(request, reply, refusal),
    };
    return reply.code(refusal.status).send(body);
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
    const known = classify(error, request);
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
