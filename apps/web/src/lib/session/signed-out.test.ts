import { describe, expect, it } from 'vitest';
import { safeNext, signedOutReason, signinLocation } from './signed-out';

describe('safeNext', () => {
  it('keeps a path of this site, with its query and fragment', () => {
    expect(safeNext('/withdrawals')).toBe('/withdrawals');
    expect(safeNext('/orders?page=2#top')).toBe('/orders?page=2#top');
  });

  it('refuses what could lead off the site or back to signing in', () => {
    for (const value of [
      null,
      '',
      'withdrawals',
      '//evil.example/withdrawals',
      '/\\evil.example',
      'https://evil.example/',
      'javascript:alert(1)',
      '/signin',
      '/SignUp',
      '/logout?x=1',
    ]) {
      expect(safeNext(value)).toBeNull();
    }
  });
});

describe('signinLocation', () => {
  it('carries the page to return to and why the customer is signed out', () => {
    expect(signinLocation()).toBe('/signin');
    expect(signinLocation({ next: '/dashboard' })).toBe('/signin');
    expect(signinLocation({ next: '/withdrawals?asset=BTC', reason: 'signed_in_elsewhere' })).toBe(
      '/signin?next=%2Fwithdrawals%3Fasset%3DBTC&signed_out=signed_in_elsewhere',
    );
    expect(signinLocation({ next: '//evil.example', reason: 'signed_out' })).toBe(
      '/signin?signed_out=signed_out',
    );
  });
});

describe('signedOutReason', () => {
  it('reads only a reason the screen knows', () => {
    expect(signedOutReason(new URLSearchParams('signed_out=expired'))).toBe('expired');
    expect(signedOutReason(new URLSearchParams('signed_out=<script>'))).toBeNull();
    expect(signedOutReason(new URLSearchParams(''))).toBeNull();
  });
});
