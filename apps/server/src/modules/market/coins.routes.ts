import { coinIds, coinSchema, coinsListSchema } from '@maple/contracts';
import { cryptoAssetCodes } from '@maple/money';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { coinDetail } from './coin-detail.js';
import { coinFacts, coinSymbol } from './coin-facts.js';
import type { CoinFigures } from './coin-figures.js';
import { coinParams, flag } from './market-query.js';
import { registerMarkets } from './markets.routes.js';
import { base, coinOf, type RouteDeps, rankOf } from './route-deps.js';
import { planned } from './tick-answers.js';

const listQuery = z.object({
  include_platform: flag(false),
  status: z.enum(['active', 'inactive']).default('active'),
});

const coinQuery = z.object({
  localization: flag(true),
  tickers: flag(true),
  market_data: flag(true),
  // Taken as CoinGecko takes them; its description declares no field for either to add.
  community_data: flag(true),
  developer_data: flag(true),
  sparkline: flag(false),
  include_categories_details: flag(false),
  dex_pair_format: z.enum(['contract_address', 'symbol']).optional(),
});

/** CoinGecko's coins: the list of them, their markets, and one coin's facts and market data. */
export function registerCoinRoutes(app: FastifyInstance, deps: RouteDeps) {
  registerList(app, deps);
  registerMarkets(app, deps);
  registerCoin(app, deps);
}

/** Every coin we quote, by id as CoinGecko sorts it; none is inactive. */
function registerList(app: FastifyInstance, { answers }: RouteDeps) {
  const url = `${base}/coins/list`;
  const lists = answers(coinsListSchema, url);
  const planFor = planned(({ include_platform, status }: z.output<typeof listQuery>) => ({
    key: `${include_platform} ${status}`,
    build: () =>
      status === 'inactive'
        ? []
        : [...cryptoAssetCodes]
            .sort((a, b) => coinIds[a].localeCompare(coinIds[b]))
            .map((asset) => {
              const { name, platform } = coinFacts[asset];
              const platforms =
                platform === undefined ? {} : { [platform.id]: platform.contractAddress };
              return {
                id: coinIds[asset],
                symbol: coinSymbol(asset),
                name,
                ...(include_platform ? { platforms } : {}),
              };
            }),
  }));
  app
    .withTypeProvider<ZodTypeProvider>()
    .get(
      url,
      { schema: { querystring: listQuery, response: { 200: coinsListSchema } } },
      (request, reply) => lists.send(request, reply, planFor(request.query)),
    );
}

function registerCoin(app: FastifyInstance, { market, stats, publicUrl, answers }: RouteDeps) {
  const url = `${base}/coins/:id`;
  const coins = answers(coinSchema, url);
  app
    .withTypeProvider<ZodTypeProvider>()
    .get(
      url,
      { schema: { params: coinParams, querystring: coinQuery, response: { 200: coinSchema } } },
      (request, reply) => {
        const asset = coinOf(request.params.id);
        const query = request.query;
        const options = {
          publicUrl,
          localization: query.localization,
          tickers: query.tickers,
          marketData: query.market_data,
          sparkline: query.sparkline,
          categoriesDetails: query.include_categories_details,
        };
        coins.send(request, reply, {
          key: `${asset} ${Object.values(options).join(' ')}`,
          build: async () => {
            const { ticker, rank } = rankOf(market, asset);
            const figures: CoinFigures = {
              ticker,
              stats: await stats.of(ticker),
              precision: 'full',
            };
            return coinDetail(figures, { ...options, rank });
          },
        });
      },
    );
}
