import { describe, expect, it } from 'vitest';
import { makeJwt } from '../../test/jwt';
import { accessTokenMarginMs, decideCustomerSession, isDuplicateLogin } from './decisions';

const now = Date.UTC(2030, 0, 1);
const nowSeconds = now / 1000;
const expiringIn = (seconds: number) =>
  makeJwt({ iat: nowSeconds - 60, exp: nowSeconds + seconds });

describe('decideCustomerSession', () => {
  it('is signed-out without a readable user token, whatever the access token', () => {
    for (const userToken of [null, '', 'garbage', makeJwt({ iat: 1 })]) {
      expect(decideCustomerSession({ userToken, accessToken: expiringIn(600) }, now)).toBe(
        'signed-out',
      );
    }
  });

  it('is expired once the user token has expired, even with a valid access token', () => {
    expect(
      decideCustomerSession({ userToken: expiringIn(0), accessToken: expiringIn(600) }, now),
    ).toBe('expired');
  });

  it('continues while both tokens are valid', () => {
    expect(
      decideCustomerSession({ userToken: expiringIn(3600), accessToken: expiringIn(600) }, now),
    ).toBe('continue');
  });

  it('refreshes the access token when it is missing, unreadable, expired or nearly so', () => {
    const margin = accessTokenMarginMs / 1000;
    for (const accessToken of [
      null,
      'garbage',
      expiringIn(-1),
      expiringIn(0),
      expiringIn(margin),
    ]) {
      expect(decideCustomerSession({ userToken: expiringIn(3600), accessToken }, now)).toBe(
        'refresh-access',
      );
    }
    expect(
      decideCustomerSession(
        { userToken: expiringIn(3600), accessToken: expiringIn(margin + 1) },
        now,
      ),
    ).toBe('continue');
  });
});

describe('isDuplicateLogin', () => {
  const userToken = makeJwt({ iat: 1_900_000_000, exp: 1_900_043_200 });

  it('is false when the newest session is this one', () => {
    expect(isDuplicateLogin(userToken, 1_900_000_000)).toBe(false);
  });

  it('is true when a newer (or any other) sign-in is the newest', () => {
    expect(isDuplicateLogin(userToken, 1_900_000_001)).toBe(true);
    expect(isDuplicateLogin(userToken, 1_899_999_999)).toBe(true);
  });

  it('is true for a user token without an issue time', () => {
    expect(isDuplicateLogin(makeJwt({ exp: 1_900_043_200 }), 1_900_000_000)).toBe(true);
    expect(isDuplicateLogin('garbage', 1_900_000_000)).toBe(true);
  });
});
