import { describe, expect, it } from 'vitest';
import { limitExceededMessage, readLimitExceeded } from './limit-exceeded.js';
import { limitNames } from './limits.js';

describe('a limit_exceeded message', () => {
  it.each(limitNames)('names %s, its amount and when it fits, and reads back the same', (limit) => {
    const fitsAgainAt = new Date('2027-01-11T12:00:00.000Z');
    const message = limitExceededMessage({ limit, cents: 1_234_567_00n, fitsAgainAt });
    expect(message).toMatch(
      /\$1,234,567\.00\. It resets for this amount at 2027-01-11T12:00:00\.000Z\.$/,
    );
    expect(readLimitExceeded(message)).toEqual({
      limit,
      cents: 1_234_567_00n,
      fitsAgainAt: '2027-01-11T12:00:00.000Z',
      never: false,
    });
  });

  it('says an amount above the whole limit never fits, and promises no moment', () => {
    const message = limitExceededMessage({
      limit: 'crypto_withdrawal_24h',
      cents: 10_000_00n,
      fitsAgainAt: null,
    });
    expect(message).toBe(
      'This amount is more than your whole crypto withdrawal limit per 24 hours of $10,000.00, so it can never fit in it. Enter a smaller amount.',
    );
    expect(readLimitExceeded(message)).toEqual({
      limit: 'crypto_withdrawal_24h',
      cents: 10_000_00n,
      fitsAgainAt: undefined,
      never: true,
    });
  });

  it('tells the crypto withdrawal limit from the funding limits', () => {
    const crypto = limitExceededMessage({
      limit: 'crypto_withdrawal_24h',
      cents: 10_000_00n,
      fitsAgainAt: new Date('2027-01-11T12:00:00.000Z'),
    });
    expect(crypto).not.toMatch(/CAD deposits/);
    expect(readLimitExceeded(crypto).limit).toBe('crypto_withdrawal_24h');
  });

  it('reads a message that names no limit as such', () => {
    expect(readLimitExceeded('Over the limit.')).toEqual({
      limit: undefined,
      cents: undefined,
      fitsAgainAt: undefined,
      never: false,
    });
  });
});
