import { coinIds } from '@maple/contracts';
import type { CryptoAssetCode } from '@maple/money';
import { z } from 'zod';
import { api } from '../../../lib/api/api';

/** The chart ranges (docs/product/pricing.md): 1D, 1W, 1M, 1Y and 5Y, in days. */
export const chartRanges = ['1', '7', '30', '365', '1826'] as const;
export type ChartRange = (typeof chartRanges)[number];

/** [time in ms, CAD price]: chart points only, never an amount, so numbers are fine here. */
const marketChartSchema = z.object({
  prices: z.array(z.tuple([z.number(), z.number()])),
});
export type MarketChart = z.output<typeof marketChartSchema>;

/** Public market data (CoinGecko v3 paths and shapes) served by the product's own server. */
export const marketApi = api.injectEndpoints({
  endpoints: (build) => ({
    marketChart: build.query<MarketChart, { asset: CryptoAssetCode; days: ChartRange }>({
      query: ({ asset, days }) => ({
        url: `/market/api/v3/coins/${coinIds[asset]}/market_chart?vs_currency=cad&days=${days}`,
        auth: 'none',
        bare: true,
      }),
      responseSchema: marketChartSchema,
    }),
  }),
});

export const { useMarketChartQuery } = marketApi;
