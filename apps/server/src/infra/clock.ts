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

const TORONTO_HOUR = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'America/Toronto',
  hour: '2-digit',
  hourCycle: 'h23',
});

/**
 * The instant Toronto's clock shows `hour` o'clock on `day` (`YYYY-MM-DD`; 24 is the next day's
 * midnight). On the night the clocks go back, an hour that happens twice is its first; on the
 * night they go forward, 2 a.m. does not happen, and it is the 3 a.m. that follows.
 */
export function torontoHour(day: string, hour: number): Date {
  const [year = 0, month = 1, date = 1] = day.split('-').map(Number);
  const local = Date.UTC(year, month - 1, date, hour);
  if (Number.isNaN(local)) throw new Error(`${day} is not a day`);
  // The local day and hour asked for (24 o'clock rolls over to the next day's 0).
  const target = new Date(local).toISOString().slice(0, 10);
  // Toronto is UTC−4 (EDT) or UTC−5 (EST): the earlier instant that shows it, or the EST one.
  const edt = new Date(local + 4 * 3_600_000);
  const shown = torontoDay(edt) === target && Number(TORONTO_HOUR.format(edt)) === hour % 24;
  return shown ? edt : new Date(local + 5 * 3_600_000);
}
