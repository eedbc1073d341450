import type { RecurringFrequency, RecurringOrderRequest } from '@maple/contracts';
import type { CryptoAssetCode } from '@maple/money';
import { type Kysely, sql } from 'kysely';
import { uniformInt } from 'pure-rand/distribution/uniformInt';
import { xoroshiro128plus } from 'pure-rand/generator/xoroshiro128plus';
import type { RandomGenerator } from 'pure-rand/types/RandomGenerator';
import { defaultDatabaseTimeouts } from '../infra/config.js';
import { soleCoordination } from '../infra/coordination/coordination.js';
import { type Database, openDatabase } from '../infra/db/database.js';
import { isDatabaseUnavailable } from '../infra/db/database-unavailable.js';
import { migrateToLatest } from '../infra/db/migrator.js';
import type { Schema } from '../infra/db/schema.js';
import { setCustomerState } from '../modules/customers/customers.repo.js';
import { createServices, type Services } from '../services.js';
import { provisionedCustomer } from './ledger-fixtures.js';
import { type TravelViolations, travelViolations } from './recurring-time-travel-checks.js';
import { testConfig } from './test-app.js';
import { TestClock } from './test-clock.js';

/**
 * The time-travel harness of recurring orders (ADR 83): `schedules` orders of many customers on
 * one PostgreSQL database, run by two instances over `days` simulated days. The clock moves in
 * steps of ten simulated minutes, skipping the steps with nothing due; at each, one instance
 * sweeps, both execute every run it started (as two workers handed the same job would), and
 * one of them is killed part-way — every session it has is terminated by the server, as a
 * `kill -9` of its process leaves them — after a number of its executions drawn at random.
 * What a kill loses is what a crash loses: the run stays `executing`, and a later sweep starts
 * it again. The harness drives the sweep and the execution itself (pg-boss's delivery is the
 * library's); the outcome is checked by `travelViolations`.
 */
export interface TravelOptions {
  url: string;
  schedules: number;
  days: number;
  seed: number;
  /** Told after each simulated day with work (the benchmark prints it). */
  progress?: (day: number, figures: TravelFigures) => void;
}

export interface TravelFigures {
  steps: number;
  kills: number;
  started: number;
  executed: number;
  skipped: Record<string, number>;
  seconds: number;
  /** What went wrong (`travelViolations`): empty when nothing did. */
  violations: TravelViolations;
}

const STEP_MS = 10 * 60_000;
const INSTANCES = ['tt-a', 'tt-b'] as const;

interface Instance {
  name: string;
  database: Database;
  services: Services;
}

const frequencies: readonly [RecurringFrequency, number][] = [
  ['daily', 10],
  ['weekly', 30],
  ['biweekly', 20],
  ['semimonthly', 15],
  ['monthly', 15],
  ['month_end', 10],
];

function openInstance(url: string, name: string, clock: TestClock): Promise<Instance> {
  const named = new URL(url);
  named.searchParams.set('application_name', name);
  return openDatabase({
    driver: 'postgres',
    url: named.toString(),
    poolSize: 4,
    timeouts: defaultDatabaseTimeouts,
  }).then(async (database) => {
    const services = createServices(testConfig, database.db, soleCoordination(), clock);
    await services.market.start();
    return { name, database, services };
  });
}

/** Kills an instance as `kill -9` would its process: the server ends every session it has. */
async function kill(admin: Kysely<Schema>, name: string): Promise<void> {
  await sql`SELECT pg_terminate_backend(pid) FROM pg_stat_activity
            WHERE application_name = ${name} AND pid <> pg_backend_pid()`.execute(admin);
}

/** Seeded draws: the same seed travels the same way. */
class Draw {
  private readonly rng: RandomGenerator;
  constructor(seed: number) {
    this.rng = xoroshiro128plus(seed);
  }
  int(from: number, to: number): number {
    return uniformInt(this.rng, from, to);
  }
  frequency(): RecurringFrequency {
    let pick = this.int(1, 100);
    for (const [frequency, weight] of frequencies) {
      pick -= weight;
      if (pick <= 0) return frequency;
    }
    return 'weekly';
  }
}

/** What each customer orders: mostly small buys; some XRP buys that reach the limit in weeks. */
function requestOf(draw: Draw, today: string, index: number): RecurringOrderRequest {
  const start = new Date(`${today}T00:00:00Z`);
  start.setUTCDate(start.getUTCDate() + draw.int(0, 30));
  const asset: CryptoAssetCode = index % 10 === 0 ? 'XRP' : index % 3 === 0 ? 'ETH' : 'BTC';
  const frequency = asset === 'XRP' ? 'weekly' : draw.frequency();
  const amount = asset === 'XRP' ? '4000' : String(draw.int(10, 60));
  return {
    side: 'buy',
    asset,
    amount,
    frequency,
    start_date: start.toISOString().slice(0, 10),
    ...(index % 7 === 0 ? { max_runs: draw.int(1, 20) } : {}),
    ...(index % 11 === 0 ? { limit_price: '1' } : {}),
  };
}

