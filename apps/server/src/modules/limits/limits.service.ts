import type { Kysely } from 'kysely';
import type { Clock } from '../../infra/clock.js';

import type { Schema } from '../../infra/db/schema.js';
import { type UnitOfWork, withinUnitOfWork } from '../../infra/db/unit-of-work.js';
import type { InvestorProfiles } from './investor-profiles.js';
import { type LimitCrossing, LimitExceededError } from './limit-exceeded.js';
import {
  agesOutAt,
  type CustomerLimit,
  fits,
  type InvestorProfile,
  type LimitKind,
  limitsOf,
  resetsAt,
  strictestProfile,
  type UsageEvent,
  usedOf,
  windowStart,
} from './limit-rules.js';
import type { LimitsConfig } from './limits.config.js';
import {
  deleteUsage,
  lockedWindowSums,
  lockUsageOwners,
  type Usage,
  type UsageTail,
  usageWrites,
  windowEvents,
  windowSums,
} from './limits.repo.js';

export type { InvestorProfiles } from './investor-profiles.js';
export { LimitExceededError } from './limit-exceeded.js';
export { countsAsInvestment } from './limit-rules.js';

/** A movement to check or record: its CAD value in cents (negative: an investment sale). */
export interface UsageRequest {
  customerGuid: string;
  kind: LimitKind;
  amount: bigint;
  /** What moves (`trade:<guid>`, …); recorded once. */
  reference: string;
}

/** One limit as the customer sees it now. */
export interface LimitStanding extends CustomerLimit {
  used: bigint;
  /** Null when there is no limit. */
  remaining: bigint | null;
  /** When everything used now has left the window; null when nothing is used. */
  resetsAt: Date | null;
}

export interface LimitsSummary {
  profile: InvestorProfile;
  provinceExempt: boolean;
  limits: LimitStanding[];
}

/** Where one customer's limits stand while a batch is checked. */
interface Standing {
  limits: CustomerLimit[];
  sums: bigint[];
  /** The batch's earlier movements that fit, by kind: they occur now. */
  accepted: Map<LimitKind, bigint[]>;
}

/** What a check found, and how to record what then happened. */
export interface CheckedUsage {
  /** Per request: undefined when it fits, else the refusal. */
  outcomes: (LimitExceededError | undefined)[];
  /**
   * Records the checked movements that happened, in order, continuing each customer's usage as
   * the check read it: hands their write to `uow` (ADR 49), in the transaction whose limit locks
   * the check took, to ride in its owner's last statement or be flushed.
   */
  record(uow: UnitOfWork, happened: readonly UsageRequest[]): void;
}

/** Customers' investor profiles, by customer guid (`LimitsService.profilesOf`). */
export type LimitProfiles = ReadonlyMap<string, InvestorProfile>;

/** How a check reads the sums (locked or not), and the profiles it was given, if any. */
interface SumsAndProfiles {
  readSums: typeof windowSums;
  profiles: LimitProfiles | undefined;
}

const tailKey = (customerGuid: string, kind: LimitKind) => `${customerGuid}:${kind}`;

/**
 * The limits of docs/product/limits.md (docs/decisions/0017): funding and crypto withdrawals per
 * rolling 24 h and 7 days, raised by enhanced due diligence, and the investment limit on net
 * purchases of non-specified crypto assets over 12 months. Checks and records run inside the
 * caller's transaction, so a movement and its usage commit or vanish together.
 */
/** Whether `a` comes after `b`, never (null) being after every moment. */
const later = (a: Date | null, b: Date | null): boolean => b !== null && (a === null || a > b);

export class LimitsService {
  constructor(
    private readonly deps: {
      db: Kysely<Schema>;
      clock: Clock;
      config: LimitsConfig;
      profiles: InvestorProfiles;
    },
  ) {}

