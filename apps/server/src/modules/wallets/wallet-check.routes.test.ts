import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, type SignedInCustomer, signedInCustomer } from '../../testing/flows.js';
import { createTestApp, type TestApp } from '../../testing/test-app.js';
import { btcWallet } from '../../testing/wallet-flows.js';

/** check-wallet over HTTP: a withdrawal address checked before it is added. */
let t: TestApp;
let customer: SignedInCustomer;
beforeAll(async () => {
  t = await createTestApp();
  customer = await signedInCustomer(t);
});
afterAll(() => t.close());

const own = (who: SignedInCustomer, url: string, payload: object) =>
  t.app.inject({ method: 'POST', url, headers: bearer(who.tokens.ut), payload });

describe('check-wallet', () => {
  const check = (payload: object) => own(customer, '/customers/check-wallet', payload);

  it('answers the canonical address of a valid one', async () => {
    const res = await check({
      asset: 'ETH',
      address: '0xd1220a0cf47c7b9be7a2e6ba89f429762e7b9adb',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      address: '0xD1220A0cf47c7B9Be7A2E6BA89F429762e7b9aDb',
      network: 'testnet',
      tag_required: false,
    });
    const xrp = await check({ asset: 'XRP', address: 'rHb9CJAWyB4rj91VRWn96DkukG4bwdtyTh' });
    expect(xrp.json().data.tag_required).toBe(true);
  });

  it.each([
    [{ asset: 'BTC', address: 'bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4' }, 'invalid_address'],
    [{ asset: 'BTC', address: 'tb1qw508d6qejxtdg4y5r3zarvary0c5xw7kxpjzsy' }, 'invalid_address'],
    [{ asset: 'LTC', address: btcWallet.address }, 'invalid_address'],
    [
      { asset: 'BCH', address: 'bitcoincash:qpm2qsznhks23z7629mms6s4cwef74vcwvy22gdx6a' },
      'invalid_address',
    ],
    [{ asset: 'ETH', address: '0xD1220A0cf47c7B9Be7A2E6BA89F429762e7b9adb' }, 'invalid_address'],
    [
      { asset: 'XRP', address: 'rHb9CJAWyB4rj91VRWn96DkukG4bwdtyTh', tag: '4294967296' },
      'invalid_address',
    ],
    [{ asset: 'BTC', address: btcWallet.address, tag: '7' }, 'invalid_address'],
    [
      { asset: 'USDC', address: '0xfB6916095ca1df60bB79Ce92cE3Ea74c37c5d359' },
      'prohibited_address',
    ],
    [{ asset: 'XRP', address: 'rrrrrrrrrrrrrrrrrrrrBZbvji', tag: '1' }, 'prohibited_address'],
    [{ asset: 'DOGE', address: 'D8vFz4p1L37jdg47HXKtSHA5uYLYxbGgPD' }, 'invalid_parameter'],
  ])('refuses %j with %s', async (payload, code) => {
    const res = await check(payload);
    expect(res.statusCode).toBe(code === 'invalid_parameter' ? 400 : 422);
    expect(res.json()).toMatchObject({ code });
  });

  // The sample list writes these addresses in one spelling; each is refused in its others.
  it.each([
    [
      'BCH, the legacy spelling of a listed cashaddr',
      { asset: 'BCH', address: 'midSACfDe3qAxJZZXA9gkwBZgPqJJUpy1w' },
    ],
    [
      'BCH, a listed cashaddr without its prefix, upper case',
      { asset: 'BCH', address: 'QQ3ZYG3ZYG3ZYG3ZYG3ZYG3ZYG3ZYG3ZYG8632F694' },
    ],
    [
      'BTC, a listed bech32 in upper case',
      { asset: 'BTC', address: 'TB1QRP33G0Q5C5TXSP9ARYSRX4K6ZDKFS4NCE4XJ0GDCCCEFVPYSXF3Q0SL5K7' },
    ],
    [
      'LTC, a listed bech32 in upper case',
      { asset: 'LTC', address: 'TLTC1QZYG3ZYG3ZYG3ZYG3ZYG3ZYG3ZYG3ZYG3YFSYAC' },
    ],
    [
      'ETH, a listed EIP-55 address in lower case',
      { asset: 'ETH', address: '0xfb6916095ca1df60bb79ce92ce3ea74c37c5d359' },
    ],
    [
      'USDC, a listed EIP-55 address in upper case',
      { asset: 'USDC', address: '0xFB6916095CA1DF60BB79CE92CE3EA74C37C5D359' },
    ],
  ])('refuses %s', async (_, payload) => {
    const res = await check(payload);
    expect([res.statusCode, res.json().code]).toEqual([422, 'prohibited_address']);
  });

  it('needs a session', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/customers/check-wallet',
      payload: btcWallet,
    });
    expect(res.statusCode).toBe(401);
  });
});
