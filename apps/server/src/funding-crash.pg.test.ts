import { randomBytes } from 'node:crypto';
import { rmSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defaultDatabaseTimeouts } from './infra/config.js';
import { type Coordination, createCoordination } from './infra/coordination/coordination.js';
import type { Database } from './infra/db/database.js';
import { newId } from './infra/ids.js';
import { ledgerViolations } from './modules/ledger/invariants.js';
import { createServices, type Services } from './services.js';
import { linkBankAccount } from './testing/bank-account-fixtures.js';
import { writeBuiltWebApp } from './testing/built-web-app.js';
import { eventually } from './testing/jobs.js';
import { type ProvisionedCustomer, provisionedCustomer } from './testing/ledger-fixtures.js';
import { type ServerProcess, startServer } from './testing/server-process.js';
import { testConfig } from './testing/test-app.js';
import { createProcessDatabase, type ProcessDatabase } from './testing/test-database.js';

/**
 * The sandbox rails survive their server being killed (SIGKILL) between any two steps: each
 * step commits with the next step's job, so after restarts every transfer completes exactly
 * once, its money moved once, and the books stay sound (ADR 20). Transfers are created by this
 * process on the shared database; only the server processes run the rails.
 */
const TOKEN_SECRET = randomBytes(24).toString('hex');
let database: ProcessDatabase;
let opened: Database;
let services: Services;
let coordination: Coordination;
let webDir: string;
const servers: ServerProcess[] = [];

beforeAll(async () => {
  database = await createProcessDatabase();
  webDir = writeBuiltWebApp();
  // The first server migrates the database.
  await start().listening();
  opened = await database.open();
  coordination = createCoordination(
    {
      driver: 'postgres',
      url: database.env.DATABASE_URL ?? '',
      poolSize: 4,
      timeouts: defaultDatabaseTimeouts,
    },
    opened.db,
    undefined,
  );
  services = createServices(
    { ...testConfig, tokens: { ...testConfig.tokens, secret: TOKEN_SECRET } },
    opened.db,
    coordination,
  );
}, 120_000);
afterAll(async () => {
  for (const server of servers) server.child.kill('SIGKILL');
  await Promise.all(servers.map((server) => server.exited));
  await coordination?.close();
  await opened?.close();
  await database.dispose();
  rmSync(webDir, { recursive: true, force: true });
});

function start(): ServerProcess {
  const server = startServer({
    PORT: '0',
    WEB_DIST_DIR: webDir,
    ...database.env,
    TOKEN_SECRET,
    EFT_STEP_SECONDS: '1',
    ETRANSFER_STEP_SECONDS: '1',
    EFT_DEPOSIT_HOLD_SECONDS: '2',
    JOBS_POLL_INTERVAL_MS: '100',
    JOBS_MAINTENANCE_INTERVAL_SECONDS: '1',
    DEMO_ACCOUNTS: 'false',
  });
  servers.push(server);
  return server;
}

async function verifiedCustomer(): Promise<ProvisionedCustomer> {
  const customer = await provisionedCustomer(opened.db);
  await opened.db
    .updateTable('customers')
    .set({ state: 'verified' })
    .where('guid', '=', customer.customerGuid)
    .execute();
  return customer;
}

async function transfer(customer: ProvisionedCustomer, side: 'deposit' | 'withdrawal') {
  const { funding, db, tokens } = services;
  const customerGuid = customer.customerGuid;
  const bank = await linkBankAccount(services, db, customerGuid, { linkedAt: new Date(0) });
  const quote = await funding.quotes.create(db, {
    customerGuid,
    side,
    amount: { deliver: 10_00n },
  });
  const { user_id } = await services.customers.find(db, customerGuid);
  const confirmation =
    side === 'withdrawal'
      ? await tokens.issue(
          'confirmation',
          { sub: user_id, jti: newId(), purpose: 'withdrawal', binding: quote.guid },
          600,
        )
      : undefined;
  return db.transaction().execute((trx) =>
    funding.transfers.create(trx, {
      customerGuid,
      quoteGuid: quote.guid,
      rail: 'eft',
      bankAccountGuid: bank.guid,
      confirmationToken: confirmation,
    }),
  );
}

const unfinished = async () => {
  const row = await opened.db
    .selectFrom('transfers')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('next_step', 'is not', null)
    .executeTakeFirstOrThrow();
  return Number(row.n);
};

describe('the sandbox rails killed between steps', () => {
  it('complete every transfer exactly once after restarts', async () => {
    const customer = await verifiedCustomer();
    await services.ledger.fundFromSandbox(opened.db, {
      ledgerAccountId: customer.accounts.CAD.ledgerAccountId,
      asset: 'CAD',
      amount: 100_00n,
      idempotencyKey: `crash-funding:${customer.customerGuid}`,
    });
    const created = [];
    for (let index = 0; index < 6; index += 1) {
      created.push(await transfer(customer, index % 2 === 0 ? 'deposit' : 'withdrawal'));
    }
    // Kill the running server every 0.7–1.5 s while the rails work, and start another.
    let kills = 0;
    for (; kills < 6 && (await unfinished()) > 0; kills += 1) {
      await new Promise((resolve) => setTimeout(resolve, 700 + Math.random() * 800));
      const running = servers.at(-1);
      running?.child.kill('SIGKILL');
      await running?.exited;
      await start().listening();
    }
    await eventually(
      'every transfer to finish',
      async () => ((await unfinished()) === 0 ? true : undefined),
      150_000,
    );

    const rows = await opened.db.selectFrom('transfers').select(['guid', 'state']).execute();
    expect(rows.map((row) => row.state)).toEqual(created.map(() => 'completed'));
    const entries = await opened.db
      .selectFrom('journal_entries')
      .select(['reference'])
      .where('kind', '=', 'funding')
      .execute();
    expect(entries.map((entry) => entry.reference).sort()).toEqual(
      created.map((made) => `transfer:${made.guid}`).sort(),
    );
    const balance = await services.ledger.balancesOf(opened.db, [customer.accounts.CAD.guid]);
    // Three deposits and three withdrawals of CAD 10.00 each: back where it started.
    expect(balance.get(customer.accounts.CAD.guid)).toMatchObject({
      balance: 100_00n,
      available: 100_00n,
    });
    expect(await ledgerViolations(opened.db)).toEqual({});
  }, 240_000);
});