  /**
   * Checks movements as if one after the other, earlier ones of the batch counting for later
   * ones. Takes the customers' limit locks first, held until the transaction ends, so a
   * concurrent check for them waits and then counts what this one records. Writes nothing:
   * the answer's `record` does, for the movements that then happen.
   */
  async check(
    trx: Kysely<Schema>,
    requests: readonly UsageRequest[],
    profiles?: LimitProfiles,
  ): Promise<CheckedUsage> {
    const now = this.deps.clock.now();
    const read = { readSums: lockedWindowSums, profiles };
    const { outcomes, tails } = await this.evaluate(trx, requests, now, read);
    return {
      outcomes,
      record: (uow, happened) => uow.add(usageWrites(this.rowsOf(happened, tails, now))),
    };
  }

  /**
   * The customers' investor profiles, for a `check` to be given when they were read before its
   * transaction: they take no lock (ADR 49).
   */
  profilesOf(db: Kysely<Schema>, customerGuids: readonly string[]): Promise<LimitProfiles> {
    return this.deps.profiles.profilesOf(db, [...new Set(customerGuids)]);
  }

  /**
   * Checks movements as `check` does, without the limit locks and with nothing to record: a
   * quote's check, shown before the customer confirms, which needs no transaction. The movement
   * itself is checked again when it happens.
   */
  async preview(
    db: Kysely<Schema>,
    requests: readonly UsageRequest[],
  ): Promise<(LimitExceededError | undefined)[]> {
    const read = { readSums: windowSums, profiles: undefined };
    return (await this.evaluate(db, requests, this.deps.clock.now(), read)).outcomes;
  }

  /** Each request's refusal or undefined, with the usage tails read (which `record` continues). */
  private async evaluate(
    db: Kysely<Schema>,
    requests: readonly UsageRequest[],
    now: Date,
    read: SumsAndProfiles,
  ): Promise<{ outcomes: (LimitExceededError | undefined)[]; tails: Map<string, UsageTail> }> {
    const customers = [...new Set(requests.map((request) => request.customerGuid))];
    if (customers.length === 0) return { outcomes: [], tails: new Map() };
    const { standings, tails } = await this.standingsOf(db, customers, now, read);
    const outcomes: (LimitExceededError | undefined)[] = [];
    for (const request of requests) {
      const standing = standings.get(request.customerGuid);
      if (standing === undefined) throw new Error('a request of a customer not read');
      const crossed = standing.limits.filter(
        (limit, index) =>
          limit.kind === request.kind &&
          !fits(limit.cents, standing.sums[index] ?? 0n, request.amount),
      );
      if (crossed.length > 0) {
        outcomes.push(await this.refusal(db, request, crossed, standing, now));
        continue;
      }
      standing.limits.forEach((limit, index) => {
        if (limit.kind === request.kind) {
          standing.sums[index] = (standing.sums[index] ?? 0n) + request.amount;
        }
      });
      const accepted = standing.accepted.get(request.kind) ?? [];
      standing.accepted.set(request.kind, [...accepted, request.amount]);
      outcomes.push(undefined);
    }
    return { outcomes, tails };
  }

  /**
   * Checks movements (funding, crypto withdrawals) and records the ones that fit, inside the
   * caller's transaction; answers per request undefined (recorded) or the refusal.
   */
  async checkAndRecord(
    trx: Kysely<Schema>,
    requests: readonly UsageRequest[],
  ): Promise<(LimitExceededError | undefined)[]> {
    const checked = await this.check(trx, requests);
    await withinUnitOfWork(trx, async (uow) => {
      checked.record(
        uow,
        requests.filter((_, index) => checked.outcomes[index] === undefined),
      );
      await uow.flush();
    });
    return checked.outcomes;
  }

  /**
   * Gives back the usage of movements that did not happen after all (a transfer that failed or
   * was cancelled), inside the caller's transaction: as if never recorded, in every window.
   * Takes the customers' limit locks first, as a check does, so call it before taking account
   * locks. Idempotent: a reference not recorded (or given back already) changes nothing.
   * Answers how many were given back.
   */
  async release(trx: Kysely<Schema>, references: readonly string[]): Promise<number> {
    await lockUsageOwners(trx, references);
    return deleteUsage(trx, references);
  }

