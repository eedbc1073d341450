import type { Kysely } from 'kysely';
import type { Clock } from '../../infra/clock.js';
import type { Schema } from '../../infra/db/schema.js';
import type { TradingGate } from './trading-rules.js';

/** How many customers it remembers before it forgets those whose trust has run out. */
const REMEMBERED = 10_000;

/**
 * The quote path's view of the gate: a customer found verified is trusted for `trustMs` without
 * asking again. Quotes move no money, and every trade asks the customers module afresh, so a
 * customer frozen meanwhile can get a quote for that long but never trade on it. It saves the
 * quote batches of a busy customer a round trip each.
 */
export class RecentlyVerified {
  private readonly trustedUntil = new Map<string, number>();

  constructor(
    private readonly gate: TradingGate,
    private readonly clock: Clock,
    private readonly trustMs: number,
  ) {}

  /** Which of the customers are not verified: asks only about those not trusted now. */
  async unverifiedAmong(db: Kysely<Schema>, guids: readonly string[]): Promise<Set<string>> {
    const now = this.clock.now().getTime();
    const unknown = [...new Set(guids)].filter((guid) => (this.trustedUntil.get(guid) ?? 0) <= now);
    if (unknown.length === 0) return new Set();
    const unverified = await this.gate.unverifiedAmong(db, unknown);
    if (this.trustedUntil.size > REMEMBERED) {
      for (const [guid, until] of this.trustedUntil) {
        if (until <= now) this.trustedUntil.delete(guid);
      }
    }
    for (const guid of unknown) {
      if (!unverified.has(guid)) this.trustedUntil.set(guid, now + this.trustMs);
    }
    return unverified;
  }
}
