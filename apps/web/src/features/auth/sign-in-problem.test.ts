import { describe, expect, it } from 'vitest';
import type { ApiError } from '../../lib/api/api-error';
import { signInProblemOf } from './sign-in-problem';

const http = (status: number, message = '', code = ''): ApiError => ({
  kind: 'http',
  status,
  message,
  code,
  details: [],
});

describe('signInProblemOf', () => {
  it('reads the answers of docs/identity.md', () => {
    expect(signInProblemOf(http(401, 'Invalid e-mail or password'))).toBe('invalid');
    expect(signInProblemOf(http(401, 'The code is incorrect or has expired'))).toBe('invalid');
    expect(signInProblemOf(http(403, 'Confirm your e-mail address first', 'forbidden'))).toBe(
      'unverified',
    );
    expect(signInProblemOf(http(423, 'Your account is locked', 'account_locked'))).toBe('locked');
  });

  it('tells a spent or expired MFA step from a wrong code', () => {
    expect(signInProblemOf(http(401, 'Signature has expired'))).toBe('step-expired');
    expect(signInProblemOf(http(401, 'Invalid token'))).toBe('step-expired');
  });

  it('leaves everything else to the server wording', () => {
    expect(signInProblemOf(http(429, 'Too many requests'))).toBe('other');
    expect(signInProblemOf(http(400, 'Invalid request'))).toBe('other');
    expect(signInProblemOf({ ...http(0), kind: 'network' })).toBe('other');
  });
});
