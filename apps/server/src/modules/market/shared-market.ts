import type { CryptoAssetCode } from '@maple/money';
import type { Kysely } from 'kysely';
import type { Broadcast } from '../../infra/coordination/broadcast.js';
import type { CoordinationLog } from '../../infra/coordination/coordination-log.js';
import type { Leadership } from '../../infra/coordination/leadership.js';
import type { Schema } from '../../infra/db/schema.js';
import {
  encodeTick,
  type TickMessage,
  tickersSchema,
  tickersToJson,
  tickMessageSchema,
  walkSchema,
} from './feed-codec.js';
import type { MarketDataProvider, PricePoint, Tickers } from './market-data.js';
import { claimFeed, loadSeries, readFeed, saveSeries, writeTick } from './market-feeds.repo.js';
import type { FeedState, PriceFeed } from './price-feed.js';
import { chartPoints } from './price-series.js';

/** The channel the leader publishes its ticks on. */
const channel = 'market_ticks';

/** Where a chart's points come from: the shared series, or CoinGecko itself. */
export interface ChartSource {
  history(asset: CryptoAssetCode, days: number): Promise<PricePoint[]>;
}

export interface SharedMarketDeps {
  feed: PriceFeed;
  charts: ChartSource;
  db: Kysely<Schema>;
  broadcast: Broadcast;
  leadership: Leadership;
  /** How long `start` waits for the leading instance's first prices; default 30 s. */
  firstPricesTimeoutMs?: number;
}

type Version = Pick<TickMessage, 'epoch' | 'seq'>;
const newer = (a: Version, b: Version) =>
  a.epoch > b.epoch || (a.epoch === b.epoch && a.seq > b.seq);
const silent: CoordinationLog = { warn: () => undefined, error: () => undefined };

/**
 * The one market every instance shows (ADR 14). One instance at a time leads (an advisory
 * lock): it runs the feed, stores each tick in `market_feeds` (fenced by its epoch) and then
 * publishes it; every instance, the leader included, shows the newest tick it has seen. A new
 * instance, or one whose subscription dropped, reads the stored tick; a new leader continues
 * the stored feed. The rest of the server reads prices from here only.
 */
export class SharedMarket implements MarketDataProvider {
  readonly source: PriceFeed['source'];
  private latest: TickMessage | undefined;
  private readonly listeners = new Set<(tickers: Tickers) => void>();
  /** Raised at each election and deposition, so work begun in an earlier term stops. */
  private term = 0;
  private leading: { term: number; epoch: bigint; seq: bigint; stopTicks: () => void } | undefined;
  private writing: Promise<void> = Promise.resolve();
  private writeQueued = false;
  private shareAllSeries = true;
  private unsubscribe: (() => void) | undefined;
  private first: { resolve(): void; reject(error: unknown): void } | undefined;
  private log: CoordinationLog = silent;

  constructor(private readonly deps: SharedMarketDeps) {
    this.source = deps.feed.source;
  }

  /** Ticks come as often as the leader's feed makes them (every instance runs the same one). */
  get minTickMs(): number {
    return this.deps.feed.minTickMs;
  }

  /** Whether this instance runs the feed now (the one the development controls can move). */
  get leads(): boolean {
    return this.leading !== undefined;
  }

  /** The feed the leader runs; tests drive the simulation through it. */
  get feed(): PriceFeed {
    return this.deps.feed;
  }

  /** Joins the market: follows the shared ticks, campaigns to lead; resolves once prices exist. */
  async start(log: CoordinationLog = silent): Promise<void> {
    this.log = log;
    const first = new Promise<void>((resolve, reject) => {
      this.first = { resolve, reject };
    });
    first.catch(() => undefined);
    this.unsubscribe = this.deps.broadcast.subscribe(channel, {
      message: (text) => this.receive(text),
      resubscribed: () => void this.catchUp(),
    });
    await this.catchUp();
    this.deps.leadership.campaign({
      elected: () => void this.lead(),
      deposed: () => this.follow(),
    });
    const timer = setTimeout(
      () => this.first?.reject(new Error('no prices came from the instance leading the market')),
      this.deps.firstPricesTimeoutMs ?? 30_000,
    ).unref();
    try {
      await first;
    } finally {
      clearTimeout(timer);
      this.first = undefined;
    }
  }

  /** Stops leading or following; another instance takes the lead at once. */
  async stop(): Promise<void> {
    this.term += 1;
    this.leading?.stopTicks();
    this.leading = undefined;
    this.deps.feed.stop();
    this.unsubscribe?.();
    await this.writing;
    await this.deps.leadership.resign();
  }

  tickers(): Tickers {
    return this.latest?.tickers ?? new Map();
  }

  async history(asset: CryptoAssetCode, days: number): Promise<PricePoint[]> {
    const points = await this.deps.charts.history(asset, days);
    const ticker = this.latest?.tickers.get(asset);
    if (ticker === undefined) return points;
    return chartPoints(points, { at: ticker.updatedAt.getTime(), price: ticker.price }, days);
  }

