import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { makeJwt, tokenExpiringIn } from '../../test/jwt';
import { localKeys, sessionKeys } from './keys';
import {
  clearAdminSession,
  clearCustomerSession,
  msUntilSessionExpiry,
  readAdminSession,
  readCustomerSession,
  readDisplayName,
  readStoredCustomerSession,
  storeAccessToken,
  storeAdminToken,
  storeCustomerSession,
} from './session';
import { readClaims } from './token';

describe('token claims', () => {
  it('reads exp and iat without checking the signature', () => {
    expect(readClaims(makeJwt({ exp: 2_000_000_000, iat: 1_900_000_000 }))).toEqual({
      exp: 2_000_000_000,
      iat: 1_900_000_000,
    });
  });

  it('rejects tokens it cannot read an expiry from', () => {
    for (const token of [
      '',
      'not-a-jwt',
      'a.b.c',
      makeJwt({ iat: 1 }),
      makeJwt({ exp: '2000000000' }),
      `${makeJwt({ exp: 1 }).split('.')[0]}.%%%.sig`,
    ]) {
      expect(readClaims(token)).toBeNull();
    }
  });
});

describe('customer session', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('is none without a user token', () => {
    sessionStorage.setItem(sessionKeys.accessToken, tokenExpiringIn(600));
    expect(readCustomerSession()).toBe('none');
  });

  it('is valid while the user token expires in the future', () => {
    sessionStorage.setItem(sessionKeys.userToken, tokenExpiringIn(60));
    expect(readCustomerSession()).toBe('valid');
  });

  it('is expired once exp is past, to the second', () => {
    vi.useFakeTimers({ now: new Date('2030-01-01T00:00:00Z') });
    const exp = Date.now() / 1000 + 10;
    sessionStorage.setItem(sessionKeys.userToken, makeJwt({ exp }));
    vi.advanceTimersByTime(9_999);
    expect(readCustomerSession()).toBe('valid');
    vi.advanceTimersByTime(1);
    expect(readCustomerSession()).toBe('expired');
    expect(msUntilSessionExpiry('customer')).toBe(0);
  });

  it('treats a malformed user token as no session', () => {
    sessionStorage.setItem(sessionKeys.userToken, 'garbage');
    expect(readCustomerSession()).toBe('none');
  });
});

describe('admin session', () => {
  it('follows a_at: none, valid, expired, malformed', () => {
    expect(readAdminSession()).toBe('none');
    sessionStorage.setItem(sessionKeys.adminToken, tokenExpiringIn(60));
    expect(readAdminSession()).toBe('valid');
    sessionStorage.setItem(sessionKeys.adminToken, tokenExpiringIn(-1));
    expect(readAdminSession()).toBe('expired');
    sessionStorage.setItem(sessionKeys.adminToken, 'x.y');
    expect(readAdminSession()).toBe('none');
  });

  it('is independent of the customer session', () => {
    sessionStorage.setItem(sessionKeys.userToken, tokenExpiringIn(60));
    expect(readAdminSession()).toBe('none');
  });

  it('clearAdminSession removes only a_at', () => {
    sessionStorage.setItem(sessionKeys.adminToken, tokenExpiringIn(60));
    sessionStorage.setItem(sessionKeys.userToken, 'ut');
    clearAdminSession();
    expect(sessionStorage.getItem(sessionKeys.adminToken)).toBeNull();
    expect(sessionStorage.getItem(sessionKeys.userToken)).toBe('ut');
  });
});

describe('clearCustomerSession', () => {
  beforeEach(() => {
    storeCustomerSession({
      guid: 'g',
      accessToken: 'at',
      userToken: 'ut',
      email: 'a@b.ca',
      displayName: 'Ada',
    });
    sessionStorage.setItem(sessionKeys.adminToken, 'admin');
    localStorage.setItem(localKeys.displayName, 'Ada');
    localStorage.setItem(localKeys.email, 'a@b.ca');
    localStorage.setItem(localKeys.theme, '1');
    localStorage.setItem(localKeys.language, 'fr-CA');
  });

  afterEach(() => {
    localStorage.clear();
    sessionStorage.clear();
  });

  it('removes guid, at, ut, user_email, displayName and email', () => {
    clearCustomerSession();
    for (const key of ['guid', 'at', 'ut', 'user_email']) {
      expect(sessionStorage.getItem(key)).toBeNull();
    }
    expect(localStorage.getItem('displayName')).toBeNull();
    expect(localStorage.getItem('email')).toBeNull();
  });

  it('keeps the admin token and the preferences', () => {
    clearCustomerSession();
    expect(sessionStorage.getItem('a_at')).toBe('admin');
    expect(localStorage.getItem('theme')).toBe('1');
    expect(localStorage.getItem('language')).toBe('fr-CA');
  });
});

describe('storing a session', () => {
  afterEach(() => {
    localStorage.clear();
    sessionStorage.clear();
  });

  it('puts tokens, guid and e-mail in sessionStorage, name and e-mail in localStorage', () => {
    storeCustomerSession({
      guid: 'Z3VpZA',
      accessToken: 'access',
      userToken: 'user',
      email: 'ada@example.ca',
      displayName: 'Ada',
    });
    expect({ ...sessionStorage }).toEqual({
      guid: 'Z3VpZA',
      at: 'access',
      ut: 'user',
      user_email: 'ada@example.ca',
    });
    expect({ ...localStorage }).toEqual({ displayName: 'Ada', email: 'ada@example.ca' });
  });

  it('replaces only the access token on regeneration', () => {
    storeCustomerSession({
      guid: 'g',
      accessToken: 'old',
      userToken: 'user',
      email: 'a@b.ca',
      displayName: 'Ada',
    });
    storeAccessToken('new');
    expect(readStoredCustomerSession()).toEqual({
      userToken: 'user',
      accessToken: 'new',
      guid: 'g',
      email: 'a@b.ca',
    });
  });

  it('keeps the admin token apart from the customer session', () => {
    storeAdminToken('admin');
    expect({ ...sessionStorage }).toEqual({ a_at: 'admin' });
    clearCustomerSession();
    expect(sessionStorage.getItem('a_at')).toBe('admin');
  });
});

describe('readDisplayName', () => {
  it('prefers the display name, then the e-mail, then nothing', () => {
    expect(readDisplayName()).toBe('');
    sessionStorage.setItem(sessionKeys.userEmail, 'session@b.ca');
    expect(readDisplayName()).toBe('session@b.ca');
    localStorage.setItem(localKeys.email, 'local@b.ca');
    expect(readDisplayName()).toBe('local@b.ca');
    localStorage.setItem(localKeys.displayName, 'Ada Lovelace');
    expect(readDisplayName()).toBe('Ada Lovelace');
  });
});
