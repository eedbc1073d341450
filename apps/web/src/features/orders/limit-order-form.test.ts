import { describe, expect, it } from 'vitest';
import type { ApiError } from '../../lib/api/api-error';
import { i18n } from '../../lib/i18n';
import { limitExpiryBounds, localRefusal } from './limit-order-form';

const refusedAt = (message: string): ApiError => ({
  kind: 'http',
  status: 400,
  message,
  code: 'invalid_parameter',
  details: [{ path: 'body.amount', message }],
});

describe('limitExpiryBounds', () => {
  it('runs from today to the last day whose close is within 90 days', () => {
    expect(limitExpiryBounds(new Date(2026, 10, 22, 10))).toEqual({
      min: '2026-11-22',
      max: '2027-02-19',
    });
  });
});

describe('localRefusal', () => {
  it('says the server’s figures in the reader’s words, and leaves other messages as sent', async () => {
    await i18n.changeLanguage('fr-CA');
    const words = (message: string) =>
      localRefusal(refusedAt(message), i18n.t, 'fr-CA').details[0]?.message.replace(/\s/g, ' ');
    expect(words('You do not have 0.0015 BTC available')).toBe(
      'Vous n’avez pas 0,0015 BTC de disponible.',
    );
    expect(words('Enter an amount of CAD with at most its decimals')).toBe(
      'Entrez un montant en CAD d’au plus 2 décimales.',
    );
    expect(words('You have no DOGE account')).toBe('You have no DOGE account');
  });
});
