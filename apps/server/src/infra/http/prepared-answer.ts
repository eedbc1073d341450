import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * A JSON answer serialised ahead of the requests it serves: its bytes, sent as they are, and its
 * entity tag. The tag is a digest of the bytes, so every instance showing the same data gives
 * the same tag, whichever one a client's next request reaches.
 */
export interface PreparedAnswer {
  body: Buffer;
  etag: string;
}

export function preparedJson(json: string): PreparedAnswer {
  const body = Buffer.from(json, 'utf8');
  const digest = createHash('sha256').update(body).digest('base64url').slice(0, 27);
  return { body, etag: `"${digest}"` };
}

/** Whether `If-None-Match` names the answer's tag, or any (`*`): weak comparison (RFC 9110 §13.1.2). */
export function isNotModified(ifNoneMatch: string | undefined, etag: string): boolean {
  if (ifNoneMatch === undefined) return false;
  if (ifNoneMatch === etag) return true;
  return ifNoneMatch.split(',').some((candidate) => {
    const tag = candidate.trim();
    return tag === '*' || (tag.startsWith('W/') ? tag.slice(2) : tag) === etag;
  });
}

/**
 * Sends a prepared answer, or 304 without a body when the client already holds it. Fastify sends
 * the bytes as they are: no serialiser runs per request.
 */
export function sendPrepared(
  request: FastifyRequest,
  reply: FastifyReply,
  answer: PreparedAnswer,
  cacheControl: string,
): void {
  reply.header('cache-control', cacheControl).header('etag', answer.etag);
  if (isNotModified(request.headers['if-none-match'], answer.etag)) {
    reply.code(304).send();
    return;
  }
  reply.header('content-type', 'application/json; charset=utf-8').send(answer.body);
}
