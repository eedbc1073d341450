import { describe, expect, it } from 'vitest';
import { addressKey } from './address-keys.js';
import { parseDenyList } from './deny-list.js';

/** An SDN.CSV row whose remarks list these addresses, as OFAC writes them. */
const sdnRow = (entNum: number, addresses: [currency: string, address: string][]) =>
  `${entNum},"LISTED PARTY ${entNum}",-0- ,"CYBER2",-0- ,-0- ,-0- ,-0- ,-0- ,-0- ,-0- ,"${addresses
    .map(([currency, address]) => `Digital Currency Address - ${currency} ${address}`)
    .join('; ')}; Fictional."`;

describe('one key per address, whatever its spelling', () => {
  // Each row: spellings of one address, each valid with its checksum.
  it.each([
    [
      'BCH cashaddr (prefixed, bare, upper, token-aware) and legacy base58, test network',
      [
        'bchtest:qq3zyg3zyg3zyg3zyg3zyg3zyg3zyg3zyg8632f694',
        'qq3zyg3zyg3zyg3zyg3zyg3zyg3zyg3zyg8632f694',
        'BCHTEST:QQ3ZYG3ZYG3ZYG3ZYG3ZYG3ZYG3ZYG3ZYG8632F694',
        'bchtest:zq3zyg3zyg3zyg3zyg3zyg3zyg3zyg3zygqsz58u6x',
        'midSACfDe3qAxJZZXA9gkwBZgPqJJUpy1w',
      ],
    ],
    [
      'BCH cashaddr and legacy, main network (the specification’s example)',
      [
        'bitcoincash:qpm2qsznhks23z7629mms6s4cwef74vcwvy22gdx6a',
        '1BpEi6DfDAUFd7GtittLSdBeYJvcoaVggu',
      ],
    ],
    [
      'Litecoin P2SH as M… and as 3…',
      ['MJiPwX84iBe4WnFDwsYGgtnz1XonPhUqhf', '3CWFddi6m4ndiGyKqzYvsFYagqDLPVMTzC'],
    ],
    [
      'bech32 in lower and upper case',
      [
        'tb1qrp33g0q5c5txsp9arysrx4k6zdkfs4nce4xj0gdcccefvpysxf3q0sl5k7',
        'TB1QRP33G0Q5C5TXSP9ARYSRX4K6ZDKFS4NCE4XJ0GDCCCEFVPYSXF3Q0SL5K7',
      ],
    ],
    [
      'EIP-55, lower and upper case',
      [
        '0xfB6916095ca1df60bB79Ce92cE3Ea74c37c5d359',
        '0xfb6916095ca1df60bb79ce92ce3ea74c37c5d359',
        '0xFB6916095CA1DF60BB79CE92CE3EA74C37C5D359',
      ],
    ],
    [
      'an XRP account without a tag, classic and X-address',
      ['rrrrrrrrrrrrrrrrrrrrBZbvji', 'T7PnNYsX9KwKKyMSW8M3hgHuJs9NSUCaJWABsyEh1bfENAi'],
    ],
  ])('%s', (_, spellings) => {
    const keys = new Set(spellings.map((spelling) => addressKey(spelling)));
    expect(keys.size).toBe(1);
    // Decoded, not compared as text.
    expect([...keys][0]).not.toMatch(/^text:/);
  });

  it('keys an XRP X-address as its classic address and tag', () => {
    expect(addressKey('T7PnNYsX9KwKKyMSW8M3hgHuJs9NSUjAbHKFNVV3AG2VfqG')).toBe(
      addressKey('rrrrrrrrrrrrrrrrrrrrBZbvji', '1'),
    );
    expect(addressKey('rrrrrrrrrrrrrrrrrrrrBZbvji', '1')).not.toBe(
      addressKey('rrrrrrrrrrrrrrrrrrrrBZbvji', '2'),
    );
  });

  it('tells apart what is not the same address: networks, script kinds, other hashes', () => {
    const distinct = [
      // The same hash on the main and the test network.
      'bitcoincash:qpm2qsznhks23z7629mms6s4cwef74vcwvy22gdx6a',
      'bchtest:qpm2qsznhks23z7629mms6s4cwef74vcwvqcw003ap',
      // The same hash as a script hash.
      'bitcoincash:ppm2qsznhks23z7629mms6s4cwef74vcwvn0h829pq',
      // Another hash.
      '1KXrWXciRDZUpQwQmuM1DbwsKDLYAYsVLR',
      'bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4',
      'tb1qw508d6qejxtdg4y5r3zarvary0c5xw7kxpjzsx',
      '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed',
      'rHb9CJAWyB4rj91VRWn96DkukG4bwdtyTh',
    ];
    const keys = distinct.map((address) => addressKey(address));
    expect(new Set(keys).size).toBe(distinct.length);
    expect(keys.filter((key) => key.startsWith('text:'))).toEqual([]);
  });
});

