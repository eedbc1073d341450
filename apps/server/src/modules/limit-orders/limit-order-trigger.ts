import { type CryptoAssetCode, cryptoAssetCodes } from '@maple/money';
import type { Kysely } from 'kysely';
import type { Clock } from '../../infra/clock.js';
import type { CoordinationLog } from '../../infra/coordination/coordination-log.js';
import type { Leadership } from '../../infra/coordination/leadership.js';
import type { Schema } from '../../infra/db/schema.js';
import type { JobSender } from '../../infra/jobs/queue-definition.js';
import type { MarketDataProvider, Tickers } from '../market/market-data.js';
import type { CustomerPrices } from '../trading/pricing.js';
import { restartStalled, triggerReached } from './limit-orders.repo.js';

export interface TriggerDeps {
  db: Kysely<Schema>;
  clock: Clock;
  market: Pick<MarketDataProvider, 'onTick'>;
  leadership: Leadership;
  /** The prices a customer would get now, the spread included (trading's rules). */
  pricesOf: (asset: CryptoAssetCode, mid: bigint) => CustomerPrices;
  executions: JobSender<{ guid: string }>;
}

/** An order still executing after this was lost by its job: it is started again. */
const STALLED_MS = 5 * 60_000;

const silent: CoordinationLog = { warn: () => undefined, error: () => undefined };

/**
 * Waiting orders checked on the market's ticks (ADR 82) by one instance at a time, the leader of
 * `limit-orders`: for each asset whose price a tick gives, one statement marks `executing` the
 * open orders it reaches and, in the same transaction, queues each one's execution; an order
 * whose execution was lost (five minutes on) is queued again. The database decides, so a
 * second leader or a repeated tick starts none twice. Ticks that arrive while one is handled
 * are taken together as the newest.
 */
export class LimitOrderTrigger {
  private leading = false;
  private work: Promise<void> = Promise.resolve();
  private pending: Tickers | undefined;
  private stops: (() => void)[] = [];
  private log: CoordinationLog = silent;
  private started = false;

  constructor(private readonly deps: TriggerDeps) {}

  start(log: CoordinationLog = silent): void {
    if (this.started) return;
    this.started = true;
    this.log = log;
    this.stops = [this.deps.market.onTick((tickers) => this.onTick(tickers))];
    this.deps.leadership.campaign({
      elected: () => {
        this.leading = true;
      },
      deposed: () => {
        this.leading = false;
      },
    });
  }

  async stop(): Promise<void> {
    if (!this.started) return;
    this.started = false;
    this.leading = false;
    for (const stop of this.stops) stop();
    this.stops = [];
    await this.work;
    await this.deps.leadership.resign();
  }

  /** Resolves once the ticks seen so far are handled (tests wait on it, not on time). */
  settled(): Promise<void> {
    return this.work;
  }

  private onTick(tickers: Tickers): void {
    if (!this.leading) return;
    const first = this.pending === undefined;
    this.pending = tickers;
    if (!first) return;
    this.work = this.work
      .then(() => this.handle())
      .catch((error: unknown) => this.log.error({ err: error }, 'limit orders: a tick failed'));
  }

  private async handle(): Promise<void> {
    const tickers = this.pending;
    this.pending = undefined;
    if (tickers === undefined) return;
    const now = this.deps.clock.now();
    for (const asset of cryptoAssetCodes) {
      const ticker = tickers.get(asset);
      // A price the source could not confirm starts nothing.
      if (ticker === undefined || ticker.delayed) continue;
      const prices = this.deps.pricesOf(asset, ticker.price);
      await this.deps.db.transaction().execute(async (trx) => {
        const guids = [
          ...(await triggerReached(trx, asset, prices, now)),
          ...(await restartStalled(trx, asset, new Date(now.getTime() - STALLED_MS), now)),
        ];
        await this.deps.executions.sendAll(
          trx,
          guids.map((guid) => ({ guid })),
        );
      });
    }
  }
}
