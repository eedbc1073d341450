import type { Kysely } from 'kysely';
import type { Clock } from '../../infra/clock.js';
import type { Schema } from '../../infra/db/schema.js';
import type { CustomerService } from './customer.service.js';

/** How many customers it remembers before it forgets those whose trust has run out. */
const REMEMBERED = 10_000;
/** How long a verification seen is trusted (a trade or transfer always asks again). */
const TRUST_MS = 1_000;

/**
 * The quote paths' view of the verified gate (trading's and funding's quotes, ADR 17): a
 * customer found verified is trusted for a second without asking again. Quotes move no money,
 * and every trade or transfer asks afresh, so a customer frozen meanwhile can get a quote for
 * that long but never use it. It saves the quote batches of a busy customer a round trip each.
 */
export class RecentlyVerified {
  private readonly trustedUntil = new Map<string, number>();

  constructor(
    private readonly gate: Pick<CustomerService, 'unverifiedAmong'>,
    private readonly clock: Clock,
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
      if (!unverified.has(guid)) this.trustedUntil.set(guid, now + TRUST_MS);
    }
    return unverified;
  }
}
