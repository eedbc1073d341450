import {
  MAX_ACTIVE_PRICE_ALERTS,
  type PriceAlert,
  type PriceAlertList,
  type priceAlertRequestSchema,
} from '@maple/contracts';
import { type Kysely, sql } from 'kysely';
import type { z } from 'zod';
import type { Clock } from '../../infra/clock.js';
import type { Broadcast } from '../../infra/coordination/broadcast.js';
import type { Schema } from '../../infra/db/schema.js';
import { AppError } from '../../infra/errors.js';
import { newGuid } from '../../infra/ids.js';
import { type MarketDataProvider, priceDecimals } from '../market/market-data.js';
import { alertAnswerOf, scaledOf } from './alert-figures.js';
import { alertsChannel } from './alert-watch.js';
import {
  alertsOf,
  cancelAlert,
  countActiveAlerts,
  insertPriceAlert,
  type PriceAlertRow,
} from './price-alerts.repo.js';

type AlertRequest = z.infer<typeof priceAlertRequestSchema>;

/** How many ended alerts the list shows after the active ones. */
const ENDED_SHOWN = 50;
const YEAR_MS = 366 * 86_400_000;
/** A digest is told once a day: its cooldown is the day. */
const DAY_SECONDS = 86_400;

export interface PriceAlertsDeps {
  db: Kysely<Schema>;
  clock: Clock;
  market: Pick<MarketDataProvider, 'tickers'>;
  broadcast: Broadcast;
}

/**
 * The customer's price alerts (ADR 79): made, listed and cancelled here; watched by the
 * instance that leads `price-alerts` (`alert-watch.ts`), told of each change by a broadcast.
 */
export class PriceAlerts {
  constructor(private readonly deps: PriceAlertsDeps) {}

  async list(userId: string): Promise<PriceAlertList> {
    const rows = await alertsOf(this.deps.db, userId, ENDED_SHOWN);
    return { objects: rows.map(alertAnswerOf) };
  }

  async create(userId: string, request: AlertRequest): Promise<PriceAlert> {
    const now = this.deps.clock.now();
    const row = this.rowOf(userId, request, now);
    const created = await this.deps.db.transaction().execute(async (trx) => {
      // One creation per user at a time, so two at once cannot pass the count together.
      await sql`SELECT pg_advisory_xact_lock(hashtextextended(${`price-alerts:${userId}`}, 0))`.execute(
        trx,
      );
      if ((await countActiveAlerts(trx, userId)) >= MAX_ACTIVE_PRICE_ALERTS) {
        throw new AppError(
          'conflict',
          `You have ${MAX_ACTIVE_PRICE_ALERTS} active alerts, the most there can be: cancel one first.`,
        );
      }
      return insertPriceAlert(trx, row);
    });
    await this.announce(created);
    return alertAnswerOf(created);
  }

  async cancel(userId: string, guid: string): Promise<void> {
    const cancelled = await cancelAlert(this.deps.db, userId, guid, this.deps.clock.now());
    if (cancelled === undefined) {
      throw new AppError('not_found', 'No such active alert of yours: it may have ended already');
    }
    await this.announce(cancelled);
  }

  /** The row a request makes, refused with a reason a person can act on. */
  private rowOf(userId: string, request: AlertRequest, now: Date): PriceAlertRow {
    const expiresAt = request.expires_at === undefined ? null : new Date(request.expires_at);
    if (expiresAt !== null && expiresAt.getTime() <= now.getTime() + 60_000) {
      throw invalid('expires_at', 'Choose an end date in the future');
    }
    if (expiresAt !== null && expiresAt.getTime() > now.getTime() + YEAR_MS) {
      throw invalid('expires_at', 'An alert can run for a year at most');
    }
    const base = {
      guid: newGuid(),
      user_id: userId,
      asset: request.asset,
      expires_at: expiresAt,
      state: 'active' as const,
      created_at: now,
      ended_at: null,
      last_triggered_at: null,
      times_triggered: 0,
    };
    switch (request.condition) {
      case 'digest':
        return {
          ...base,
          condition: 'digest',
          level: null,
          move_bps: null,
          move_window: null,
          repeats: true,
          cooldown_seconds: DAY_SECONDS,
        };
      case 'move':
        return {
          ...base,
          condition: 'move',
          level: null,
          move_bps: Number(scaledOf(request.move_percent, 2)),
          move_window: request.window,
          repeats: request.repeats,
          cooldown_seconds: request.cooldown_minutes * 60,
        };
      default:
        return {
          ...base,
          condition: request.condition,
          level: this.levelOf(request.asset, request.condition, request.level),
          move_bps: null,
          move_window: null,
          repeats: request.repeats,
          cooldown_seconds: request.cooldown_minutes * 60,
        };
    }
  }

  /**
   * A level the price has already passed would never be crossed from where it is now. The words
   * are fixed, so the app can say them in its language; it shows the price now beside the field.
   */
  private levelOf(
    asset: AlertRequest['asset'],
    condition: 'above' | 'below',
    text: string,
  ): bigint {
    const level = scaledOf(text, priceDecimals);
    const price = this.deps.market.tickers().get(asset)?.price;
    if (price === undefined) return level;
    if (condition === 'above' && level <= price) {
      throw invalid('level', 'The price is already at or above this level: choose a higher price');
    }
    if (condition === 'below' && level >= price) {
      throw invalid('level', 'The price is already at or below this level: choose a lower price');
    }
    return level;
  }

  /** Tells the watching instance; a message lost is caught by its periodic reload. */
  private async announce(row: PriceAlertRow): Promise<void> {
    await this.deps.broadcast.publish(alertsChannel, row.guid).catch(() => undefined);
  }
}

const invalid = (field: string, message: string) =>
  new AppError('invalid_parameter', message, [{ path: `body.${field}`, message }]);
