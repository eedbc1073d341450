import { type Kysely, sql } from 'kysely';
import { type CteWrite, runWrites } from '../db/cte-writes.js';
import type { Schema } from '../db/schema.js';

/** The SQL of Idempotency-Key: one row per customer and key, holding the first answer. */

export interface KeyRef {
  customerGuid: string;
  key: string;
}

export interface NewKey extends KeyRef {
  endpoint: string;
  requestHash: string;
}

export interface StoredKey {
  endpoint: string;
  requestHash: string;
  statusCode: number | null;
  responseBody: string | null;
}

export interface SavedAnswer extends KeyRef {
  statusCode: number;
  responseBody: string;
}

/** One string per (customer, key): the maps below are keyed by it. */
export const keyId = (ref: KeyRef): string => `${ref.customerGuid}\n${ref.key}`;

/**
 * Inserts the keys not taken yet and answers which it inserted. A key another transaction is
 * inserting makes this wait for that transaction, so a concurrent retry sees its answer.
 */
export async function claimKeys(
  db: Kysely<Schema>,
  keys: readonly NewKey[],
  now: Date,
): Promise<Set<string>> {
  if (keys.length === 0) return new Set();
  const rows = await db
    .insertInto('idempotency_keys')
    .values(
      keys.map((key) => ({
        customer_guid: key.customerGuid,
        key: key.key,
        endpoint: key.endpoint,
        request_hash: key.requestHash,
        status_code: null,
        response_body: null,
        created_at: now,
      })),
    )
    .onConflict((conflict) => conflict.columns(['customer_guid', 'key']).doNothing())
    .returning(['customer_guid', 'key'])
    .execute();
  return new Set(rows.map((row) => keyId({ customerGuid: row.customer_guid, key: row.key })));
}

export async function storedKeys(
  db: Kysely<Schema>,
  refs: readonly KeyRef[],
): Promise<Map<string, StoredKey>> {
  if (refs.length === 0) return new Map();
  const wanted = sql.join(refs.map((ref) => sql`(${ref.customerGuid}, ${ref.key})`));
  const rows = await db
    .selectFrom('idempotency_keys')
    .select(['customer_guid', 'key', 'endpoint', 'request_hash', 'status_code', 'response_body'])
    .where(sql<boolean>`(customer_guid, key) IN (${wanted})`)
    .execute();
  return new Map(
    rows.map((row) => [
      keyId({ customerGuid: row.customer_guid, key: row.key }),
      {
        endpoint: row.endpoint,
        requestHash: row.request_hash,
        statusCode: row.status_code,
        responseBody: row.response_body,
      },
    ]),
  );
}

/** Stores the first answer of each key, in one statement. */
export function saveAnswers(db: Kysely<Schema>, answers: readonly SavedAnswer[]): Promise<void> {
  return runWrites(db, answerWrites(answers));
}

/** The write that stores the answers (ADR 49), for a statement to carry. */
export function answerWrites(answers: readonly SavedAnswer[]): CteWrite[] {
  if (answers.length === 0) return [];
  return [
    {
      name: 'idempotency_answers_saved',
      statement: sql`
        UPDATE idempotency_keys AS stored
        SET status_code = answer.status_code, response_body = answer.response_body
        FROM unnest(
          ${answers.map((answer) => answer.customerGuid)}::bpchar[],
          ${answers.map((answer) => answer.key)}::text[],
          ${answers.map((answer) => answer.statusCode)}::integer[],
          ${answers.map((answer) => answer.responseBody)}::text[]
        ) AS answer (customer_guid, key, status_code, response_body)
        WHERE stored.customer_guid = answer.customer_guid AND stored.key = answer.key
      `,
    },
  ];
}

/** Forgets keys whose request was refused, so a retry runs anew. */
export async function releaseKeys(db: Kysely<Schema>, refs: readonly KeyRef[]): Promise<void> {
  if (refs.length === 0) return;
  const wanted = sql.join(refs.map((ref) => sql`(${ref.customerGuid}, ${ref.key})`));
  await db
    .deleteFrom('idempotency_keys')
    .where(sql<boolean>`(customer_guid, key) IN (${wanted})`)
    .execute();
}
