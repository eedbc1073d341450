import { coinIds, type LivePrice, livePriceSchema } from '@maple/contracts';
import { type CryptoAssetCode, cryptoAssetCodes } from '@maple/money';
import { useEffect, useState } from 'react';
import * as z from 'zod/mini';
import {
  type LivePriceMap,
  type LiveStatus,
  useLivePrices,
} from '../../lib/market/use-live-prices';

/** One day of prices per asset, oldest first: the sparklines' points (display only). */
export type Trends = Partial<Record<CryptoAssetCode, readonly number[]>>;

// zod/mini, as in @maple/contracts' market schemas: this runs on the landing page's budget.
const marketChartSchema = z.object({ prices: z.array(z.tuple([z.number(), z.number()])) });
const snapshotSchema = z.object({ data: z.object({ data: z.array(z.unknown()) }) });

/** `/market/api/v3/coins/{id}/market_chart` (CoinGecko's shape): the prices, or null. */
async function fetchTrend(asset: CryptoAssetCode): Promise<readonly number[] | null> {
  const url = new URL(
    `/market/api/v3/coins/${coinIds[asset]}/market_chart`,
    window.location.origin,
  );
  url.search = new URLSearchParams({ vs_currency: 'cad', days: '1' }).toString();
  const response = await fetch(url);
  if (!response.ok) return null;
  const parsed = marketChartSchema.safeParse(await response.json());
  return parsed.success ? parsed.data.prices.map(([, price]) => price) : null;
}

/**
 * `GET /customers/landing-live-price` (docs/product/interfaces.md, reads `data.data`): every
 * asset's price now.
 */
async function fetchSnapshot(): Promise<LivePrice[]> {
  const response = await fetch(new URL('/customers/landing-live-price', window.location.origin));
  if (!response.ok) return [];
  const parsed = snapshotSchema.safeParse(await response.json());
  // One malformed row costs that asset its price, not the whole board.
  return (parsed.success ? parsed.data.data.data : []).flatMap((row) => {
    const price = livePriceSchema.safeParse(row);
    return price.success ? [price.data] : [];
  });
}

/**
 * The landing page's prices: a snapshot first, then every tick of the live stream, and a day
 * of history per asset for its sparkline, whose last point follows the live price.
 */
export function useLandingPrices(): {
  prices: LivePriceMap;
  trends: Trends;
  status: LiveStatus | 'failed';
} {
  const live = useLivePrices();
  const [snapshot, setSnapshot] = useState<LivePriceMap>({});
  const [trends, setTrends] = useState<Trends>({});
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    let cancelled = false;
    fetchSnapshot()
      .then((rows) => {
        if (cancelled) return;
        setSnapshot(Object.fromEntries(rows.map((row) => [row.asset, row])));
        setFailed(rows.length === 0);
      })
      .catch(() => {
        if (!cancelled) setFailed(true);
      });
    // All six at once: one render of the board rather than six on a phone's slow main thread.
    void Promise.allSettled(cryptoAssetCodes.map(fetchTrend)).then((results) => {
      if (cancelled) return;
      const loaded: Trends = {};
      results.forEach((result, index) => {
        const asset = cryptoAssetCodes[index];
        if (asset !== undefined && result.status === 'fulfilled' && result.value !== null) {
          loaded[asset] = result.value;
        }
      });
      setTrends(loaded);
    });
    return () => {
      cancelled = true;
    };
  }, []);

  const prices: LivePriceMap = { ...snapshot, ...live.prices };
  const following: Trends = {};
  for (const asset of cryptoAssetCodes) {
    const points = trends[asset];
    const now = prices[asset];
    if (points === undefined) continue;
    // A chart's geometry, never an amount: a float is fine here.
    following[asset] = now === undefined ? points : [...points.slice(0, -1), Number(now.price)];
  }
  const anyPrice = Object.keys(prices).length > 0;
  return {
    prices,
    trends: following,
    status: failed && !anyPrice && live.status !== 'live' ? 'failed' : live.status,
  };
}
