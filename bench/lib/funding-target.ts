import { Writable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { buildApp } from '../../apps/server/src/app.js';
import { defaultDatabaseTimeouts } from '../../apps/server/src/infra/config.js';
import { createCoordination } from '../../apps/server/src/infra/coordination/coordination.js';
import { openDatabase } from '../../apps/server/src/infra/db/database.js';
import { migrateToLatest } from '../../apps/server/src/infra/db/migrator.js';
import { newId } from '../../apps/server/src/infra/ids.js';
import { ledgerViolations } from '../../apps/server/src/modules/ledger/invariants.js';
import { createServices, type Services } from '../../apps/server/src/services.js';
import { linkBankAccount } from '../../apps/server/src/testing/bank-account-fixtures.js';
import { type TestConfig, testConfig } from '../../apps/server/src/testing/test-app.js';
import type { BenchOptions } from './options.js';
import { prepareCustomers } from './real-target.js';

export interface FundingCustomer {
  token: string;
  guid: string;
  bankGuid: string;
}

export interface FundingTarget {
  baseUrl: string;
  customers: readonly FundingCustomer[];
  /** A withdrawal's confirmation, issued as verify-crypto-otp would (the bench sends no e-mail). */
  confirm(customer: FundingCustomer, quoteGuid: string): Promise<string>;
  /** Waits for the rails to finish what the load started, then reads lag and the books. */
  verify(): Promise<{ lagMs: number[]; unfinished: number; violations: Record<string, string[]> }>;
  close(): Promise<void>;
}

/** The customer guid a platform access token speaks for (its `sub`). */
const subjectOf = (token: string): string => {
  const [, payload] = token.split('.');
  return String(JSON.parse(Buffer.from(payload ?? '', 'base64url').toString()).sub);
};

/**
 * The real application on a fresh PostgreSQL database with its rails running as jobs, every
 * step a second apart and EFT deposits held a second; each customer has a linked bank account
 * (the test fixtures, until modules/banking's directory is wired) and CAD to withdraw.
 */
export async function startFundingTarget(
  options: BenchOptions,
  database: { name: string; url: string },
): Promise<FundingTarget> {
  const target = {
    driver: 'postgres',
    url: database.url,
    poolSize: options.poolSize,
    timeouts: defaultDatabaseTimeouts,
  } as const;
  const opened = await openDatabase(target);
  const coordination = createCoordination(target, opened.db, undefined);
  let app: FastifyInstance | undefined;
  let services: Services | undefined;
  const close = async () => {
    await app?.close();
    await services?.jobs.stop();
    await services?.market.stop();
    await coordination.close();
    await opened.close();
  };
  await migrateToLatest(opened.db);
  const config: TestConfig = {
    ...testConfig,
    logLevel: 'warn',
    jobs: { pollIntervalMs: 100, maintenanceIntervalSeconds: 60 },
    // The daily limits are out of the way: the bench measures throughput, not limits.
    limits: { ...testConfig.limits, fundingDayCents: 10n ** 12n, fundingWeekCents: 10n ** 12n },
    funding: {
      ...testConfig.funding,
      eftStepSeconds: 1,
      eftDepositHoldSeconds: 1,
      etransferStepSeconds: 1,
    },
  };
  services = createServices(config, opened.db, coordination);
  const lagMs: number[] = [];
  services.funding.rails.stepObserver = (_step, lag) => lagMs.push(lag);
  app = await buildApp({
    config,
    database: opened,
    services,
    logDestination: new Writable({
      write(chunk: Buffer, _encoding, done) {
        process.stderr.write(chunk);
        done();
      },
    }),
  });
  coordination.open(app.log);
  await services.market.start(app.log);
  await app.listen({ host: '127.0.0.1', port: 0 });
  const tokens = await prepareCustomers(app, services, options.customers);
  const customers = [];
  for (const token of tokens) {
    const guid = subjectOf(token);
    const bank = await linkBankAccount(services, opened.db, guid, { linkedAt: new Date(0) });
    customers.push({ token, guid, bankGuid: bank.guid });
  }
  await services.jobs.start(app.log);
  const address = app.server.address();
  if (address === null || typeof address === 'string') throw new Error('not listening on TCP');
  const ready = services;
  return {
    baseUrl: `http://127.0.0.1:${address.port}`,
    customers,
    confirm: async (customer, quoteGuid) => {
      const { user_id } = await ready.customers.find(ready.db, customer.guid);
      return ready.tokens.issue(
        'confirmation',
        { sub: user_id, jti: newId(), purpose: 'withdrawal', binding: quoteGuid },
        600,
      );
    },
    verify: async () => {
      const deadline = Date.now() + 60_000;
      let unfinished = await unfinishedCount(ready);
      while (unfinished > 0 && Date.now() < deadline) {
        await new Promise((resolve) => setTimeout(resolve, 200));
        unfinished = await unfinishedCount(ready);
      }
      return { lagMs, unfinished, violations: await ledgerViolations(ready.db) };
    },
    close,
  };
}

async function unfinishedCount(services: Services): Promise<number> {
  const { rows } = await sql<{ n: string }>`
    SELECT count(*) AS n FROM transfers WHERE next_step IS NOT NULL`.execute(services.db);
  return Number(rows[0]?.n ?? 0);
}
