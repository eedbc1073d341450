/**
 * Where "now" comes from. Services take a clock instead of calling `Date.now()`, so tests can
 * move time (TOTP windows, expiries, lockouts) without sleeping.
 */
export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };

/** Whole seconds since the epoch, as JWT `iat`/`exp` and TOTP steps count time. */
export const epochSeconds = (date: Date): number => Math.floor(date.getTime() / 1000);

export const addSeconds = (date: Date, seconds: number): Date =>
  new Date(date.getTime() + seconds * 1000);

/** The first whole second at or after `date`. */
export const ceilToSecond = (date: Date): Date => new Date(Math.ceil(date.getTime() / 1000) * 1000);

/** Whole seconds from `from` until `to`, rounded up; 0 once `to` has passed. */
export const secondsUntil = (to: Date, from: Date): number =>
  Math.max(0, Math.ceil((to.getTime() - from.getTime()) / 1000));

const TORONTO_DAY = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'America/Toronto',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/**
 * The calendar day of an instant in Toronto, as `YYYY-MM-DD`: the platform's day, by which its
 * reports and the tax rules' day counts go (it reports from Toronto).
 */
export function torontoDay(instant: Date): string {
  return TORONTO_DAY.format(instant);
}

/**
 * The instant a Toronto day (`YYYY-MM-DD`) begins. Toronto is UTC−4 or UTC−5 and changes its
 * clocks at 2 a.m., so its midnight is 04:00 or 05:00 UTC: the earlier of the two that is
 * already that day.
 */
export function torontoDayStart(day: string): Date {
  const edt = new Date(`${day}T04:00:00Z`);
  if (Number.isNaN(edt.getTime())) throw new Error(`${day} is not a day`);
  return torontoDay(edt) === day ? edt : new Date(`${day}T05:00:00Z`);
}
