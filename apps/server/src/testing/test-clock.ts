import type { Clock } from '../infra/clock.js';

/** A clock tests move by hand: TOTP steps, expiries and lockouts without sleeping. */
export class TestClock implements Clock {
  private current: number;

  constructor(start: Date = new Date()) {
    this.current = start.getTime();
  }

  now(): Date {
    return new Date(this.current);
  }

  set(date: Date) {
    this.current = date.getTime();
  }

  advance(seconds: number) {
    this.current += seconds * 1000;
  }
}