describe('the deny list', () => {
  const list = parseDenyList(
    [
      sdnRow(1, [
        ['BCH', 'bchtest:qq3zyg3zyg3zyg3zyg3zyg3zyg3zyg3zyg8632f694'],
        ['ETH', '0xfb6916095ca1df60bb79ce92ce3ea74c37c5d359'],
      ]),
      sdnRow(2, [
        ['XBT', 'TB1QRP33G0Q5C5TXSP9ARYSRX4K6ZDKFS4NCE4XJ0GDCCCEFVPYSXF3Q0SL5K7'],
        ['XRP', 'rrrrrrrrrrrrrrrrrrrrBZbvji'],
        // An exchange's account: only this customer's tag of it is listed.
        ['XRP', 'XVPcpSm47b1CZkf5AkKM9a84dQHe3mTrp5rFfTk6ZZZunEr'],
        ['LTC', 'MJiPwX84iBe4WnFDwsYGgtnz1XonPhUqhf'],
      ]),
    ].join('\n'),
  );

  it.each([
    ['the legacy spelling of a listed cashaddr', 'midSACfDe3qAxJZZXA9gkwBZgPqJJUpy1w', null, '1'],
    [
      'a listed cashaddr without its prefix, upper case',
      'QQ3ZYG3ZYG3ZYG3ZYG3ZYG3ZYG3ZYG3ZYG8632F694',
      null,
      '1',
    ],
    [
      'the EIP-55 spelling of a listed lower-case address',
      '0xfB6916095ca1df60bB79Ce92cE3Ea74c37c5d359',
      null,
      '1',
    ],
    [
      'a listed upper-case bech32 in lower case',
      'tb1qrp33g0q5c5txsp9arysrx4k6zdkfs4nce4xj0gdcccefvpysxf3q0sl5k7',
      null,
      '2',
    ],
    ['a listed XRP account with any tag', 'rrrrrrrrrrrrrrrrrrrrBZbvji', '42', '2'],
    [
      'a listed XRP account as an X-address with a tag',
      'T7PnNYsX9KwKKyMSW8M3hgHuJs9NSUjAbHKFNVV3AG2VfqG',
      null,
      '2',
    ],
    [
      'a listed X-address as its classic address and tag',
      'rHb9CJAWyB4rj91VRWn96DkukG4bwdtyTh',
      '7',
      '2',
    ],
    [
      'the 3… spelling of a listed Litecoin M… address',
      '3CWFddi6m4ndiGyKqzYvsFYagqDLPVMTzC',
      null,
      '2',
    ],
  ])('finds %s', (_, address, tag, entNum) => {
    expect(list.find(address, tag)?.entNum).toBe(entNum);
  });

  it('does not refuse another tag of an account listed with its tag, nor other addresses', () => {
    expect(list.find('rHb9CJAWyB4rj91VRWn96DkukG4bwdtyTh', '8')).toBeUndefined();
    expect(list.find('rHb9CJAWyB4rj91VRWn96DkukG4bwdtyTh')).toBeUndefined();
    expect(list.find('bitcoincash:qq3zyg3zyg3zyg3zyg3zyg3zyg3zyg3zygrg4dtdzf')).toBeUndefined();
    expect(list.find('0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed')).toBeUndefined();
  });
});
