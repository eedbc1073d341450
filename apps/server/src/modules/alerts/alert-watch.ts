import { cryptoAssetCodes } from '@maple/money';
import type { Kysely } from 'kysely';
import type { Clock } from '../../infra/clock.js';
import type { Broadcast } from '../../infra/coordination/broadcast.js';
import type { CoordinationLog } from '../../infra/coordination/coordination-log.js';
import type { Leadership } from '../../infra/coordination/leadership.js';
import type { Schema } from '../../infra/db/schema.js';
import type { JobSender } from '../../infra/jobs/queue-definition.js';
import type { MarketDataProvider, Tickers } from '../market/market-data.js';
import { watchedOf } from './alert-figures.js';
import { AlertIndex, type AssetTick } from './alert-index.js';
import { firedAlertOf } from './fired-alert.js';
import { HourAgoPrices } from './hour-ago-prices.js';
import type { FiredAlert } from './price-alert-delivery.js';
import { fireAlerts, type PriceAlertRow, watchedAlerts } from './price-alerts.repo.js';

/** Where a change to an alert is announced: its guid, to the instance watching. */
export const alertsChannel = 'price_alerts';

/** A full reload now and then catches a change whose announcement was lost. */
const RELOAD_MS = 5 * 60_000;

export interface AlertWatchDeps {
  db: Kysely<Schema>;
  clock: Clock;
  market: Pick<MarketDataProvider, 'onTick' | 'history' | 'tickers'>;
  broadcast: Broadcast;
  leadership: Leadership;
  deliveries: JobSender<FiredAlert>;
}

const silent: CoordinationLog = { warn: () => undefined, error: () => undefined };

/**
 * Price alerts checked against the market's ticks (ADR 79) by one instance at a time, the
 * leader of `price-alerts`: it holds every active alert in an {@link AlertIndex}, finds the
 * crossings of each tick, and records each firing with its delivery job in one transaction, in
 * which the database decides (active, unexpired, past its cooldown), so a stale view or a second
 * leader never tells one twice. Work runs one piece at a time; ticks that arrive meanwhile are
 * taken together as the newest.
 */
export class AlertWatch {
  private readonly index = new AlertIndex();
  private readonly hourAgo = new HourAgoPrices();
  private term = 0;
  private leading = false;
  private work: Promise<void> = Promise.resolve();
  private pendingTick: Tickers | undefined;
  /** The newest prices seen, leading or not: where a new leader's first crossings start from. */
  private latest: Tickers | undefined;
  private stops: (() => void)[] = [];
  private reloadTimer: NodeJS.Timeout | undefined;
  private log: CoordinationLog = silent;
  private started = false;
  /** The alerts read again while a full reload runs: read once more after it. */
  private changedDuringReload: Set<string> | undefined;

  constructor(private readonly deps: AlertWatchDeps) {}

  /** How many alerts this instance watches (none when it does not lead). */
  get watching(): number {
    return this.index.size;
  }

  /** Joins: campaigns to lead, follows the ticks and the announced changes. */
  start(log: CoordinationLog = silent): void {
    if (this.started) return;
    this.started = true;
    this.log = log;
    this.stops = [
      this.deps.broadcast.subscribe(alertsChannel, {
        message: (guid) => this.enqueue(() => this.refresh([guid])),
        resubscribed: () => void this.reload(),
      }),
      this.deps.market.onTick((tickers) => this.onTick(tickers)),
    ];
    this.deps.leadership.campaign({
      elected: () => this.enqueue(() => this.lead()),
      deposed: () => this.follow(),
    });
  }

  /** Stops watching and gives the lead up; resolves once the work begun has ended. */
  async stop(): Promise<void> {
    if (!this.started) return;
    this.started = false;
    this.follow();
    for (const stop of this.stops) stop();
    this.stops = [];
    await this.work;
    await this.deps.leadership.resign();
  }

  /** Resolves once the work queued so far has run (tests wait on it, not on time). */
  settled(): Promise<void> {
    return this.work;
  }

  /** Runs `piece` in the queue and resolves when it has run. */
  private enqueueAndWait(piece: () => Promise<void>): Promise<void> {
    this.enqueue(piece);
    return this.work;
  }

  private enqueue(piece: () => Promise<void>): void {
    this.work = this.work
      .then(piece)
      .catch((error: unknown) => this.log.error({ err: error }, 'price alerts: work failed'));
  }

