import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import {
  type FastifyReply,
  type FastifyRequest,
  type FastifyServerOptions,
  LogController,
} from 'fastify';
import pino, { type DestinationStream } from 'pino';
import type { Config } from './config.js';

const INCOMING_REQUEST_ID = /^[A-Za-z0-9._:-]{8,128}$/;

/**
 * Reuses a well-formed request id from the load balancer so one request can be followed across
 * systems; anything else (missing, too long, odd characters) gets a fresh one.
 */
export function requestIdFor(request: IncomingMessage): string {
  const incoming = request.headers['x-request-id'];
  return typeof incoming === 'string' && INCOMING_REQUEST_ID.test(incoming)
    ? incoming
    : randomUUID();
}

/**
 * Query strings carry one-time tokens (e-mail links, resets); the log keeps the path and the
 * parameter names, never their values.
 */
export function loggableUrl(url: string): string {
  const queryStart = url.indexOf('?');
  if (queryStart === -1) return url;
  const names = [...new URLSearchParams(url.slice(queryStart + 1)).keys()];
  return `${url.slice(0, queryStart)}?${names.map((name) => `${name}=…`).join('&')}`;
}

/**
 * Readable, coloured lines for a person at a terminal (`LOG_FORMAT=pretty`, the development
 * default). pino-pretty is a development dependency: production logs JSON and never loads it.
 */
export async function prettyDestination(): Promise<DestinationStream> {
  const { default: pretty } = await import('pino-pretty');
  // Written synchronously: the last lines before `process.exit` (shutdown) must not be lost.
  return pretty({ sync: true, translateTime: 'SYS:HH:MM:ss', ignore: 'pid,hostname' });
}

/** Fields that hold a secret wherever they appear. */
const secretFields = ['password', 'new_password', 'otp', 'totp', 'secret', 'token'];

/**
 * JSON lines for a log collector (`LOG_FORMAT=json`), handed to standard output once per turn of
 * the event loop instead of line by line. Under load a turn answers many requests, and pino's
 * own asynchronous destination measures everything it holds unwritten on each write it takes:
 * line by line, a line cost more the busier the server was (bench/README.md, `bench:prices`).
 * Each turn's lines are written synchronously, as Node writes standard output to files and
 * pipes on Linux, so none is reordered or lost at exit.
 */
export function jsonDestination(): DestinationStream {
  const stdout = pino.destination({ dest: 1, sync: true });
  let pending: string[] = [];
  const flush = () => {
    if (pending.length === 0) return;
    const lines = pending.join('');
    pending = [];
    stdout.write(lines);
  };
  process.on('exit', flush);
  return {
    write(line: string) {
      if (pending.length === 0) setImmediate(flush);
      pending.push(line);
    },
  };
}

export function loggerOptions(
  config: Pick<Config, 'logLevel'>,
  destination?: DestinationStream,
): FastifyServerOptions['logger'] {
  return {
    level: config.logLevel,
    ...(destination === undefined ? {} : { stream: destination }),
    // Censored where they can come in: an error's own fields, the one logged value whose fields
    // the code does not choose. Every other field of a line is named by the code that logs it,
    // and the request lines carry the method, the path and the query's parameter names only
    // (below), never headers or bodies. Paths beginning with `*` are avoided on purpose: pino
    // then runs its redactor over every value of every line, the request lines included, and
    // that cost more than the rest of a cheap request.
    redact: { paths: secretFields.map((field) => `err.${field}`), censor: '[redacted]' },
    serializers: {
      req: (request: { method: string; url: string; ip?: string }) => ({
        method: request.method,
        url: loggableUrl(request.url),
        ip: request.ip,
      }),
    },
  };
}

/**
 * One line per request, written when it completes (ADR 44: a line per request for a log
 * collector): the request id (the request logger's binding), method, path with the query's
 * parameter names only, status and time, or the error it ended with. Fastify's own line as each
 * request arrives is left out: it said nothing the completion line does not, and writing a line
 * cost as much as answering a cached read.
 */
export class CompletionLogController extends LogController {
  override incomingRequest(): void {}

  override requestCompleted(
    error: Error | null | undefined,
    request: FastifyRequest,
    reply: FastifyReply,
  ): void {
    if (this.isLogDisabled(request)) return;
    const line = { req: request, res: reply, responseTime: reply.elapsedTime };
    if (error) reply.log.error({ ...line, err: error }, 'request errored');
    else reply.log.info(line, 'request completed');
  }
}
