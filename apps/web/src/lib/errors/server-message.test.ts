import { describe, expect, it } from 'vitest';
import { i18n } from '../i18n';
import { displayServerMessage } from './server-message';

describe('displayServerMessage', () => {
  it('rewords exactly "Signature has expired"', () => {
    expect(displayServerMessage('Signature has expired', i18n.t)).toBe('Your session has expired');
  });

  it('rewords it in French too', async () => {
    await i18n.changeLanguage('fr-CA');
    expect(displayServerMessage('Signature has expired', i18n.t)).toBe('Votre session a expiré');
  });

  it('shows every other message as sent, including near misses', () => {
    for (const message of [
      'Insufficient funds',
      'signature has expired',
      'Signature has expired.',
      ' Signature has expired',
      '',
    ]) {
      expect(displayServerMessage(message, i18n.t)).toBe(message);
    }
  });
});
