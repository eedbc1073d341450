import { describe, expect, it } from 'vitest';
import { adjustedCostBase } from './adjusted-cost-base.js';
import type { Acquisition, Disposition } from './holding-events.js';

/** Whole units of an 8-decimal asset, in minor units. */
const units = (count: number) => BigInt(count) * 100_000_000n;
/** Whole dollars, in cents. */
const dollars = (amount: number) => BigInt(Math.round(amount * 100));
/** Noon in Toronto on a calendar day. */
const on = (day: string) => new Date(`${day}T17:00:00Z`);
const later = new Date('2030-01-01T00:00:00Z');

const buy = (ref: string, day: string, count: number, price: number, fee = 0): Acquisition => ({
  kind: 'acquisition',
  ref,
  at: on(day),
  quantity: units(count),
  consideration: dollars(count * price),
  fee: dollars(fee),
  estimated: false,
});
const sell = (ref: string, day: string, count: number, price: number, fee = 0): Disposition => ({
  kind: 'disposition',
  ref,
  at: on(day),
  quantity: units(count),
  proceeds: dollars(count * price),
  outlays: dollars(fee),
});

describe('the adjusted cost base, on the published worked examples', () => {
  it('buy 100 at $50 + $10, sell 50 at $120 + $10: a gain of $3,485.00', () => {
    const acb = adjustedCostBase(
      [buy('b1', '2024-01-10', 100, 50, 10), sell('s1', '2024-03-10', 50, 120, 10)],
      later,
    );
    expect(acb.dispositions.map(({ cost, gain }) => ({ cost, gain }))).toEqual([
      { cost: dollars(2505), gain: dollars(3485) },
    ]);
    expect(acb).toMatchObject({ quantity: units(50), cost: dollars(2505) });
  });

  it('then buy 50 at $130 + $10 and sell 40 at $90 + $10: a loss of $16.00 at $90.15 a unit', () => {
    const acb = adjustedCostBase(
      [
        buy('b1', '2024-01-10', 100, 50, 10),
        sell('s1', '2024-03-10', 50, 120, 10),
        buy('b2', '2024-05-10', 50, 130, 10),
        sell('s2', '2024-08-10', 40, 90, 10),
      ],
      later,
    );
    expect(acb.dispositions[1]).toMatchObject({
      cost: dollars(3606),
      gain: -dollars(16),
      deniedLoss: 0n,
    });
    expect(acb).toMatchObject({ quantity: units(60), cost: dollars(5409) });
  });

  it('sell everything at a loss and buy it back the next day: the $2,000 loss is denied and the new units cost $5,000', () => {
    const acb = adjustedCostBase(
      [
        buy('b1', '2014-01-06', 100, 50),
        sell('s1', '2014-11-03', 100, 30),
        buy('b2', '2014-11-04', 100, 30),
        sell('s2', '2015-12-02', 100, 80),
      ],
      later,
    );
    expect(
      acb.dispositions.map(({ cost, gain, deniedLoss }) => ({ cost, gain, deniedLoss })),
    ).toEqual([
      { cost: dollars(5000), gain: 0n, deniedLoss: dollars(2000) },
      { cost: dollars(5000), gain: dollars(3000), deniedLoss: 0n },
    ]);
  });

  it('hold 50, sell 20 at a loss, buy 15 back within the window and hold them: 15/20 of the loss is denied', () => {
    const acb = adjustedCostBase(
      [
        buy('b1', '2024-01-02', 50, 100),
        sell('s1', '2024-06-03', 20, 60),
        buy('b2', '2024-06-20', 15, 62),
      ],
      later,
    );
    // The loss is 20 × ($100 − $60) = $800; 15/20 of it, $600, is denied and joins the pool.
    expect(acb.dispositions[0]).toMatchObject({ gain: -dollars(200), deniedLoss: dollars(600) });
    expect(acb).toMatchObject({ quantity: units(45), cost: dollars(3000 + 930 + 600) });
  });
});

