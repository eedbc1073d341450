import { describe, expect, it } from 'vitest';
import { formatAge, formatDuration } from './duration';

describe('formatDuration', () => {
  it('says a day as 24 hours, longer whole days in days', () => {
    expect(formatDuration(86_400, 'en-CA')).toBe('24 hours');
    expect(formatDuration(3 * 86_400, 'en-CA')).toBe('3 days');
  });

  it('takes the largest unit that is whole', () => {
    expect(formatDuration(60, 'en-CA')).toBe('1 minute');
    expect(formatDuration(90, 'en-CA')).toBe('90 seconds');
    expect(formatDuration(5_400, 'en-CA')).toBe('90 minutes');
  });

  it('speaks French (with its no-break spaces)', () => {
    const plain = (text: string) => text.replace(/\s/gu, ' ');
    expect(plain(formatDuration(86_400, 'fr-CA'))).toBe('24 heures');
    expect(plain(formatDuration(60, 'fr-CA'))).toBe('1 minute');
  });
});

describe('formatAge', () => {
  it('says the time between two instants in its largest whole unit', () => {
    const at = '2026-11-26T08:00:00.000Z';
    expect(formatAge('2026-11-26T07:48:30.000Z', at, 'en-CA')).toBe('11 minutes');
    expect(formatAge('2026-11-26T02:30:00.000Z', at, 'en-CA')).toBe('5 hours');
    expect(formatAge('2026-11-21T07:00:00.000Z', at, 'en-CA')).toBe('5 days');
    expect(formatAge(at, '2026-11-26T07:00:00.000Z', 'en-CA')).toBe('0 minutes');
  });
});
