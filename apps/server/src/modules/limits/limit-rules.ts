import type { InvestorCategory, Province } from '@maple/contracts';
import type { CryptoAssetCode } from '@maple/money';
import type { LimitsConfig } from './limits.config.js';
import type { LimitKind } from './limits.tables.js';

/**
 * The limits of docs/product/limits.md as pure rules: which apply to a customer, and what fits in
 * them.
 */

export type { LimitKind } from './limits.tables.js';

/** A rolling window: the last so many hours, or calendar months. */
export type RollingWindow = { hours: number } | { months: number };

export type LimitName = 'funding_24h' | 'funding_7d' | 'crypto_withdrawal_24h' | 'investment_12m';

/** What the limits know of a customer (identity verification answers it; ADR 17). */
export interface InvestorProfile {
  category: InvestorCategory | null;
  province: Province | null;
  eddPassed: boolean;
}

/** No profile is read as the strictest case: a retail investor, not exempt, without EDD. */
export const strictestProfile: InvestorProfile = {
  category: null,
  province: null,
  eddPassed: false,
};

/** One limit as it applies to one customer; a null `cents` is no limit at all. */
export interface CustomerLimit {
  name: LimitName;
  kind: LimitKind;
  window: RollingWindow;
  cents: bigint | null;
  /** Whether enhanced due diligence raised it. */
  eddRaised: boolean;
}

/**
 * Non-specified crypto assets (the securities regulators' term): their net purchases count
 * against the investment limit. BTC, ETH, LTC, BCH and USDC are not among them.
 */
export const nonSpecifiedAssets: readonly CryptoAssetCode[] = ['XRP'];

export const countsAsInvestment = (asset: CryptoAssetCode): boolean =>
  nonSpecifiedAssets.includes(asset);

/** The customer's limits, in a fixed order: funding 24 h, 7 d, crypto withdrawals, investment. */
export function limitsOf(config: LimitsConfig, profile: InvestorProfile): CustomerLimit[] {
  const raised = profile.eddPassed && config.eddMultiplier > 1n;
  const scaled = (cents: bigint) => (raised ? cents * config.eddMultiplier : cents);
  const exempt =
    profile.province !== null && config.investmentExemptProvinces.includes(profile.province);
  const category = profile.category ?? 'retail';
  const investment =
    exempt || category === 'accredited'
      ? null
      : category === 'eligible'
        ? config.investmentEligibleCents
        : config.investmentRetailCents;
  return [
    {
      name: 'funding_24h',
      kind: 'funding',
      window: { hours: 24 },
      cents: scaled(config.fundingDayCents),
      eddRaised: raised,
    },
    {
      name: 'funding_7d',
      kind: 'funding',
      window: { hours: 7 * 24 },
      cents: scaled(config.fundingWeekCents),
      eddRaised: raised,
    },
    {
      name: 'crypto_withdrawal_24h',
      kind: 'crypto_withdrawal',
      window: { hours: 24 },
      cents: scaled(config.cryptoWithdrawalDayCents),
      eddRaised: raised,
    },
    {
      name: 'investment_12m',
      kind: 'investment',
      window: { months: 12 },
      cents: investment,
      eddRaised: false,
    },
  ];
}

const HOUR_MS = 3_600_000;

/** `at` moved by whole calendar months, the day clamped to the month's last (31 Mar − 1 → 28 Feb). */
function addMonths(at: Date, months: number): Date {
  const moved = new Date(at.getTime());
  const day = moved.getUTCDate();
  moved.setUTCDate(1);
  moved.setUTCMonth(moved.getUTCMonth() + months);
  const lastDay = new Date(
    Date.UTC(moved.getUTCFullYear(), moved.getUTCMonth() + 1, 0),
  ).getUTCDate();
  moved.setUTCDate(Math.min(day, lastDay));
  return moved;
}

/** Usage that occurred after this moment is inside the window at `now`. */
export const windowStart = (window: RollingWindow, now: Date): Date =>
  'hours' in window
    ? new Date(now.getTime() - window.hours * HOUR_MS)
    : addMonths(now, -window.months);

/** When usage that occurred at `occurredAt` leaves the window. */
export const agesOutAt = (window: RollingWindow, occurredAt: Date): Date =>
  'hours' in window
    ? new Date(occurredAt.getTime() + window.hours * HOUR_MS)
    : addMonths(occurredAt, window.months);

/** What counts as used: an investment's sales can take the net below zero, but not its use. */
export const usedOf = (sum: bigint): bigint => (sum > 0n ? sum : 0n);

/** Whether `amount` fits on top of what the window holds. Decreases (a sale) always fit. */
export const fits = (limit: bigint | null, sum: bigint, amount: bigint): boolean =>
  limit === null || amount <= 0n || usedOf(sum) + amount <= limit;

/** One movement inside a window. */
export interface UsageEvent {
  amount: bigint;
  occurredAt: Date;
}

/**
 * The earliest moment, from `now` on, at which enough of the window's usage has aged out for
 * `amount` to fit; null when no such moment comes, since the amount is larger than the limit
 * itself. `events` are the usage inside the window at `now`.
 */
export function resetsAt(
  window: RollingWindow,
  limit: bigint,
  events: readonly UsageEvent[],
  amount: bigint,
  now: Date,
): Date | null {
  const sorted = [...events].sort((a, b) => a.occurredAt.getTime() - b.occurredAt.getTime());
  let inside = sorted.reduce((sum, event) => sum + event.amount, 0n);
  if (fits(limit, inside, amount)) return now;
  for (const [index, event] of sorted.entries()) {
    inside -= event.amount;
    // Usage of the same moment leaves together.
    const next = sorted[index + 1];
    if (next !== undefined && next.occurredAt.getTime() === event.occurredAt.getTime()) continue;
    if (fits(limit, inside, amount)) return agesOutAt(window, event.occurredAt);
  }
  return null;
}
