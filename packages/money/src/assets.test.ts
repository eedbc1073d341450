import { describe, expect, it } from 'vitest';
import {
  assetCodes,
  assets,
  cryptoAssetCodes,
  isAssetCode,
  isCryptoAssetCode,
  minorUnitsPerUnit,
  parseTradingSymbol,
  tradingSymbol,
  tradingSymbols,
} from './assets.js';

describe('asset table (docs/product/data.md)', () => {
  it.each([
    ['CAD', 'Canadian dollar', 'fiat', 2, 2, false],
    ['BTC', 'Bitcoin', 'crypto', 8, 8, true],
    ['ETH', 'Ether', 'crypto', 18, 8, true],
    ['LTC', 'Litecoin', 'crypto', 8, 8, true],
    ['BCH', 'Bitcoin Cash', 'crypto', 8, 8, true],
    ['USDC', 'USD Coin', 'crypto', 6, 6, true],
    ['XRP', 'XRP', 'crypto', 6, 6, true],
  ] as const)('%s: %s, %s, %i decimals, shows %i', (code, name, type, decimals, shown, trim) => {
    expect(assets[code]).toEqual({
      code,
      name,
      type,
      decimals,
      displayDecimals: shown,
      trimTrailingZeros: trim,
    });
  });

  it('lists the markets in product order, with CAD first among all assets', () => {
    expect(cryptoAssetCodes).toEqual(['BTC', 'ETH', 'LTC', 'BCH', 'USDC', 'XRP']);
    expect(assetCodes).toEqual(['CAD', 'BTC', 'ETH', 'LTC', 'BCH', 'USDC', 'XRP']);
  });

  it('gives base units per whole unit', () => {
    expect(minorUnitsPerUnit('CAD')).toBe(100n);
    expect(minorUnitsPerUnit('BTC')).toBe(100_000_000n);
    expect(minorUnitsPerUnit('ETH')).toBe(1_000_000_000_000_000_000n);
    expect(minorUnitsPerUnit('USDC')).toBe(1_000_000n);
  });
});

describe('isAssetCode', () => {
  it.each(['CAD', 'BTC', 'ETH', 'LTC', 'BCH', 'USDC', 'XRP'])('accepts %s', (code) => {
    expect(isAssetCode(code)).toBe(true);
  });

  it.each(['btc', 'USD', '', ' BTC', 'toString', 'constructor', '__proto__'])(
    'rejects %j',
    (code) => {
      expect(isAssetCode(code)).toBe(false);
    },
  );

  it('tells crypto from CAD', () => {
    expect(isCryptoAssetCode('ETH')).toBe(true);
    expect(isCryptoAssetCode('CAD')).toBe(false);
  });
});

describe('trading symbols', () => {
  it('quotes every crypto asset in CAD', () => {
    expect(tradingSymbol('BTC')).toBe('BTC-CAD');
    expect(tradingSymbols).toEqual([
      'BTC-CAD',
      'ETH-CAD',
      'LTC-CAD',
      'BCH-CAD',
      'USDC-CAD',
      'XRP-CAD',
    ]);
  });

  it.each(cryptoAssetCodes)('parses %s-CAD back', (base) => {
    expect(parseTradingSymbol(tradingSymbol(base))).toEqual({ base, counter: 'CAD' });
  });

  it.each(['BTC-USD', 'CAD-CAD', 'CAD-BTC', 'btc-cad', 'BTC-CAD-X', 'BTC', 'BTCCAD', ''])(
    'has no market %j',
    (symbol) => {
      expect(parseTradingSymbol(symbol)).toBeUndefined();
    },
  );
});
