import type { Kysely } from 'kysely';
import type { Clock } from '../../infra/clock.js';
import type { LimitsConfig } from '../../infra/config.js';
import type { Schema } from '../../infra/db/schema.js';
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
import { insertUsage, lockedWindowSums, windowEvents, windowSums } from './limits.repo.js';

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

/** Where each of a customer's limits stands while a batch is checked. */
interface Running {
  limits: CustomerLimit[];
  sums: bigint[];
  /** The batch's earlier movements that fit, by kind: they occur now. */
  accepted: Map<LimitKind, bigint[]>;
}

/**
 * The limits of SPEC B4 (docs/decisions/0017): funding and crypto withdrawals per rolling 24 h
 * and 7 days, raised by enhanced due diligence, and the investment limit on net purchases of
 * non-specified crypto assets over 12 months. Checks and records run inside the caller's
 * transaction, so a movement and its usage commit or vanish together.
 */
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
   * ones; answers, per request, undefined when it fits or the refusal. Writes nothing. A
   * customer with something to check is locked until the transaction ends, so a concurrent
   * check for them waits and then counts what this one records.
   */
  async check(
    trx: Kysely<Schema>,
    requests: readonly UsageRequest[],
  ): Promise<(LimitExceededError | undefined)[]> {
    const limits = await this.limitsByCustomer(trx, requests);
    const customerLimits = (guid: string) => limits.get(guid) ?? [];
    const checked = requests.filter((request) =>
      customerLimits(request.customerGuid).some(
        (limit) => limit.kind === request.kind && limit.cents !== null && request.amount > 0n,
      ),
    );
    const customers = [...new Set(checked.map((request) => request.customerGuid))];
    if (customers.length === 0) return requests.map(() => undefined);
    const now = this.deps.clock.now();
    const running = await this.runningOf(trx, customers, limits, now);

    const outcomes: (LimitExceededError | undefined)[] = [];
    for (const request of requests) {
      const state = running.get(request.customerGuid);
      if (state === undefined) {
        outcomes.push(undefined);
        continue;
      }
      const crossed = state.limits.flatMap((limit, index) =>
        limit.kind === request.kind && !fits(limit.cents, state.sums[index] ?? 0n, request.amount)
          ? [limit]
          : [],
      );
      if (crossed.length > 0) {
        outcomes.push(await this.refusal(trx, request, crossed, state, now));
        continue;
      }
      state.limits.forEach((limit, index) => {
        if (limit.kind === request.kind)
          state.sums[index] = (state.sums[index] ?? 0n) + request.amount;
      });
      state.accepted.set(request.kind, [
        ...(state.accepted.get(request.kind) ?? []),
        request.amount,
      ]);
      outcomes.push(undefined);
    }
    return outcomes;
  }

  /** Records movements that happened now, in one statement. */
  record(trx: Kysely<Schema>, requests: readonly UsageRequest[]): Promise<void> {
    const occurredAt = this.deps.clock.now();
    return insertUsage(
      trx,
      requests.map((request) => ({ ...request, occurredAt })),
    );
  }

  /**
   * Checks movements (funding, crypto withdrawals) and records the ones that fit, inside the
   * caller's transaction; answers per request undefined (recorded) or the refusal.
   */
  async checkAndRecord(
    trx: Kysely<Schema>,
    requests: readonly UsageRequest[],
  ): Promise<(LimitExceededError | undefined)[]> {
    const outcomes = await this.check(trx, requests);
    await this.record(
      trx,
      requests.filter((_, index) => outcomes[index] === undefined),
    );
    return outcomes;
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
            window === undefined || used === 0n ? null : agesOutAt(limit.window, window.latest),
        };
      }),
    };
  }

  /** Each requesting customer's limits, from their profile (the strictest without one). */
  private async limitsByCustomer(
    db: Kysely<Schema>,
    requests: readonly UsageRequest[],
  ): Promise<Map<string, CustomerLimit[]>> {
    const guids = [...new Set(requests.map((request) => request.customerGuid))];
    if (guids.length === 0) return new Map();
    const profiles = await this.deps.profiles.profilesOf(db, guids);
    return new Map(
      guids.map((guid) => [
        guid,
        limitsOf(this.deps.config, profiles.get(guid) ?? strictestProfile),
      ]),
    );
  }

  private windowsOf(limits: readonly CustomerLimit[], now: Date) {
    return limits.map((limit) => ({ kind: limit.kind, since: windowStart(limit.window, now) }));
  }

  /** The current sums of the customers' limits, read once their limit locks are held. */
  private async runningOf(
    trx: Kysely<Schema>,
    customers: readonly string[],
    limits: ReadonlyMap<string, CustomerLimit[]>,
    now: Date,
  ): Promise<Map<string, Running>> {
    // Every customer's limits have the same windows, in the same order (limitsOf).
    const windows = this.windowsOf(limitsOf(this.deps.config, strictestProfile), now);
    const sums = await lockedWindowSums(trx, customers, windows);
    return new Map(
      customers.map((guid) => [
        guid,
        {
          limits: limits.get(guid) ?? [],
          sums: windows.map((_, index) => sums.get(guid)?.[index]?.sum ?? 0n),
          accepted: new Map(),
        },
      ]),
    );
  }

  /** The refusal of a movement: the crossed limit that frees room for it last, and when. */
  private async refusal(
    trx: Kysely<Schema>,
    request: UsageRequest,
    crossed: readonly CustomerLimit[],
    state: Running,
    now: Date,
  ): Promise<LimitExceededError> {
    const batch: UsageEvent[] = (state.accepted.get(request.kind) ?? []).map((amount) => ({
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
        resetsAt: resetsAt(limit.window, limit.cents, [...stored, ...batch], request.amount, now),
      });
    }
    const latest = crossings.reduce((a, b) => (b.resetsAt > a.resetsAt ? b : a));
    return new LimitExceededError(latest);
  }
}
