import { describe, expect, it } from 'vitest';
import { AddressDeriver } from './address-derivation.js';
import { checkAddress, decodeSegwit, isDestinationTag } from './address-formats.js';
import { addressFamilies } from './networks.js';
import { developmentWalletKeys as developmentKeys } from './wallets.config.js';

const hex = (bytes: Uint8Array) => Buffer.from(bytes).toString('hex');

/** BIP350's valid segwit addresses and their scriptPubKeys (v0 ones are BIP173's too). */
const validSegwit: [string, string][] = [
  ['BC1QW508D6QEJXTDG4Y5R3ZARVARY0C5XW7KV8F3T4', '0014751e76e8199196d454941c45d1b3a323f1433bd6'],
  [
    'tb1qrp33g0q5c5txsp9arysrx4k6zdkfs4nce4xj0gdcccefvpysxf3q0sl5k7',
    '00201863143c14c5166804bd19203356da136c985678cd4d27a1b8c6329604903262',
  ],
  [
    'bc1pw508d6qejxtdg4y5r3zarvary0c5xw7kw508d6qejxtdg4y5r3zarvary0c5xw7kt5nd6y',
    '5128751e76e8199196d454941c45d1b3a323f1433bd6751e76e8199196d454941c45d1b3a323f1433bd6',
  ],
  ['BC1SW50QGDZ25J', '6002751e'],
  ['bc1zw508d6qejxtdg4y5r3zarvaryvaxxpcs', '5210751e76e8199196d454941c45d1b3a323'],
  [
    'tb1qqqqqp399et2xygdj5xreqhjjvcmzhxw4aywxecjdzew6hylgvsesrxh6hy',
    '0020000000c4a5cad46221b2a187905e5266362b99d5e91c6ce24d165dab93e86433',
  ],
  [
    'tb1pqqqqp399et2xygdj5xreqhjjvcmzhxw4aywxecjdzew6hylgvsesf3hn0c',
    '5120000000c4a5cad46221b2a187905e5266362b99d5e91c6ce24d165dab93e86433',
  ],
  [
    'bc1p0xlxvlhemja6c4dqv22uapctqupfhlxm9h8z3k2e72q4k9hcz7vqzk5jj0',
    '512079be667ef9dcbbac55a06295ce870b07029bfcdb2dce28d959f2815b16f81798',
  ],
];

/** BIP350's invalid addresses (and BIP173's v0 ones still invalid). */
const invalidSegwit = [
  'tc1p0xlxvlhemja6c4dqv22uapctqupfhlxm9h8z3k2e72q4k9hcz7vq5zuyut',
  'bc1p0xlxvlhemja6c4dqv22uapctqupfhlxm9h8z3k2e72q4k9hcz7vqh2y7hd',
  'tb1z0xlxvlhemja6c4dqv22uapctqupfhlxm9h8z3k2e72q4k9hcz7vqglt7rf',
  'BC1S0XLXVLHEMJA6C4DQV22UAPCTQUPFHLXM9H8Z3K2E72Q4K9HCZ7VQ54WELL',
  'bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kemeawh',
  'tb1q0xlxvlhemja6c4dqv22uapctqupfhlxm9h8z3k2e72q4k9hcz7vq24jc47',
  'bc1p38j9r5y49hruaue7wxjce0updqjuyyx0kh56v8s25huc6995vvpql3jow4',
  'BC130XLXVLHEMJA6C4DQV22UAPCTQUPFHLXM9H8Z3K2E72Q4K9HCZ7VQ7ZWS8R',
  'bc1pw5dgrnzv',
  'bc1p0xlxvlhemja6c4dqv22uapctqupfhlxm9h8z3k2e72q4k9hcz7v8n0nx0muaewav253zgeav',
  'BC1QR508D6QEJXTDG4Y5R3ZARVARYV98GJ9P',
  'tb1p0xlxvlhemja6c4dqv22uapctqupfhlxm9h8z3k2e72q4k9hcz7vq47Zagq',
  'bc1p0xlxvlhemja6c4dqv22uapctqupfhlxm9h8z3k2e72q4k9hcz7v07qwwzcrf',
  'tb1p0xlxvlhemja6c4dqv22uapctqupfhlxm9h8z3k2e72q4k9hcz7vpggkg4j',
  'bc1gmk9yu',
  // BIP173's: a mixed-case one, and one with zero padding of more than 4 bits.
  'tb1qrp33g0q5c5txsp9arysrx4k6zdkfs4nce4xj0gdcccefvpysxf3q0sL5k7',
  'bc1zw508d6qejxtdg4y5r3zarqfsj7c3',
];

