/**
 * `npm run bench:ledger-export`: the customer's full ledger export (ADR 71) streamed over HTTP
 * from a real listening server, CSV and JSON, against a plain `SELECT` of the same postings read
 * whole on the same database in the same run. One customer with BENCH_ROWS postings (default
 * 100,000), seeded by SQL this bench owns: every other entry a trade (its reference looked up
 * in trades, as in production), the rest sandbox funding; CAD and BTC rows alternate, the BTC
 * ones not priced by a trade valued from a market history held in memory. PGlite (in memory)
 * unless DATABASE_URL names a PostgreSQL server, where a scratch database is used and dropped.
 * Prints rows/s and the process's peak RSS per phase; with BENCH_CPU_PROFILE set to a directory,
 * a V8 profile of each export (server, client and, on PGlite, the database share the thread).
 * See bench/README.md.
 */
import type { AddressInfo } from 'node:net';
import Fastify from 'fastify';
import { type Kysely, sql } from 'kysely';
import { systemClock } from '../apps/server/src/infra/clock.js';
import { defaultDatabaseTimeouts } from '../apps/server/src/infra/config.js';
import { type Database, openDatabase } from '../apps/server/src/infra/db/database.js';
import { migrateToLatest } from '../apps/server/src/infra/db/migrator.js';
import type { Schema } from '../apps/server/src/infra/db/schema.js';
import { sendCsv } from '../apps/server/src/infra/http/csv-response.js';
import { sendJsonArray } from '../apps/server/src/infra/http/json-array-response.js';
import { transferRecords } from '../apps/server/src/modules/funding/transfer-records.repo.js';
import { LedgerService } from '../apps/server/src/modules/ledger/ledger.service.js';
import { PriceLookup } from '../apps/server/src/modules/market/price-lookup.js';
import { ledgerCsv } from '../apps/server/src/modules/records/ledger-export.routes.js';
import { LedgerExport } from '../apps/server/src/modules/records/ledger-export.service.js';
import { tradeRecords } from '../apps/server/src/modules/trading/trade-records.repo.js';
import { recordedAddresses } from '../apps/server/src/modules/wallets/wallet-addresses.repo.js';
import { provisionedCustomer } from '../apps/server/src/testing/ledger-fixtures.js';
import { WindowProfiler } from './lib/cpu-profile.js';
import { ScratchDatabases } from './lib/databases.js';
import { positiveInteger } from './lib/options.js';
import { sampleRss } from './lib/rss.js';

const progress = (message: string) => process.stderr.write(`[bench] ${message}\n`);
const rows = positiveInteger(process.env, 'BENCH_ROWS', 100_000);
const others = positiveInteger(process.env, 'BENCH_OTHER_ENTRIES', 4);
const serverUrl = process.env.DATABASE_URL;

/**
 * Seeds `count` entries of one posting each on the customer (CAD, BTC alternating), with
 * `others` entries of the rest of the exchange between each two of them (CAD between a thousand
 * other accounts and the platform's): the customer's postings are a fifth of the ledger's by
 * default and their accounts two of a thousand and more, so the planner sees something like a
 * real ledger's proportions rather than a table that is all one customer's.
 */
