import { Writable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { buildApp } from '../../apps/server/src/app.js';
import { defaultDatabaseTimeouts } from '../../apps/server/src/infra/config.js';
import { createCoordination } from '../../apps/server/src/infra/coordination/coordination.js';
import { type Database, openDatabase } from '../../apps/server/src/infra/db/database.js';
import { migrateToLatest } from '../../apps/server/src/infra/db/migrator.js';
import { ledgerViolations } from '../../apps/server/src/modules/ledger/invariants.js';
import { createServices, type Services } from '../../apps/server/src/services.js';
import {
  customerTokens,
  enrolSecondFactor,
  passVerificationInSandbox,
  signUp,
  strongPassword,
  verifyEmail,
} from '../../apps/server/src/testing/flows.js';
import { type TestConfig, testConfig } from '../../apps/server/src/testing/test-app.js';
import type { BenchOptions } from './options.js';
import type { Target } from './target.js';

/** CAD 1,000,000.00 per customer: far more than any run can spend at CAD 10.00 a trade. */
const FUNDING_CENTS = 100_000_000n;

/**
 * The real application, built the way `main.ts` builds it (createServices, then buildApp) on a
 * fresh, migrated PostgreSQL database, with the system clock. From the test settings it keeps
 * only what keeps preparation cheap (argon2 cost, bot check) and rate limits out of the way;
 * logging is at `warn`, as a production server would not log every request at this rate.
 */
export async function startRealTarget(
  options: BenchOptions,
  database: { name: string; url: string },
): Promise<Target> {
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
    const config: TestConfig = {
      ...testConfig,
      logLevel: 'warn',
      trading: { ...testConfig.trading, feeCents: options.feeCents },
      // Production's job queue settings (infra/config.ts), not the tests' quick polling.
      jobs: { pollIntervalMs: 1000, maintenanceIntervalSeconds: 60 },
    };
    services = createServices(config, opened.db, coordination);
    const settlementErrors: string[] = [];
    app = await buildApp({
      config,
      database: opened,
      services,
      logDestination: failedSettlements(settlementErrors),
    });
    coordination.open(app.log);
    await services.market.start(app.log);
    await app.listen({ host: '127.0.0.1', port: 0 });
    const tokens = await prepareCustomers(app, services, options.customers);
    // As in production (main.ts): trades settle as jobs while the load runs.
    await services.jobs.start(app.log);
    const address = app.server.address();
    if (address === null || typeof address === 'string') throw new Error('not listening on TCP');
    const ready = services;
    return {
      name: 'real',
      databaseName: database.name,
      baseUrl: `http://127.0.0.1:${address.port}`,
      tokens,
      verify: () =>
        verifyReal(opened, ready, config.trading.settlementDelaySeconds, settlementErrors),
      close,
    };
  } catch (error) {
    await close();
    throw error;
  }
}

/**
 * The server's log, passed on to standard error, with the errors of failed settlement jobs
 * collected on the way.
 */
function failedSettlements(errors: string[]): Writable {
  return new Writable({
    write(chunk: Buffer, _encoding, done) {
      process.stderr.write(chunk);
      for (const line of chunk.toString('utf8').split('\n')) {
        if (line.includes('"queue":"settle-trades"') && line.includes('"msg":"job failed"')) {
          errors.push(line);
        }
      }
      done();
    },
  });
}

/**
 * Customers through the real sign-up, e-mail verification and sign-in flows (so each access
 * token belongs to a live session), each identity-verified (only verified customers trade), with
 * an authenticator (withdrawals need one) and funded with CAD from the sandbox funding account.
 */
export async function prepareCustomers(
  app: FastifyInstance,
  services: Services,
  count: number,
): Promise<string[]> {
  const run = Date.now().toString(36);
  const tokens: string[] = [];
  for (let index = 0; index < count; index += 1) {
    const email = `bench.${run}.${index}@example.ca`;
    const signedUp = await signUp(app, {
      display_name: `Bench ${index}`,
      email,
      password: strongPassword,
    });
    if (signedUp.statusCode !== 200) throw new Error(`sign-up answered ${signedUp.body}`);
    await verifyEmail(app, email);
    const issued = await customerTokens(app, email, strongPassword);
    const customerGuid = Buffer.from(issued.guid, 'base64url').toString();
    await passVerificationInSandbox(app, issued.at);
    await enrolSecondFactor(
      { services },
      { email, password: strongPassword, tokens: issued, guid: customerGuid },
    );
    const [cad] = await services.accounts.ledgerAccountsOf(services.db, [
      { customerGuid, asset: 'CAD' },
    ]);
    if (cad === undefined) throw new Error('a new customer has no CAD account');
    const funded = await services.db.transaction().execute((trx) =>
      services.ledger.fundFromSandbox(trx, {
        ledgerAccountId: cad.ledgerAccountId,
        asset: 'CAD',
        amount: FUNDING_CENTS,
        idempotencyKey: `bench-funding:${customerGuid}`,
      }),
    );
    if (funded.outcome !== 'posted') throw new Error(`funding answered ${funded.outcome}`);
    tokens.push(issued.at);
  }
  return tokens;
}

/**
 * Invariants now, then once more after settlement has completed every settling trade; and
 * whether the settlement that ran during the load ever failed.
 */
async function verifyReal(
  database: Database,
  services: Services,
  settlementDelaySeconds: number,
  settlementErrors: readonly string[],
) {
  const { db } = database;
  const afterRun = await ledgerViolations(db);
  // The last trades settle `settlementDelaySeconds` after they executed: wait until the jobs
  // have settled every one (or a generous deadline), then settle what they left, with the
  // queue stopped so the count says what was left.
  const deadline = Date.now() + (settlementDelaySeconds + 30) * 1000;
  while ((await settlingCount(db)) > 0 && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  await services.jobs.stop();
  const settled = await services.settlement.settleDue();
  const afterSettlement = await ledgerViolations(db);
  const { rows } = await sql<{ state: string; n: string }>`
    SELECT state, count(*) AS n FROM trades GROUP BY state`.execute(db);
  const facts: Record<string, number> = { settled_by_settleDue: settled };
  for (const row of rows) facts[`trades_${row.state}`] = Number(row.n);
  return {
    checks: [
      { label: 'ledgerViolations after the run', violations: afterRun },
      { label: 'ledgerViolations after settleDue()', violations: afterSettlement },
      {
        label: 'settlement jobs during the load',
        violations: settlementErrors.length === 0 ? {} : { failed: [...settlementErrors] },
      },
    ],
    facts,
  };
}

async function settlingCount(db: Database['db']): Promise<number> {
  const { rows } = await sql<{ n: string }>`
    SELECT count(*) AS n FROM trades WHERE state = 'settling'`.execute(db);
  return Number(rows[0]?.n ?? 0);
}