describe('segwit addresses (BIP173, BIP350)', () => {
  it.each(validSegwit)('decodes %s to its script', (address, script) => {
    const segwit = decodeSegwit(address);
    expect(segwit).toBeDefined();
    if (segwit === undefined) return;
    const op = segwit.version === 0 ? 0 : 0x50 + segwit.version;
    const pushed = [op, segwit.program.length, ...segwit.program];
    expect(hex(Uint8Array.from(pushed))).toBe(script);
  });

  it.each(invalidSegwit)('refuses %s', (address) => {
    // The first is well formed but of no known network (its HRP is `tc`).
    expect(decodeSegwit(address)?.hrp ?? 'none').not.toMatch(/^(bc|tb)$/);
    expect(checkAddress('BTC', address, 'mainnet').valid).toBe(false);
    expect(checkAddress('BTC', address, 'testnet').valid).toBe(false);
  });

  it('sends to v0 and taproot of its own network only', () => {
    expect(checkAddress('BTC', 'BC1QW508D6QEJXTDG4Y5R3ZARVARY0C5XW7KV8F3T4', 'mainnet')).toEqual({
      valid: true,
      address: 'bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4',
      format: 'standard',
    });
    const taproot = 'bc1p0xlxvlhemja6c4dqv22uapctqupfhlxm9h8z3k2e72q4k9hcz7vqzk5jj0';
    expect(checkAddress('BTC', taproot, 'mainnet').valid).toBe(true);
    expect(checkAddress('BTC', taproot, 'testnet')).toMatchObject({ problem: 'wrong_network' });
    expect(checkAddress('BTC', 'BC1SW50QGDZ25J', 'mainnet')).toMatchObject({
      problem: 'invalid_address',
    });
    const p2wsh = 'tb1qrp33g0q5c5txsp9arysrx4k6zdkfs4nce4xj0gdcccefvpysxf3q0sl5k7';
    expect(checkAddress('BTC', p2wsh, 'testnet').valid).toBe(true);
    expect(checkAddress('LTC', p2wsh, 'testnet')).toMatchObject({ problem: 'invalid_address' });
  });
});

describe('base58check addresses', () => {
  it.each([
    ['BTC', '1BvBMSEYstWetqTFn5Au4m4GFg7xJaNVN2', 'mainnet'],
    ['BTC', '3J98t1WpEZ73CNmQviecrnyiWrnqRhWNLy', 'mainnet'],
    ['BTC', 'mipcBbFg9gMiCh81Kj8tqqdgoZub1ZJRfn', 'testnet'],
    ['BTC', '2MzQwSSnBHWHqSAqtTVQ6v47XtaisrJa1Vc', 'testnet'],
    ['LTC', 'LaMT348PWRnrqeeWArpwQPbuanpXDZGEUz', 'mainnet'],
    ['BCH', '1BvBMSEYstWetqTFn5Au4m4GFg7xJaNVN2', 'mainnet'],
  ] as const)('accepts %s %s on %s as legacy', (asset, address, network) => {
    expect(checkAddress(asset, address, network)).toEqual({
      valid: true,
      address,
      format: 'legacy',
    });
  });

  it('tells the other network and other coins apart, and a typo', () => {
    expect(checkAddress('BTC', '1BvBMSEYstWetqTFn5Au4m4GFg7xJaNVN2', 'testnet')).toMatchObject({
      problem: 'wrong_network',
    });
    expect(checkAddress('BTC', 'LaMT348PWRnrqeeWArpwQPbuanpXDZGEUz', 'mainnet')).toMatchObject({
      problem: 'invalid_address',
    });
    expect(checkAddress('BTC', '1BvBMSEYstWetqTFn5Au4m4GFg7xJaNVN3', 'mainnet')).toMatchObject({
      problem: 'invalid_address',
    });
  });
});

