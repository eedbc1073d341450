import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { demoCustomer, findDemoCustomer } from '../demo-accounts.js';
import type { DatabaseDriver } from '../infra/db/database.js';
import { SoftAuthenticator } from '../infra/security/soft-authenticator.js';
import { SimulatedMarket } from '../modules/market/simulated/simulated-market.js';
import type { Services } from '../services.js';
import type { DemoClock } from './demo-clock.js';
import { confirmationsOf } from './demo-customer-actions.js';
import { DemoCustomerClient } from './demo-customer-client.js';
import { DemoStory, type StoryRecord } from './demo-story.js';
import { DemoWalk } from './demo-walk.js';
import { closedTaxYears, pastStatementPeriods } from './statement-periods.js';

/** How far back the demo history begins: a year before the first start. */
export const DEMO_HISTORY_DAYS = 365;
const cannotFollow = 'the database keeps its own clock (only the embedded PGlite follows)';
/** How far the database's clock may be from the demo clock's and still count as following it. */
const FOLLOWS_WITHIN_MS = 60_000;

export type DemoHistoryOutcome =
  | { seeded: true; record: StoryRecord; startsAt: Date; ms: number }
  | { seeded: false; reason: string };

/**
 * On the first start with demo accounts (no demo customer yet), sets the clocks back a year
 * (ADR 78), so that the market, the demo accounts and their history all begin then. `main.ts`
 * calls it once the services exist and before the market starts; `seedDemoHistory` then walks
 * back to the present. Answers why not when it does not.
 */
export async function setBackForDemoHistory(
  services: Pick<Services, 'db' | 'market'>,
  clock: DemoClock,
  driver: DatabaseDriver,
): Promise<{ setBack: true } | { setBack: false; reason: string }> {
  if (driver !== 'pglite') return { setBack: false, reason: cannotFollow };
  if (services.market.source !== 'simulated') {
    return { setBack: false, reason: 'only the simulated market has prices for the past' };
  }
  if ((await findDemoCustomer(services)) !== undefined) {
    return { setBack: false, reason: 'it is made on the first start with demo accounts only' };
  }
  const now = clock.now().getTime();
  // PostgreSQL sends its pending statistics at most once a second, timed by an alarm set by its
  // own clock: set before the clock goes back, the alarm would lie months ahead, and PGlite's
  // timer would fire every millisecond until then. Sent now, none is pending.
  await sql`SELECT pg_stat_force_next_flush()`.execute(services.db);
  clock.setBack(new Date(now - DEMO_HISTORY_DAYS * 86_400_000));
  const { rows } = await sql<{ now: Date }>`SELECT now() AS now`.execute(services.db);
  const databaseNow = rows[0]?.now.getTime() ?? now;
  if (Math.abs(databaseNow - clock.now().getTime()) > FOLLOWS_WITHIN_MS) {
    clock.restore();
    return { setBack: false, reason: cannotFollow };
  }
  return { setBack: true };
}

export interface DemoHistoryDeps {
  services: Services;
  /** The app, not listening yet: the customer's calls go through `inject`. */
  app: FastifyInstance;
  clock: DemoClock;
  /** The server's public URL: the customer's passkey is registered for its site. */
  publicUrl: string;
}

/**
 * The demo customer's year of history (ADR 78), made through the routes customers use while the
 * clocks walk from a year ago back to the present. Once only: a demo customer with any trade has
 * a history already. The clocks are given back whatever happens.
 */
export async function seedDemoHistory(deps: DemoHistoryDeps): Promise<DemoHistoryOutcome> {
  const { services, clock } = deps;
  try {
    const unable = await reasonNotToSeed(deps);
    if (unable !== undefined) return { seeded: false, reason: unable };
    const { feed } = services.market;
    if (!(feed instanceof SimulatedMarket)) {
      return { seeded: false, reason: 'only the simulated market has prices for the past' };
    }
    const began = performance.now();
    const startsAt = clock.now();
    const walk = new DemoWalk({ clock, services, feed });
    // Their laptop's passkey: they sign in with it after the first visit, and it lets them
    // withdraw crypto (ADR 54); its key goes with the history, so Settings lists a device they
    // no longer have, while the demo credentials' password sign-in stays as it was.
    const site = new URL(deps.publicUrl);
    const passkey = new SoftAuthenticator({ origin: site.origin, rpId: site.hostname });
    const client = new DemoCustomerClient({
      app: deps.app,
      clock,
      credentials: demoCustomer,
      passkey,
    });
    const confirm = confirmationsOf(services);
    const record = await new DemoStory({ client, confirm, walk, startsAt }).play();
    await walk.toPresent();
    clock.restore();
    return { seeded: true, record, startsAt, ms: Math.round(performance.now() - began) };
  } finally {
    clock.restore();
  }
}

async function reasonNotToSeed({ services, clock }: DemoHistoryDeps): Promise<string | undefined> {
  const guid = await findDemoCustomer(services);
  if (guid === undefined) return 'there is no demo customer';
  const { total } = await services.trades.list({ customerGuid: guid }, { offset: 0, limit: 1 });
  if (total > 0) return 'the demo customer has a history already';
  if (clock.isSystemTime) return 'the clocks were not set back at start';
  // A market that ran on this database before goes on from where it stood: no past prices.
  const shownAt = services.market.tickers().get('BTC')?.updatedAt.getTime() ?? 0;
  if (shownAt > clock.now().getTime() + 60_000) return 'the market had run on this database';
  return undefined;
}

/**
 * The statements (ADR 77) of each month and quarter since the history began, and the capital
 * gains report of each tax year it closed, as the daily job would have asked for them; answers
 * how many. At today's time, once the history is seeded: `main.ts` asks after the server
 * listens, so they arrive (and are drawn) in its first seconds; a shutdown meanwhile stops it
 * between two periods (`stopped`), each period asked for whole or not at all.
 */
export async function issueDemoStatements(
  { statements }: Pick<Services, 'statements'>,
  from: Date,
  to: Date,
  stopped: () => boolean = () => false,
): Promise<number> {
  let issued = 0;
  for (const period of pastStatementPeriods(from, to)) {
    if (stopped()) return issued;
    issued += await statements.issue(period);
  }
  for (const year of closedTaxYears(from, to)) {
    if (stopped()) return issued;
    issued += await statements.issueTaxReports(year);
  }
  return issued;
}
