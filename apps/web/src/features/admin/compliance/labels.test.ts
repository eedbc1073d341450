import { describe, expect, it } from 'vitest';
import { formatFileSize, formatWaiting } from './labels';

const now = Date.parse('2026-11-22T12:00:00.000Z');

describe('waiting time', () => {
  it('says the largest whole unit, in the reader’s language', () => {
    expect(formatWaiting('2026-11-19T09:00:00.000Z', now, 'en-CA')).toBe('3 days');
    expect(formatWaiting('2026-11-22T07:10:00.000Z', now, 'en-CA')).toBe('4 hours');
    expect(formatWaiting('2026-11-22T11:59:00.000Z', now, 'en-CA')).toBe('1 minute');
    expect(formatWaiting('2026-11-19T09:00:00.000Z', now, 'fr-CA')).toBe('3\u00a0jours');
  });

  it('never goes below zero when the clocks disagree', () => {
    expect(formatWaiting('2026-11-22T12:05:00.000Z', now, 'en-CA')).toBe('0 minutes');
  });
});

describe('file size', () => {
  it('uses kB below a megabyte and MB above', () => {
    expect(formatFileSize(350_000, 'en-CA')).toBe('350 kB');
    expect(formatFileSize(2_450_000, 'en-CA')).toBe('2.5 MB');
    expect(formatFileSize(2_450_000, 'fr-CA')).toBe('2,5\u00a0Mo');
  });
});
