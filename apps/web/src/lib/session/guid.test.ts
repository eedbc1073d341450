import { describe, expect, it } from 'vitest';
import { decodeCustomerGuid } from './guid';

// As the server encodes it: base64url of the guid's text, without padding.
const encode = (text: string) =>
  btoa(text).replaceAll('+', '-').replaceAll('/', '_').replace(/=+$/, '');

describe('decodeCustomerGuid', () => {
  it('decodes the stored guid to the 32-hex platform guid', () => {
    const guid = '3dc508537952373a2162c93bf344effc';
    expect(encode(guid)).toBe('M2RjNTA4NTM3OTUyMzczYTIxNjJjOTNiZjM0NGVmZmM');
    expect(decodeCustomerGuid(encode(guid))).toBe(guid);
  });

  it('accepts padded and base64url-alphabet input', () => {
    const guid = 'ffffffffffffffffffffffffffffffff';
    expect(decodeCustomerGuid(btoa(guid))).toBe(guid);
    expect(decodeCustomerGuid(encode(guid))).toBe(guid);
  });

  it('refuses anything that is not an encoded guid', () => {
    for (const value of [
      '',
      '%%%',
      encode('e2e-customer-guid'),
      encode('3DC508537952373A2162C93BF344EFFC'),
      encode('3dc508537952373a2162c93bf344eff'),
    ]) {
      expect(decodeCustomerGuid(value)).toBeNull();
    }
  });
});
