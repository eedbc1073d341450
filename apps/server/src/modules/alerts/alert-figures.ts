import type { PriceAlert } from '@maple/contracts';
import { scaledDecimalString, trimmedDecimalString } from '@maple/money';
import { priceDecimals } from '../market/market-data.js';
import type { WatchedAlert } from './alert-index.js';
import type { PriceAlertRow, WatchedAlertRow } from './price-alerts.repo.js';

/** A decimal string (checked by the contract) as an integer at `decimals` places. */
export function scaledOf(text: string, decimals: number): bigint {
  const [whole = '0', fraction = ''] = text.split('.');
  return BigInt(whole + fraction.padEnd(decimals, '0').slice(0, decimals));
}

/** A price as the live prices say it: CAD per unit, 8 decimals. */
export const priceText = (price: bigint): string => scaledDecimalString(price, priceDecimals);

/** Basis points as a percentage with two decimals, signed: "-5.12". */
export const percentText = (bps: bigint): string => scaledDecimalString(bps, 2);

export function alertAnswerOf(row: PriceAlertRow): PriceAlert {
  return {
    guid: row.guid,
    asset: row.asset,
    condition: row.condition,
    level: row.level === null ? null : trimmedDecimalString(row.level, priceDecimals),
    move_percent: row.move_bps === null ? null : trimmedDecimalString(BigInt(row.move_bps), 2),
    window: row.move_window,
    repeats: row.repeats,
    cooldown_minutes: row.cooldown_seconds / 60,
    expires_at: row.expires_at?.toISOString() ?? null,
    state: row.state,
    created_at: row.created_at.toISOString(),
    last_triggered_at: row.last_triggered_at?.toISOString() ?? null,
    times_triggered: row.times_triggered,
  };
}

/** What the watching instance holds of a stored alert; undefined for a digest. */
export function watchedOf(row: WatchedAlertRow): WatchedAlert | undefined {
  const key = row.condition === 'move' ? row.move_bps : row.level;
  if (row.condition === 'digest' || key === null) return undefined;
  return {
    guid: row.guid,
    asset: row.asset,
    condition: row.condition,
    key: BigInt(key),
    window: row.move_window,
    cooldownMs: row.cooldown_seconds * 1000,
    lastTriggeredAt: row.last_triggered_at?.getTime() ?? null,
    expiresAt: row.expires_at?.getTime() ?? null,
  };
}