  /** Every limit of the customer: what it is, what is used and left, and when it resets. */
  async summary(customerGuid: string): Promise<LimitsSummary> {
    const { db } = this.deps;
    const now = this.deps.clock.now();
    const profile =
      (await this.deps.profiles.profilesOf(db, [customerGuid])).get(customerGuid) ??
      strictestProfile;
    const limits = limitsOf(this.deps.config, profile);
    const sums =
      (await windowSums(db, [customerGuid], this.windowsOf(limits, now))).get(customerGuid) ?? [];
    return {
      profile,
      provinceExempt:
        profile.province !== null &&
        this.deps.config.investmentExemptProvinces.includes(profile.province),
      limits: limits.map((limit, index) => {
        const window = sums[index];
        const used = usedOf(window?.sum ?? 0n);
        return {
          ...limit,
          used,
          remaining: limit.cents === null ? null : usedOf(limit.cents - used),
          resetsAt:
            window === undefined || window.latest === null || used === 0n
              ? null
              : agesOutAt(limit.window, window.latest),
        };
      }),
    };
  }

  /**
   * Where each customer's limits and usage stand, read by `readSums` (under their limit locks
   * for a check), with the profiles given or read: the window sums the check adds to, and the
   * tails the record continues.
   */
  private async standingsOf(
    db: Kysely<Schema>,
    customers: readonly string[],
    now: Date,
    { readSums, profiles: given }: SumsAndProfiles,
  ) {
    // Every customer's limits have the same windows in the same order (limitsOf).
    const windows = this.windowsOf(limitsOf(this.deps.config, strictestProfile), now);
    // Side by side: on the pool, two connections; in a transaction, the driver sends the second
    // as soon as the first is answered.
    const [profiles, sums] = await Promise.all([
      given ?? this.deps.profiles.profilesOf(db, customers),
      readSums(db, customers, windows),
    ]);
    const tails = new Map<string, UsageTail>();
    const standings = new Map<string, Standing>();
    for (const guid of customers) {
      const read = sums.get(guid) ?? [];
      windows.forEach((window, index) => {
        const tail = read[index]?.tail;
        if (tail !== undefined) tails.set(tailKey(guid, window.kind), tail);
      });
      standings.set(guid, {
        limits: limitsOf(this.deps.config, profiles.get(guid) ?? strictestProfile),
        sums: windows.map((_, index) => read[index]?.sum ?? 0n),
        accepted: new Map(),
      });
    }
    return { standings, tails };
  }

  private windowsOf(limits: readonly CustomerLimit[], now: Date) {
    return limits.map((limit) => ({ kind: limit.kind, since: windowStart(limit.window, now) }));
  }

  /** The movements as usage rows, each after the one before, continuing their tails. */
  private rowsOf(
    happened: readonly UsageRequest[],
    tails: Map<string, UsageTail>,
    now: Date,
  ): Usage[] {
    return happened.map((request) => {
      const key = tailKey(request.customerGuid, request.kind);
      const tail = tails.get(key) ?? { running: 0n, lastAt: now };
      const next = {
        running: tail.running + request.amount,
        lastAt: tail.lastAt > now ? tail.lastAt : now,
      };
      tails.set(key, next);
      return { ...request, occurredAt: next.lastAt, running: next.running };
    });
  }

  /** The refusal of a movement: the crossed limit that frees room for it last, and when. */
  private async refusal(
    trx: Kysely<Schema>,
    request: UsageRequest,
    crossed: readonly CustomerLimit[],
    standing: Standing,
    now: Date,
  ): Promise<LimitExceededError> {
    const batch: UsageEvent[] = (standing.accepted.get(request.kind) ?? []).map((amount) => ({
      amount,
      occurredAt: now,
    }));
    const crossings: LimitCrossing[] = [];
    for (const limit of crossed) {
      if (limit.cents === null) continue;
      const since = windowStart(limit.window, now);
      const stored = await windowEvents(trx, request.customerGuid, { kind: limit.kind, since });
      crossings.push({
        limit: limit.name,
        cents: limit.cents,
        fitsAgainAt: resetsAt(
          limit.window,
          limit.cents,
          [...stored, ...batch],
          request.amount,
          now,
        ),
      });
    }
    // A limit the amount never fits in outweighs any moment another frees room.
    const latest = crossings.reduce((a, b) => (later(b.fitsAgainAt, a.fitsAgainAt) ? b : a));
    return new LimitExceededError(latest);
  }
}
