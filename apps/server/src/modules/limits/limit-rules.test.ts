import { describe, expect, it } from 'vitest';
import { testConfig } from '../../testing/test-app.js';
import {
  agesOutAt,
  countsAsInvestment,
  fits,
  limitsOf,
  resetsAt,
  strictestProfile,
  windowStart,
} from './limit-rules.js';

const config = testConfig.limits;
const centsOf = (profile: Parameters<typeof limitsOf>[1]) =>
  Object.fromEntries(limitsOf(config, profile).map((limit) => [limit.name, limit.cents]));

describe('the limits of a customer', () => {
  it('are the strictest without a profile: retail, not exempt, no EDD', () => {
    expect(centsOf(strictestProfile)).toEqual({
      funding_24h: 10_000_00n,
      funding_7d: 50_000_00n,
      crypto_withdrawal_24h: 10_000_00n,
      investment_12m: 30_000_00n,
    });
    expect(limitsOf(config, strictestProfile).some((limit) => limit.eddRaised)).toBe(false);
  });

  it('are raised five times by a passed EDD, except the investment limit', () => {
    const limits = limitsOf(config, { category: 'retail', province: 'ON', eddPassed: true });
    expect(Object.fromEntries(limits.map((limit) => [limit.name, limit.cents]))).toEqual({
      funding_24h: 50_000_00n,
      funding_7d: 250_000_00n,
      crypto_withdrawal_24h: 50_000_00n,
      investment_12m: 30_000_00n,
    });
    expect(limits.map((limit) => limit.eddRaised)).toEqual([true, true, true, false]);
  });

  it('cap net purchases by investor category, with none for accredited or exempt provinces', () => {
    const investment = (profile: Parameters<typeof limitsOf>[1]) => centsOf(profile).investment_12m;
    expect(investment({ category: 'eligible', province: 'ON', eddPassed: false })).toBe(
      100_000_00n,
    );
    expect(investment({ category: 'accredited', province: 'ON', eddPassed: false })).toBeNull();
    for (const province of ['BC', 'MB', 'QC'] as const) {
      expect(investment({ category: 'retail', province, eddPassed: false })).toBeNull();
    }
    expect(investment({ category: null, province: 'AB', eddPassed: false })).toBe(30_000_00n);
  });

  it('count XRP as an investment, and none of the specified assets', () => {
    expect(countsAsInvestment('XRP')).toBe(true);
    for (const asset of ['BTC', 'ETH', 'LTC', 'BCH', 'USDC'] as const) {
      expect(countsAsInvestment(asset)).toBe(false);
    }
  });
});

describe('rolling windows', () => {
  const at = (iso: string) => new Date(iso);

  it('reach back 24 hours, 7 days or 12 calendar months, the day clamped to the month', () => {
    const now = at('2027-03-31T10:00:00Z');
    expect(windowStart({ hours: 24 }, now)).toEqual(at('2027-03-30T10:00:00Z'));
    expect(windowStart({ hours: 168 }, now)).toEqual(at('2027-03-24T10:00:00Z'));
    expect(windowStart({ months: 12 }, now)).toEqual(at('2026-03-31T10:00:00Z'));
    expect(windowStart({ months: 1 }, now)).toEqual(at('2027-02-28T10:00:00Z'));
    expect(agesOutAt({ months: 12 }, at('2028-02-29T00:00:00Z'))).toEqual(
      at('2029-02-28T00:00:00Z'),
    );
  });

  it('let a sale take the net below zero without making room beyond the limit', () => {
    expect(fits(100n, -500n, 100n)).toBe(true);
    expect(fits(100n, -500n, 101n)).toBe(false);
    expect(fits(100n, 99n, -1_000n)).toBe(true);
    expect(fits(null, 1_000_000n, 1_000_000n)).toBe(true);
  });
});

describe('when a limit resets for an amount', () => {
  const day = { hours: 24 };
  const now = new Date('2027-01-10T12:00:00Z');
  const hoursAgo = (hours: number) => new Date(now.getTime() - hours * 3_600_000);
  const inHours = (hours: number) => new Date(now.getTime() + hours * 3_600_000);
  const events = [
    { amount: 40n, occurredAt: hoursAgo(20) },
    { amount: 50n, occurredAt: hoursAgo(10) },
  ];

  it('is now when the amount fits', () => {
    expect(resetsAt(day, 100n, events, 10n, now)).toEqual(now);
  });

  it('is when just enough of the window has aged out', () => {
    expect(resetsAt(day, 100n, events, 30n, now)).toEqual(inHours(4));
    expect(resetsAt(day, 100n, events, 70n, now)).toEqual(inHours(14));
  });

  it('lets usage of one moment leave together', () => {
    const together = [
      { amount: 40n, occurredAt: hoursAgo(20) },
      { amount: 30n, occurredAt: hoursAgo(20) },
      { amount: 20n, occurredAt: hoursAgo(5) },
    ];
    expect(resetsAt(day, 100n, together, 50n, now)).toEqual(inHours(4));
  });

  it('counts a sale ageing out as room lost, for net purchases', () => {
    const year = { months: 12 };
    const netted = [
      { amount: -50n, occurredAt: hoursAgo(48) },
      { amount: 120n, occurredAt: hoursAgo(24) },
    ];
    // Net 70 + 40 > 100; when the sale ages out the net is 120: only the purchase leaving helps.
    expect(resetsAt(year, 100n, netted, 40n, now)).toEqual(agesOutAt(year, hoursAgo(24)));
  });

  it('is never for an amount larger than the limit itself', () => {
    expect(resetsAt(day, 100n, events, 150n, now)).toBeNull();
    expect(resetsAt(day, 100n, [], 101n, now)).toBeNull();
  });
});
