import type { AssetCode } from '@maple/money';
import { describe, expect, it } from 'vitest';
import { portfolioOf } from '../../lib/platform/portfolio';
import { held } from '../../test/book-cost-fixtures';
import { bookCostOf, totalBookCost } from './book-cost';

// Balances as the app reads them (decimal strings of minor units), at easy prices:
// 0.015 BTC at $100,000 = $1,500.00; 0.5 ETH at $4,000 = $2,000.00.
const balance = (asset: AssetCode, units: bigint) => ({
  asset,
  platform_balance: units.toString(),
  platform_available: units.toString(),
});
const portfolio = portfolioOf(
  [balance('CAD', 50_000n), balance('BTC', 1_500_000n), balance('ETH', 5n * 10n ** 17n)],
  [
    { symbol: 'BTC-CAD', sell_price: '10000000' },
    { symbol: 'ETH-CAD', sell_price: '400000' },
  ],
);
const holdingOf = (asset: string) => {
  const found = portfolio.holdings.find((holding) => holding.asset === asset);
  if (found === undefined) throw new Error(`no ${asset} in the portfolio`);
  return found;
};

describe('book cost', () => {
  it('is the value shown less the book cost, in cents', () => {
    const btc = held('BTC', 1_500_000n, 100_000n);
    expect(bookCostOf(holdingOf('BTC'), [btc])).toEqual({
      cost: 100_000n,
      gain: 50_000n,
      estimated: false,
    });
    const eth = held('ETH', 5n * 10n ** 17n, 225_000n, true);
    expect(bookCostOf(holdingOf('ETH'), [btc, eth])).toEqual({
      cost: 225_000n,
      gain: -25_000n,
      estimated: true,
    });
  });

  it('is none for CAD or an asset not held', () => {
    expect(bookCostOf(holdingOf('CAD'), [held('BTC', 1_500_000n, 100_000n)])).toBeNull();
    expect(bookCostOf(holdingOf('ETH'), [held('BTC', 1_500_000n, 100_000n)])).toBeNull();
  });

  it('gives no gain when the cost is of another quantity than the value (a trade between the reads)', () => {
    const bookCost = bookCostOf(holdingOf('BTC'), [held('BTC', 1_000_000n, 100_000n)]);
    expect(bookCost).toEqual({ cost: 100_000n, gain: null, estimated: false });
  });

  it('totals the crypto held, with a gain only when every asset has one', () => {
    const btc = held('BTC', 1_500_000n, 100_000n);
    const eth = held('ETH', 5n * 10n ** 17n, 225_000n, true);
    expect(totalBookCost(portfolio, [btc, eth])).toEqual({
      cost: 325_000n,
      gain: 25_000n,
      estimated: true,
    });
    expect(totalBookCost(portfolio, [btc, held('ETH', 1n, 225_000n)])?.gain).toBeNull();
    expect(totalBookCost(portfolio, [])).toBeNull();
  });
});
