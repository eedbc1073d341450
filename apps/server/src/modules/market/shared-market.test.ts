import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  type Broadcast,
  type BroadcastListener,
  LocalBroadcast,
} from '../../infra/coordination/broadcast.js';
import { type Leadership, SoleLeadership } from '../../infra/coordination/leadership.js';
import { TestClock } from '../../testing/test-clock.js';
import { createTestDatabase, type TestDatabase } from '../../testing/test-database.js';
import { tickersSchema } from './feed-codec.js';
import { claimFeed } from './market-feeds.repo.js';
import { SharedMarket } from './shared-market.js';
import { SimulatedMarket } from './simulated/simulated-market.js';
import { StoredCharts } from './stored-charts.js';

const start = new Date('2026-11-22T15:02:30Z');
let database: TestDatabase;
let clock: TestClock;
const running: SharedMarket[] = [];

beforeEach(async () => {
  database = await createTestDatabase();
  clock = new TestClock(start);
});
afterEach(async () => {
  for (const market of running.splice(0)) await market.stop();
  await database.close();
});

/** Never elected: an instance that only follows. */
const follower: Leadership = {
  campaign: () => undefined,
  stepDown: () => undefined,
  resign: async () => undefined,
};

function instance(options: { broadcast?: Broadcast; leadership?: Leadership } = {}) {
  const feed = new SimulatedMarket({ seed: 7, clock });
  const market = new SharedMarket({
    feed,
    charts: new StoredCharts(database.db, feed.key),
    db: database.db,
    broadcast: options.broadcast ?? new LocalBroadcast(),
    leadership: options.leadership ?? new SoleLeadership(),
  });
  running.push(market);
  return { market, feed };
}

const btc = (market: SharedMarket) => market.tickers().get('BTC');

describe('the shared market on one instance (embedded PGlite)', () => {
  it('starts with the prices and charts the simulation alone would show for the seed', async () => {
    const alone = new SimulatedMarket({ seed: 7, clock });
    await alone.start();
    alone.stop();
    const { market } = instance();
    await market.start();
    expect(market.tickers()).toEqual(alone.tickers());
    for (const days of [1, 90, 1826]) {
      expect(await market.history('ETH', days)).toEqual(await alone.history('ETH', days));
    }
  });

  it('shares the same prices again when restarted before the walk has moved', async () => {
    const first = instance();
    await first.market.start();
    const shown = first.market.tickers();
    await first.market.stop();
    const second = instance();
    await second.market.start();
    const stored = async () =>
      database.db.selectFrom('market_feeds').select(['seq', 'tickers']).executeTakeFirstOrThrow();
    await vi.waitFor(async () => expect(BigInt((await stored()).seq)).toBe(2n));
    expect(tickersSchema.parse((await stored()).tickers)).toEqual(shown);
    expect(second.market.tickers()).toEqual(shown);
  });

  it('continues the same market after a restart instead of starting from the seed', async () => {
    const first = instance();
    await first.market.start();
    clock.advance(7 * 60);
    first.feed.tick();
    await vi.waitFor(() => expect(btc(first.market)?.updatedAt).toEqual(clock.now()));
    const lastPrices = first.market.tickers();
    const lastChart = await first.market.history('BTC', 1);
    await first.market.stop();

    const second = instance();
    await second.market.start();
    expect(second.market.tickers()).toEqual(lastPrices);
    expect(await second.market.history('BTC', 1)).toEqual(lastChart);

    clock.advance(5 * 60);
    second.feed.tick();
    await vi.waitFor(() => expect(btc(second.market)?.updatedAt).toEqual(clock.now()));
    // The points drawn before the restart are still there, with the new ones after them.
    const before = new Map(lastChart.slice(0, -1).map((point) => [point.at, point.price]));
    const after = await second.market.history('BTC', 1);
    const kept = after.filter((point) => before.has(point.at));
    expect(kept.length).toBeGreaterThan(280);
    for (const point of kept) expect(point.price).toBe(before.get(point.at));
    expect(after.at(-1)?.at).toBe(clock.now().getTime());
  });
});

/** A broadcast the test can drop messages from and resubscribe, as a lost connection would. */
class FlakyBroadcast implements Broadcast {
  private readonly inner = new LocalBroadcast();
  private readonly resubscribers: BroadcastListener[] = [];
  connected = true;

  async publish(channel: string, text: string): Promise<void> {
    if (this.connected) await this.inner.publish(channel, text);
  }

  subscribe(channel: string, listener: BroadcastListener): () => void {
    this.resubscribers.push(listener);
    return this.inner.subscribe(channel, {
      message: (text) => {
        if (this.connected) listener.message(text);
      },
      resubscribed: () => listener.resubscribed(),
    });
  }

  reconnect(): void {
    this.connected = true;
    for (const listener of this.resubscribers) listener.resubscribed();
  }
}

describe('a leader and a follower on one database', () => {
  it('follows each tick the leader publishes, and catches up after missing some', async () => {
    const broadcast = new FlakyBroadcast();
    const leader = instance({ broadcast });
    await leader.market.start();
    const other = instance({ broadcast, leadership: follower });
    await other.market.start();
    expect(other.market.tickers()).toEqual(leader.market.tickers());

    clock.advance(3);
    leader.feed.tick();
    await vi.waitFor(() => expect(btc(other.market)?.updatedAt).toEqual(clock.now()));
    expect(other.market.tickers()).toEqual(leader.market.tickers());

    broadcast.connected = false;
    clock.advance(3);
    leader.feed.tick();
    await vi.waitFor(() => expect(btc(leader.market)?.updatedAt).toEqual(clock.now()));
    expect(btc(other.market)?.updatedAt).not.toEqual(clock.now());

    broadcast.reconnect();
    await vi.waitFor(() => expect(other.market.tickers()).toEqual(leader.market.tickers()));
    expect(await other.market.history('LTC', 90)).toEqual(await leader.market.history('LTC', 90));
  });

  it('stops leading when another leader has claimed the feed since, and follows it', async () => {
    const leadership = {
      campaign: (handlers: { elected(): void }) => handlers.elected(),
      stepDown: vi.fn(),
      resign: async () => undefined,
    };
    const { market, feed } = instance({ leadership });
    await market.start();
    const shown = market.tickers();
    await claimFeed(database.db, feed.key);
    clock.advance(3);
    feed.tick();
    await vi.waitFor(() => expect(leadership.stepDown).toHaveBeenCalledOnce());
    // The refused tick is never shown here, nor stored for the others.
    expect(market.tickers()).toEqual(shown);
    const stored = await database.db.selectFrom('market_feeds').select('seq').executeTakeFirst();
    expect(BigInt(stored?.seq ?? 0)).toBe(1n);
  });
});
