import { describe, expect, it } from 'vitest';
import { groupSecret } from './totp-format';

describe('groupSecret', () => {
  it('groups the secret in fours for typing', () => {
    expect(groupSecret('E73INOQIS3O43AYY5PNBCTKN7EG27MJE')).toBe(
      'E73I NOQI S3O4 3AYY 5PNB CTKN 7EG2 7MJE',
    );
    expect(groupSecret('ABCDEF')).toBe('ABCD EF');
    expect(groupSecret(' AB CD EF ')).toBe('ABCD EF');
    expect(groupSecret('')).toBe('');
  });
});
