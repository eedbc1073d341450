import { LIMIT_ORDER_MAX_DAYS, limitOrderRequestSchema } from '@maple/contracts';
import { describe, expect, it } from 'vitest';
import { i18n } from '../i18n';
import { isKnownFieldMessage, translateFieldMessage } from './field-messages';

/** Every message the limit-order contract gives for these bad requests. */
function orderMessages(): string[] {
  const requests: unknown[] = [
    {},
    { side: 'hold', asset: 'BTC', amount: 'ten', limit_price: '0', expires_at: 'soon' },
    { side: 'buy', asset: 'BTC', amount: '0.00', limit_price: '95,000' },
  ];
  return requests.flatMap(
    (request) =>
      limitOrderRequestSchema
        .safeParse(request)
        .error?.issues.filter((issue) => issue.path[0] !== 'asset')
        .map((issue) => issue.message) ?? [],
  );
}

describe('limit-order field messages', () => {
  it('has words of its own for every message the contract gives (the asset is chosen from a list)', () => {
    const messages = [...new Set(orderMessages())];
    expect(messages.length).toBeGreaterThanOrEqual(8);
    expect(messages.filter((message) => !isKnownFieldMessage(message))).toEqual([]);
  });

  it('knows the server’s longest wait as the contract sets it', () => {
    expect(isKnownFieldMessage(`An order can wait ${LIMIT_ORDER_MAX_DAYS} days at most`)).toBe(
      true,
    );
  });

  it('shows them in French', async () => {
    await i18n.changeLanguage('fr-CA');
    expect(translateFieldMessage('Enter an amount, like 150 or 0.0015', i18n.t)).toBe(
      'Entrez un montant, comme 150 ou 0,0015.',
    );
    expect(translateFieldMessage('Choose an end in the future', i18n.t)).toBe(
      'Choisissez une date de fin dans le futur.',
    );
  });
});
