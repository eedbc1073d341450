import { createHash } from 'node:crypto';
import { type CryptoAssetCode, cryptoAssetCodes } from '@maple/money';
import type { Insertable } from 'kysely';
import type { PriceAlertsTable } from '../../apps/server/src/modules/alerts/alerts.tables.js';
import { seededRandom } from './admin-hash.js';

type AlertRow = Insertable<PriceAlertsTable>;

const HOUR_MS = 3_600_000;
/** Levels lie within this share of the start price, in parts per million (±8 %). */
const LEVEL_SPAN_PPM = 80_000n;
/** Repeating alerts' cooldowns run from 5 minutes to 24 hours. */
const COOLDOWN = { min: 300, max: 86_400 };
/** The product's default cooldown (60 minutes), which a once-alert stores but never uses. */
const ONCE_COOLDOWN = 3_600;

const md5 = (text: string) => createHash('md5').update(text).digest('hex');

/** User `n`'s id (1-based), as the seed's SQL makes it: `md5('bench-user:' || n)::uuid`. */
export const benchUserId = (n: number): string => md5(`bench-user:${n}`);

/** Alert `n`'s guid (0-based). */
export const benchAlertGuid = (n: number): string => md5(`bench-alert:${n}`);

/** What an alert watches: a level on the right side of the start price, or a move. */
function conditionOf(
  random: () => number,
  start: bigint,
): Pick<AlertRow, 'condition' | 'level' | 'move_bps' | 'move_window'> {
  const kind = random();
  if (kind < 0.7) {
    // Strictly past the start price on the side it waits for, so each is a real future crossing.
    const ppm = 1n + BigInt(Math.floor(random() * Number(LEVEL_SPAN_PPM)));
    const offset = (start * ppm) / 1_000_000n;
    const step = offset > 0n ? offset : 1n;
    const above = kind < 0.35;
    const level = above ? start + step : start - step;
    return { condition: above ? 'above' : 'below', level, move_bps: null, move_window: null };
  }
  return {
    condition: 'move',
    level: null,
    // 0.5 % to 10 %.
    move_bps: 50 + Math.floor(random() * 951),
    move_window: random() < 0.5 ? '1h' : '24h',
  };
}

/** Once or repeating; a repeating one's cooldown spread evenly in its logarithm, in minutes. */
function repetitionOf(random: () => number): Pick<AlertRow, 'repeats' | 'cooldown_seconds'> {
  if (random() < 0.5) return { repeats: false, cooldown_seconds: ONCE_COOLDOWN };
  const seconds = COOLDOWN.min * (COOLDOWN.max / COOLDOWN.min) ** random();
  return { repeats: true, cooldown_seconds: Math.round(seconds / 60) * 60 };
}

/**
 * `count` active alerts spread over the six assets and `users` customers (round robin, so
 * 100,000 over 2,000 is the 50 each the product allows), drawn from a seeded generator: the
 * same seed and start prices give the same alerts. One in twenty ends within the day.
 */
export function planAlerts(
  shape: { count: number; users: number; seed: number },
  startPrices: ReadonlyMap<CryptoAssetCode, bigint>,
  startsAt: Date,
): AlertRow[] {
  const random = seededRandom(shape.seed);
  const created = new Date(startsAt.getTime() - 24 * HOUR_MS);
  const rows: AlertRow[] = [];
  for (let n = 0; n < shape.count; n += 1) {
    const asset = cryptoAssetCodes[Math.floor(random() * cryptoAssetCodes.length)] ?? 'BTC';
    const start = startPrices.get(asset);
    if (start === undefined) throw new Error(`no start price for ${asset}`);
    const expiresIn = random() < 0.05 ? HOUR_MS + Math.floor(random() * 23 * HOUR_MS) : null;
    rows.push({
      guid: benchAlertGuid(n),
      user_id: benchUserId(1 + (n % shape.users)),
      asset,
      ...conditionOf(random, start),
      ...repetitionOf(random),
      expires_at: expiresIn === null ? null : new Date(startsAt.getTime() + expiresIn),
      state: 'active',
      created_at: created,
    });
  }
  return rows;
}
