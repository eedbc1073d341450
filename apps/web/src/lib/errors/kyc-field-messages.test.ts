import {
  kycAddressStepSchema,
  kycDeclarationsStepSchema,
  kycDocumentStepSchema,
  kycEddStepSchema,
  kycEmploymentStepSchema,
  kycIdentityStepSchema,
  kycQuestionnaireStepSchema,
  kycTaxStepSchema,
} from '@maple/contracts';
import { describe, expect, it } from 'vitest';
import { i18n } from '../i18n';
import { enCA } from '../i18n/en-CA';
import { isKnownFieldMessage, translateFieldMessage } from './field-messages';

const long = 'x'.repeat(101);

/** Every message the identity-verification steps give for these bad answers. */
function kycMessages(): string[] {
  const cases: [
    { safeParse(value: unknown): { error?: { issues: { message: string }[] } } },
    unknown[],
  ][] = [
    [
      kycIdentityStepSchema,
      [
        // The form always sends the name's object: only its fields can be missing.
        { name: {} },
        { name: { first: '', middle: '', last: '' }, date_of_birth: 'x' },
        { name: { first: long, middle: long, last: long } },
        { name: { first: '1', middle: '<b>', last: 'a1' } },
      ],
    ],
    [
      kycAddressStepSchema,
      [
        { address: {} },
        {
          address: { street: '', street2: '', city: '', subdivision: 'XX', postal_code: '' },
          phone_number: '',
        },
        {
          address: {
            street: long,
            street2: long,
            city: long,
            postal_code: 'ZZZ',
            country_code: 'US',
          },
          phone_number: '12',
        },
        {
          address: {
            street: '1 Main',
            city: 'Ottawa',
            subdivision: 'BC',
            postal_code: 'K1A 0B1',
            country_code: 'CA',
          },
          phone_number: '+14165550123',
        },
      ],
    ],
    [
      kycEmploymentStepSchema,
      [{}, { occupation: '', employer: '' }, { occupation: long, employer: long }],
    ],
    [kycTaxStepSchema, [{}, { sin: '12' }, { sin: '046454287' }, { sin: '846454286' }]],
    [kycDocumentStepSchema, [{}, { type: 'x', number: '1', expiration_date: '2030-02-30' }]],
    [kycDeclarationsStepSchema, [{}]],
    [kycQuestionnaireStepSchema, [{}]],
    [
      kycEddStepSchema,
      [{}, { source_of_funds_details: '', source_of_wealth_details: 'x'.repeat(501) }],
    ],
  ];
  return cases.flatMap(([schema, values]) =>
    values.flatMap((value) => schema.safeParse(value).error?.issues.map((i) => i.message) ?? []),
  );
}

describe('identity-verification field messages', () => {
  it('has words of its own for every message the verification steps give', () => {
    const messages = kycMessages();
    expect(messages.length).toBeGreaterThan(40);
    expect([...new Set(messages)].filter((message) => !isKnownFieldMessage(message))).toEqual([]);
  });

  it('shows them in French with no English left', async () => {
    await i18n.changeLanguage('fr-CA');
    const french = translateFieldMessage('This postal code is not in the province chosen', i18n.t);
    expect(french).toBe("Ce code postal n'est pas dans la province ou le territoire choisi.");
    const english = Object.values(enCA.kycValidation);
    for (const message of new Set(kycMessages())) {
      expect(english).not.toContain(translateFieldMessage(message, i18n.t));
    }
  });
});
