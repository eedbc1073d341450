import type { KycFileKind } from '@maple/contracts';
import { describe, expect, it } from 'vitest';
import { customerReasons } from './kyc-reasons.js';
import { type ApplicationFacts, canadianToday, decide } from './kyc-rules.js';

/** A clean application: of age in Ontario, Canadian, valid SIN, unexpired licence, no flags. */
function facts(changes: Partial<ApplicationFacts> = {}): ApplicationFacts {
  return {
    identity: { name: { first: 'Ada', last: 'Lovelace' }, date_of_birth: '1990-12-10' },
    address: {
      address: {
        street: '1 Front Street W',
        city: 'Toronto',
        subdivision: 'ON',
        postal_code: 'M5J 2X5',
        country_code: 'CA',
      },
      phone_number: '+14165550123',
    },
    sin: '046454286',
    document: { type: 'drivers_license', number: 'L12345678901234', expiration_date: '2030-01-01' },
    declarations: {
      politically_exposed: false,
      head_of_international_organization: false,
      pep_family_or_associate: false,
      acting_for_third_party: false,
      risk_statement_acknowledged: true,
    },
    questionnaire: {
      net_income: 'under_75k',
      financial_assets: 'under_1m',
      net_assets: 'under_400k',
      crypto_experience: 'some',
      understands_volatility: true,
      can_afford_loss: true,
    },
    files: new Set<KycFileKind>(['id_front', 'id_back', 'selfie']),
    today: '2026-03-01',
    sinHeldByAnother: false,
    onSanctionsList: false,
    ...changes,
  };
}

const failed = (verdict: ReturnType<typeof decide>) =>
  verdict.checks.filter((check) => check.outcome !== 'passed');

