import { describe, expect, it } from 'vitest';
import { formatAlertPrice } from './live-price-format';

describe('an alert’s price', () => {
  it('is said in cents from a dollar up, and to four places below one, in each language', () => {
    expect(formatAlertPrice('95000.5', 'en-CA')).toBe('$95,000.50');
    expect(formatAlertPrice('0.7512', 'en-CA')).toBe('$0.7512');
    expect(formatAlertPrice('0.75120000', 'fr-CA')).toBe('0,7512\u00a0$');
    expect(formatAlertPrice('1.00000000', 'fr-CA')).toBe('1,00\u00a0$');
  });
});
