import { describe, expect, it } from 'vitest';
import { TestClock } from '../../../testing/test-clock.js';
import { TokenBucket } from './token-bucket.js';

describe('TokenBucket', () => {
  it('gives at most perMinute tokens in any rolling minute', () => {
    const clock = new TestClock(new Date('2026-11-22T15:00:00Z'));
    const bucket = new TokenBucket(3, clock);
    expect([bucket.tryTake(), bucket.tryTake()]).toEqual([true, true]);
    clock.advance(30);
    expect(bucket.tryTake()).toBe(true);
    expect(bucket.tryTake()).toBe(false);
    expect(bucket.waitMs()).toBe(30_000);

    clock.advance(29.999);
    expect(bucket.tryTake()).toBe(false);
    clock.advance(0.001);
    // The first two come back together, the third half a minute later.
    expect([bucket.tryTake(), bucket.tryTake(), bucket.tryTake()]).toEqual([true, true, false]);
    expect(bucket.waitMs()).toBe(30_000);
  });

  it('answers no wait while a token is free', () => {
    const bucket = new TokenBucket(1, new TestClock());
    expect(bucket.waitMs()).toBe(0);
  });

  it('refuses a limit that is not a positive whole number', () => {
    expect(() => new TokenBucket(0, new TestClock())).toThrow(RangeError);
    expect(() => new TokenBucket(1.5, new TestClock())).toThrow(RangeError);
  });
});
