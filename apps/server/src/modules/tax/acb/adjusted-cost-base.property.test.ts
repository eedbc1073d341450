import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { torontoDay } from '../../../infra/clock.js';
import { adjustedCostBase } from './adjusted-cost-base.js';
import type { HoldingEvent } from './holding-events.js';

const DAY = 86_400_000;
const start = Date.UTC(2022, 0, 3, 17);

/** One step of a history: days after the previous one, what happens, and how much of it. */
const step = fc.record({
  gapDays: fc.integer({ min: 0, max: 45 }),
  action: fc.constantFrom('buy', 'buy', 'sell', 'sell', 'out'),
  share: fc.integer({ min: 1, max: 100 }),
  quantity: fc.bigInt({ min: 1n, max: 5_000_000_000n }),
  cents: fc.bigInt({ min: 0n, max: 10_000_000n }),
  fee: fc.bigInt({ min: 0n, max: 5_000n }),
  estimated: fc.boolean(),
});

/** A history that never takes more units than it holds. */
const histories = fc.array(step, { maxLength: 40 }).map((steps) => {
  let day = 0;
  let held = 0n;
  const events: HoldingEvent[] = [];
  steps.forEach((s, index) => {
    day += s.gapDays;
    const at = new Date(start + day * DAY + index * 1000);
    const ref = `e${index}`;
    if (s.action === 'buy' || held === 0n) {
      const { quantity, cents: consideration, fee, estimated } = s;
      events.push({ kind: 'acquisition', ref, at, quantity, consideration, fee, estimated });
      held += s.quantity;
      return;
    }
    const quantity = (held * BigInt(s.share)) / 100n || 1n;
    held -= quantity;
    events.push(
      s.action === 'out'
        ? { kind: 'transfer_out', ref, at, quantity }
        : { kind: 'disposition', ref, at, quantity, proceeds: s.cents, outlays: s.fee },
    );
  });
  return events;
});

const asOf = new Date(start + 5 * 365 * DAY);
const sum = (values: bigint[]) => values.reduce((total, value) => total + value, 0n);

describe('the adjusted cost base over generated histories', () => {
  it('accounts for every cent: gains = net proceeds − acquisition costs + remaining cost + cost moved out', () => {
    fc.assert(
      fc.property(histories, (events) => {
        const acb = adjustedCostBase(events, asOf);
        const netProceeds = sum(
          events.flatMap((e) => (e.kind === 'disposition' ? [e.proceeds - e.outlays] : [])),
        );
        const acquisitionCosts = sum(
          events.flatMap((e) => (e.kind === 'acquisition' ? [e.consideration + e.fee] : [])),
        );
        const movedOut = sum(acb.transfersOut.map(({ cost }) => cost));
        const gains = sum(acb.dispositions.map(({ gain }) => gain));
        expect(gains).toBe(netProceeds - acquisitionCosts + acb.cost + movedOut);
      }),
      { numRuns: 3000 },
    );
  });

  it('denies only part of a real loss, and only with a purchase within 30 days', () => {
    fc.assert(
      fc.property(histories, (events) => {
        for (const d of adjustedCostBase(events, asOf).dispositions) {
          const loss = d.cost + d.outlays - d.proceeds;
          expect(d.deniedLoss >= 0n && d.deniedLoss <= (loss > 0n ? loss : 0n)).toBe(true);
          const near = events.some(
            (e) =>
              e.kind === 'acquisition' && Math.abs(e.at.getTime() - d.at.getTime()) <= 31 * DAY,
          );
          if (d.deniedLoss > 0n) expect(near).toBe(true);
        }
      }),
      { numRuns: 3000 },
    );
  });

  it('denies loss × min(sold, bought within 30 days, held on day 30) / sold, counted here by brute force', () => {
    const dayOf = (at: Date) => Date.parse(`${torontoDay(at)}T00:00:00Z`) / DAY;
    const least = (...values: bigint[]) => values.reduce((a, b) => (b < a ? b : a));
    fc.assert(
      fc.property(histories, (events) => {
        const acb = adjustedCostBase(events, asOf);
        for (const d of acb.dispositions) {
          const day = dayOf(d.at);
          const bought = sum(
            events.flatMap((e) =>
              e.kind === 'acquisition' && Math.abs(dayOf(e.at) - day) <= 30 ? [e.quantity] : [],
            ),
          );
          const held = sum(
            events.flatMap((e) =>
              dayOf(e.at) > day + 30 ? [] : [e.kind === 'acquisition' ? e.quantity : -e.quantity],
            ),
          );
          const loss = d.cost + d.outlays - d.proceeds;
          const substituted = least(d.quantity, bought, held);
          const expected =
            loss > 0n && substituted > 0n
              ? (loss * substituted * 2n + d.quantity) / (2n * d.quantity)
              : 0n;
          expect(d.deniedLoss).toBe(expected);
        }
      }),
      { numRuns: 3000 },
    );
  });

  it('keeps the quantity: held = acquired − disposed − moved out; and the order given does not matter', () => {
    fc.assert(
      fc.property(histories, (events) => {
        const acb = adjustedCostBase(events, asOf);
        const signed = events.map((e) => (e.kind === 'acquisition' ? e.quantity : -e.quantity));
        expect(acb.quantity).toBe(sum(signed));
        expect(adjustedCostBase([...events].reverse(), asOf)).toEqual(acb);
      }),
      { numRuns: 2000 },
    );
  });

  it('equals the plain average cost when no disposition has a purchase within its window', () => {
    fc.assert(
      fc.property(histories, (events) => {
        const spaced = events.map((e, index) => ({ ...e, at: new Date(start + index * 62 * DAY) }));
        let quantity = 0n;
        let cost = 0n;
        const plain: bigint[] = [];
        for (const e of spaced) {
          if (e.kind === 'acquisition') {
            quantity += e.quantity;
            cost += e.consideration + e.fee;
            continue;
          }
          const part =
            e.quantity === quantity ? cost : (cost * e.quantity * 2n + quantity) / (2n * quantity);
          quantity -= e.quantity;
          cost -= part;
          if (e.kind === 'disposition') plain.push(e.proceeds - e.outlays - part);
        }
        const acb = adjustedCostBase(spaced, new Date(start + 100 * 62 * DAY));
        expect(acb.dispositions.map(({ gain }) => gain)).toEqual(plain);
      }),
      { numRuns: 2000 },
    );
  });
});
