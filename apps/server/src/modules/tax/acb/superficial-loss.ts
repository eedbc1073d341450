import { torontoDay } from '../../../infra/clock.js';
import type { HoldingEvent } from './holding-events.js';

/**
 * The superficial-loss rule (Income Tax Act s. 54 "superficial loss", s. 40(2)(g)(i),
 * s. 53(1)(f); CRA, "Capital gains 2025", T4037): a loss on a disposition is denied when
 * identical property is acquired in the 61 days from 30 days before to 30 days after it and is
 * still held at the end of the 30th day after. When fewer units are reacquired or still held
 * than were sold, only that part is denied: loss × min(sold, acquired in the window, held at the
 * window's end) / sold. The denied amount is added to the cost of the substituted units.
 *
 * Only the platform's own records count: what the customer holds in their own wallets or
 * elsewhere, and a spouse's purchases, are outside its sight (docs/product/tax.md).
 */
export const WINDOW_DAYS = 30;

/** What the rule finds for one disposition, from quantities alone (no costs). */
export interface SuperficialWindow {
  /** min(sold, acquired in the window, held at its end): the substituted units; 0 for none. */
  substituted: bigint;
  /**
   * The event after which the denied loss joins the pool's cost: the first, from the
   * disposition on, after which the pool holds the substituted units again.
   */
  addAfter: number;
  /** The window's last day is still to end, as of the day the history was read. */
  provisional: boolean;
}

/** Days since 1970-01-01 of a `YYYY-MM-DD` calendar day. */
export function dayNumber(day: string): number {
  const [year, month, date] = day.split('-').map(Number);
  if (year === undefined || month === undefined || date === undefined) {
    throw new Error(`not a calendar day: ${day}`);
  }
  return Date.UTC(year, month - 1, date) / 86_400_000;
}

/** Each event's Toronto calendar day, as a day number. */
export const eventDays = (events: readonly HoldingEvent[]): number[] =>
  events.map((event) => dayNumber(torontoDay(event.at)));

/** The quantity held on the platform after each event. */
function runningQuantities(events: readonly HoldingEvent[]): bigint[] {
  let held = 0n;
  return events.map((event) => {
    held += event.kind === 'acquisition' ? event.quantity : -event.quantity;
    return held;
  });
}

/**
 * The window of every disposition in `events` (sorted by time), keyed by its index; `asOf` is
 * when the history was read, which decides whether a window is still open.
 */
export function superficialWindows(
  events: readonly HoldingEvent[],
  asOf: Date,
): Map<number, SuperficialWindow> {
  const days = eventDays(events);
  const held = runningQuantities(events);
  const acquiredBefore = acquisitionsBefore(events);
  const today = dayNumber(torontoDay(asOf));
  const windows = new Map<number, SuperficialWindow>();
  events.forEach((event, index) => {
    if (event.kind !== 'disposition') return;
    const day = days[index] ?? 0;
    // Days never decrease along the sorted events, so the window is one run of them.
    const first = firstIndexWhere(days, (other) => other >= day - WINDOW_DAYS);
    const last = firstIndexWhere(days, (other) => other > day + WINDOW_DAYS) - 1;
    const acquired = (acquiredBefore[last + 1] ?? 0n) - (acquiredBefore[first] ?? 0n);
    const substituted = min(event.quantity, acquired, held[last] ?? 0n);
    const addAfter = firstHolding(held, index, substituted);
    windows.set(index, { substituted, addAfter, provisional: today <= day + WINDOW_DAYS });
  });
  return windows;
}

/** Units acquired by the events before each index (one more entry than events). */
function acquisitionsBefore(events: readonly HoldingEvent[]): bigint[] {
  const sums = [0n];
  let sum = 0n;
  for (const event of events) {
    if (event.kind === 'acquisition') sum += event.quantity;
    sums.push(sum);
  }
  return sums;
}

/** The first index of a non-decreasing list whose value passes `test` (binary search). */
function firstIndexWhere(values: readonly number[], test: (value: number) => boolean): number {
  let low = 0;
  let high = values.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (test(values[middle] ?? 0)) high = middle;
    else low = middle + 1;
  }
  return low;
}

/** The first index from `from` on after which at least `quantity` units are held. */
function firstHolding(held: readonly bigint[], from: number, quantity: bigint): number {
  for (let at = from; at < held.length; at += 1) {
    if ((held[at] ?? 0n) >= quantity) return at;
  }
  return held.length - 1;
}

const min = (...values: bigint[]): bigint =>
  values.reduce((least, value) => (value < least ? value : least));
