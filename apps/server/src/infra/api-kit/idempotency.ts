import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { stringify } from 'lossless-json';
import { z } from 'zod';
import type { Clock } from '../clock.js';
import { BatchQueue, type ItemOutcome } from '../db/batch-queue.js';
import type { Schema } from '../db/schema.js';
import { type UnitOfWork, withinUnitOfWork } from '../db/unit-of-work.js';
import { AppError } from '../errors.js';
import {
  answerWrites,
  claimKeys,
  type KeyRef,
  keyId,
  releaseKeys,
  type SavedAnswer,
  type StoredKey,
  saveAnswers,
  storedKeys,
} from './idempotency.repo.js';

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

/** Each value answered as created (201) with its API model; refusals stay refusals. */
export function createdEach<T>(
  outcomes: readonly ItemOutcome<T>[],
  model: (value: T) => unknown,
): ItemOutcome<Answer>[] {
  return outcomes.map((outcome) =>
    outcome.ok ? { ok: true, value: { status: 201, body: model(outcome.value) } } : outcome,
  );
}

/** A stored answer, sent again byte for byte. */
export interface Replay {
  replay: string;
  status: number;
}

/** One POST: who sends it, its Idempotency-Key if any, its body as validated, and its input. */
export interface PostRequest<I> {
  customerGuid: string;
  key: string | undefined;
  body: unknown;
  input: I;
}

/**
 * Performs a batch of an endpoint's requests inside `trx` and answers one outcome per input, in
 * order, given what `prepare` read for the batch (undefined without one). A refused input (an
 * `AppError` outcome) must have written nothing. `perform` may carry the saving of its answers
 * in its own last statement (`BatchWork`); if not, they are saved after it.
 */
export type PerformPosts<I, P> = (
  trx: Kysely<Schema>,
  inputs: readonly I[],
  prepared: P | undefined,
  work: BatchWork,
) => Promise<ItemOutcome<Answer>[]>;

/**
 * The batch's unit of work (ADR 49). The modules `perform` calls hand the writes of their own
 * tables to `uow`; `carryAnswers` adds the write that saves the batch's answers, given the
 * outcomes `perform` will answer, in order (it must then answer that very array). `perform`'s
 * last statement carries them all (`uow.carry`), which spares the batch round trips; a write
 * left uncarried fails the batch, and its transaction writes nothing.
 */
export interface BatchWork {
  uow: UnitOfWork;
  carryAnswers(outcomes: ItemOutcome<Answer>[]): void;
}

export interface PostEndpoint<I, P> {
  /** `POST /api/trades`…: a key used on one endpoint is refused on another. */
  endpoint: string;
  /**
   * Reads what a batch's checks need before its transaction, through the pool, so that reads
   * taking no lock run side by side instead of one after another inside the transaction (under
   * READ COMMITTED each statement sees what was committed when it began, inside or not). It
   * reads for every request of the batch, replays included, and must write nothing.
   */
  prepare?: (db: Kysely<Schema>, inputs: readonly I[]) => Promise<P>;
  perform: PerformPosts<I, P>;
  /**
   * Whether `perform` needs a transaction of its own when no request of the batch brings a key
   * (one INSERT does not).
   */
  atomic: boolean;
  /** The batch limits (docs/decisions/0049). */
  maxBatch: number;
  maxInFlight: number;
  /**
   * Whether a batch holds at most one request of each customer, so that `perform` never weighs
   * one customer's requests against each other (their later ones wait for the next batch).
   */
  onePerCustomer?: boolean;
  /**
   * The refusal a request gets when the COMMIT of its transaction fails for a reason of its own
   * (a deferred constraint; docs/decisions/0013); undefined for any other failure. A batch of
   * several is run again one by one (docs/decisions/0049), so each request meets it alone.
   */
  refusalAtCommit?: (error: unknown) => AppError | undefined;
}

/**
 * Runs a POST endpoint's requests in batches (docs/decisions/0049), each request once per
 * Idempotency-Key (docs/design/money-and-the-ledger.md): the key's row is inserted in the same
 * transaction as the effect, so a concurrent retry waits on it and then replays the stored answer;
 * the same key with another body is refused with 422. A refused request gives its key back, so a
 * retry runs anew.
 */
export class IdempotentPosts<I, P = undefined> {
  private readonly queue: BatchQueue<PostRequest<I>, Answer | Replay>;

  constructor(
    private readonly deps: { db: Kysely<Schema>; clock: Clock },
    private readonly options: PostEndpoint<I, P>,
  ) {
    this.queue = new BatchQueue({
      run: (requests) => this.run(requests),
      maxBatch: options.maxBatch,
      maxInFlight: options.maxInFlight,
      // Two requests with one key never share a batch: the later one replays the first.
      keyOf: ({ customerGuid, key }) =>
        options.onePerCustomer
          ? customerGuid
          : key === undefined
            ? undefined
            : keyId({ customerGuid, key }),
    });
  }

  submit(request: PostRequest<I>): Promise<Answer | Replay> {
    return this.queue.submit(request);
  }

