import pg from 'pg';
import type { BlindIndex } from '../../apps/server/src/infra/security/blind-index.js';
import type { FieldEncryption } from '../../apps/server/src/infra/security/encryption.js';
import { type CopyValue, copyRows } from './admin-copy.js';
import { fillDerivedTables } from './admin-derived.js';
import * as activity from './admin-rows-activity.js';
import * as customers from './admin-rows-customers.js';
import type { World } from './admin-world.js';

export interface SeedReport {
  tables: { table: string; rows: number; seconds: number }[];
  derived: Record<string, string>;
  /** Rows whose reference finds nothing (the seed skips the foreign-key triggers): all 0. */
  orphans: Record<string, number>;
  analyzeSeconds: number;
  totalSeconds: number;
}

/** What the seed needs from the app: its own sealing of personal data and the SIN's index. */
export interface AppSecrets {
  encryption: FieldEncryption;
  blindIndex: BlindIndex;
  /** One argon2id hash, shared by every seeded customer (a million hashes would take hours). */
  passwordHash: string;
}

type Step = [table: string, columns: readonly string[], rows: () => Iterable<readonly CopyValue[]>];

function steps(world: World, secrets: AppSecrets): Step[] {
  return [
    [
      'identity_users',
      customers.userColumns,
      () => customers.userRows(world, secrets.passwordHash),
    ],
    ['customers', customers.customerColumns, () => customers.customerRows(world)],
    ['accounts', customers.accountColumns, () => customers.accountRows(world)],
    ['ledger_accounts', customers.ledgerAccountColumns, () => customers.ledgerAccountRows(world)],
    [
      'identity_verifications',
      customers.verificationColumns,
      () => customers.verificationRows(world),
    ],
    [
      'identity_verification_answers',
      customers.answerColumns,
      () => customers.answerRows(world, secrets.encryption),
    ],
    [
      'customer_identities',
      customers.identityColumns,
      () => customers.identityRows(world, secrets.blindIndex),
    ],
    ['quotes', activity.quoteColumns, () => activity.quoteRows(world)],
    ['trades', activity.tradeColumns, () => activity.tradeRows(world)],
    ['funding_quotes', activity.fundingQuoteColumns, () => activity.fundingQuoteRows(world)],
    ['transfers', activity.transferColumns, () => activity.transferRows(world)],
  ];
}

/**
 * Fills the migrated database with `COPY … FROM STDIN`, one table after the other, into the
 * indexes the migrations made. The session runs as a replica (`session_replication_role`), so
 * no trigger fires: not the foreign-key checks (the generator keeps every reference, which
 * `orphans` then proves) and not the trades' commit-time check of their quote's expiry, which
 * guards live trades and would refuse history. Then the derived tables, then ANALYZE.
 */
export async function seedAdminDatabase(
  url: string,
  world: World,
  secrets: AppSecrets,
  progress: (message: string) => void,
): Promise<SeedReport> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const began = performance.now();
  try {
    await client.query("SET session_replication_role = 'replica'");
    await client.query('SET synchronous_commit = off');
    const tables: SeedReport['tables'] = [];
    for (const [table, columns, rows] of steps(world, secrets)) {
      const started = performance.now();
      const copied = await copyRows(client, table, columns, rows());
      const seconds = (performance.now() - started) / 1000;
      tables.push({ table, rows: copied, seconds });
      progress(`seed: ${table} ${copied.toLocaleString('en-CA')} rows in ${seconds.toFixed(1)} s`);
    }
    await client.query("SET session_replication_role = 'origin'");
    const derived = await fillDerivedTables(client);
    const orphans = await orphansOf(client);
    const analyzing = performance.now();
    await client.query('ANALYZE');
    const analyzeSeconds = (performance.now() - analyzing) / 1000;
    return {
      tables,
      derived,
      orphans,
      analyzeSeconds,
      totalSeconds: (performance.now() - began) / 1000,
    };
  } finally {
    await client.end();
  }
}

/** The references the seed's rows carry, checked with anti-joins after the fact. */
const references: Record<string, string> = {
  'customers.user_id':
    'customers c WHERE NOT EXISTS (SELECT 1 FROM identity_users u WHERE u.id = c.user_id)',
  'accounts.customer_guid':
    'accounts a WHERE NOT EXISTS (SELECT 1 FROM customers c WHERE c.guid = a.customer_guid)',
  'ledger_accounts.account_guid':
    "ledger_accounts l WHERE l.kind = 'customer' AND NOT EXISTS (SELECT 1 FROM accounts a WHERE a.guid = l.account_guid)",
  'trades.customer_guid':
    'trades t WHERE NOT EXISTS (SELECT 1 FROM customers c WHERE c.guid = t.customer_guid)',
  'trades.quote_guid':
    'trades t WHERE NOT EXISTS (SELECT 1 FROM quotes q WHERE q.guid = t.quote_guid AND q.customer_guid = t.customer_guid)',
  'transfers.account_guid':
    'transfers t WHERE NOT EXISTS (SELECT 1 FROM accounts a WHERE a.guid = t.account_guid AND a.customer_guid = t.customer_guid)',
  'identity_verification_answers.verification_guid':
    'identity_verification_answers x WHERE NOT EXISTS (SELECT 1 FROM identity_verifications v WHERE v.guid = x.verification_guid)',
};

async function orphansOf(client: pg.ClientBase): Promise<Record<string, number>> {
  const found: Record<string, number> = {};
  for (const [reference, from] of Object.entries(references)) {
    const { rows } = await client.query<{ n: string }>(`SELECT count(*) AS n FROM ${from}`);
    found[reference] = Number(rows[0]?.n ?? 0);
  }
  return found;
}
