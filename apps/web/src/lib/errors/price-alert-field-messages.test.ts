import { priceAlertRequestSchema } from '@maple/contracts';
import { describe, expect, it } from 'vitest';
import { i18n } from '../i18n';
import { enCA } from '../i18n/en-CA';
import { isKnownFieldMessage, translateFieldMessage } from './field-messages';

/** Every message the price-alert contract gives for these bad requests. */
function alertMessages(): string[] {
  const requests: unknown[] = [
    {},
    { condition: 'above', asset: 'BTC' },
    { condition: 'below', asset: 'BTC', level: '95,000' },
    { condition: 'above', asset: 'BTC', level: '0.00' },
    { condition: 'move', asset: 'ETH', window: '1h' },
    { condition: 'move', asset: 'ETH', window: '1h', move_percent: 'five' },
    { condition: 'move', asset: 'ETH', window: '1h', move_percent: '0.05' },
    { condition: 'above', asset: 'BTC', level: '1', cooldown_minutes: 'x' },
    { condition: 'above', asset: 'BTC', level: '1', cooldown_minutes: 1 },
    { condition: 'above', asset: 'BTC', level: '1', cooldown_minutes: 20_000 },
    { condition: 'digest', asset: 'BTC', expires_at: 'tomorrow' },
  ];
  return requests.flatMap(
    (request) =>
      priceAlertRequestSchema.safeParse(request).error?.issues.map((issue) => issue.message) ?? [],
  );
}

describe('price-alert field messages', () => {
  it('has words of its own for every message the contract gives', () => {
    const messages = [...new Set(alertMessages())];
    expect(messages.length).toBeGreaterThanOrEqual(10);
    expect(messages.filter((message) => !isKnownFieldMessage(message))).toEqual([]);
  });

  it('shows them in French with no English left', async () => {
    await i18n.changeLanguage('fr-CA');
    expect(translateFieldMessage('Enter a price in dollars, like 95000 or 0.75', i18n.t)).toBe(
      'Entrez un prix en dollars, comme 95000 ou 0,75.',
    );
    const english = Object.values(enCA.alerts.validation);
    for (const message of new Set(alertMessages())) {
      expect(english).not.toContain(translateFieldMessage(message, i18n.t));
    }
  });
});