  private async run(requests: readonly PostRequest<I>[]): Promise<ItemOutcome<Answer | Replay>[]> {
    const { db } = this.deps;
    const { perform, atomic, prepare } = this.options;
    const inputs = requests.map((request) => request.input);
    const prepared = await prepare?.(db, inputs);
    if (!atomic && requests.every((request) => request.key === undefined)) {
      // No key and no transaction: nothing to save.
      return withinUnitOfWork(db, (uow) =>
        perform(db, inputs, prepared, { uow, carryAnswers: () => undefined }),
      );
    }
    return db
      .transaction()
      .execute((trx) => withinUnitOfWork(trx, (uow) => this.runKeyed(uow, requests, prepared)))
      .catch((error: unknown) => {
        const refusal = requests.length === 1 ? this.options.refusalAtCommit?.(error) : undefined;
        if (refusal === undefined) throw error;
        // Rolled back whole: the request is refused, its key given back, nothing written.
        return [{ ok: false, error: refusal }];
      });
  }

  private async runKeyed(
    uow: UnitOfWork,
    requests: readonly PostRequest<I>[],
    prepared: P | undefined,
  ): Promise<ItemOutcome<Answer | Replay>[]> {
    const { endpoint, perform } = this.options;
    const trx = uow.db;
    const keyed = requests.flatMap(({ customerGuid, key, body }, index) =>
      key === undefined
        ? []
        : [{ index, ref: { customerGuid, key }, requestHash: hashOf(endpoint, body) }],
    );
    const claimed = await claimKeys(
      trx,
      keyed.map(({ ref, requestHash }) => ({ ...ref, endpoint, requestHash })),
      this.deps.clock.now(),
    );
    const taken = keyed.filter(({ ref }) => !claimed.has(keyId(ref)));
    const stored = await storedKeys(
      trx,
      taken.map(({ ref }) => ref),
    );
    const outcomes = new Map<number, ItemOutcome<Answer | Replay>>();
    for (const { index, ref, requestHash } of taken) {
      outcomes.set(index, replayOf(stored.get(keyId(ref)), endpoint, requestHash));
    }

    const fresh = requests.flatMap((request, index) =>
      outcomes.has(index) ? [] : [{ index, request }],
    );
    let carried: { outcomes: ItemOutcome<Answer>[]; saved: SavedOutcomes } | undefined;
    const work: BatchWork = {
      uow,
      carryAnswers: (performed) => {
        if (carried !== undefined) throw new Error('a batch carried its answers twice');
        carried = { outcomes: performed, saved: savedOf(fresh, performed) };
        uow.add(answerWrites(carried.saved.answers));
      },
    };
    const performed = await perform(
      trx,
      fresh.map(({ request }) => request.input),
      prepared,
      work,
    );
    if (performed.length !== fresh.length) {
      throw new Error(`perform answered ${performed.length} outcomes for ${fresh.length}`);
    }
    if (carried !== undefined && carried.outcomes !== performed) {
      throw new Error('perform answered other outcomes than the answers it carried');
    }
    fresh.forEach(({ index }, position) => {
      outcomes.set(index, performed[position] ?? { ok: false, error: new Error('no outcome') });
    });
    const saved = carried?.saved ?? savedOf(fresh, performed);
    if (carried === undefined) await saveAnswers(trx, saved.answers);
    await releaseKeys(trx, saved.refused);
    return requests.map(
      (_, index) =>
        outcomes.get(index) ?? { ok: false, error: new Error('a request got no outcome') },
    );
  }
}

/** The answers to store for a batch's keys, and the keys of the requests refused. */
interface SavedOutcomes {
  answers: SavedAnswer[];
  refused: KeyRef[];
}

/** The answers to store for the fresh requests' keys, and the keys of those refused. */
function savedOf<I>(
  fresh: readonly { request: PostRequest<I> }[],
  performed: readonly ItemOutcome<Answer>[],
): SavedOutcomes {
  const answers: SavedAnswer[] = [];
  const refused: KeyRef[] = [];
  fresh.forEach(({ request }, position) => {
    const outcome = performed[position];
    const { customerGuid, key } = request;
    if (key === undefined) return;
    if (outcome?.ok) {
      answers.push({
        customerGuid,
        key,
        statusCode: outcome.value.status,
        responseBody: stringify(outcome.value.body) ?? 'null',
      });
    } else {
      refused.push({ customerGuid, key });
    }
  });
  return { answers, refused };
}

/** The stored answer of a key taken before, or why it cannot be replayed for this request. */
function replayOf(
  stored: StoredKey | undefined,
  endpoint: string,
  requestHash: string,
): ItemOutcome<Replay> {
  if (stored === undefined) {
    return { ok: false, error: new Error('an idempotency key conflicted yet is not stored') };
  }
  if (stored.endpoint !== endpoint || stored.requestHash !== requestHash) {
    return {
      ok: false,
      error: new AppError(
        'unprocessable_entity',
        'This Idempotency-Key was already used with a different request',
      ),
    };
  }
  if (stored.statusCode === null || stored.responseBody === null) {
    return { ok: false, error: new Error('an idempotency key committed without its answer') };
  }
  return { ok: true, value: { replay: stored.responseBody, status: stored.statusCode } };
}

/** Sends a fresh answer, or the stored one byte for byte. */
export function sendAnswer(reply: FastifyReply, answer: Answer | Replay): FastifyReply {
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
