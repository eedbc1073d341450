import { Hasher } from './admin-hash.js';
import type { SeedSizes } from './admin-options.js';
import { type Person, personOf } from './admin-people.js';

/**
 * The seeded exchange, as facts derived from each row's index: what the seed writes and what the
 * request table asks for come from the same functions.
 */

/** Where a customer stands; `customers.state` and its identity verification follow from it. */
export type Standing = 'verified' | 'frozen' | 'rejected' | 'reviewing' | 'waiting' | 'new';

/** Shares of the customer base (what a live exchange's back office sees). */
const standings: readonly [Standing, number][] = [
  ['verified', 0.7],
  ['frozen', 0.01],
  ['rejected', 0.03],
  ['reviewing', 0.02],
  ['waiting', 0.1],
  ['new', 0.14],
];

export const guidKind = {
  customer: 1,
  user: 2,
  account: 3,
  verification: 4,
  quote: 5,
  trade: 6,
  transfer: 7,
  fundingQuote: 8,
} as const;

export const assets = ['CAD', 'BTC', 'ETH', 'LTC', 'BCH', 'USDC', 'XRP'] as const;
export type Asset = (typeof assets)[number];

export interface CustomerFacts {
  index: number;
  guid: string;
  userId: string;
  standing: Standing;
  state: 'verified' | 'frozen' | 'rejected' | 'unverified';
  createdAt: Date;
  person: Person;
}

const DAY_MS = 86_400_000;
/** Customers signed up over the last three years, so trades and transfers span them too. */
const HISTORY_DAYS = 3 * 365;

export class World {
  readonly hasher: Hasher;
  /** The end of the seeded history: the hour the bench started. */
  readonly end: Date;
  readonly start: Date;
  private readonly guids: (string | undefined)[] = [];

  constructor(
    seed: number,
    readonly sizes: SeedSizes,
    now: Date,
  ) {
    this.hasher = new Hasher(seed);
    this.end = new Date(Math.floor(now.getTime() / 3_600_000) * 3_600_000);
    this.start = new Date(this.end.getTime() - HISTORY_DAYS * DAY_MS);
  }

  standingOf(index: number): Standing {
    let left = this.hasher.unit(11, index);
    for (const [standing, share] of standings) {
      left -= share;
      if (left < 0) return standing;
    }
    return 'new';
  }

  customer(index: number): CustomerFacts {
    const standing = this.standingOf(index);
    return {
      index,
      guid: this.customerGuid(index),
      userId: uuidOf(this.hasher.guid(guidKind.user, index)),
      standing,
      state:
        standing === 'verified' || standing === 'frozen' || standing === 'rejected'
          ? standing
          : 'unverified',
      createdAt: this.createdAt(index),
      person: personOf(this.hasher, index),
    };
  }

  /** Remembered: trades and transfers ask for the same busy customers' guids again and again. */
  customerGuid(index: number): string {
    let guid = this.guids[index];
    if (guid === undefined) {
      guid = this.hasher.guid(guidKind.customer, index);
      this.guids[index] = guid;
    }
    return guid;
  }

  /** When customer `index` signed up: any time in the history but its last day. */
  createdAt(index: number): Date {
    const span = this.end.getTime() - DAY_MS - this.start.getTime();
    return new Date(this.start.getTime() + Math.floor(this.hasher.unit(12, index) * span));
  }

  /** The guid of customer `index`'s account in `asset` (one per asset, as sign-up opens). */
  accountGuid(index: number, asset: Asset): string {
    return this.hasher.guid(guidKind.account, index * assets.length + assets.indexOf(asset));
  }

  /** Whether the customer ever passed verification, so has trades and transfers. */
  trades(index: number): boolean {
    const standing = this.standingOf(index);
    return standing === 'verified' || standing === 'frozen';
  }

  /**
   * The customer of the `n`-th trade or transfer (salted): skewed as activity is, a few heavy
   * traders and a long tail (index ∝ u², so the first customers trade most), moved on to the
   * next customer who may trade.
   */
  activeCustomer(salt: number, n: number): number {
    const { customers } = this.sizes;
    let index = Math.floor(customers * this.hasher.unit(salt, n) ** 2);
    while (!this.trades(index)) index = (index + 1) % customers;
    return index;
  }

  /** A moment between the customer's sign-up and the end, later moments likelier. */
  momentAfter(createdAt: Date, salt: number, n: number): Date {
    const from = createdAt.getTime();
    const unit = Math.sqrt(this.hasher.unit(salt, n));
    return new Date(from + Math.floor(unit * (this.end.getTime() - from)));
  }
}

const uuidOf = (hex: string) =>
  `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-8${hex.slice(17, 20)}-${hex.slice(20)}`;
