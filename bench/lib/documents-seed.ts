import { createHash } from 'node:crypto';
import { type Kysely, sql } from 'kysely';
import type { Schema } from '../../apps/server/src/infra/db/schema.js';
import { ledgerViolations } from '../../apps/server/src/modules/ledger/invariants.js';
import type { StatementPeriod } from '../../apps/server/src/modules/statements/statement-period.js';

/**
 * Customers with a month of activity, written set-based (INSERT … SELECT generate_series) on
 * either database: identity users, verified customers, their seven accounts and ledger
 * accounts as sign-up opens them, and `entries` sandbox-funding entries each in the period
 * (CAD deposits and withdrawals, BTC and ETH deposits, against the platform's funding accounts),
 * every ledger account's balance then set to the sum of its postings.
 */

export interface SeedFigures {
  customers: number;
  entries: number;
  postings: number;
  seconds: number;
  /** The ledger's invariants after the seed (`{}`: sound). */
  violations: Record<string, string[]>;
}

/** Customer `n`'s guid (1-based), as the seed makes it: the md5 of a name, in hex. */
export const customerGuid = (n: number): string =>
  createHash('md5').update(`bench-customer:${n}`).digest('hex');

const ASSETS = sql`unnest(ARRAY['CAD', 'BTC', 'ETH', 'LTC', 'BCH', 'USDC', 'XRP'])`;

/** Names with the accents a French statement draws, and a fifth of customers in French. */
const NAME = sql`(ARRAY['Amélie', 'Jean', 'Li', 'Priya', 'Olivier', 'Sarah', 'Mohammed', 'Chloé'])[1 + n % 8]
  || ' ' || (ARRAY['Tremblay', 'Gagnon', 'Roy', 'Côté', 'Smith', 'Nguyen', 'Singh', 'Martin'])[1 + (n / 8) % 8]`;

async function seedPeople(db: Kysely<Schema>, count: number, joined: Date) {
  await sql`
    INSERT INTO identity_users (id, email, email_verified_at, password_hash, password_changed_at,
      display_name, language, terms_accepted_at, created_at, updated_at)
    SELECT md5('bench-user:' || n)::uuid, 'bench-' || n || '@example.ca', ${joined},
      'bench-not-a-hash', ${joined}, ${NAME}, CASE WHEN n % 5 = 0 THEN 'fr-CA' ELSE 'en-CA' END,
      ${joined}, ${joined}, ${joined}
    FROM generate_series(1, ${count}) AS n`.execute(db);
  await sql`
    INSERT INTO customers (guid, user_id, type, state, created_at, updated_at)
    SELECT md5('bench-customer:' || n), md5('bench-user:' || n)::uuid, 'individual', 'verified',
      ${joined}, ${joined}
    FROM generate_series(1, ${count}) AS n`.execute(db);
  await sql`
    INSERT INTO accounts (guid, customer_guid, type, asset, name, state, created_at, updated_at)
    SELECT md5('bench-account:' || n || ':' || asset), md5('bench-customer:' || n),
      CASE WHEN asset = 'CAD' THEN 'fiat' ELSE 'trading' END, asset,
      CASE WHEN asset = 'CAD' THEN 'CAD fiat account' ELSE asset || ' trading account' END,
      'created', ${joined}, ${joined}
    FROM generate_series(1, ${count}) AS n CROSS JOIN ${ASSETS} AS asset`.execute(db);
  await sql`
    INSERT INTO ledger_accounts (code, kind, asset, account_guid, allow_negative)
    SELECT 'customer:' || guid, 'customer', asset, guid, false FROM accounts ORDER BY guid
  `.execute(db);
}

/**
 * The month's entries: entry k of customer n falls in the k-th of `entries` equal slots of the
 * period (so each customer's entries are in time order), at a moment that varies by customer;
 * the entries are numbered in time order across customers, as a live ledger numbers them.
 * Withdrawals (k ≡ 3 mod 4, at most CAD 299.99) never exceed the deposits before them (at least
 * CAD 1,000.00 each).
 */
