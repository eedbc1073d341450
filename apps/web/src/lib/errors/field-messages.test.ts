import {
  altchaSchema,
  displayNameSchema,
  emailSchema,
  linkTokenSchema,
  mfaCodeSchema,
  newPasswordSchema,
  otpCodeSchema,
  passwordSchema,
  recoveryCodeSchema,
  signUpRequestSchema,
} from '@maple/contracts';
import { describe, expect, it } from 'vitest';
import { i18n } from '../i18n';
import { isKnownFieldMessage, translateFieldMessage } from './field-messages';

/** Every message the shared field schemas give for these bad values. */
function contractMessages(): string[] {
  const cases: [
    { safeParse(value: unknown): { error?: { issues: { message: string }[] } } },
    unknown[],
  ][] = [
    [emailSchema, [undefined, '', 'ada', `${'a'.repeat(250)}@b.ca`]],
    [newPasswordSchema, [undefined, 'short', 'x'.repeat(129)]],
    [passwordSchema, [undefined, '', 'x'.repeat(129)]],
    [displayNameSchema, [undefined, ' ', 'x'.repeat(61), '<b>']],
    [otpCodeSchema, [undefined, '12345']],
    [recoveryCodeSchema, ['abc']],
    [mfaCodeSchema, ['abc']],
    [linkTokenSchema, [undefined, 'short']],
    [altchaSchema, [undefined, '', 'x'.repeat(4097)]],
  ];
  const messages = cases.flatMap(([schema, values]) =>
    values.flatMap((value) => schema.safeParse(value).error?.issues.map((i) => i.message) ?? []),
  );
  const terms = signUpRequestSchema.safeParse({ accept_terms: false }).error?.issues ?? [];
  return [...messages, ...terms.map((issue) => issue.message)];
}

describe('field messages', () => {
  it('has words of its own for every message the shared field schemas give', () => {
    const messages = contractMessages();
    expect(messages.length).toBeGreaterThan(15);
    expect(messages.filter((message) => !isKnownFieldMessage(message))).toEqual([]);
  });

  it('translates known messages in both languages', async () => {
    expect(translateFieldMessage('Enter the 6-digit code', i18n.t)).toBe('Enter the 6-digit code.');
    await i18n.changeLanguage('fr-CA');
    expect(translateFieldMessage('Enter the 6-digit code', i18n.t)).toBe(
      'Entrez le code à 6 chiffres.',
    );
    expect(translateFieldMessage('The password is incorrect', i18n.t)).toBe(
      'Le mot de passe est incorrect.',
    );
  });

  it('shows any other message as sent', () => {
    expect(translateFieldMessage('This password is too easy to guess: x', i18n.t)).toBe(
      'This password is too easy to guess: x',
    );
  });
});
