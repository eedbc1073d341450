import { Writable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { buildApp } from '../../apps/server/src/app.js';
import { defaultDatabaseTimeouts } from '../../apps/server/src/infra/config.js';
import { createCoordination } from '../../apps/server/src/infra/coordination/coordination.js';
import { openDatabase } from '../../apps/server/src/infra/db/database.js';
import { migrateToLatest } from '../../apps/server/src/infra/db/migrator.js';
import { ledgerViolations } from '../../apps/server/src/modules/ledger/invariants.js';
import { createServices, type Services } from '../../apps/server/src/services.js';
import { linkBankAccount } from '../../apps/server/src/testing/bank-account-fixtures.js';
import { type TestConfig, testConfig } from '../../apps/server/src/testing/test-app.js';
import type { BenchOptions } from './options.js';
import { prepareCustomers } from './real-target.js';
import type { Target, Verification } from './target.js';

export interface FundingTarget extends Target {
  /** How late each rail step's change committed after the step fell due, in ms. */
  readonly lagMs: readonly number[];
}

/** The customer guid a platform access token speaks for (its `sub`). */
const subjectOf = (token: string): string => {
  const [, payload] = token.split('.');
  return String(JSON.parse(Buffer.from(payload ?? '', 'base64url').toString()).sub);
};

/**
 * The test configuration with production's job queue settings (infra/config.ts), as the trade
 * benchmark's real app, every rail step a second apart and EFT deposits held a second.
 */
const fundingBenchConfig: TestConfig = {
  ...testConfig,
  logLevel: 'warn',
  jobs: { pollIntervalMs: 1000, maintenanceIntervalSeconds: 60 },
  // The daily limits are out of the way: the bench measures throughput, not limits.
  limits: { ...testConfig.limits, fundingDayCents: 10n ** 12n, fundingWeekCents: 10n ** 12n },
  funding: {
    ...testConfig.funding,
    eftStepSeconds: 1,
    eftDepositHoldSeconds: 1,
    etransferStepSeconds: 1,
  },
};

/**
 * The real application on a fresh PostgreSQL database with its rails running as jobs, with
 * production's job settings (polling every second; a delayed job wakes its worker when due),
 * every step a second apart and EFT deposits held a second; each customer has a linked bank
 * account (linked through the sandbox bank, as tests link them) and CAD to withdraw.
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
  const coordination = await createCoordination(target, opened.db, undefined);
  let app: FastifyInstance | undefined;
  let services: Services | undefined;
  const close = async () => {
    await app?.close();
    await services?.jobs.stop();
    await services?.market.stop();
    await coordination.close();
    await opened.close();
  };
  try {
    await migrateToLatest(opened.db);
    services = createServices(fundingBenchConfig, opened.db, coordination);
    const lagMs: number[] = [];
    services.funding.rails.stepObserver = (_step, lag) => lagMs.push(lag);
    const railErrors: string[] = [];
    app = await buildApp({
      config: fundingBenchConfig,
      database: opened,
      services,
      logDestination: failedRailJobs(railErrors),
    });
    coordination.open(app.log);
    await services.market.start(app.log);
    await app.listen({ host: '127.0.0.1', port: 0 });
    const tokens = await prepareCustomers(app, services, options.customers);
    const customers = [];
    for (const token of tokens) {
      const guid = subjectOf(token);
      const bank = await linkBankAccount(services, opened.db, guid, { linkedAt: new Date(0) });
      const { user_id } = await services.customers.find(opened.db, guid);
      customers.push({ userId: user_id, bankGuid: bank.guid });
    }
    await services.jobs.start(app.log);
    const address = app.server.address();
    if (address === null || typeof address === 'string') throw new Error('not listening on TCP');
    const ready = services;
    return {
      name: 'funding',
      databaseName: database.name,
      baseUrl: `http://127.0.0.1:${address.port}`,
      tokens,
      funding: { customers, tokenSecret: fundingBenchConfig.tokens.secret },
      lagMs,
      verify: () => verifyAfterRails(ready, railErrors),
      close,
    };
  } catch (error) {
    await close();
    throw error;
  }
}

/**
 * The books once the rails finished: the last transfers need their three or four steps, a
 * second apart, so it waits for them (a minute at most) before checking.
 */
async function verifyAfterRails(
  services: Services,
  railErrors: readonly string[],
): Promise<Verification> {
  const deadline = Date.now() + 60_000;
  while ((await unfinishedCount(services)) > 0 && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  const unfinished = await unfinishedCount(services);
  return {
    checks: [
      {
        label: 'ledgerViolations after the rails finished',
        violations: await ledgerViolations(services.db),
      },
      {
        label: 'transfers the rails left unfinished',
        violations: unfinished === 0 ? {} : { unfinished: [String(unfinished)] },
      },
      {
        label: 'rail jobs that failed during the load',
        violations: railErrors.length === 0 ? {} : { failed: [...railErrors] },
      },
    ],
    facts: await transfersByState(services),
  };
}

/** The server's log, passed on to standard error, with failed rail jobs collected on the way. */
function failedRailJobs(errors: string[]): Writable {
  return new Writable({
    write(chunk: Buffer, _encoding, done) {
      process.stderr.write(chunk);
      for (const line of chunk.toString('utf8').split('\n')) {
        if (line.includes('"queue":"funding-rail"') && line.includes('"msg":"job failed"')) {
          errors.push(line);
        }
      }
      done();
    },
  });
}

async function unfinishedCount(services: Services): Promise<number> {
  const { rows } = await sql<{ n: string }>`
    SELECT count(*) AS n FROM transfers WHERE next_step IS NOT NULL`.execute(services.db);
  return Number(rows[0]?.n ?? 0);
}

async function transfersByState(services: Services): Promise<Record<string, number>> {
  const { rows } = await sql<{ side: string; state: string; n: string }>`
    SELECT side, state, count(*) AS n FROM transfers GROUP BY side, state`.execute(services.db);
  return Object.fromEntries(rows.map((row) => [`${row.side}_${row.state}`, Number(row.n)]));
}
