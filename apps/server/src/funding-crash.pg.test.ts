import { randomBytes } from 'node:crypto';
import { rmSync } from 'node:fs';
import { withdrawalBinding } from '@maple/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defaultDatabaseTimeouts } from './infra/config.js';
import { type Coordination, createCoordination } from './infra/coordination/coordination.js';
import type { Database } from './infra/db/database.js';
import { migrateToLatest } from './infra/db/migrator.js';
import { newId } from './infra/ids.js';
import type { RailStep } from './modules/funding/funding.tables.js';
import type { TransferRequest } from './modules/funding/transfer.service.js';
import { ledgerViolations } from './modules/ledger/invariants.js';
import { createServices, type Services } from './services.js';
import { linkBankAccount } from './testing/bank-account-fixtures.js';
import { writeBuiltWebApp } from './testing/built-web-app.js';
import { type ProvisionedCustomer, provisionedCustomer } from './testing/ledger-fixtures.js';
import { type ServerProcess, startServer } from './testing/server-process.js';
import { testConfig } from './testing/test-app.js';
import { createProcessDatabase, type ProcessDatabase } from './testing/test-database.js';

/**
 * The sandbox rails survive their server being killed (SIGKILL) between every pair of steps
 * (ADR 20): each step commits with the next step's job, so after a restart every transfer
 * completes exactly once, its money moved once, and the books stay sound. The kills are not
 * timed: each server is started with the failpoint `funding.after_step:<step>` and kills itself
 * right after the transaction of that step commits, and the test waits for its exit. Transfers
 * are created by this process on the shared database, all in one batch so that their steps fall
 * due together; only the server processes run the rails.
 */
const TOKEN_SECRET = randomBytes(24).toString('hex');
/** One second between rail steps, a one-second deposit hold, a return a second after it. */
const timings = {
  eftStepSeconds: 1,
  etransferStepSeconds: 1,
  eftDepositHoldSeconds: 1,
  eftReturnSeconds: 2,
};
let database: ProcessDatabase;
let opened: Database;
let services: Services;
let coordination: Coordination;
let webDir: string;
const servers: ServerProcess[] = [];

