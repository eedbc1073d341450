import type { AssetTick } from './alert-index.js';
import type { FiredAlert } from './price-alert-delivery.js';
import type { PriceAlertRow } from './price-alerts.repo.js';

/** The signed move from `reference` to `price`, in whole basis points (towards zero). */
export const signedMoveBps = (price: bigint, reference: bigint): bigint =>
  ((price - reference) * 10_000n) / reference;

/** The delivery job of an alert the database just recorded as fired, at the tick that fired it. */
export function firedAlertOf(row: PriceAlertRow, tick: AssetTick, now: Date): FiredAlert {
  const { condition } = row;
  // Digests are told each morning, never watched on ticks (`watchedAlerts` leaves them out).
  if (condition === 'digest') throw new Error(`digest ${row.guid} fired on a tick`);
  const reference = row.move_window === null ? undefined : tick.reference[row.move_window];
  return {
    alert_guid: row.guid,
    user_id: row.user_id,
    asset: row.asset,
    condition,
    level: row.level === null ? null : String(row.level),
    move_bps: row.move_bps,
    window: row.move_window,
    price: String(tick.price),
    change_bps: reference === undefined ? null : String(signedMoveBps(tick.price, reference)),
    fired_at: now.toISOString(),
    times: row.times_triggered,
  };
}