  onTick(listener: (tickers: Tickers) => void): () => void {
    this.listeners.add(listener);
    return () => {
      this.listeners.delete(listener);
    };
  }

  private async lead(): Promise<void> {
    this.term += 1;
    const term = this.term;
    const { db, feed } = this.deps;
    try {
      const claimed = await claimFeed(db, feed.key);
      const from = await this.sharedState(claimed);
      if (term !== this.term) return;
      await feed.lead(from);
      if (term !== this.term) {
        feed.stop();
        return;
      }
      const stopTicks = feed.onTick(() => this.queueWrite(term));
      this.leading = { term, epoch: claimed.epoch, seq: claimed.seq, stopTicks };
      this.shareAllSeries = from === undefined;
      this.queueWrite(term);
    } catch (error) {
      if (term !== this.term) return;
      this.log.error({ err: error }, 'could not lead the market feed; giving the lead up');
      if (this.latest === undefined) this.first?.reject(error);
      this.follow();
      this.deps.leadership.stepDown();
    }
  }

  /** What the previous leader shared; none when there was none, or it cannot be read. */
  private async sharedState(claimed: {
    tickers: unknown;
    walk: unknown;
  }): Promise<FeedState | undefined> {
    if (claimed.tickers === null) return undefined;
    const tickers = tickersSchema.safeParse(claimed.tickers);
    const walk = walkSchema.optional().safeParse(claimed.walk ?? undefined);
    if (!tickers.success || !walk.success) {
      this.log.warn({}, 'the shared market state is unreadable; the feed starts afresh');
      return undefined;
    }
    const series = await loadSeries(this.deps.db, this.deps.feed.key);
    return { tickers: tickers.data, walk: walk.data, series };
  }

  private follow(): void {
    this.term += 1;
    this.leading?.stopTicks();
    this.leading = undefined;
    this.deps.feed.stop();
    void this.catchUp();
  }

  /** Ticks that come while a write runs go together in the next one. */
  private queueWrite(term: number): void {
    if (this.writeQueued) return;
    this.writeQueued = true;
    this.writing = this.writing
      .then(() => {
        this.writeQueued = false;
        return this.write(term);
      })
      .catch((error: unknown) => this.log.error({ err: error }, 'market tick not shared'));
  }

  /** Stores the feed's newest state under this leader's epoch, then shows and publishes it. */
  private async write(term: number): Promise<void> {
    const leading = this.leading;
    if (leading === undefined || leading.term !== term) return;
    const { db, feed } = this.deps;
    const state = feed.shareable(this.shareAllSeries);
    const seq = leading.seq + 1n;
    let stored: boolean;
    try {
      stored = await db.transaction().execute(async (trx) => {
        const tick = { feed: feed.key, epoch: leading.epoch, seq, walk: state.walk };
        const written = await writeTick(trx, { ...tick, tickers: tickersToJson(state.tickers) });
        if (written) await saveSeries(trx, feed.key, state.series ?? []);
        return written;
      });
    } catch (error) {
      // The changed series taken for this write were not stored: the next write shares all.
      this.shareAllSeries = true;
      this.log.error({ err: error }, 'could not store the market tick');
      return;
    }
    if (!stored) {
      this.log.warn({}, 'another instance leads the market feed now; following it');
      this.follow();
      this.deps.leadership.stepDown();
      return;
    }
    this.shareAllSeries = false;
    leading.seq = seq;
    const tick: TickMessage = { feed: feed.key, epoch: leading.epoch, seq, tickers: state.tickers };
    this.apply(tick);
    await this.deps.broadcast.publish(channel, encodeTick(tick)).catch((error: unknown) => {
      this.log.warn({ err: error }, 'could not publish the market tick; others read it stored');
    });
  }

  private receive(text: string): void {
    let json: unknown;
    try {
      json = JSON.parse(text);
    } catch {
      return;
    }
    const tick = tickMessageSchema.safeParse(json);
    if (tick.success && tick.data.feed === this.deps.feed.key) this.apply(tick.data);
  }

  /** Reads the stored tick: at start, and whenever the subscription (re)starts. */
  private async catchUp(): Promise<void> {
    const { db, feed } = this.deps;
    try {
      const row = await readFeed(db, feed.key);
      const tickers = tickersSchema.safeParse(row?.tickers);
      if (row === undefined || !tickers.success) return;
      this.apply({ feed: feed.key, epoch: row.epoch, seq: row.seq, tickers: tickers.data });
    } catch (error) {
      this.log.warn({ err: error }, 'could not read the shared market');
    }
  }

  private apply(tick: TickMessage): void {
    if (this.latest !== undefined && !newer(tick, this.latest)) return;
    this.latest = tick;
    this.first?.resolve();
    for (const listener of this.listeners) listener(tick.tickers);
  }
}
