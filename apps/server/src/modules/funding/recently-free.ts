import type { Kysely } from 'kysely';
import type { Schema } from '../../infra/db/schema.js';
import type { FundingContext } from './funding-context.js';
import { type WithdrawalHold, withdrawalStandings } from './withdrawal-rules.js';

/** How many customers it remembers before it forgets those whose trust has run out. */
const REMEMBERED = 10_000;
/** How long a customer found free to withdraw is trusted on the quote path. */
const TRUST_MS = 1000;

/**
 * The quote path's view of withdrawal holds (as trading's quotes see the verified gate, ADR 17):
 * a customer found free to withdraw is trusted for a second without asking again. Quotes move no
 * money and every transfer asks afresh, so a customer held meanwhile can get a withdrawal quote
 * for that long but never withdraw on it. It saves a busy customer's quotes two reads each.
 */
export class RecentlyFree {
  private readonly trustedUntil = new Map<string, number>();

  constructor(
    private readonly ctx: Pick<FundingContext, 'customers' | 'identity' | 'clock' | 'config'>,
  ) {}

  /** The holds of those customers who are held; asks only about those not trusted now. */
  async holdsAmong(
    db: Kysely<Schema>,
    customerGuids: readonly string[],
  ): Promise<Map<string, WithdrawalHold>> {
    const now = this.ctx.clock.now().getTime();
    const unknown = [...new Set(customerGuids)].filter(
      (guid) => (this.trustedUntil.get(guid) ?? 0) <= now,
    );
    const standings = await withdrawalStandings(this.ctx, db, unknown);
    if (this.trustedUntil.size > REMEMBERED) {
      for (const [guid, until] of this.trustedUntil) {
        if (until <= now) this.trustedUntil.delete(guid);
      }
    }
    const holds = new Map<string, WithdrawalHold>();
    for (const [guid, standing] of standings) {
      if (standing.hold === undefined) this.trustedUntil.set(guid, now + TRUST_MS);
      else holds.set(guid, standing.hold);
    }
    return holds;
  }
}