async function seedPlan(db: Kysely<Schema>, count: number, entries: number, p: StatementPeriod) {
  const slotMs = Math.floor((p.endsAt.getTime() - p.startsAt.getTime()) / entries);
  await sql`
    CREATE TABLE bench_statement_plan AS
    SELECT n, k, 'bench-statement:' || n || ':' || k AS key,
      CASE k % 4 WHEN 1 THEN 'CAD' WHEN 2 THEN 'BTC' WHEN 3 THEN 'CAD' ELSE 'ETH' END AS asset,
      (CASE k % 4
        WHEN 1 THEN 100000 + (n * 37 + k * 11) % 40000
        WHEN 2 THEN 100000 + (n * 13 + k) % 5000000
        WHEN 3 THEN -(10000 + (n + k) % 20000)
        ELSE (1 + (n + k) % 50) * 10000000000000000
      END)::numeric AS amount,
      ${p.startsAt}::timestamptz
        + ((k - 1) * ${slotMs}::bigint + (n * 7919) % ${slotMs}::bigint) * interval '1 millisecond'
        AS at
    FROM generate_series(1::bigint, ${count}::bigint) AS n
    CROSS JOIN generate_series(1::bigint, ${entries}::bigint) AS k`.execute(db);
}

async function seedLedger(db: Kysely<Schema>) {
  await sql`
    INSERT INTO journal_entries (kind, idempotency_key, reference, created_at)
    SELECT 'sandbox_funding', key, key, at FROM bench_statement_plan ORDER BY at, n
  `.execute(db);
  await sql`
    INSERT INTO postings (entry_id, account_id, asset, amount)
    SELECT e.id, x.account_id, p.asset, x.amount
    FROM bench_statement_plan p
    JOIN journal_entries e ON e.idempotency_key = p.key
    JOIN ledger_accounts c ON c.code = 'customer:' || md5('bench-account:' || p.n || ':' || p.asset)
    JOIN ledger_accounts f ON f.code = 'funding:' || p.asset
    CROSS JOIN LATERAL (VALUES (c.id, p.amount), (f.id, -p.amount)) AS x(account_id, amount)
    ORDER BY e.id
  `.execute(db);
  await sql`
    UPDATE ledger_accounts a SET balance = s.total
    FROM (SELECT account_id, SUM(amount) AS total FROM postings GROUP BY account_id) s
    WHERE a.id = s.account_id`.execute(db);
  await sql`DROP TABLE bench_statement_plan`.execute(db);
}

async function countOf(db: Kysely<Schema>, table: 'journal_entries' | 'postings') {
  const { rows } = await sql<{
    n: string;
  }>`SELECT count(*)::text AS n FROM ${sql.table(table)}`.execute(db);
  return Number(rows[0]?.n ?? 0);
}

export async function seedStatementWorld(
  db: Kysely<Schema>,
  shape: { customers: number; entries: number; period: StatementPeriod },
  progress: (message: string) => void,
): Promise<SeedFigures> {
  const started = performance.now();
  const { customers, entries, period } = shape;
  const joined = new Date(period.startsAt.getTime() - 30 * 86_400_000);
  await seedPeople(db, customers, joined);
  progress(`seed: ${customers} customers and their accounts`);
  await seedPlan(db, customers, entries, period);
  await seedLedger(db);
  await sql`ANALYZE`.execute(db);
  const seconds = (performance.now() - started) / 1000;
  const figures = { entries: await countOf(db, 'journal_entries'), postings: 0 };
  figures.postings = await countOf(db, 'postings');
  if (figures.entries !== customers * entries || figures.postings !== 2 * figures.entries) {
    throw new Error(`the seed wrote ${figures.entries} entries, ${figures.postings} postings`);
  }
  progress(
    `seed: ${figures.entries} entries, ${figures.postings} postings in ${seconds.toFixed(1)} s`,
  );
  const violations = await ledgerViolations(db);
  return { customers, ...figures, seconds, violations };
}
