import type { IdentityVerificationFailureCode, KycReviewFlag } from '@maple/contracts';

/**
 * Why an application is reviewed or failed, in words the customer can act on: a code the web
 * words in English and French, and an English message for API clients. Cybrid's failure codes,
 * plus the flags that send an otherwise clean application to a person (`kycReviewFlags`).
 */
export type ReviewFlag = KycReviewFlag;
export type ReasonCode = IdentityVerificationFailureCode | ReviewFlag;

const manualReview = 'Your application needs a review by our team. We will e-mail you the outcome.';

const messages: Partial<Record<ReasonCode, string>> = {
  politically_exposed_person:
    'Your answers about politically exposed persons and international organisations need a review by our team.',
  third_party: 'An account opened for someone else needs a review by our team.',
  appropriateness:
    'Your answers about the risks of crypto assets need a review by our team before you can trade.',
  manual_review: manualReview,
  name_check_failure: 'We could not confirm your legal name.',
  dob_check_failure:
    'You must have reached the age of majority in your province or territory to open an account.',
  address_check_failure: 'We could not confirm your residential address.',
  country_comparison_check_failure: 'Your residential address must be in Canada.',
  id_number_check_failure: 'We could not confirm your Social Insurance Number.',
  duplicate_person_check_failure:
    'These details are already linked to another account. Our team will check them with you.',
  id_expiration_check_failure:
    'Your photo ID has expired. Our team may ask you for one that is still valid.',
  id_double_side_check_failure: 'Both sides of your photo ID are needed.',
  selfie_failure: 'A selfie is needed to match you to your photo ID.',
  compliance_rejection: 'Our compliance team could not approve your application.',
  requested_failure: 'The verification failed, as the sandbox request asked.',
  decision_timeout: 'We could not reach a decision in time. Start a new verification.',
};

/**
 * A watchlist hit is never named to the customer (telling a listed person they are listed is
 * what sanctions law calls tipping off): they read that a person reviews the application.
 */
export const customerReasonCode = (code: ReasonCode): ReasonCode =>
  code === 'prohibited_person_check_failure' ? 'manual_review' : code;

export interface Reason {
  code: string;
  message: string;
}

/** The reasons a customer reads, each once, in the order found. */
export function customerReasons(codes: readonly ReasonCode[]): Reason[] {
  const shown = [...new Set(codes.map(customerReasonCode))];
  return shown.map((code) => ({ code, message: messages[code] ?? manualReview }));
}