async function seed(db: Kysely<Schema>, cad: bigint, btc: bigint, count: number, others: number) {
  const ledger = new LedgerService(systemClock);
  const platform = await ledger.platformAccounts(db);
  const stride = others + 1;
  // The others' accounts, as many as the customer's postings spread over a thousand people.
  const otherAccounts = 1000;
  const { rows } = await sql<{ id: string }>`
    INSERT INTO ledger_accounts (code, kind, asset, allow_negative)
    SELECT 'bench-other:' || n, 'house', 'CAD', true FROM generate_series(1, ${otherAccounts}) AS n
    RETURNING id
  `.execute(db);
  const first = rows.map((row) => BigInt(row.id)).reduce((a, b) => (a < b ? a : b));
  const total = count * stride;
  await sql`
    INSERT INTO journal_entries (kind, idempotency_key, reference, created_at)
    SELECT CASE WHEN i % ${stride} = 0 AND (i / ${stride}) % 2 = 0 THEN 'trade'
        ELSE 'sandbox_funding' END,
      CASE WHEN i % ${stride} = 0 THEN 'bench:' ELSE 'bench-other:' END || i,
      CASE WHEN i % ${stride} = 0 AND (i / ${stride}) % 2 = 0 THEN 'trade:' || md5(i::text)
        ELSE 'bench:' || i END,
      now() - (${total} - i) * interval '1 second' / ${stride}
    FROM generate_series(1, ${total}) AS i
  `.execute(db);
  await sql`
    INSERT INTO postings (entry_id, account_id, asset, amount)
    SELECT e.id, x.account_id, x.asset, x.amount
    FROM journal_entries e
    CROSS JOIN LATERAL (VALUES
      (CASE WHEN e.kind = 'trade' THEN ${String(cad)}::bigint ELSE ${String(btc)}::bigint END,
       CASE WHEN e.kind = 'trade' THEN 'CAD' ELSE 'BTC' END, 1000 + e.id % 7),
      (CASE WHEN e.kind = 'trade' THEN ${String(platform.CAD.funding)}::bigint
        ELSE ${String(platform.BTC.funding)}::bigint END,
       CASE WHEN e.kind = 'trade' THEN 'CAD' ELSE 'BTC' END, -(1000 + e.id % 7))
    ) AS x(account_id, asset, amount)
    WHERE e.idempotency_key LIKE 'bench:%'
    UNION ALL
    SELECT e.id, x.account_id, 'CAD', x.amount
    FROM journal_entries e
    CROSS JOIN LATERAL (VALUES
      (${String(first)}::bigint + e.id % ${otherAccounts}, 100 + e.id % 5),
      (${String(platform.CAD.funding)}::bigint, -(100 + e.id % 5))
    ) AS x(account_id, amount)
    WHERE e.idempotency_key LIKE 'bench-other:%'
    ORDER BY 1
  `.execute(db);
  await sql`ANALYZE`.execute(db);
}

/** A history of BTC at CAD 90,000 to 100,000, one point a minute over the last day. */
const market = {
  history: async () => {
    const now = Date.now();
    return Array.from({ length: 1441 }, (_, i) => ({
      at: now - (1440 - i) * 60_000,
      price: 9_000_000_000_000n + BigInt(i) * 694_444_444n,
    }));
  },
};

async function main() {
  const scratch = serverUrl === undefined ? undefined : new ScratchDatabases(serverUrl);
  const target = scratch === undefined ? undefined : await scratch.create('ledger_export');
  const opened: Database = await openDatabase(
    target === undefined
      ? { driver: 'pglite', dataDir: undefined }
      : {
          driver: 'postgres',
          url: target.url,
          poolSize: 10,
          // The seed writes a million postings in one statement.
          timeouts: { ...defaultDatabaseTimeouts, statementMs: 600_000 },
        },
  );
  try {
    const { db } = opened;
    await migrateToLatest(db);
    const customer = await provisionedCustomer(db);
    const cad = customer.accounts.CAD.ledgerAccountId;
    const btc = customer.accounts.BTC.ledgerAccountId;
    progress(
      `seeding ${rows} postings, and ${others} entries of others' per row, on ${opened.driver}`,
    );
    await seed(db, cad, btc, rows, others);
    await report(db, customer.customerGuid, [cad, btc], opened.driver);
  } finally {
    await opened.close();
    await scratch?.dropAll();
  }
}

