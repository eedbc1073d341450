import pg from 'pg';
import type { BlindIndex } from '../../apps/server/src/infra/security/blind-index.js';
import type { FieldEncryption } from '../../apps/server/src/infra/security/encryption.js';
import { type CopyValue, copyRows } from './admin-copy.js';
import { fillDerivedTables } from './admin-derived.js';
import { type IndexReport, removeIndexes, restoreIndexes } from './admin-indexes.js';
import * as activity from './admin-rows-activity.js';
import * as customers from './admin-rows-customers.js';
import type { World } from './admin-world.js';

export interface SeedReport {
  /** Each table with the seconds of its group (the tables of a group are written together). */
  tables: { table: string; rows: number; seconds: number }[];
  /** The indexes and keys taken off before the COPYs and built again after them. */
  indexes: IndexReport;
  derived: Record<string, string>;
  /** Rows whose reference (foreign key or not) finds nothing: all 0. */
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

/**
 * The tables in groups whose COPYs run at the same time, each on a connection of its own, so
 * PostgreSQL's index maintenance uses both cores while Node makes the rows; a group starts once
 * the tables it refers to are written.
 */
function groups(world: World, secrets: AppSecrets): Step[][] {
  const trades = activity.sharedTrades(world);
  const transfers = activity.sharedTransfers(world);
  return [
    [
      [
        'identity_users',
        customers.userColumns,
        () => customers.userRows(world, secrets.passwordHash),
      ],
      ['customers', customers.customerColumns, () => customers.customerRows(world)],
    ],
    [
      ['accounts', customers.accountColumns, () => customers.accountRows(world)],
      ['ledger_accounts', customers.ledgerAccountColumns, () => customers.ledgerAccountRows(world)],
      [
        'identity_verifications',
        customers.verificationColumns,
        () => customers.verificationRows(world),
      ],
    ],
    [
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
    ],
    [
      ['quotes', activity.quoteColumns, () => activity.quoteRows(world, trades)],
      ['trades', activity.tradeColumns, () => activity.tradeRows(world, trades)],
    ],
    [
      [
        'funding_quotes',
        activity.fundingQuoteColumns,
        () => activity.fundingQuoteRows(world, transfers),
      ],
      ['transfers', activity.transferColumns, () => activity.transferRows(world, transfers)],
      [
        'sandbox_rail_plans',
        activity.railPlanColumns,
        () => activity.railPlanRows(world, transfers),
      ],
    ],
  ];
}

/**
 * Fills the migrated database with `COPY … FROM STDIN`, its tables' indexes and keys taken off
 * first and built again after (`admin-indexes.ts`). The sessions run as a replica
 * (`session_replication_role`), so no trigger fires: not the trades' commit-time check of their
 * quote's expiry, which guards live trades and would refuse history. Then the derived tables,
 * the references proved (`orphans`), then VACUUM ANALYZE.
 */
export async function seedAdminDatabase(
  url: string,
  world: World,
  secrets: AppSecrets,
  progress: (message: string) => void,
): Promise<SeedReport> {
  const clients = [0, 1, 2].map(() => new pg.Client({ connectionString: url }));
  const began = performance.now();
  try {
    for (const client of clients) {
      await client.connect();
      await client.query("SET session_replication_role = 'replica'");
      await client.query('SET synchronous_commit = off');
    }
    const steps = groups(world, secrets);
    const removed = await removeIndexes(
      clientAt(clients, 0),
      steps.flat().map(([table]) => table),
    );
    const tables: SeedReport['tables'] = [];
    for (const group of steps) {
      const started = performance.now();
      const copied = await Promise.all(
        group.map(([table, columns, rows], at) =>
          copyRows(clientAt(clients, at), table, columns, rows()),
        ),
      );
      const seconds = (performance.now() - started) / 1000;
      group.forEach(([table], at) => {
        tables.push({ table, rows: copied[at] ?? 0, seconds });
      });
      const names = tables
        .slice(-group.length)
        .map((t) => `${t.table} ${t.rows.toLocaleString('en-CA')}`);
      progress(`seed: ${names.join(', ')} rows in ${seconds.toFixed(1)} s`);
    }
    const indexes = await restoreIndexes(clients, removed);
    progress(`seed: ${indexes.removed} indexes and keys built in ${indexes.seconds.toFixed(1)} s`);
    const client = clientAt(clients, 0);
    await client.query("SET session_replication_role = 'origin'");
    const derived = await fillDerivedTables(client);
    const orphans = await orphansOf(client);
    const analyzing = performance.now();
    // As autovacuum would leave a live database: statistics, the visibility map (index-only
    // scans), hint bits set and the trigram indexes' pending entries merged.
    await client.query('VACUUM (ANALYZE)');
    const analyzeSeconds = (performance.now() - analyzing) / 1000;
    const totalSeconds = (performance.now() - began) / 1000;
    return { tables, indexes, derived, orphans, analyzeSeconds, totalSeconds };
  } finally {
    await Promise.all(clients.map((client) => client.end()));
  }
}

function clientAt(clients: readonly pg.Client[], at: number): pg.Client {
  const client = clients[at];
  if (client === undefined) throw new Error(`a seed group has more than ${clients.length} tables`);
  return client;
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