describe('cashaddr (the Bitcoin Cash specification)', () => {
  // The spec's examples: the same hash160 as legacy and as cashaddr.
  it.each([
    [
      '1BpEi6DfDAUFd7GtittLSdBeYJvcoaVggu',
      'bitcoincash:qpm2qsznhks23z7629mms6s4cwef74vcwvy22gdx6a',
    ],
    [
      '1KXrWXciRDZUpQwQmuM1DbwsKDLYAYsVLR',
      'bitcoincash:qr95sy3j9xwd2ap32xkykttr4cvcu7as4y0qverfuy',
    ],
    ['16w1D5WRVKJuZUsSRzdLp9w3YGcgoxDXb', 'bitcoincash:qqq3728yw0y47sqn6l2na30mcw6zm78dzqre909m2r'],
    [
      '3CWFddi6m4ndiGyKqzYvsFYagqDLPVMTzC',
      'bitcoincash:ppm2qsznhks23z7629mms6s4cwef74vcwvn0h829pq',
    ],
    [
      '3LDsS579y7sruadqu11beEJoTjdFiFCdX4',
      'bitcoincash:pr95sy3j9xwd2ap32xkykttr4cvcu7as4yc93ky28e',
    ],
    [
      '31nwvkZwyPdgzjBJZXfDmSWsC4ZLKpYyUw',
      'bitcoincash:pqq3728yw0y47sqn6l2na30mcw6zm78dzq5ucqzc37',
    ],
  ])('accepts %s and %s', (legacy, cashaddr) => {
    expect(checkAddress('BCH', legacy, 'mainnet')).toMatchObject({ valid: true, format: 'legacy' });
    expect(checkAddress('BCH', cashaddr, 'mainnet')).toEqual({
      valid: true,
      address: cashaddr,
      format: 'standard',
    });
    const bare = cashaddr.slice('bitcoincash:'.length);
    expect(checkAddress('BCH', bare.toUpperCase(), 'mainnet')).toMatchObject({ address: cashaddr });
    expect(checkAddress('BCH', cashaddr, 'testnet')).toMatchObject({ valid: false });
  });

  it('refuses mixed case, a bad checksum and the test network on main', () => {
    expect(
      checkAddress('BCH', 'bitcoincash:qpm2qsznhks23z7629mms6s4cwef74vcwvY22gdx6a', 'mainnet')
        .valid,
    ).toBe(false);
    expect(
      checkAddress('BCH', 'bitcoincash:qpm2qsznhks23z7629mms6s4cwef74vcwvy22gdx6b', 'mainnet')
        .valid,
    ).toBe(false);
    expect(
      checkAddress('BCH', 'bchtest:qqyx49mu0kkn9ftfj6hje6g2wfer34yfnqseeszx8x', 'mainnet'),
    ).toMatchObject({ problem: 'wrong_network' });
  });
});

describe('EIP-55', () => {
  // EIP-55's examples.
  it.each([
    '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed',
    '0xfB6916095ca1df60bB79Ce92cE3Ea74c37c5d359',
    '0xdbF03B407c01E7cD3CBea99509d93f8DDDC8C6FB',
    '0xD1220A0cf47c7B9Be7A2E6BA89F429762e7b9aDb',
  ])('accepts %s, in any single case too', (address) => {
    for (const asset of ['ETH', 'USDC'] as const) {
      expect(checkAddress(asset, address, 'mainnet')).toEqual({
        valid: true,
        address,
        format: 'standard',
      });
      expect(checkAddress(asset, address.toLowerCase(), 'testnet')).toMatchObject({ address });
      expect(checkAddress(asset, `0x${address.slice(2).toUpperCase()}`, 'mainnet')).toMatchObject({
        address,
      });
    }
  });

  it('refuses a mixed-case address whose checksum does not match, and wrong lengths', () => {
    expect(
      checkAddress('ETH', '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAeD', 'mainnet'),
    ).toMatchObject({
      problem: 'invalid_address',
    });
    expect(checkAddress('ETH', '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeA', 'mainnet').valid).toBe(
      false,
    );
    expect(checkAddress('ETH', '5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed', 'mainnet').valid).toBe(
      false,
    );
  });
});

