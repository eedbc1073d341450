import { describe, expect, it } from 'vitest';
import { formatLivePrice } from './live-price-format';

describe('a price', () => {
  it('is said in cents from a dollar up, and to four places below one, in each language', () => {
    expect(formatLivePrice('95000.5', 'en-CA')).toBe('$95,000.50');
    expect(formatLivePrice('0.7512', 'en-CA')).toBe('$0.7512');
    expect(formatLivePrice('0.75120000', 'fr-CA')).toBe('0,7512\u00a0$');
    expect(formatLivePrice('1.00000000', 'fr-CA')).toBe('1,00\u00a0$');
  });

  it('keeps a live price below a dollar to four places, rounded as written', () => {
    expect(formatLivePrice('0.81234567', 'en-CA')).toBe('$0.8123');
    expect(formatLivePrice('0.81235', 'en-CA')).toBe('$0.8124');
    expect(formatLivePrice('128500.12345678', 'en-CA')).toBe('$128,500.12');
    expect(formatLivePrice('128500.125', 'fr-CA')).toBe('128\u00a0500,13\u00a0$');
    expect(formatLivePrice('0.5', 'fr-CA')).toBe('0,5000\u00a0$');
  });
});
