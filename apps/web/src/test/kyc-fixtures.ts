import type { KycApplication, KycStatus } from '@maple/contracts';
import { testCustomerGuid } from './customer-session';

/** Identity-verification answers as the server sends them (`{ data }` is added by the route). */

export const verificationGuid = 'feedfacefeedfacefeedfacefeedface';

const noSteps: KycApplication['steps'] = {
  identity: null,
  address: null,
  employment: null,
  tax: null,
  document: null,
  declarations: null,
  questionnaire: null,
  edd: null,
};

/** Every step of the identity flow answered, as the server keeps them (the SIN masked). */
export const answeredSteps: KycApplication['steps'] = {
  identity: { name: { first: 'Ada', last: 'Lovelace' }, date_of_birth: '1990-12-10' },
  address: {
    address: {
      street: '1 Wellington St',
      city: 'Ottawa',
      subdivision: 'ON',
      postal_code: 'K1A 0A9',
      country_code: 'CA',
    },
    phone_number: '+16135550123',
  },
  employment: { occupation: 'Engineer', employer: 'Analytical Engines Ltd' },
  tax: { sin_masked: '*** *** 544' },
  document: {
    type: 'drivers_license',
    number: 'L12345678',
    expiration_date: '2031-05-01',
    issuing_subdivision: 'ON',
  },
  declarations: {
    politically_exposed: false,
    head_of_international_organization: false,
    pep_family_or_associate: false,
    acting_for_third_party: false,
    risk_statement_acknowledged: true,
  },
  questionnaire: {
    net_income: '75k_to_200k',
    financial_assets: 'under_1m',
    net_assets: 'under_400k',
    crypto_experience: 'some',
    understands_volatility: true,
    can_afford_loss: true,
  },
  edd: null,
};

export const idFiles: KycApplication['files'] = (['id_front', 'id_back', 'selfie'] as const).map(
  (kind) => ({
    kind,
    content_type: 'image/jpeg',
    size: 1_468_006,
    uploaded_at: '2026-11-20T15:00:00.000Z',
  }),
);

/** An application of the built-in flow; by default just created, nothing answered. */
export const kycApplication = (overrides: Partial<KycApplication> = {}): KycApplication => ({
  identity_verification_guid: verificationGuid,
  method: 'id_and_selfie',
  state: 'waiting',
  outcome: null,
  expires_at: '2026-12-20T15:00:00.000Z',
  steps: noSteps,
  files: [],
  missing: [
    'identity',
    'address',
    'employment',
    'tax',
    'document',
    'declarations',
    'questionnaire',
    'id_front',
    'id_back',
    'selfie',
  ],
  reasons: [],
  ...overrides,
});

export const kycStatus = (overrides: Partial<KycStatus> = {}): KycStatus => ({
  customer_state: 'unverified',
  investor_category: null,
  verification: null,
  edd: null,
  ...overrides,
});

/** Cybrid's IdentityVerification, as POST /api/identity_verifications answers it. */
export const identityVerification = (method: string, guid = verificationGuid) => ({
  guid,
  type: 'kyc',
  method,
  created_at: '2026-11-20T15:00:00.000Z',
  updated_at: '2026-11-20T15:00:00.000Z',
  customer_guid: testCustomerGuid,
  counterparty_guid: null,
  external_bank_account_guid: null,
  state: 'waiting',
  outcome: null,
  failure_codes: null,
  compliance_decisions: [],
});
