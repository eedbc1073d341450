import { describe, expect, it } from 'vitest';
import type { ApiError } from '../api/api-error';
import { i18n } from '../i18n';
import { describeApiError } from './api-error-message';

const error = (overrides: Partial<ApiError>): ApiError => ({
  kind: 'http',
  status: 400,
  message: '',
  code: '',
  details: [],
  ...overrides,
});

describe('describeApiError', () => {
  it('shows the server message as sent (docs/product/errors.md)', () => {
    expect(describeApiError(error({ message: 'Insufficient funds' }), i18n.t)).toBe(
      'Insufficient funds',
    );
  });

  it('rewords "Signature has expired"', () => {
    expect(describeApiError(error({ status: 401, message: 'Signature has expired' }), i18n.t)).toBe(
      'Your session has expired',
    );
  });

  it('has its own words when no message arrived', async () => {
    expect(describeApiError(error({ kind: 'network', status: 0 }), i18n.t)).toMatch(
      /could not reach/,
    );
    expect(describeApiError(error({ kind: 'invalid-response' }), i18n.t)).toMatch(/our side/);
    expect(describeApiError(error({ status: 502 }), i18n.t)).toMatch(/our side/);
    await i18n.changeLanguage('fr-CA');
    expect(describeApiError(error({ kind: 'network', status: 0 }), i18n.t)).toMatch(
      /Impossible de joindre/,
    );
  });
});
