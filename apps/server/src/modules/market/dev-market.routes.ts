import { dataOf } from '@maple/contracts';
import { cryptoAssetCodes, scaledDecimalString } from '@maple/money';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../infra/errors.js';
import { priceDecimals } from './market-data.js';
import type { SharedMarket } from './shared-market.js';
import { SimulatedMarket } from './simulated/simulated-market.js';

const moveSchema = z.strictObject({
  asset: z.enum(cryptoAssetCodes),
  percent: z
    .number({ error: 'percent must be a number' })
    .min(-50, { error: 'Move by -50 % at most' })
    .max(50, { error: 'Move by 50 % at most' })
    .refine((percent) => percent !== 0, { error: 'A move of 0 % moves nothing' }),
});

/**
 * Outside production, on the simulated market: `POST /dev/market/move` moves an asset's price at
 * once, so a person trying the app (and its end-to-end tests) can see a price alert fire
 * (ADR 79), as `/dev/mailbox` shows the e-mail. Only the instance leading the feed can move it.
 */
export function registerDevMarketRoutes(app: FastifyInstance, market: SharedMarket) {
  const { feed } = market;
  if (!(feed instanceof SimulatedMarket)) return;
  app.withTypeProvider<ZodTypeProvider>().post(
    '/dev/market/move',
    {
      schema: {
        body: moveSchema,
        response: { 200: dataOf(z.object({ asset: z.string(), price: z.string() })) },
      },
    },
    async (request) => {
      if (!market.leads) {
        throw new AppError('conflict', 'Another instance runs the market: ask that one.');
      }
      const { asset, percent } = request.body;
      feed.move(asset, percent);
      // The feed's price: the shared market shows it once the tick is stored.
      const price = feed.tickers().get(asset)?.price ?? 0n;
      return { data: { asset, price: scaledDecimalString(price, priceDecimals) } };
    },
  );
}