describe('the superficial-loss window', () => {
  it('counts a purchase 30 days before or after, and not one 31 days away', () => {
    // 1 March 2024: 30 days before is 31 January (2024 is a leap year), 30 days after 31 March.
    const denied = (bought: string) =>
      adjustedCostBase(
        [
          buy('b1', '2023-06-01', 10, 100),
          sell('s1', '2024-03-01', 10, 60),
          buy('b2', bought, 1, 60),
        ],
        later,
      ).dispositions[0]?.deniedLoss;
    // Before: 11 units cost $1,060; 10 of them cost $963.64, a loss of $363.64, 1/10 denied.
    expect(denied('2024-01-31')).toBe(3636n);
    expect(denied('2024-01-30')).toBe(0n);
    // After: the 10 sold cost $1,000, a loss of $400; the one unit bought back denies 1/10.
    expect(denied('2024-03-31')).toBe(4000n);
    expect(denied('2024-04-01')).toBe(0n);
  });

  it('denies nothing when the units bought back are sold again before the window ends', () => {
    const acb = adjustedCostBase(
      [
        buy('b1', '2024-01-02', 10, 100),
        sell('s1', '2024-06-03', 10, 60),
        buy('b2', '2024-06-10', 10, 61),
        sell('s2', '2024-06-20', 10, 62),
      ],
      later,
    );
    expect(acb.dispositions[0]).toMatchObject({ gain: -dollars(400), deniedLoss: 0n });
  });

  it('marks a loss provisional while its 30 days after are still running', () => {
    const events = [buy('b1', '2024-01-02', 10, 100), sell('s1', '2024-06-03', 10, 60)];
    expect(adjustedCostBase(events, on('2024-07-03')).dispositions[0]?.provisional).toBe(true);
    expect(adjustedCostBase(events, on('2024-07-04')).dispositions[0]?.provisional).toBe(false);
  });

  it('takes the Toronto calendar day: 23:30 in Toronto is still that day', () => {
    const acb = adjustedCostBase(
      [
        buy('b1', '2024-01-02', 10, 100),
        { ...sell('s1', '2024-06-03', 10, 60), at: new Date('2024-06-04T03:30:00Z') },
        buy('b2', '2024-07-03', 10, 60),
      ],
      later,
    );
    expect(acb.dispositions[0]).toMatchObject({ day: '2024-06-03', deniedLoss: dollars(400) });
  });
});

describe('transfers and estimates', () => {
  it('moves units to the customer’s own wallet with their share of the cost, and no gain', () => {
    const acb = adjustedCostBase(
      [
        buy('b1', '2024-01-02', 3, 100, 1),
        { kind: 'transfer_out', ref: 't1', at: on('2024-02-01'), quantity: units(1) },
      ],
      later,
    );
    // $301 for 3 units: a third is $100.333…, rounded to $100.33; $200.67 stays.
    expect(acb.transfersOut).toEqual([
      { ref: 't1', at: on('2024-02-01'), quantity: units(1), cost: 10_033n },
    ]);
    expect(acb).toMatchObject({ quantity: units(2), cost: 20_067n, estimated: false });
    expect(acb.dispositions).toEqual([]);
  });

  it('marks every figure a market-valued transfer in reaches as estimated, until the pool empties', () => {
    const acb = adjustedCostBase(
      [
        { ...buy('in1', '2024-01-02', 1, 100), estimated: true },
        sell('s1', '2024-03-01', 1, 120),
        buy('b2', '2024-04-01', 1, 90),
        sell('s2', '2024-05-01', 1, 95),
      ],
      later,
    );
    expect(acb.dispositions.map(({ estimated }) => estimated)).toEqual([true, false]);
  });

  it('refuses a history that sells more than it holds', () => {
    expect(() =>
      adjustedCostBase([buy('b1', '2024-01-02', 1, 100), sell('s1', '2024-01-03', 2, 100)], later),
    ).toThrow('s1: takes 200000000 units, the pool holds 100000000');
  });
});
