import { type LivePrice, livePricesSchema } from '@maple/contracts';
import type { CryptoAssetCode } from '@maple/money';
import { useEffect, useState } from 'react';

export type LivePriceMap = Partial<Record<CryptoAssetCode, LivePrice>>;

export type LiveStatus = 'connecting' | 'live' | 'reconnecting' | 'unavailable';

/** The live price stream (Server-Sent Events, same origin as the CSP requires). */
export const livePricesUrl = '/stream/prices';

/** Whether the server says its prices are simulated (`MARKET_DATA=simulated`), not the market's. */
export const anySimulated = (prices: LivePriceMap): boolean =>
  Object.values(prices).some((price) => price?.simulated === true);

/**
 * The latest live price of every asset, kept up to date by `/stream/prices` while the calling
 * screen is shown. The browser reconnects on its own after a dropped connection.
 */
export function useLivePrices(): { prices: LivePriceMap; status: LiveStatus } {
  const [prices, setPrices] = useState<LivePriceMap>({});
  // The same first state everywhere, the prerendered landing page included: it must hydrate.
  const [status, setStatus] = useState<LiveStatus>('connecting');

  useEffect(() => {
    if (typeof EventSource === 'undefined') {
      setStatus('unavailable');
      return;
    }
    const source = new EventSource(livePricesUrl);
    const onPrices = (event: MessageEvent<string>) => {
      let parsed: unknown;
      try {
        parsed = JSON.parse(event.data);
      } catch {
        return;
      }
      const result = livePricesSchema.safeParse(parsed);
      if (!result.success) return;
      setPrices((current) => {
        const next = { ...current };
        for (const price of result.data.prices) next[price.asset] = price;
        return next;
      });
      setStatus('live');
    };
    source.addEventListener('prices', onPrices);
    source.onerror = () => setStatus('reconnecting');
    return () => {
      source.removeEventListener('prices', onPrices);
      source.close();
    };
  }, []);

  return { prices, status };
}
