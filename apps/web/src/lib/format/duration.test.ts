import { describe, expect, it } from 'vitest';
import { formatDuration } from './duration';

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
