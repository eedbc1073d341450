import { describe, expect, it } from 'vitest';
import { paymentUri, shortAddress } from './payment-uri';

describe('paymentUri', () => {
  it.each([
    [
      'BTC',
      'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq',
      undefined,
      'mainnet',
      'bitcoin:bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq',
    ],
    [
      'BTC',
      'tb1qw508d6qejxtdg4y5r3zarvary0c5xw7kxpjzsx',
      undefined,
      'testnet',
      'bitcoin:tb1qw508d6qejxtdg4y5r3zarvary0c5xw7kxpjzsx',
    ],
    [
      'LTC',
      'ltc1qg82tgdc5ty0ghv5hj6w0dmr3h3c8z3wvp0q2rl',
      undefined,
      'mainnet',
      'litecoin:ltc1qg82tgdc5ty0ghv5hj6w0dmr3h3c8z3wvp0q2rl',
    ],
    [
      'BCH',
      'bitcoincash:qpm2qsznhks23z7629mms6s4cwef74vcwvy22gdx6a',
      undefined,
      'mainnet',
      'bitcoincash:qpm2qsznhks23z7629mms6s4cwef74vcwvy22gdx6a',
    ],
    [
      'BCH',
      'bchtest:qqyx49mu0kkn9ftfj6hje6g2wfer34yfnqseeszx8x',
      undefined,
      'testnet',
      'bchtest:qqyx49mu0kkn9ftfj6hje6g2wfer34yfnqseeszx8x',
    ],
    [
      'ETH',
      '0x9858EfFD232B4033E47d90003D41EC34EcaEda94',
      undefined,
      'mainnet',
      'ethereum:0x9858EfFD232B4033E47d90003D41EC34EcaEda94',
    ],
    [
      'ETH',
      '0x9858EfFD232B4033E47d90003D41EC34EcaEda94',
      undefined,
      'testnet',
      'ethereum:0x9858EfFD232B4033E47d90003D41EC34EcaEda94@11155111',
    ],
    [
      'USDC',
      '0x9858EfFD232B4033E47d90003D41EC34EcaEda94',
      undefined,
      'mainnet',
      'ethereum:0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48/transfer?address=0x9858EfFD232B4033E47d90003D41EC34EcaEda94',
    ],
    [
      'USDC',
      '0x9858EfFD232B4033E47d90003D41EC34EcaEda94',
      undefined,
      'testnet',
      'ethereum:0x1c7D4B196Cb0C7B01d743Fbc6116a902379C7238@11155111/transfer?address=0x9858EfFD232B4033E47d90003D41EC34EcaEda94',
    ],
    [
      'XRP',
      'rHb9CJAWyB4rj91VRWn96DkukG4bwdtyTh',
      '7',
      'mainnet',
      'ripple:rHb9CJAWyB4rj91VRWn96DkukG4bwdtyTh?dt=7',
    ],
    [
      'XRP',
      'rHb9CJAWyB4rj91VRWn96DkukG4bwdtyTh',
      undefined,
      'testnet',
      'ripple:rHb9CJAWyB4rj91VRWn96DkukG4bwdtyTh',
    ],
  ] as const)('%s %s (tag %s, %s) → %s', (asset, address, tag, network, uri) => {
    expect(paymentUri(asset, address, tag, network)).toBe(uri);
  });
});

describe('shortAddress', () => {
  it('keeps the first four and the last four characters (docs/product/data.md)', () => {
    expect(shortAddress('tb1qw508d6qejxtdg4y5r3zarvary0c5xw7kxpjzsx')).toBe('tb1q…jzsx');
    expect(shortAddress('rHb9CJAWyB4rj91VRWn96DkukG4bwdtyTh')).toBe('rHb9…tyTh');
    expect(shortAddress('short')).toBe('short');
  });
});
