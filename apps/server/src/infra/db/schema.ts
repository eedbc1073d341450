/**
 * The one schema the database is typed with, as Kysely sees it: one row interface per table.
 * Each module declares the tables it owns into `Schema` from its own `<name>.tables.ts`
 * (`declare module` merges them here), so a table's definition lives with its owner and infra
 * imports no module. The tables infra itself owns are below.
 */
export interface Schema {
  /** Owned by `infra/api-kit`: answers kept for `Idempotency-Key` retries (ADR 49). */
  idempotency_keys: IdempotencyKeysTable;
  /** Owned by `infra/http` (the rate-limit store). */
  rate_limit_counters: RateLimitCountersTable;
}

export interface IdempotencyKeysTable {
  customer_guid: string;
  key: string;
  endpoint: string;
  request_hash: string;
  status_code: number | null;
  response_body: string | null;
  created_at: Date;
}

export interface RateLimitCountersTable {
  key: string;
  hits: number;
  resets_at: Date;
}
