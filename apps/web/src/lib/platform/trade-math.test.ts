import type { AssetCode } from '@maple/money';
import { describe, expect, it } from 'vitest';
import { baseUnits, priceSchema } from './answers';
import { portfolioOf, shareOf } from './portfolio';
import { allInPrice, cadValueOf, legsOf, scaledLivePrice, spreadBasisPoints } from './trade-math';

const buy = {
  symbol: 'BTC-CAD',
  side: 'buy' as const,
  deliver_amount: '10000',
  receive_amount: '99255',
  fee: '0',
};

describe('trade legs and prices', () => {
  it('reads a buy as CAD delivered and crypto received, a sell the other way round', () => {
    expect(legsOf(buy)).toEqual({ asset: 'BTC', crypto: 99_255n, cad: 10_000n, fee: 0n });
    const sell = { ...buy, side: 'sell' as const, deliver_amount: '50000', receive_amount: '4925' };
    expect(legsOf(sell)).toEqual({ asset: 'BTC', crypto: 50_000n, cad: 4_925n, fee: 0n });
  });

  it('gives the all-in price per whole unit, fee included, to the cent', () => {
    // CAD 100.00 for 0.00099255 BTC is CAD 100,750.59 per BTC.
    expect(allInPrice(buy)).toBe(10_075_059n);
    expect(allInPrice({ ...buy, receive_amount: '0' })).toBeNull();
  });

  it('works for ETH amounts beyond 2^53 without losing digits', () => {
    const eth = {
      symbol: 'ETH-CAD',
      side: 'buy' as const,
      deliver_amount: '403000',
      receive_amount: '1000000000000000000',
      fee: '0',
    };
    expect(allInPrice(eth)).toBe(403_000n);
    expect(cadValueOf(1_234_567_890_123_456_789n, 'ETH', 400_000n)).toBe(493_827n);
  });

  it('measures the spread against the mid price, before the fee, in basis points', () => {
    // 100,750 vs 100,000 mid: 75 bps above for a buy.
    const quote = { ...buy, deliver_amount: '10075', receive_amount: '100000' };
    expect(spreadBasisPoints(quote, '100000.00000000')).toBe(75n);
    // A CAD 1.00 fee does not count as spread.
    expect(spreadBasisPoints({ ...quote, deliver_amount: '10175', fee: '100' }, '100000')).toBe(
      75n,
    );
    const sell = {
      ...quote,
      side: 'sell' as const,
      deliver_amount: '100000',
      receive_amount: '9925',
    };
    expect(spreadBasisPoints(sell, '100000')).toBe(75n);
    expect(spreadBasisPoints(quote, undefined)).toBeNull();
  });

  it('scales live prices to 8 decimals exactly', () => {
    expect(scaledLivePrice('128500.12345678')).toBe(12_850_012_345_678n);
    expect(scaledLivePrice('0.5')).toBe(50_000_000n);
  });
});

describe('portfolio', () => {
  const account = (asset: AssetCode, balance: string, available = balance) => ({
    asset,
    platform_balance: balance,
    platform_available: available,
  });
  const prices = [{ symbol: 'BTC-CAD' as const, sell_price: '10000000' }];

  it('values each holding at the sell price, rounded down, and totals them', () => {
    const portfolio = portfolioOf(
      [account('CAD', '900000', '890000'), account('BTC', '99255')],
      prices,
    );
    expect(portfolio.holdings.map((h) => h.asset)).toEqual([
      'CAD',
      'BTC',
      'ETH',
      'LTC',
      'BCH',
      'USDC',
      'XRP',
    ]);
    const btc = portfolio.holdings[1];
    expect(btc?.cadValue).toBe(9_925n); // 99.255 → 99.25
    expect(portfolio.holdings[0]?.available).toBe(890_000n);
    expect(portfolio.total).toBe(909_925n);
    expect(portfolio.incomplete).toBe(false);
    expect(shareOf(btc?.cadValue ?? null, portfolio.total)).toBe(109n);
  });

  it('leaves out, and flags, a holding without a price', () => {
    const portfolio = portfolioOf([account('ETH', '1000000000000000000')], prices);
    expect(portfolio.holdings[2]?.cadValue).toBeNull();
    expect(portfolio.total).toBe(0n);
    expect(portfolio.incomplete).toBe(true);
  });
});

describe('platform amounts', () => {
  it('are kept as exact decimal strings, whatever their size', () => {
    expect(baseUnits.parse(123_456_789_012_345_678_901n)).toBe('123456789012345678901');
    expect(baseUnits.parse(42)).toBe('42');
    expect(
      priceSchema.safeParse({ symbol: 'DOGE-CAD', buy_price: 1n, sell_price: 1n }).success,
    ).toBe(false);
  });
});
