import type { PriceAlertWindow } from '@maple/contracts';
import type { CryptoAssetCode } from '@maple/money';
import type { Kysely } from 'kysely';
import type { Clock } from '../../apps/server/src/infra/clock.js';
import type { Schema } from '../../apps/server/src/infra/db/schema.js';
import type { JobSender } from '../../apps/server/src/infra/jobs/queue-definition.js';
import type { AssetTick } from '../../apps/server/src/modules/alerts/alert-index.js';
import { firedAlertOf } from '../../apps/server/src/modules/alerts/fired-alert.js';
import type { FiredAlert } from '../../apps/server/src/modules/alerts/price-alert-delivery.js';
import {
  fireAlerts,
  type WatchedAlertRow,
  watchedAlerts,
} from '../../apps/server/src/modules/alerts/price-alerts.repo.js';
import type { Tickers } from '../../apps/server/src/modules/market/market-data.js';
import type { RecordedDay } from './alerts-recording.js';
import { factsOf, PriceTrail, type TickFacts } from './alerts-references.js';
import type { Evaluator, ReplayMarket } from './alerts-replay.js';

/** An alert as the baseline holds it: a plain record in one long array. */
interface NaiveAlert {
  guid: string;
  asset: CryptoAssetCode;
  condition: 'above' | 'below' | 'move';
  /** The level, or the share in basis points. */
  key: bigint;
  window: PriceAlertWindow;
  active: boolean;
  cooldownMs: number;
  lastFiredAt: number | null;
  expiresAt: number | null;
}

type Facts = ReadonlyMap<CryptoAssetCode, TickFacts>;

function naiveOf(row: WatchedAlertRow): NaiveAlert[] {
  const key = row.condition === 'move' ? row.move_bps : row.level;
  if (row.condition === 'digest' || key === null) return [];
  return [
    {
      guid: row.guid,
      asset: row.asset,
      condition: row.condition,
      key: BigInt(key),
      window: row.move_window ?? '24h',
      // `watchedAlerts` answers the active ones only.
      active: true,
      cooldownMs: row.cooldown_seconds * 1000,
      lastFiredAt: row.last_triggered_at?.getTime() ?? null,
      expiresAt: row.expires_at?.getTime() ?? null,
    },
  ];
}

/** ADR 79's rule, between the previous tick and this one: a passage, never a price that stays. */
function crossed(alert: NaiveAlert, was: TickFacts, is: TickFacts): boolean {
  if (alert.condition === 'above') return was.price < alert.key && alert.key <= is.price;
  if (alert.condition === 'below') return was.price > alert.key && alert.key >= is.price;
  const before = was.move[alert.window];
  const after = is.move[alert.window];
  return before !== undefined && after !== undefined && before < alert.key && alert.key <= after;
}

const due = (alert: NaiveAlert, now: number): boolean =>
  alert.active &&
  (alert.expiresAt === null || alert.expiresAt > now) &&
  (alert.lastFiredAt === null || alert.lastFiredAt + alert.cooldownMs <= now);

export interface NaiveDeps {
  db: Kysely<Schema>;
  clock: Clock;
  deliveries: JobSender<FiredAlert>;
}

/**
 * The baseline: on every tick, every alert checked against the previous and current prices,
 * one after another (no index), those in cooldown or expired skipped; then fired through the
 * product's own `fireAlerts` and the same `deliver-price-alert` jobs (`firedAlertOf`), in one
 * transaction, so only the finding of crossings differs from the product.
 */
export class NaiveEvaluator implements Evaluator {
  private alerts: NaiveAlert[] = [];
  private readonly byGuid = new Map<string, NaiveAlert>();
  private readonly trail: PriceTrail;
  private previous: Facts | undefined;
  private work: Promise<void> = Promise.resolve();

  constructor(
    private readonly deps: NaiveDeps,
    day: RecordedDay,
  ) {
    this.trail = new PriceTrail(day.history);
  }

  /** Loads every alert, then follows the market's ticks. */
  start(market: ReplayMarket): () => void {
    this.work = this.load();
    return market.onTick((tickers) => this.onTick(tickers));
  }

  settled(): Promise<void> {
    return this.work;
  }

  get watching(): number {
    return this.alerts.length;
  }

  private async load(): Promise<void> {
    this.alerts = (await watchedAlerts(this.deps.db)).flatMap(naiveOf);
    for (const alert of this.alerts) this.byGuid.set(alert.guid, alert);
  }

  private onTick(tickers: Tickers): void {
    const now = this.deps.clock.now().getTime();
    this.trail.record(tickers);
    this.work = this.work.then(() => this.evaluate(tickers, now));
  }

  private async evaluate(tickers: Tickers, now: number): Promise<void> {
    const facts = new Map<CryptoAssetCode, TickFacts>();
    for (const ticker of tickers.values()) {
      if (!ticker.delayed) facts.set(ticker.asset, factsOf(this.trail, ticker, now));
    }
    const before = this.previous;
    this.previous = facts;
    if (before === undefined) return;
    const fired = new Map<string, AssetTick>();
    for (const alert of this.alerts) {
      const was = before.get(alert.asset);
      const is = facts.get(alert.asset);
      if (was === undefined || is === undefined || !due(alert, now)) continue;
      if (!crossed(alert, was, is)) continue;
      fired.set(alert.guid, { asset: alert.asset, price: is.price, reference: is.reference });
    }
    if (fired.size > 0) await this.fire(fired);
  }

  private async fire(ticks: ReadonlyMap<string, AssetTick>): Promise<void> {
    const now = this.deps.clock.now();
    const rows = await this.deps.db.transaction().execute(async (trx) => {
      const fired = await fireAlerts(trx, [...ticks.keys()], now);
      const jobs = fired.flatMap((row) => {
        const tick = ticks.get(row.guid);
        return tick === undefined ? [] : [firedAlertOf(row, tick, now)];
      });
      await this.deps.deliveries.sendAll(trx, jobs);
      return fired;
    });
    for (const row of rows) {
      const alert = this.byGuid.get(row.guid);
      if (alert === undefined) continue;
      alert.active = row.state === 'active';
      alert.lastFiredAt = row.last_triggered_at?.getTime() ?? null;
    }
  }
}
