import { createHash } from 'node:crypto';
import { isLosslessNumber, parse } from 'lossless-json';

/** The `prev_hash` of the chain's first row. */
export const GENESIS_HASH = '0'.repeat(64);

/** One row as the verifier reads it: text exactly as the database writes it. */
export interface ChainedRow {
  id: bigint;
  /** UTC with microseconds, `YYYY-MM-DDTHH:MI:SS.ffffffZ` (the repo formats it so). */
  occurredAt: string;
  actorType: string;
  actorId: string | null;
  action: string;
  requestId: string | null;
  /** `details::text`: its numbers keep the digits jsonb stores. */
  detailsText: string;
  prevHash: string;
  hash: string;
}

/**
 * The hash of a row as the database's chain trigger computes it (migration 0021, ADR 24):
 * SHA-256, hex, of the canonical JSON array of its fields and `prev_hash`. Rebuilt here, apart
 * from the database's function, so that the check does not trust what it checks.
 */
export function chainHash(row: Omit<ChainedRow, 'hash'>): string {
  const text = `[${[
    JSON.stringify(String(row.id)),
    JSON.stringify(row.occurredAt),
    JSON.stringify(row.actorType),
    JSON.stringify(row.actorId),
    JSON.stringify(row.action),
    JSON.stringify(row.requestId),
    canonicalJson(parse(row.detailsText)),
    JSON.stringify(row.prevHash),
  ].join(',')}]`;
  return createHash('sha256').update(text, 'utf8').digest('hex');
}

/**
 * Canonical JSON as `audit_canonical_json` writes it: keys sorted by their UTF-8 bytes (the "C"
 * collation), no spaces, numbers as written. JSON.stringify escapes a string as PostgreSQL's
 * JSON output does for any text PostgreSQL can store.
 */
export function canonicalJson(value: unknown): string {
  if (isLosslessNumber(value)) return value.value;
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (typeof value === 'object' && value !== null) {
    const entries = Object.entries(value).sort(([a], [b]) =>
      Buffer.compare(Buffer.from(a, 'utf8'), Buffer.from(b, 'utf8')),
    );
    return `{${entries.map(([key, item]) => `${JSON.stringify(key)}:${canonicalJson(item)}`).join(',')}}`;
  }
  return JSON.stringify(value);
}

/** Whether a row is what its hash says and links to the row before it. */
export function isLinked(row: ChainedRow, previousHash: string): boolean {
  return row.prevHash === previousHash && chainHash(row) === row.hash;
}