async function report(db: Kysely<Schema>, customerGuid: string, ids: bigint[], driver: string) {
  const ledger = new LedgerService(systemClock);
  const ledgerExport = new LedgerExport({
    db,
    ledger,
    accountsOf: async (trx, guid) => [
      ...(
        await ledger.balancesOf(
          trx,
          (
            await trx
              .selectFrom('accounts')
              .select('guid')
              .where('customer_guid', '=', guid)
              .execute()
          ).map((a) => a.guid),
        )
      ).values(),
    ],
    trades: { byGuid: tradeRecords },
    transfers: { byGuid: transferRecords },
    addresses: { byGuid: recordedAddresses },
    prices: () => new PriceLookup(market),
  });
  const app = Fastify();
  app.get<{ Querystring: { format: string } }>('/export', async (request, reply) => {
    const pages = await ledgerExport.pages(customerGuid);
    return request.query.format === 'json'
      ? sendJsonArray(reply, 'bench.json', pages)
      : sendCsv(reply, ledgerCsv('bench.csv'), pages);
  });
  await app.listen({ host: '127.0.0.1', port: 0 });
  const { port } = app.server.address() as AddressInfo;
  const lines: string[] = [`ledger export, ${rows} postings, ${driver}`];
  try {
    const baseline = await measure(async () => {
      const { rows: read } = await sql`
        SELECT p.id, p.entry_id, p.account_id, p.asset, p.amount::text, e.kind, e.reference,
          e.created_at
        FROM postings p JOIN journal_entries e ON e.id = p.entry_id
        WHERE p.account_id = ANY(${ids.map(String)}::bigint[]) ORDER BY p.id
      `.execute(db);
      return { rows: read.length, bytes: 0 };
    });
    lines.push(line('plain SELECT (baseline)', baseline));
    const profiler = new WindowProfiler(process.env.BENCH_CPU_PROFILE || undefined);
    for (const [round, format] of ['csv', 'json', 'csv', 'json'].entries()) {
      await profiler.start();
      const figures = await measure(() => download(port, format));
      const profile = await profiler.stop(`ledger-export-${format}-${round}`);
      lines.push(line(`export ${format}`, figures, baseline.seconds));
      if (profile !== undefined) lines.push(`  CPU profile: ${profile}`);
    }
  } finally {
    await app.close();
  }
  process.stdout.write(`${lines.join('\n')}\n`);
}

/** Reads the export through HTTP as a client would, counting bytes and lines, keeping none. */
async function download(port: number, format: string) {
  const response = await fetch(`http://127.0.0.1:${port}/export?format=${format}`);
  if (response.body === null || !response.ok) throw new Error(`export answered ${response.status}`);
  let bytes = 0;
  let newlines = 0;
  const reader = response.body.getReader();
  for (let read = await reader.read(); !read.done; read = await reader.read()) {
    bytes += read.value.byteLength;
    newlines += countNewlines(read.value);
  }
  // CSV: one line per row after the header; JSON: "[", a line per row, "]".
  return { rows: format === 'csv' ? newlines - 1 : newlines - 2, bytes };
}

/** The chunk's line feeds, found natively: a byte-by-byte loop here would time the client. */
function countNewlines(chunk: Uint8Array): number {
  let count = 0;
  for (let at = chunk.indexOf(10); at !== -1; at = chunk.indexOf(10, at + 1)) count += 1;
  return count;
}

async function measure(run: () => Promise<{ rows: number; bytes: number }>) {
  const rss = sampleRss(50);
  const started = process.hrtime.bigint();
  const result = await run();
  const seconds = Number(process.hrtime.bigint() - started) / 1e9;
  return { ...result, seconds, peakMiB: rss.stop().peakMiB };
}

function line(
  label: string,
  figures: { rows: number; bytes: number; seconds: number; peakMiB: number },
  baselineSeconds?: number,
) {
  const perSecond = Math.round(figures.rows / figures.seconds);
  const ratio =
    baselineSeconds === undefined
      ? ''
      : `, ${(figures.seconds / baselineSeconds).toFixed(1)}× the baseline's time`;
  return `${label}: ${figures.rows} rows in ${figures.seconds.toFixed(2)} s = ${perSecond} rows/s, ${(figures.bytes / 2 ** 20).toFixed(1)} MiB, peak RSS ${figures.peakMiB.toFixed(0)} MiB${ratio}`;
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