/** Verified customers with their orders; a fifth of them funded too thin for every run. */
async function seed(instance: Instance, options: TravelOptions, draw: Draw, today: string) {
  const { db, recurringOrders, ledger, accounts } = instance.services;
  for (let index = 0; index < options.schedules; index += 1) {
    const customer = await provisionedCustomer(db);
    await setCustomerState(db, customer.customerGuid, 'verified', instance.services.clock.now());
    const [cad] = await accounts.ledgerAccountsOf(db, [
      { customerGuid: customer.customerGuid, asset: 'CAD' },
    ]);
    if (cad === undefined) throw new Error('no CAD account');
    const thin = index % 5 === 4;
    await ledger.fundFromSandbox(db, {
      ledgerAccountId: cad.ledgerAccountId,
      asset: 'CAD',
      amount: thin ? 200_00n : 200_000_00n,
      idempotencyKey: `time-travel:${customer.customerGuid}`,
    });
    await db
      .transaction()
      .execute((trx) =>
        recurringOrders.create(trx, customer.customerGuid, requestOf(draw, today, index)),
      );
  }
}

/**
 * When the next step is due, if one is before `end`: a planned run's minute, or the restart of
 * a run a kill left executing (which is always taken, so that none is left so at the end).
 */
async function nextDue(db: Kysely<Schema>, end: number): Promise<number | undefined> {
  const row = await db
    .selectFrom('recurring_runs')
    .select([
      sql<Date | null>`min(due_at) FILTER (WHERE state = 'planned')`.as('planned'),
      sql<Date | null>`min(started_at) FILTER (WHERE state = 'executing')`.as('executing'),
    ])
    .executeTakeFirstOrThrow();
  if (row.executing !== null) return new Date(row.executing).getTime() + 5 * 60_000;
  const planned = row.planned === null ? undefined : new Date(row.planned).getTime();
  return planned !== undefined && planned <= end ? planned : undefined;
}

export async function travel(options: TravelOptions): Promise<TravelFigures> {
  const began = Date.now();
  const clock = new TestClock(new Date(Date.now() + 3_600_000));
  const admin = await openDatabase({
    driver: 'postgres',
    url: options.url,
    poolSize: 1,
    timeouts: defaultDatabaseTimeouts,
  });
  await migrateToLatest(admin.db);
  const instances: [Instance, Instance] = [
    await openInstance(options.url, INSTANCES[0], clock),
    await openInstance(options.url, INSTANCES[1], clock),
  ];
  const draw = new Draw(options.seed);
  const end = clock.now().getTime() + options.days * 86_400_000;
  const figures: TravelFigures = {
    steps: 0,
    kills: 0,
    started: 0,
    executed: 0,
    skipped: {},
    seconds: 0,
    violations: {},
  };
  let lastDay = -1;
  try {
    await seed(instances[0], options, draw, clock.now().toISOString().slice(0, 10));
    for (;;) {
      const due = await nextDue(admin.db, end);
      if (due === undefined) break;
      const grid = Math.ceil(due / STEP_MS) * STEP_MS;
      clock.set(new Date(Math.max(clock.now().getTime() + STEP_MS, grid)));
      await runStep(instances, admin.db, draw, figures);
      // A step per ten minutes at most, and a restart's: more is a run that never ends.
      if (figures.steps > options.days * 300) throw new Error('the runs do not end');
      const day = Math.floor(
        (clock.now().getTime() - (end - options.days * 86_400_000)) / 86_400_000,
      );
      if (day !== lastDay) {
        lastDay = day;
        options.progress?.(day, figures);
      }
    }
    await tally(admin.db, figures);
    figures.violations = await travelViolations(admin.db, new Date(end));
  } finally {
    for (const instance of instances) await close(instance);
    await admin.close();
  }
  figures.seconds = (Date.now() - began) / 1000;
  return figures;
}

async function close(instance: Instance): Promise<void> {
  await instance.services.market.stop();
  await instance.database.close();
}

/**
 * One step: a sweep, both instances executing what it started, one killed part-way. Work that
 * meets a session ended by a kill fails as its job would, and is left to the sweeps' restart
 * (a pool may hand out a session the server ended before it noticed, on either instance); any
 * other failure is the harness's to report.
 */
async function runStep(
  instances: readonly [Instance, Instance],
  admin: Kysely<Schema>,
  draw: Draw,
  figures: TravelFigures,
): Promise<void> {
  const sweeper = instances[figures.steps % 2 === 0 ? 0 : 1];
  const victim = instances[draw.int(0, 1) === 0 ? 0 : 1];
  figures.steps += 1;
  const started = await sweeper.services.recurringRuns.startDue().catch((error: unknown) => {
    if (isDatabaseUnavailable(error)) return [];
    throw error;
  });
  figures.started += started.length;
  if (started.length === 0) return;
  const killAt = draw.int(0, started.length - 1);
  let ending: Promise<void> | undefined;
  const work = instances.map(async (instance) => {
    for (const [index, guid] of started.entries()) {
      if (instance === victim && index === killAt) {
        ending = kill(admin, instance.name);
        figures.kills += 1;
      }
      try {
        await instance.services.recurringRuns.execute(guid);
      } catch (error) {
        if (!isDatabaseUnavailable(error)) throw error;
      }
      // A killed instance does nothing more; it is back, with new sessions, at the next step.
      if (instance === victim && index === killAt) return;
    }
  });
  await Promise.all(work);
  await ending;
}

async function tally(db: Kysely<Schema>, figures: TravelFigures): Promise<void> {
  const rows = await db
    .selectFrom('recurring_runs')
    .select(['state', 'skip_reason', (eb) => eb.fn.countAll<string>().as('n')])
    .groupBy(['state', 'skip_reason'])
    .execute();
  for (const row of rows) {
    if (row.state === 'executed') figures.executed += Number(row.n);
    if (row.state === 'skipped' && row.skip_reason !== null) {
      figures.skipped[row.skip_reason] = (figures.skipped[row.skip_reason] ?? 0) + Number(row.n);
    }
  }
}
