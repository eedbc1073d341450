import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import pg from 'pg';

/** The files pgledger's own `just dbload` loads, in its order (its justfile). */
const sources = [
  'vendor/scoville-pgsql-ulid/ulid-to-uuid.sql',
  'vendor/scoville-pgsql-ulid/uuid-to-ulid.sql',
  'pgledger.sql',
];

/** CAD 1,000,000.00 per customer, as the real app's customers get. */
const FUNDING_CENTS = 100_000_000;

/**
 * Loads pgledger from a checkout of its repository (`PGLEDGER_DIR`; nothing of it is kept in
 * this repository) into a scratch database with psql, in one transaction as its justfile does.
 */
export function loadPgledger(checkout: string, url: string): void {
  const files = sources.map((source) => join(checkout, source));
  const missing = files.filter((file) => !existsSync(file));
  if (missing.length > 0) {
    throw new Error(`PGLEDGER_DIR is not a pgledger checkout: no ${missing.join(', ')}`);
  }
  execFileSync(
    'psql',
    [
      '-q',
      '-v',
      'ON_ERROR_STOP=1',
      '--single-transaction',
      ...files.flatMap((file) => ['-f', file]),
      url,
    ],
    { stdio: ['ignore', 'ignore', 'inherit'] },
  );
}

/**
 * The accounts bench/pgledger-trade.sql names: customers `cad_<n>` and `btc_<n>` (never below
 * zero, as a customer's ledger account), sixteen house shards per asset and a funding account
 * (both may go below zero, as the real ledger's). Then each customer's CAD is funded through
 * pgledger itself, so every balance is backed by its entries.
 */
export async function preparePgledgerAccounts(url: string, customers: number): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(
      `INSERT INTO pgledger_accounts
         (id, name, currency, allow_negative_balance, allow_positive_balance, created_at, updated_at)
       SELECT id, id, currency, negative, true, now(), now() FROM (
         SELECT 'cad_' || n AS id, 'CAD' AS currency, false AS negative FROM generate_series(1, $1::int) n
         UNION ALL SELECT 'btc_' || n, 'BTC', false FROM generate_series(1, $1::int) n
         UNION ALL SELECT 'house_cad_' || s, 'CAD', true FROM generate_series(0, 15) s
         UNION ALL SELECT 'house_btc_' || s, 'BTC', true FROM generate_series(0, 15) s
         UNION ALL SELECT 'funding_cad', 'CAD', true) accounts`,
      [customers],
    );
    await client.query(
      `SELECT count(*) FROM pgledger_create_transfers(ARRAY(
         SELECT ('funding_cad', 'cad_' || n, $2::numeric)::transfer_request
         FROM generate_series(1, $1::int) n))`,
      [customers, FUNDING_CENTS],
    );
  } finally {
    await client.end();
  }
}

/**
 * pgledger's books after the load: every account's balance equals its entries, each currency
 * sums to zero, no customer below zero, and each customer was charged exactly CAD 10.00 per
 * trade pgbench counted (`trades`: all of them, warm-up included).
 */
export async function pgledgerViolations(
  url: string,
  trades: number,
): Promise<Record<string, string[]>> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ rule: string; detail: string }>(
      `SELECT 'balance equals entries' AS rule, a.id || ': ' || a.balance || ' vs ' || coalesce(sum(e.amount), 0) AS detail
         FROM pgledger_accounts a LEFT JOIN pgledger_entries e ON e.account_id = a.id
         GROUP BY a.id, a.balance HAVING a.balance <> coalesce(sum(e.amount), 0)
       UNION ALL
       SELECT 'currency sums to zero', currency || ': ' || sum(balance)
         FROM pgledger_accounts GROUP BY currency HAVING sum(balance) <> 0
       UNION ALL
       SELECT 'no customer below zero', id || ': ' || balance
         FROM pgledger_accounts WHERE NOT allow_negative_balance AND balance < 0
       UNION ALL
       SELECT 'customers charged per trade', spent || ' cents for ' || $1::bigint || ' trades'
         FROM (SELECT coalesce(sum(amount), 0) AS spent FROM pgledger_transfers
               WHERE from_account_id LIKE 'cad\\_%') charged
         WHERE spent <> $1::bigint * 1000`,
      [trades],
    );
    const violations: Record<string, string[]> = {};
    for (const { rule, detail } of rows) violations[rule] = [...(violations[rule] ?? []), detail];
    return violations;
  } finally {
    await client.end();
  }
}
