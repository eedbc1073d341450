import type { Clock } from '../../../infra/clock.js';

const minuteMs = 60_000;

/**
 * At most `perMinute` takes in any rolling minute. Each token comes back one minute after it is
 * spent rather than dripping back continuously: a classic bucket that starts full and refills at
 * the same rate lets nearly twice the limit through in one minute, which CoinGecko would answer
 * with 429s.
 */
export class TokenBucket {
  /** When each token still out was taken, oldest first. */
  private readonly spent: number[] = [];

  constructor(
    private readonly perMinute: number,
    private readonly clock: Clock,
  ) {
    if (!Number.isInteger(perMinute) || perMinute < 1) {
      throw new RangeError(`requestsPerMinute must be a positive whole number, got ${perMinute}`);
    }
  }

  /** Takes a token if one is free; answers whether it did. */
  tryTake(): boolean {
    const now = this.returnExpired();
    if (this.spent.length >= this.perMinute) return false;
    this.spent.push(now);
    return true;
  }

  /** Milliseconds until a token is free; 0 when one is free now. */
  waitMs(): number {
    const now = this.returnExpired();
    const oldest = this.spent[0];
    if (this.spent.length < this.perMinute || oldest === undefined) return 0;
    return oldest + minuteMs - now;
  }

  private returnExpired(): number {
    const now = this.clock.now().getTime();
    while ((this.spent[0] ?? now) <= now - minuteMs) this.spent.shift();
    return now;
  }
}
