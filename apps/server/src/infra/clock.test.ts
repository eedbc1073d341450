import { describe, expect, it } from 'vitest';
import { torontoDay, torontoDayStart } from './clock.js';

describe('Toronto days', () => {
  it('finds a Toronto midnight in winter, in summer and on the days the clocks change', () => {
    expect(torontoDayStart('2026-01-10').toISOString()).toBe('2026-01-10T05:00:00.000Z');
    expect(torontoDayStart('2026-07-01').toISOString()).toBe('2026-07-01T04:00:00.000Z');
    expect(torontoDayStart('2026-03-08').toISOString()).toBe('2026-03-08T05:00:00.000Z');
    expect(torontoDayStart('2026-11-01').toISOString()).toBe('2026-11-01T04:00:00.000Z');
  });

  it('names the Toronto day of an instant, not the UTC one', () => {
    expect(torontoDay(new Date('2026-01-01T04:30:00Z'))).toBe('2025-12-31');
    expect(torontoDay(new Date('2026-01-01T05:00:00Z'))).toBe('2026-01-01');
  });

  it('refuses a text that is not a day', () => {
    expect(() => torontoDayStart('2026-13-01')).toThrow('not a day');
  });
});
