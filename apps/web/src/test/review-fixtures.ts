import { sessionKeys } from '../lib/session';
import { tokenExpiringIn } from './jwt';

/** Back-office answers as the server sends them (packages/contracts/src/admin-compliance.ts). */

export const reviewGuid = 'f1e2d3c4b5a697887766554433221100';
export const imageFileGuid = 'aa00000000000000000000000000000a';
export const pdfFileGuid = 'bb00000000000000000000000000000b';

export const reviewSummary = (overrides: Record<string, unknown> = {}) => ({
  guid: reviewGuid,
  customer_guid: '0123456789abcdef0123456789abcdef',
  method: 'id_and_selfie',
  purpose: 'verification',
  state: 'reviewing',
  outcome: null,
  submitted_at: '2026-11-19T09:00:00.000Z',
  reasons: ['name_check_failure', 'prohibited_person_check_failure'],
  ...overrides,
});

export const reviewDetail = (overrides: Record<string, unknown> = {}) => ({
  ...reviewSummary(),
  customer_email: 'ada@example.ca',
  created_at: '2026-11-18T15:00:00.000Z',
  answers: {
    identity: { name: { first: 'Ada', last: 'Lovelace' }, date_of_birth: '1990-12-10' },
    address: {
      address: {
        street: '100 Queen St W',
        city: 'Toronto',
        subdivision: 'ON',
        postal_code: 'M5H 2N2',
        country_code: 'CA',
      },
      phone_number: '+14165550123',
    },
    employment: { occupation: 'Engineer', employer: 'Analytical Engines Ltd' },
    sin_masked: '*** *** 046',
    document: {
      type: 'drivers_license',
      number: 'L12345678',
      expiration_date: '2030-01-31',
      issuing_subdivision: 'ON',
    },
    declarations: {
      politically_exposed: true,
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
  },
  investor_category: 'eligible',
  compliance_checks: [
    {
      type: 'person_watchlists',
      outcome: 'failed',
      failure_codes: ['prohibited_person_check_failure'],
    },
    { type: 'person_tax_id_verification', outcome: 'passed', failure_codes: null },
  ],
  sanctions_matches: [{ name: 'ZORVAN, Petrak', program: 'SDGT' }],
  customer_reasons: [],
  compared_with: null,
  files: [
    {
      guid: imageFileGuid,
      kind: 'id_front',
      content_type: 'image/png',
      size: 350_000,
      uploaded_at: '2026-11-18T15:10:00.000Z',
    },
    {
      guid: pdfFileGuid,
      kind: 'proof_of_address',
      content_type: 'application/pdf',
      size: 2_450_000,
      uploaded_at: '2026-11-18T15:12:00.000Z',
    },
  ],
  decision: null,
  needs_second_approval: false,
  first_approval: null,
  ...overrides,
});

export const staffProfile = (role: 'support' | 'compliance' | 'admin') => ({
  email: `${role}@maple.example`,
  display_name: 'Grace Hopper',
  role,
});

export const storeAdminSession = (): void =>
  sessionStorage.setItem(sessionKeys.adminToken, tokenExpiringIn(600));