describe('XRP', () => {
  it.each([
    'rHb9CJAWyB4rj91VRWn96DkukG4bwdtyTh',
    'rrrrrrrrrrrrrrrrrrrrrhoLvTp',
    'rHsMGQEkVNJmpGWs8XUBoTBiAAbwxZN5v3',
  ])('accepts the classic address %s', (address) => {
    expect(checkAddress('XRP', address, 'testnet')).toEqual({
      valid: true,
      address,
      format: 'standard',
    });
  });

  it('refuses a typo, an X-address (asking for the tag apart) and a bitcoin address', () => {
    expect(checkAddress('XRP', 'rHb9CJAWyB4rj91VRWn96DkukG4bwdtyTi', 'mainnet').valid).toBe(false);
    expect(
      checkAddress('XRP', 'XVLhHMPHU98es4dbozjVtdWzVrDjtV18pX8yuPT7y4xaEHi', 'mainnet'),
    ).toMatchObject({ message: expect.stringContaining('destination tag') });
    expect(checkAddress('XRP', '1BvBMSEYstWetqTFn5Au4m4GFg7xJaNVN2', 'mainnet').valid).toBe(false);
  });

  it.each([
    ['0', true],
    ['4294967295', true],
    ['4294967296', false],
    ['-1', false],
    ['01', false],
    ['1.5', false],
    ['', false],
  ])('destination tag %s: %s', (tag, ok) => {
    expect(isDestinationTag(tag)).toBe(ok);
  });
});

describe('derivation from the development keys', () => {
  // Fixed vectors: BIP84's own (BTC), and the well-known first addresses of the test mnemonic.
  const mainnet = new AddressDeriver(developmentKeys, 'mainnet');
  const testnet = new AddressDeriver(developmentKeys, 'testnet');

  it('derives the published first addresses', () => {
    expect(mainnet.derive('BTC', 0).address).toBe('bc1qcr8te4kr609gcawutmrza0j4xv80jy8z306fyu');
    expect(mainnet.derive('BTC', 1).address).toBe('bc1qnjg0jd8228aq7egyzacy8cys3knf9xvrerkf9g');
    expect(mainnet.derive('LTC', 0).address).toBe('ltc1qjmxnz78nmc8nq77wuxh25n2es7rzm5c2rkk4wh');
    expect(mainnet.derive('BCH', 0).address).toBe(
      'bitcoincash:qqyx49mu0kkn9ftfj6hje6g2wfer34yfnq5tahq3q6',
    );
    expect(mainnet.derive('EVM', 0).address).toBe('0x9858EfFD232B4033E47d90003D41EC34EcaEda94');
    expect(mainnet.derive('XRP', 0)).toEqual({
      address: 'rHsMGQEkVNJmpGWs8XUBoTBiAAbwxZN5v3',
      tag: '1',
    });
  });

  it('writes the sandbox in the test networks formats', () => {
    expect(testnet.derive('BTC', 0).address).toBe('tb1qcr8te4kr609gcawutmrza0j4xv80jy8zmfp6l0');
    expect(testnet.derive('LTC', 0).address).toMatch(/^tltc1q/);
    expect(testnet.derive('BCH', 0).address).toMatch(/^bchtest:q/);
    expect(testnet.derive('XRP', 41)).toEqual({
      address: 'rHsMGQEkVNJmpGWs8XUBoTBiAAbwxZN5v3',
      tag: '42',
    });
  });

  it('answers the same address for an index every time, a different one per index, each valid', () => {
    for (const deriver of [mainnet, testnet]) {
      for (const family of addressFamilies) {
        const asset = family === 'EVM' ? 'ETH' : family;
        const seen = new Set<string>();
        for (let index = 0; index < 5; index += 1) {
          const derived = deriver.derive(family, index);
          expect(deriver.derive(family, index)).toEqual(derived);
          seen.add(`${derived.address}:${derived.tag}`);
          expect(checkAddress(asset, derived.address, deriver.network)).toEqual({
            valid: true,
            address: derived.address,
            format: 'standard',
          });
        }
        expect(seen.size).toBe(5);
      }
    }
  });

  it('refuses an extended private key and an index out of range', () => {
    const xprv =
      'xprv9s21ZrQH143K3QTDL4LXw2F7HEK3wJUD2nW2nRk4stbPy6cq3jPPqjiChkVvvNKmPGJxWUtg6LnF5kejMRNNU3TGtRBeJgk33yuGBxrMPHi';
    expect(() => new AddressDeriver({ ...developmentKeys, BTC: xprv }, 'mainnet')).toThrow(
      /private/,
    );
    expect(() => mainnet.derive('BTC', 2 ** 31)).toThrow(RangeError);
  });
});
