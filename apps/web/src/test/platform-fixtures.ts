import { type AssetCode, assetCodes } from '@maple/money';
import { testCustomerGuid } from './customer-session';

/** The one bank every platform resource belongs to (the server's platformBankGuid). */
const bankGuid = '6d61706c6565786368616e6765000000';

/**
 * Platform answers as the server sends them, whole: the app parses them with the contract's
 * schemas (lib/platform/answers.ts), which refuse a missing field.
 */

/** A platform account as GET /api/accounts lists it; amounts are base units. */
export const account = (asset: AssetCode, balance: bigint, available = balance) => ({
  type: asset === 'CAD' ? 'fiat' : 'trading',
  guid: String(assetCodes.indexOf(asset)).padStart(32, 'a'),
  created_at: '2026-11-01T12:00:00.000Z',
  updated_at: '2026-11-01T12:00:00.000Z',
  asset,
  name: asset,
  bank_guid: bankGuid,
  customer_guid: testCustomerGuid,
  platform_balance: balance,
  platform_available: available,
  state: 'created',
  labels: null,
});

/** CAD cents per whole unit. */
export const price = (symbol: string, buy: bigint, sell: bigint) => ({
  symbol,
  type: 'trading',
  buy_price: buy,
  sell_price: sell,
  buy_price_last_updated_at: '2026-11-22T12:00:00.000Z',
  sell_price_last_updated_at: '2026-11-22T12:00:00.000Z',
});

/** Prices with BTC at CAD 100,000.00 to sell, ETH at CAD 4,000.00. */
export const prices = [price('BTC-CAD', 10075000n, 10000000n), price('ETH-CAD', 403000n, 400000n)];

export const trade = (overrides: Record<string, unknown> = {}) => ({
  guid: 'a1b2c3d4e5f60718293a4b5c6d7e8f90',
  trade_type: 'platform',
  customer_guid: testCustomerGuid,
  quote_guid: 'f0e0d0c0b0a090807060504030201000',
  symbol: 'BTC-CAD',
  side: 'buy',
  state: 'settling',
  failure_code: null,
  receive_amount: 99255n,
  deliver_amount: 10000n,
  fee: 0n,
  reference_trade_guid: null,
  created_at: '2026-11-22T14:05:00.000Z',
  updated_at: '2026-11-22T14:05:00.000Z',
  labels: null,
  ...overrides,
});

/** A quote for CAD 100.00 of BTC at CAD 100,750 per BTC, valid `ttlMs` from now. */
let quotes = 0;

export const quote = (ttlMs = 10_000, overrides: Record<string, unknown> = {}) => {
  const issued = Date.now();
  quotes += 1;
  return {
    guid: String(quotes).padStart(32, 'a'),
    product_type: 'trading',
    bank_guid: bankGuid,
    customer_guid: testCustomerGuid,
    symbol: 'BTC-CAD',
    side: 'buy',
    receive_amount: 99255n,
    deliver_amount: 10000n,
    fee: 0n,
    created_at: new Date(issued).toISOString(),
    updated_at: new Date(issued).toISOString(),
    issued_at: new Date(issued).toISOString(),
    expires_at: new Date(issued + ttlMs).toISOString(),
    trade_guid: null,
    ...overrides,
  };
};
