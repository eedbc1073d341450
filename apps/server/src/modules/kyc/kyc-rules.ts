import {
  type complianceCheckSchema,
  type IdentityVerificationFailureCode,
  isOfAge,
  type KycFileKind,
  type KycQuestionnaire,
  type kycAddressStepSchema,
  type kycDeclarationsStepSchema,
  type kycDocumentStepSchema,
  type kycIdentityStepSchema,
  sinChecksumValid,
} from '@maple/contracts';
import type { z } from 'zod';
import type { ReasonCode, ReviewFlag } from './kyc-reasons.js';

/**
 * The rules engine of the built-in flow (docs/product/identity-verification.md;
 * docs/decisions/0016): pure functions from a submitted `id_and_selfie` application to Cybrid
 * compliance checks and a decision. A clean application passes at once; anything else goes to a
 * person (the staff review queue) with the checks that were not clean and the reasons. Nothing here
 * fails an application by itself: a failure is a person's decision.
 */

export type ComplianceCheck = z.output<typeof complianceCheckSchema>;

/** What the rules read: the saved steps (the SIN as digits), the files present, the lookups. */
export interface ApplicationFacts {
  identity: z.output<typeof kycIdentityStepSchema>;
  address: z.output<typeof kycAddressStepSchema>;
  sin: string;
  document: z.output<typeof kycDocumentStepSchema>;
  declarations: z.output<typeof kycDeclarationsStepSchema>;
  questionnaire: KycQuestionnaire;
  files: ReadonlySet<KycFileKind>;
  /** Today's date (`YYYY-MM-DD`) where it is earliest in Canada (see `canadianToday`). */
  today: string;
  /** Another customer has claimed this SIN (blind index lookup). */
  sinHeldByAnother: boolean;
  /** The name matches someone on the sanctions list. */
  onSanctionsList: boolean;
}

export interface RulesVerdict {
  decision: 'passed' | 'reviewing';
  checks: ComplianceCheck[];
  reasons: ReasonCode[];
}

/** One check: failed with its codes, inconclusive with flags for a person, or passed. */
function checkOf(
  type: ComplianceCheck['type'],
  failures: readonly (IdentityVerificationFailureCode | false)[],
  flags: readonly (ReviewFlag | false)[] = [],
): { check: ComplianceCheck; reasons: ReasonCode[] } {
  const codes = failures.filter((code) => code !== false);
  const raised = flags.filter((flag) => flag !== false);
  if (codes.length > 0) {
    return {
      check: { type, outcome: 'failed', failure_codes: codes },
      reasons: [...codes, ...raised],
    };
  }
  const outcome = raised.length > 0 ? 'inconclusive' : 'passed';
  return { check: { type, outcome, failure_codes: null }, reasons: raised };
}

/** Name, age of majority, Canadian residence, third parties and the appropriateness answers. */
export function personCheck(facts: ApplicationFacts) {
  const { identity, address, declarations, questionnaire, today } = facts;
  return checkOf(
    'person_verification',
    [
      !isOfAge(identity.date_of_birth, address.address.subdivision, today) && 'dob_check_failure',
      address.address.country_code !== 'CA' && 'country_comparison_check_failure',
    ],
    [
      declarations.acting_for_third_party && 'third_party',
      !(questionnaire.understands_volatility && questionnaire.can_afford_loss) && 'appropriateness',
    ],
  );
}

/** The SIN: its checksum, and no other customer holding it. */
export function taxIdCheck(facts: ApplicationFacts) {
  return checkOf('person_tax_id_verification', [
    !sinChecksumValid(facts.sin) && 'id_number_check_failure',
    facts.sinHeldByAnother && 'duplicate_person_check_failure',
  ]);
}

/**
 * The photo ID: unexpired (it is valid through the date printed on it), both sides (a passport
 * has one), and a selfie to match it.
 */
export function govIdCheck(facts: ApplicationFacts) {
  const { document, files, today } = facts;
  const sides: KycFileKind[] =
    document.type === 'passport' ? ['id_front'] : ['id_front', 'id_back'];
  return checkOf('person_gov_id_verification', [
    document.expiration_date < today && 'id_expiration_check_failure',
    sides.some((side) => !files.has(side)) && 'id_double_side_check_failure',
    !files.has('selfie') && 'selfie_failure',
  ]);
}

/** Sanctions, and the politically-exposed declarations a person must look at. */
export function watchlistCheck(facts: ApplicationFacts) {
  const { declarations } = facts;
  const exposed =
    declarations.politically_exposed ||
    declarations.head_of_international_organization ||
    declarations.pep_family_or_associate;
  return checkOf(
    'person_watchlists',
    [facts.onSanctionsList && 'prohibited_person_check_failure'],
    [exposed && 'politically_exposed_person'],
  );
}

/** Every check of an `id_and_selfie` application, and whether it passes at once. */
export function decide(facts: ApplicationFacts): RulesVerdict {
  return verdictOf([
    personCheck(facts),
    taxIdCheck(facts),
    govIdCheck(facts),
    watchlistCheck(facts),
  ]);
}

/**
 * An attestation (`attested`, ADR 18): the bank vouches for the person and their papers, so
 * those checks pass on its word; whether another customer holds the SIN, and the sanctions list,
 * are still ours to check, and either sends the attestation to a person.
 */
export function decideAttested(facts: {
  sinHeldByAnother: boolean;
  onSanctionsList: boolean;
}): RulesVerdict {
  return verdictOf([
    checkOf('person_attested', []),
    checkOf('person_tax_id_attested', [facts.sinHeldByAnother && 'duplicate_person_check_failure']),
    checkOf('person_watchlists', [facts.onSanctionsList && 'prohibited_person_check_failure']),
  ]);
}

function verdictOf(
  results: readonly { check: ComplianceCheck; reasons: ReasonCode[] }[],
): RulesVerdict {
  const checks = results.map((result) => result.check);
  return {
    decision: checks.every((check) => check.outcome === 'passed') ? 'passed' : 'reviewing',
    checks,
    reasons: results.flatMap((result) => result.reasons),
  };
}

/**
 * Today's date in Canada's westernmost time zone, where the date changes last: nobody comes of
 * age, and no ID counts as expired, by a date that has not yet begun where they live.
 */
export function canadianToday(now: Date): string {
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone: 'America/Vancouver',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).formatToParts(now);
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    parts.find((candidate) => candidate.type === type)?.value ?? '';
  return `${part('year')}-${part('month')}-${part('day')}`;
}
