import type { CryptoAssetCode } from '@maple/money';
import { AppError } from '../../infra/errors.js';
import type { MarketDataProvider, PricePoint } from './market-data.js';
import { day, type Resolution, resolutionFor, resolutions } from './price-series.js';

/** The `interval`s a chart takes: CoinGecko's names for our stored resolutions. */
type Interval = 'daily' | 'hourly' | '5m';
const resolutionOf: Readonly<Record<Interval, Resolution>> = {
  daily: 'daily',
  hourly: 'hourly',
  '5m': 'fiveMinutes',
};

/** How many days back each stored resolution reaches. */
const keptDays = (resolution: Resolution) => resolutions[resolution].keepMs / day;

/**
 * The resolution an interval asks for, refused when the chart reaches further back than it
 * (CoinGecko itself serves hourly points for 100 days and 5-minute ones for 10; we keep 90 and 1).
 */
function asked(interval: Interval, daysBack: number): Resolution {
  const resolution = resolutionOf[interval];
  const kept = keptDays(resolution);
  if (daysBack > kept) {
    throw new AppError(
      'invalid_parameter',
      `interval=${interval} covers the past ${kept} day${kept === 1 ? '' : 's'} only`,
    );
  }
  return resolution;
}

/**
 * `market_chart`'s resolution: the interval asked for, or CoinGecko's automatic granularity
 * (5-minute points up to 1 day, hourly up to 90 days, daily beyond).
 */
export function chartResolution(days: number, interval: Interval | undefined): Resolution {
  return interval === undefined ? resolutionFor(days) : asked(interval, days);
}

/**
 * `market_chart/range`'s resolution. Automatic, as CoinGecko's: 5-minute points for a range
 * within the last day, hourly for ranges up to 90 days, daily beyond; a range older than the
 * hourly points we keep (90 days) is drawn from the daily ones.
 */
export function rangeResolution(
  from: number,
  to: number,
  now: number,
  interval: Interval | undefined,
): Resolution {
  if (interval !== undefined) return asked(interval, (now - from) / day);
  if (from >= now - keptDays('fiveMinutes') * day) return 'fiveMinutes';
  if (to - from <= 90 * day && from >= now - keptDays('hourly') * day) return 'hourly';
  return 'daily';
}

/** Every stored point of one resolution, ending with the current price. */
export const storedPoints = (
  market: Pick<MarketDataProvider, 'history'>,
  asset: CryptoAssetCode,
  resolution: Resolution,
): Promise<PricePoint[]> => market.history(asset, keptDays(resolution));
