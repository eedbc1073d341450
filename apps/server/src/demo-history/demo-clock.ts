import type { Clock } from '../infra/clock.js';

/** Whether some DemoClock has the process's time set back now: only one may at a time. */
let processTimeTaken = false;

/**
 * The clock of a server with demo accounts (ADR 78): the system clock, which the demo history's
 * seeder sets back a year once, on a fresh database, and then moves forward to the present event
 * by event, so every record of that year is made by the real services at its own time.
 *
 * Moving the services' clock is not enough: a trade's times and every ledger entry's are the
 * database's (ADR 13; `journal_entries.created_at` is its `now()`). The embedded database
 * (PGlite, WebAssembly in this process) reads the time through `Date.now`, so while the clock is
 * set back, `Date.now` is too, by the same offset; both return to the system's time together.
 * A database server keeps its own clock: the seeder checks that the database followed and leaves
 * the history out when it did not. `new Date()`, timers and `performance.now()` are untouched;
 * time only ever moves forward after the first setting back.
 */
export class DemoClock implements Clock {
  private offsetMs = 0;
  /** Whether this clock holds the process's time (set back, not yet given back). */
  private holding = false;
  private readonly systemNow = Date.now;

  now(): Date {
    return new Date(this.systemNow() + this.offsetMs);
  }

  /** The system's time, whatever this clock shows. */
  systemTime(): Date {
    return new Date(this.systemNow());
  }

  /** Whether this clock shows the system's time. */
  get isSystemTime(): boolean {
    return this.offsetMs === 0;
  }

  /** Sets this clock and the process's `Date.now` back to `instant`, before anything ran. */
  setBack(instant: Date): void {
    if (processTimeTaken) throw new Error('another DemoClock has set the time back already');
    processTimeTaken = true;
    this.holding = true;
    this.shift(instant.getTime() - this.systemNow());
  }

  /**
   * Moves both clocks on to `instant`; to the system's time (and `Date.now` given back) once
   * `instant` is not in the past any more. Never backwards.
   */
  moveTo(instant: Date): void {
    const shown = this.now().getTime();
    if (instant.getTime() < shown) {
      throw new Error(`the demo clock cannot go back from ${new Date(shown).toISOString()}`);
    }
    this.shift(Math.min(0, instant.getTime() - this.systemNow()));
  }

  /** Back to the system's time at once. */
  restore(): void {
    this.shift(0);
  }

  private shift(offsetMs: number): void {
    if (!this.holding) return;
    this.offsetMs = offsetMs;
    if (offsetMs === 0) {
      Date.now = this.systemNow;
      this.holding = false;
      processTimeTaken = false;
      return;
    }
    const systemNow = this.systemNow;
    Date.now = () => systemNow() + offsetMs;
  }
}