  private async lead(): Promise<void> {
    this.term += 1;
    const term = this.term;
    const now = this.deps.clock.now().getTime();
    for (const asset of cryptoAssetCodes) {
      const history = await this.deps.market.history(asset, 1).catch(() => []);
      this.hourAgo.seed(
        asset,
        history.filter((point) => point.at < now),
      );
    }
    if (term !== this.term) return;
    this.leading = true;
    // In the queue already: the first load is read here, not by `reload` (which queues).
    const rows = await watchedAlerts(this.deps.db);
    this.index.load(rows.flatMap((row) => watchedOf(row) ?? []));
    // Crossings start from the prices shown now: the first tick after is compared with them.
    this.pendingTick = this.latest ?? this.deps.market.tickers();
    await this.evaluate(now);
    this.reloadTimer = setInterval(() => void this.reload(), RELOAD_MS);
    this.reloadTimer.unref();
  }

  private follow(): void {
    this.term += 1;
    this.leading = false;
    clearInterval(this.reloadTimer);
    this.index.load([]);
  }

  /**
   * Reads every alert again. The read (seconds for 100,000 on PGlite) runs beside the ticks, not
   * in their queue, so no crossing waits for it; what changed while it ran is read again after.
   */
  private async reload(): Promise<void> {
    if (!this.leading || this.changedDuringReload !== undefined) return;
    const changed = new Set<string>();
    this.changedDuringReload = changed;
    try {
      const rows = await watchedAlerts(this.deps.db);
      await this.enqueueAndWait(async () => {
        if (!this.leading) return;
        this.index.load(rows.flatMap((row) => watchedOf(row) ?? []));
        await this.refresh([...changed]);
      });
    } catch (error) {
      this.log.error({ err: error }, 'price alerts: reload failed');
    } finally {
      this.changedDuringReload = undefined;
    }
  }

  /** Reads the named alerts again: held if still active, dropped if not. */
  private async refresh(guids: readonly string[]): Promise<void> {
    for (const guid of guids) this.changedDuringReload?.add(guid);
    if (!this.leading || guids.length === 0) return;
    const rows = await watchedAlerts(this.deps.db, guids);
    for (const guid of guids) this.index.remove(guid);
    for (const row of rows) {
      const watched = watchedOf(row);
      if (watched !== undefined) this.index.put(watched);
    }
  }

  private onTick(tickers: Tickers): void {
    const now = this.deps.clock.now().getTime();
    this.latest = tickers;
    for (const ticker of tickers.values()) {
      this.hourAgo.record(ticker.asset, { at: ticker.updatedAt.getTime(), price: ticker.price });
    }
    if (!this.leading) return;
    const queued = this.pendingTick !== undefined;
    this.pendingTick = tickers;
    if (!queued) this.enqueue(() => this.evaluate(now));
  }

  private async evaluate(now: number): Promise<void> {
    const tickers = this.pendingTick;
    this.pendingTick = undefined;
    if (tickers === undefined || !this.leading) return;
    const ticks = new Map<string, AssetTick>();
    for (const ticker of tickers.values()) {
      // A price held over while the source is away says nothing new.
      if (ticker.delayed) continue;
      const tick: AssetTick = {
        asset: ticker.asset,
        price: ticker.price,
        reference: { '1h': this.hourAgo.hourBefore(ticker.asset, now), '24h': ticker.price24hAgo },
      };
      for (const guid of this.index.observe(tick, now)) ticks.set(guid, tick);
    }
    if (ticks.size > 0) await this.fire(ticks);
  }

  private async fire(ticks: ReadonlyMap<string, AssetTick>): Promise<void> {
    const now = this.deps.clock.now();
    const fired = await this.deps.db.transaction().execute(async (trx) => {
      const rows = await fireAlerts(trx, [...ticks.keys()], now);
      await this.deps.deliveries.sendAll(
        trx,
        rows.flatMap((row) => {
          const tick = ticks.get(row.guid);
          return tick === undefined ? [] : [firedAlertOf(row, tick, now)];
        }),
      );
      return rows;
    });
    this.afterFiring(fired, ticks);
  }

  /** Holds what fired as it is now; reads again the ones the database would not fire. */
  private afterFiring(fired: readonly PriceAlertRow[], ticks: ReadonlyMap<string, AssetTick>) {
    const done = new Set(fired.map((row) => row.guid));
    for (const row of fired) {
      const watched = row.state === 'active' ? watchedOf(row) : undefined;
      if (watched === undefined) this.index.remove(row.guid);
      else this.index.put(watched);
    }
    const refused = [...ticks.keys()].filter((guid) => !done.has(guid));
    if (refused.length > 0) this.enqueue(() => this.refresh(refused));
  }
}
