import {
  type IdentityVerificationFailureCode,
  identityVerificationFailureCodes,
  type KycReviewFlag,
  kycReviewFlags,
} from '@maple/contracts';

/** A reason code the app has words for: Cybrid's failure codes and the review flags. */
export type WordedReason = IdentityVerificationFailureCode | KycReviewFlag;

const worded: readonly string[] = [...identityVerificationFailureCodes, ...kycReviewFlags];

/** Whether the catalogues word this code; an unknown one is shown as the server sent it. */
export const isWordedReason = (code: string): code is WordedReason => worded.includes(code);