beforeAll(async () => {
  database = await createProcessDatabase();
  webDir = writeBuiltWebApp();
  opened = await database.open();
  // Migrated here, as a server would at start-up: no server runs before the transfers exist.
  await migrateToLatest(opened.db);
  coordination = await createCoordination(
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
    {
      ...testConfig,
      tokens: { ...testConfig.tokens, secret: TOKEN_SECRET },
      funding: { ...testConfig.funding, ...timings },
    },
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

function start(failpoint?: string): ServerProcess {
  const server = startServer({
    PORT: '0',
    WEB_DIST_DIR: webDir,
    ...database.env,
    TOKEN_SECRET,
    EFT_STEP_SECONDS: String(timings.eftStepSeconds),
    ETRANSFER_STEP_SECONDS: String(timings.etransferStepSeconds),
    EFT_DEPOSIT_HOLD_SECONDS: String(timings.eftDepositHoldSeconds),
    EFT_RETURN_SECONDS: String(timings.eftReturnSeconds),
    JOBS_POLL_INTERVAL_MS: '100',
    JOBS_MAINTENANCE_INTERVAL_SECONDS: '1',
    DEMO_ACCOUNTS: 'false',
    ...(failpoint === undefined ? {} : { FAILPOINT: failpoint }),
  });
  servers.push(server);
  return server;
}

/** Starts a server armed to die right after `step` commits; answers once it has died so. */
async function killedAfter(step: RailStep): Promise<void> {
  const server = start(`funding.after_step:${step}`);
  let deadline: NodeJS.Timeout | undefined;
  const exit = await Promise.race([
    server.exited,
    new Promise<never>((_, reject) => {
      deadline = setTimeout(() => reject(new Error(`no server died after ${step}`)), 45_000);
    }),
  ]).finally(() => clearTimeout(deadline));
  expect(exit.signal, exit.stderr).toBe('SIGKILL');
}

/**
 * A verified customer with an authenticator (withdrawals need one), a bank account linked long
 * ago and `cents` CAD available.
 */
async function customerWith(cents: bigint): Promise<ProvisionedCustomer & { bankGuid: string }> {
  const customer = await provisionedCustomer(opened.db);
  await opened.db
    .updateTable('customers')
    .set({ state: 'verified' })
    .where('guid', '=', customer.customerGuid)
    .execute();
  const { user_id } = await services.customers.find(opened.db, customer.customerGuid);
  await services.identity.secondFactor.enrolNow(opened.db, { kind: 'customer', id: user_id });
  if (cents > 0n) {
    await services.ledger.fundFromSandbox(opened.db, {
      ledgerAccountId: customer.accounts.CAD.ledgerAccountId,
      asset: 'CAD',
      amount: cents,
      idempotencyKey: `crash-funding:${customer.customerGuid}`,
    });
  }
  const bank = await linkBankAccount(services, opened.db, customer.customerGuid, {
    linkedAt: new Date(0),
  });
  return { ...customer, bankGuid: bank.guid };
}

type Kind = 'eft_deposit' | 'eft_return' | 'eft_withdrawal' | 'etransfer_withdrawal';

/** A quoted (and for a withdrawal, confirmed) request of a fresh customer. */
async function request(kind: Kind) {
  const { funding, db, tokens } = services;
  const deposit = kind === 'eft_deposit' || kind === 'eft_return';
  const customer = await customerWith(deposit ? 0n : 100_00n);
  const customerGuid = customer.customerGuid;
  // CAD 66.66 is the sandbox rail's magic amount for a deposit returned after it is credited.
  const amount = kind === 'eft_return' ? 66_66n : 10_00n;
  const quote = await funding.quotes.create(db, {
    customerGuid,
    side: deposit ? 'deposit' : 'withdrawal',
    amount: { deliver: amount },
  });
  const { user_id } = await services.customers.find(db, customerGuid);
  const confirmation = deposit
    ? undefined
    : await tokens.issue(
        'confirmation',
        {
          sub: user_id,
          jti: newId(),
          purpose: 'withdrawal',
          // An EFT's code is bound to its bank account too; an e-Transfer's to its quote alone.
          binding: withdrawalBinding(
            quote.guid,
            kind === 'etransfer_withdrawal' ? undefined : customer.bankGuid,
          ),
        },
        600,
      );
  const made: TransferRequest =
    kind === 'etransfer_withdrawal'
      ? {
          customerGuid,
          quoteGuid: quote.guid,
          rail: 'etransfer',
          confirmationToken: confirmation,
          etransfer: { question: 'Our first dog?', answer: 'Biscuit' },
        }
      : {
          customerGuid,
          quoteGuid: quote.guid,
          rail: 'eft',
          bankAccountGuid: customer.bankGuid,
          confirmationToken: confirmation,
        };
  return { kind, customer, made };
}

const transferRows = () =>
  opened.db
    .selectFrom('transfers')
    .select(['guid', 'state', 'next_step', 'transfer_type', 'reference_transfer_guid'])
    .execute();

/** Where the batch's transfers stand: `state/next_step` per transfer guid. */
async function standings(): Promise<Record<string, string>> {
  const rows = await transferRows();
  return Object.fromEntries(
    rows
      .filter((row) => row.transfer_type === 'funding')
      .map((row) => [row.guid, `${row.state}/${row.next_step ?? 'done'}`]),
  );
}

describe('the sandbox rails killed right after each step', () => {
  it('complete every transfer exactly once after each restart', async () => {
    const kinds: Kind[] = [
      'eft_deposit',
      'eft_deposit',
      'eft_return',
      'eft_withdrawal',
      'eft_withdrawal',
      'etransfer_withdrawal',
      'etransfer_withdrawal',
    ];
    const requests: Awaited<ReturnType<typeof request>>[] = [];
    for (const kind of kinds) requests.push(await request(kind));
    // One batch: one clock reading, so every step of every transfer falls due together.
    const outcomes = await opened.db.transaction().execute((trx) =>
      services.funding.transfers.createAll(
        trx,
        requests.map((r) => r.made),
      ),
    );
    const created = outcomes.map((outcome, index) => {
      if (!outcome.ok) throw outcome.error;
      const made = requests[index];
      if (made === undefined) throw new Error('an outcome without its request');
      return { ...made, guid: outcome.value.guid };
    });
    const guidsOf = (...wanted: Kind[]) =>
      created.filter((made) => wanted.includes(made.kind)).map((made) => made.guid);
    const deposits = guidsOf('eft_deposit', 'eft_return');
    const withdrawals = guidsOf('eft_withdrawal', 'etransfer_withdrawal');
    const [returned] = guidsOf('eft_return');
    const all = (standing: string, guids = [...deposits, ...withdrawals]) =>
      Object.fromEntries(guids.map((guid) => [guid, standing]));

    // Each server dies right after the step committed: every transfer is exactly one step on.
    await killedAfter('review');
    expect(await standings()).toEqual(all('reviewing/execute'));
    await killedAfter('execute');
    expect(await standings()).toEqual(all('pending/settle'));
    await killedAfter('settle');
    expect(await standings()).toEqual({
      ...all('completed/release_hold', deposits),
      ...all('completed/done', withdrawals),
    });
    await killedAfter('release_hold');
    expect(await standings()).toEqual({
      ...all('completed/done'),
      ...all('completed/return', guidsOf('eft_return')),
    });
    await killedAfter('return');
    expect(await standings()).toEqual(all('completed/done'));

    // A server without a failpoint finds nothing left to do.
    await start().listening();
    await expectedOnce(created, returned);
  }, 240_000);
});

/** Each transfer moved its money once; each customer has what the steps give them. */
async function expectedOnce(
  created: { kind: Kind; guid: string; customer: ProvisionedCustomer }[],
  returned: string | undefined,
): Promise<void> {
  const rows = await transferRows();
  const returns = rows.filter((row) => row.transfer_type === 'funding_return');
  expect(returns.map((row) => [row.reference_transfer_guid, row.state])).toEqual([
    [returned, 'completed'],
  ]);
  const entries = await opened.db
    .selectFrom('journal_entries')
    .select(['reference'])
    .where('kind', '=', 'funding')
    .execute();
  const perTransfer = new Map<string, number>();
  for (const { reference } of entries) {
    const key = reference ?? 'no reference';
    perTransfer.set(key, (perTransfer.get(key) ?? 0) + 1);
  }
  // One entry per money-moving step: a deposit's credit, a withdrawal's send, the return.
  expect(Object.fromEntries(perTransfer)).toEqual(
    Object.fromEntries(rows.map((row) => [`transfer:${row.guid}`, 1])),
  );
  const expected: Record<Kind, bigint> = {
    eft_deposit: 10_00n,
    eft_return: 0n,
    eft_withdrawal: 90_00n,
    etransfer_withdrawal: 90_00n,
  };
  const cad = created.map((made) => made.customer.accounts.CAD.guid);
  const balances = await services.ledger.balancesOf(opened.db, cad);
  for (const made of created) {
    expect(balances.get(made.customer.accounts.CAD.guid)).toMatchObject({
      balance: expected[made.kind],
      available: expected[made.kind],
    });
  }
  expect(await ledgerViolations(opened.db)).toEqual({});
}
