import {
  assetListQuerySchema,
  assetListSchema,
  type assetSchema,
  priceListQuerySchema,
  symbolPriceListSchema,
  type symbolPriceSchema,
  symbolsSchema,
} from '@maple/contracts';
import { type AssetCode, assetCodes, assets, cryptoAssetCodes, tradingSymbols } from '@maple/money';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { listOf, offsetOf } from '../../infra/api-kit/list.js';
import { platformBankGuid } from '../../infra/api-kit/platform-bank.js';
import { AppError } from '../../infra/errors.js';
import type { Authenticator } from '../../infra/http/auth.js';
import type { MarketDataProvider, Ticker } from '../market/market-data.js';
import { customerPrices, toCentsPerUnit } from './pricing.js';
import type { TradingConfig } from './trading.config.js';
import { pricingRulesOf, symbolOf } from './trading-rules.js';

export interface PriceRouteDeps {
  auth: Authenticator;
  market: MarketDataProvider;
  /** The same settings the quotes price with, so a listed price is the price a quote gets. */
  trading: TradingConfig;
}

/** The sign shown beside an amount; a coin without a settled sign shows its code. */
const currencySigns: Readonly<Record<AssetCode, string>> = {
  CAD: '$',
  BTC: '₿',
  ETH: 'Ξ',
  LTC: 'Ł',
  BCH: 'BCH',
  USDC: 'USDC',
  XRP: 'XRP',
};

/** Cybrid's Asset model. */
const assetModel = (code: AssetCode): z.output<typeof assetSchema> => ({
  type: assets[code].type,
  code,
  name: assets[code].name,
  symbol: currencySigns[code],
  decimals: assets[code].decimals,
});

/**
 * Cybrid's SymbolPrice: CAD cents per whole unit, the mid moved by the spread (buy rounded up,
 * sell down, as quotes round). The model has no field for a delayed source; the
 * `*_last_updated_at` times tell how old the last good price is, and quotes refuse to trade on it.
 */
function symbolPriceModel(ticker: Ticker, spreadBps: bigint): z.output<typeof symbolPriceSchema> {
  const prices = customerPrices(ticker.price, spreadBps);
  const updatedAt = ticker.updatedAt.toISOString();
  return {
    symbol: symbolOf(ticker.asset),
    type: 'trading',
    buy_price: toCentsPerUnit(prices.buy, 'buy'),
    sell_price: toCentsPerUnit(prices.sell, 'sell'),
    buy_price_last_updated_at: updatedAt,
    sell_price_last_updated_at: updatedAt,
  };
}

/** GET /api/assets, /api/symbols and /api/prices (Cybrid Bank API; docs/design/platform-api.md). */
export function registerPriceRoutes(api: FastifyInstance, deps: PriceRouteDeps) {
  const routes = api.withTypeProvider<ZodTypeProvider>();
  const { auth, market, trading } = deps;
  const pricesRead = auth.require('access', { scopes: ['prices:read'] });

  // Open, as Cybrid's: the assets are reference data, not a customer's.
  routes.get(
    '/api/assets',
    {
      schema: {
        querystring: assetListQuerySchema,
        response: { 200: assetListSchema },
      },
    },
    async (request) => {
      const { code, ...page } = request.query;
      const matching = assetCodes.filter((asset) => code === undefined || code.includes(asset));
      const objects = matching.slice(offsetOf(page), offsetOf(page) + page.per_page);
      return listOf(objects.map(assetModel), matching.length, page);
    },
  );

  routes.get(
    '/api/symbols',
    {
      onRequest: pricesRead,
      // listSymbols documents 401 alone: a token without prices:read is told so in its words.
      config: { refusalStatuses: { 403: 401 }, refusalCodes: { 401: 'authentication_failed' } },
      schema: { response: { 200: symbolsSchema } },
    },
    async () => [...tradingSymbols],
  );

  routes.get(
    '/api/prices',
    {
      onRequest: pricesRead,
      schema: {
        querystring: priceListQuerySchema,
        response: { 200: symbolPriceListSchema },
      },
    },
    async (request) => {
      const { symbol, trading_symbol: tradingSymbol, bank_guid: bankGuid } = request.query;
      if (bankGuid !== undefined && bankGuid !== platformBankGuid) return [];
      // `trading_symbol` is Cybrid's other name for the filter: either names symbols wanted.
      const wanted =
        symbol === undefined && tradingSymbol === undefined
          ? undefined
          : [...(symbol ?? []), ...(tradingSymbol ?? [])];
      const { spreadBps } = pricingRulesOf(trading);
      const tickers = market.tickers();
      return cryptoAssetCodes
        .filter((asset) => wanted === undefined || wanted.includes(symbolOf(asset)))
        .map((asset) => {
          const ticker = tickers.get(asset);
          if (ticker === undefined) {
            throw new AppError('service_unavailable', 'Prices are not available yet');
          }
          return symbolPriceModel(ticker, spreadBps[asset]);
        });
    },
  );
}
