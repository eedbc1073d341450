import { type CryptoAssetCode, cryptoAssetCodes } from '@maple/money';
import type { PricePoint, Tickers } from '../../apps/server/src/modules/market/market-data.js';
import { perAsset } from '../../apps/server/src/modules/market/price-feed.js';
import { SimulatedMarket } from '../../apps/server/src/modules/market/simulated/simulated-market.js';
import { TestClock } from '../../apps/server/src/testing/test-clock.js';

const DAY_MS = 86_400_000;

/**
 * The recorded day starts here, always: the simulated market is a function of its seed and its
 * start time, so a fixed start makes the same seed give the same day on every run.
 */
export const DAY_STARTS_AT = new Date('2026-11-30T05:00:00.000Z');

/** One tick of the recording: when it came and every asset's ticker. */
export interface RecordedTick {
  at: number;
  tickers: Tickers;
}

/** A day of the product's simulated market, replayed alike to both evaluators. */
export interface RecordedDay {
  startsAt: Date;
  /** Tick 0 is the prices when watching begins; then one each `tickSeconds` for 24 hours. */
  ticks: readonly RecordedTick[];
  /**
   * Each asset's points as the market's `history(asset, 1)` answered at the start: a day of
   * 5-minute points ending with tick 0's price. A watch seeds its hour-ago prices with what of
   * them came before it started (ADR 79), so the 1-hour moves count from tick 0.
   */
  history: Readonly<Record<CryptoAssetCode, readonly PricePoint[]>>;
}

/**
 * Drives the product's own `SimulatedMarket` on a clock the bench moves: started (five years
 * of history filled in backwards from its start prices), then ticked every `tickSeconds`. The
 * market's own timer never ticks in between: the loop never yields, and the clock stands still.
 */
export async function recordDay(seed: number, tickSeconds: number): Promise<RecordedDay> {
  const clock = new TestClock(DAY_STARTS_AT);
  const market = new SimulatedMarket({ seed, clock });
  await market.start();
  try {
    const start = DAY_STARTS_AT.getTime();
    const answered = new Map<CryptoAssetCode, PricePoint[]>();
    for (const asset of cryptoAssetCodes) answered.set(asset, await market.history(asset, 1));
    const history = perAsset((asset) => answered.get(asset) ?? []);
    const ticks: RecordedTick[] = [{ at: start, tickers: market.tickers() }];
    for (let at = start + tickSeconds * 1000; at <= start + DAY_MS; at += tickSeconds * 1000) {
      clock.set(new Date(at));
      market.tick(at);
      ticks.push({ at, tickers: market.tickers() });
    }
    return { startsAt: DAY_STARTS_AT, ticks, history };
  } finally {
    market.stop();
  }
}

/** An asset's price at a recorded tick. */
export function priceAt(tick: RecordedTick, asset: CryptoAssetCode): bigint {
  const ticker = tick.tickers.get(asset);
  if (ticker === undefined) throw new Error(`the recording has no ${asset} at ${tick.at}`);
  return ticker.price;
}

const percent = (price: bigint, first: bigint) =>
  `${(Number(((price - first) * 1_000_000n) / first) / 10_000).toFixed(2)} %`;

/** Per asset, how far the day went: its last, lowest and highest price against its first. */
export function dayMoves(day: RecordedDay): Record<string, string> {
  const moves: Record<string, string> = {};
  const [first] = day.ticks;
  if (first === undefined) return moves;
  for (const asset of cryptoAssetCodes) {
    const prices = day.ticks.map((tick) => priceAt(tick, asset));
    const start = priceAt(first, asset);
    const low = prices.reduce((a, b) => (b < a ? b : a), start);
    const high = prices.reduce((a, b) => (b > a ? b : a), start);
    moves[asset] =
      `${percent(prices.at(-1) ?? start, start)}, ${percent(low, start)}, ${percent(high, start)}`;
  }
  return moves;
}
