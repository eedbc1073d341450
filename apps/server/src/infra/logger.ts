import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { FastifyServerOptions } from 'fastify';
import type { DestinationStream } from 'pino';
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

export function loggerOptions(
  config: Pick<Config, 'logLevel'>,
  destination?: DestinationStream,
): FastifyServerOptions['logger'] {
  return {
    level: config.logLevel,
    ...(destination === undefined ? {} : { stream: destination }),
    redact: {
      paths: [
        'req.headers.authorization',
        'req.headers.cookie',
        '*.password',
        '*.new_password',
        '*.otp',
        '*.totp',
        '*.secret',
        '*.token',
      ],
      censor: '[redacted]',
    },
    serializers: {
      req: (request: { method: string; url: string; ip?: string }) => ({
        method: request.method,
        url: loggableUrl(request.url),
        ip: request.ip,
      }),
    },
  };
}
