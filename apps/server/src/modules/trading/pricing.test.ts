import { assets, type CryptoAssetCode, cryptoAssetCodes, mulDiv, pow10 } from '@maple/money';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { customerPrices, type PricingRules, priceQuote, toCentsPerUnit } from './pricing.js';

const rules: PricingRules = {
  spreadBps: { BTC: 75n, ETH: 75n, LTC: 75n, BCH: 75n, USDC: 25n, XRP: 75n },
  feeCents: 0n,
  minTradeCents: 500n,
};

/** CAD cents worth of `units` of the asset at a price of 8 decimals, exactly (as a fraction). */
const centsAt = (asset: CryptoAssetCode, units: bigint, price: bigint) => ({
  numerator: units * price,
  denominator: pow10(assets[asset].decimals + 6),
});

describe('customer prices', () => {
  it('puts the buy price above the mid and the sell price below it by the spread', () => {
    // BTC at CAD 100,000.00: 75 bps is CAD 750.
    const mid = 100_000n * 10n ** 8n;
    expect(customerPrices(mid, 75n)).toEqual({
      buy: 100_750n * 10n ** 8n,
      sell: 99_250n * 10n ** 8n,
    });
    expect(toCentsPerUnit(100_750n * 10n ** 8n + 1n, 'buy')).toBe(10_075_001n);
    expect(toCentsPerUnit(99_250n * 10n ** 8n + 999_999n, 'sell')).toBe(9_925_000n);
  });
});

describe('quotes', () => {
  it('buys BTC for CAD 100 at the buy price, rounding the coins down', () => {
    const mid = 128_500n * 10n ** 8n;
    const quote = priceQuote(
      { side: 'buy', asset: 'BTC', amount: { deliver: 10_000n } },
      mid,
      rules,
    );
    // 100 / 129,463.75 BTC = 0.000772416… BTC.
    expect(quote).toEqual({
      ok: true,
      deliver: 10_000n,
      receive: 77_241n,
      fee: 0n,
      price: 12_946_375_000_000n,
    });
  });

  it('refuses trades under CAD 5.00 and amounts too small to buy a base unit', () => {
    const mid = 128_500n * 10n ** 8n;
    expect(
      priceQuote({ side: 'buy', asset: 'BTC', amount: { deliver: 499n } }, mid, rules),
    ).toEqual({ ok: false, reason: 'below_minimum' });
    expect(priceQuote({ side: 'sell', asset: 'BTC', amount: { deliver: 1n } }, mid, rules)).toEqual(
      { ok: false, reason: 'below_minimum' },
    );
    const withFee = { ...rules, feeCents: 600n };
    expect(
      priceQuote({ side: 'buy', asset: 'BTC', amount: { deliver: 550n } }, mid, withFee),
    ).toEqual({ ok: false, reason: 'amount_too_small' });
  });

  const quoteCase = fc.record({
    asset: fc.constantFrom(...cryptoAssetCodes),
    side: fc.constantFrom('buy' as const, 'sell' as const),
    byDeliver: fc.boolean(),
    amount: fc.bigInt({ min: 1n, max: 10n ** 24n }),
    // From CAD 0.01 to CAD 10 million per whole unit.
    mid: fc.bigInt({ min: 10n ** 6n, max: 10n ** 15n }),
    fee: fc.bigInt({ min: 0n, max: 500n }),
  });

  it('never gives the customer more than the spread-adjusted price is worth, whatever the amount', () => {
    fc.assert(
      fc.property(quoteCase, ({ asset, side, byDeliver, amount, mid, fee }) => {
        const priced = priceQuote(
          { side, asset, amount: byDeliver ? { deliver: amount } : { receive: amount } },
          mid,
          { ...rules, feeCents: fee },
        );
        if (!priced.ok) return;
        expect(priced.deliver).toBeGreaterThan(0n);
        expect(priced.receive).toBeGreaterThan(0n);
        expect(priced.fee).toBe(fee);
        if (byDeliver) expect(priced.deliver).toBe(amount);
        else expect(priced.receive).toBe(amount);
        if (side === 'buy') {
          // Coins received, valued at the buy price, cost no more than the CAD paid after the fee.
          const { numerator, denominator } = centsAt(asset, priced.receive, priced.price);
          expect(numerator).toBeLessThanOrEqual((priced.deliver - fee) * denominator);
          expect(priced.price).toBeGreaterThanOrEqual(mid);
        } else {
          // CAD received plus the fee is no more than the coins given are worth at the sell price.
          const { numerator, denominator } = centsAt(asset, priced.deliver, priced.price);
          expect((priced.receive + fee) * denominator).toBeLessThanOrEqual(numerator);
          expect(priced.price).toBeLessThanOrEqual(mid);
        }
      }),
    );
  });

  it('quotes the same trade the same way from either side, within one base unit', () => {
    fc.assert(
      fc.property(quoteCase, ({ asset, side, amount, mid }) => {
        const byDeliver = priceQuote({ side, asset, amount: { deliver: amount } }, mid, rules);
        if (!byDeliver.ok) return;
        const byReceive = priceQuote(
          { side, asset, amount: { receive: byDeliver.receive } },
          mid,
          rules,
        );
        if (!byReceive.ok) return;
        expect(byReceive.deliver).toBeLessThanOrEqual(byDeliver.deliver);
        // The rounding gap is below one unit of what the customer receives, at the price.
        const gap = byDeliver.deliver - byReceive.deliver;
        const oneReceiveUnit =
          side === 'buy'
            ? mulDiv(1n, byDeliver.price, pow10(assets[asset].decimals + 6), 'ceil')
            : mulDiv(1n, pow10(assets[asset].decimals + 6), byDeliver.price, 'ceil');
        expect(gap).toBeLessThanOrEqual(oneReceiveUnit);
      }),
    );
  });
});