describe('the rules engine', () => {
  it('passes a clean application at once, with the four checks passed', () => {
    const verdict = decide(facts());
    expect(verdict).toEqual({
      decision: 'passed',
      checks: [
        { type: 'person_verification', outcome: 'passed', failure_codes: null },
        { type: 'person_tax_id_verification', outcome: 'passed', failure_codes: null },
        { type: 'person_gov_id_verification', outcome: 'passed', failure_codes: null },
        { type: 'person_watchlists', outcome: 'passed', failure_codes: null },
      ],
      reasons: [],
    });
  });

  it('takes a passport for one side', () => {
    const passport = facts({
      document: { type: 'passport', number: 'AB123456', expiration_date: '2030-01-01' },
      files: new Set<KycFileKind>(['id_front', 'selfie']),
    });
    expect(decide(passport).decision).toBe('passed');
  });

  it.each<[string, Partial<ApplicationFacts>, string, string[]]>([
    [
      'a SIN held by another customer',
      { sinHeldByAnother: true },
      'person_tax_id_verification',
      ['duplicate_person_check_failure'],
    ],
    [
      'a SIN failing its checksum',
      { sin: '046454287' },
      'person_tax_id_verification',
      ['id_number_check_failure'],
    ],
    [
      'a name on the sanctions list',
      { onSanctionsList: true },
      'person_watchlists',
      ['prohibited_person_check_failure'],
    ],
    [
      'an expired ID',
      { document: { type: 'drivers_license', number: 'L1234567', expiration_date: '2026-02-28' } },
      'person_gov_id_verification',
      ['id_expiration_check_failure'],
    ],
    [
      'a licence without its back',
      { files: new Set<KycFileKind>(['id_front', 'selfie']) },
      'person_gov_id_verification',
      ['id_double_side_check_failure'],
    ],
    [
      'no selfie',
      { files: new Set<KycFileKind>(['id_front', 'id_back']) },
      'person_gov_id_verification',
      ['selfie_failure'],
    ],
    [
      'someone under the age of majority of their province',
      { identity: { name: { first: 'Ada', last: 'Lovelace' }, date_of_birth: '2008-03-02' } },
      'person_verification',
      ['dob_check_failure'],
    ],
  ])('sends %s to review, the check failed with its code', (_what, changes, type, codes) => {
    const verdict = decide(facts(changes));
    expect(verdict.decision).toBe('reviewing');
    expect(failed(verdict)).toEqual([{ type, outcome: 'failed', failure_codes: codes }]);
    expect(verdict.reasons).toEqual(codes);
  });

  it('takes an ID expiring today as valid, and an 18th birthday today as of age in Ontario', () => {
    expect(
      decide(
        facts({
          identity: { name: { first: 'Ada', last: 'Lovelace' }, date_of_birth: '2008-03-01' },
          document: { type: 'drivers_license', number: 'L1234567', expiration_date: '2026-03-01' },
        }),
      ).decision,
    ).toBe('passed');
  });

  it('counts the age of majority of the province: 19 in British Columbia', () => {
    const bc = facts({
      identity: { name: { first: 'Ada', last: 'Lovelace' }, date_of_birth: '2007-06-01' },
      address: {
        address: {
          street: '1 Main St',
          city: 'Vancouver',
          subdivision: 'BC',
          postal_code: 'V6B 1A1',
          country_code: 'CA',
        },
        phone_number: '+16045550123',
      },
    });
    expect(failed(decide(bc))).toEqual([
      { type: 'person_verification', outcome: 'failed', failure_codes: ['dob_check_failure'] },
    ]);
  });

  it.each<[string, Partial<ApplicationFacts['declarations']>, string, string]>([
    [
      'a politically exposed person',
      { politically_exposed: true },
      'person_watchlists',
      'politically_exposed_person',
    ],
    [
      'the head of an international organisation',
      { head_of_international_organization: true },
      'person_watchlists',
      'politically_exposed_person',
    ],
    [
      'a PEP’s family member or associate',
      { pep_family_or_associate: true },
      'person_watchlists',
      'politically_exposed_person',
    ],
    [
      'someone acting for a third party',
      { acting_for_third_party: true },
      'person_verification',
      'third_party',
    ],
  ])('sends %s to review, the check inconclusive', (_what, answers, type, flag) => {
    const verdict = decide(facts({ declarations: { ...facts().declarations, ...answers } }));
    expect(verdict.decision).toBe('reviewing');
    expect(failed(verdict)).toEqual([{ type, outcome: 'inconclusive', failure_codes: null }]);
    expect(verdict.reasons).toEqual([flag]);
  });

  it.each([{ understands_volatility: false }, { can_afford_loss: false }])(
    'sends unacceptable risk answers to review: %o',
    (answers) => {
      const verdict = decide(facts({ questionnaire: { ...facts().questionnaire, ...answers } }));
      expect(verdict.decision).toBe('reviewing');
      expect(verdict.reasons).toEqual(['appropriateness']);
    },
  );

  it('gathers every reason of an application with several problems', () => {
    const verdict = decide(
      facts({
        sinHeldByAnother: true,
        onSanctionsList: true,
        declarations: { ...facts().declarations, politically_exposed: true },
      }),
    );
    expect(verdict.reasons).toEqual([
      'duplicate_person_check_failure',
      'prohibited_person_check_failure',
      'politically_exposed_person',
    ]);
  });
});

describe('reasons the customer reads', () => {
  it('words each code once, and never names a watchlist hit', () => {
    const reasons = customerReasons([
      'prohibited_person_check_failure',
      'duplicate_person_check_failure',
      'politically_exposed_person',
      'manual_review',
    ]);
    expect(reasons.map((reason) => reason.code)).toEqual([
      'manual_review',
      'duplicate_person_check_failure',
      'politically_exposed_person',
    ]);
    expect(JSON.stringify(reasons)).not.toMatch(/sanction|prohibited|watchlist/i);
    for (const reason of reasons) expect(reason.message.length).toBeGreaterThan(20);
  });
});

describe('canadianToday', () => {
  it('is the date in Canada’s westernmost zone, where it changes last', () => {
    // 06:59 UTC on 2 March is still 1 March in Vancouver (UTC−8) though 2 March in Toronto.
    expect(canadianToday(new Date('2026-03-02T06:59:00Z'))).toBe('2026-03-01');
    expect(canadianToday(new Date('2026-03-02T08:00:00Z'))).toBe('2026-03-02');
  });
});
