import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { stringify } from 'lossless-json';
import { z } from 'zod';
import type { Clock } from '../../infra/clock.js';
import type { Schema } from '../../infra/db/schema.js';
import { AppError } from '../../infra/errors.js';

/** The header a client sends to make a retried POST safe (Stripe's and Cybrid's convention). */
const keySchema = z
  .string()
  .min(1)
  .max(255)
  .regex(/^[\x21-\x7e]+$/);

export interface Answer {
  status: number;
  body: unknown;
}

export function idempotencyKeyOf(request: FastifyRequest): string | undefined {
  const header = request.headers['idempotency-key'];
  if (header === undefined) return undefined;
  const parsed = keySchema.safeParse(header);
  if (!parsed.success) {
    throw new AppError(
      'invalid_parameter',
      'Idempotency-Key must be 1 to 255 visible ASCII characters',
    );
  }
  return parsed.data;
}

const hashOf = (endpoint: string, body: unknown) =>
  createHash('sha256')
    .update(`${endpoint}\n${stringify(body) ?? ''}`)
    .digest('hex');

/**
 * Runs a money-moving POST once per Idempotency-Key (DESIGN §4): the key's row is inserted in
 * the same transaction as the effect, so a concurrent retry waits on it and then replays the
 * stored answer; the same key with another body is refused with 422. Without a key the POST
 * just runs (in a transaction when `atomic`). A failure rolls everything back, key included, so
 * a retry runs anew.
 */
export async function runIdempotent(
  db: Kysely<Schema>,
  clock: Clock,
  scope: {
    customerGuid: string;
    key: string | undefined;
    endpoint: string;
    body: unknown;
    /** Whether `run` needs a transaction of its own when no key brings one (one INSERT does not). */
    atomic: boolean;
  },
  run: (trx: Kysely<Schema>) => Promise<Answer>,
): Promise<Answer | { replay: string; status: number }> {
  const { customerGuid, key, endpoint, body } = scope;
  if (key === undefined) return scope.atomic ? db.transaction().execute(run) : run(db);
  const requestHash = hashOf(endpoint, body);
  return db.transaction().execute(async (trx) => {
    const inserted = await trx
      .insertInto('idempotency_keys')
      .values({
        customer_guid: customerGuid,
        key,
        endpoint,
        request_hash: requestHash,
        status_code: null,
        response_body: null,
        created_at: clock.now(),
      })
      .onConflict((conflict) => conflict.columns(['customer_guid', 'key']).doNothing())
      .returning('key')
      .executeTakeFirst();
    if (inserted === undefined) {
      const stored = await trx
        .selectFrom('idempotency_keys')
        .select(['endpoint', 'request_hash', 'status_code', 'response_body'])
        .where('customer_guid', '=', customerGuid)
        .where('key', '=', key)
        .executeTakeFirstOrThrow();
      if (stored.endpoint !== endpoint || stored.request_hash !== requestHash) {
        throw new AppError(
          'unprocessable_entity',
          'This Idempotency-Key was already used with a different request',
        );
      }
      if (stored.status_code === null || stored.response_body === null) {
        throw new Error('an idempotency key committed without its answer');
      }
      return { replay: stored.response_body, status: stored.status_code };
    }
    const answer = await run(trx);
    await trx
      .updateTable('idempotency_keys')
      .set({ status_code: answer.status, response_body: stringify(answer.body) ?? 'null' })
      .where('customer_guid', '=', customerGuid)
      .where('key', '=', key)
      .execute();
    return answer;
  });
}

/** Sends a fresh answer, or the stored one byte for byte. */
export function sendAnswer(
  reply: FastifyReply,
  answer: Answer | { replay: string; status: number },
): FastifyReply {
  if ('replay' in answer) {
    return reply
      .code(answer.status)
      .header('content-type', 'application/json; charset=utf-8')
      .header('idempotent-replayed', 'true')
      .serializer((payload) => String(payload))
      .send(answer.replay);
  }
  return reply.code(answer.status).send(answer.body);
}
