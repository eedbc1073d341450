import { seededRandom } from './admin-hash.js';
import type { CustomerFacts, World } from './admin-world.js';

const DAY_MS = 86_400_000;

/**
 * The request table's choices of real seeded rows: random customers and traders, dates within
 * the seeded history. Seeded, so two runs ask the same questions.
 */
export class Picker {
  private readonly random: () => number;

  constructor(
    private readonly world: World,
    seed: number,
  ) {
    this.random = seededRandom(seed);
  }

  /** Any customer, uniformly: most are one-off customers with a handful of trades. */
  customer(): CustomerFacts {
    return this.world.customer(Math.floor(this.random() * this.world.sizes.customers));
  }

  /** A customer who passed verification (has a legal name and phone on file). */
  verifiedCustomer(): CustomerFacts {
    let index = Math.floor(this.random() * this.world.sizes.customers);
    while (!this.world.trades(index)) index = (index + 1) % this.world.sizes.customers;
    return this.world.customer(index);
  }

  /** One of the busiest 0.1 % of customers (hundreds to thousands of trades at full scale). */
  heavyTrader(): CustomerFacts {
    const busiest = Math.max(1, Math.floor(this.world.sizes.customers / 1000));
    let index = Math.floor(this.random() * busiest);
    while (!this.world.trades(index)) index = (index + 1) % this.world.sizes.customers;
    return this.world.customer(index);
  }

  /** A trader drawn as the seed drew them for trades (busy customers likelier). */
  trader(): CustomerFacts {
    return this.world.customer(this.world.activeCustomer(97, Math.floor(this.random() * 2 ** 31)));
  }

  /** `YYYY-MM-DD`, `daysBack` whole days before the end of the history. */
  day(daysBack: number): string {
    return new Date(this.world.end.getTime() - daysBack * DAY_MS).toISOString().slice(0, 10);
  }

  /** An ISO instant `daysBack` days before the end. */
  instant(daysBack: number): string {
    return new Date(this.world.end.getTime() - daysBack * DAY_MS).toISOString();
  }

  /** Whole number in [0, n). */
  below(n: number): number {
    return Math.floor(this.random() * n);
  }

  /** One of the items. */
  oneOf<T>(items: readonly [T, ...T[]]): T {
    return items[this.below(items.length)] ?? items[0];
  }
}
