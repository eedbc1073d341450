import { describe, expect, it } from 'vitest';
import { formatTime } from './time';

describe('formatTime', () => {
  const afternoon = new Date(2030, 0, 1, 17, 5);

  it('uses the 12-hour clock in English and the 24-hour clock in French', () => {
    expect(formatTime(afternoon, 'en-CA')).toMatch(/^5:05\sp\.m\.$/);
    expect(formatTime(afternoon, 'fr-CA')).toMatch(/^17\sh\s05$/);
  });
});
