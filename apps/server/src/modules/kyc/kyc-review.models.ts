import {
  investorCategoryOf,
  type ReviewDetail as ReviewDetailAnswer,
  type reviewSummarySchema,
} from '@maple/contracts';
import type { z } from 'zod';
import type { Verification } from './kyc.repo.js';
import { customerReasons } from './kyc-reasons.js';
import { needsTwoApprovals, type ReviewDetail } from './kyc-review.service.js';

/** The back office's shapes of a verification under review (`admin-compliance.ts`). */

export const reviewSummaryModel = (
  verification: Verification,
): z.output<typeof reviewSummarySchema> => ({
  guid: verification.guid,
  customer_guid: verification.customerGuid,
  method: verification.method,
  purpose: verification.purpose,
  state: verification.state,
  outcome: verification.outcome,
  submitted_at: verification.submittedAt?.toISOString() ?? null,
  reasons: verification.reasons,
});

/** Who the customer is and which staff user decided, looked up for the detail. */
export interface ReviewParties {
  customerEmail: string;
  deciderEmail: string | undefined;
  firstApproverEmail: string | undefined;
}

/** A staff decision, if a person took one (the rules engine's and the sandbox's are not). */
function staffDecision(
  { decidedAt, decidedByStaff, decisionReason, outcome }: Verification,
  deciderEmail: string | undefined,
): ReviewDetailAnswer['decision'] {
  if (decidedByStaff === null || decidedAt === null || outcome === null) return null;
  return {
    decision: outcome === 'passed' ? 'approve' : 'reject',
    reason: decisionReason ?? '',
    staff_email: deciderEmail ?? decidedByStaff,
    decided_at: decidedAt.toISOString(),
  };
}

export function reviewDetailModel(
  { verification, answers, files, sanctionsMatches, comparedWith }: ReviewDetail,
  parties: ReviewParties,
): ReviewDetailAnswer {
  return {
    ...reviewSummaryModel(verification),
    customer_email: parties.customerEmail,
    created_at: verification.createdAt.toISOString(),
    answers: {
      identity: answers.identity ?? null,
      address: answers.address ?? null,
      employment: answers.employment ?? null,
      sin_masked: answers.tax?.sin_masked ?? null,
      document: answers.document ?? null,
      declarations: answers.declarations ?? null,
      questionnaire: answers.questionnaire ?? null,
      edd: answers.edd ?? null,
    },
    investor_category:
      answers.questionnaire === undefined ? null : investorCategoryOf(answers.questionnaire),
    compliance_checks: verification.complianceChecks,
    sanctions_matches: sanctionsMatches.map(({ name, program }) => ({ name, program })),
    customer_reasons: customerReasons(verification.reasons),
    files: files.map((file) => ({
      guid: file.guid,
      kind: file.kind,
      content_type: file.contentType,
      size: file.size,
      uploaded_at: file.uploadedAt.toISOString(),
    })),
    compared_with: comparedWith,
    decision: staffDecision(verification, parties.deciderEmail),
    needs_second_approval: needsTwoApprovals(verification),
    first_approval:
      verification.firstApproval === null
        ? null
        : {
            reason: verification.firstApproval.reason,
            staff_email: parties.firstApproverEmail ?? verification.firstApproval.staffId,
            approved_at: verification.firstApproval.at.toISOString(),
          },
  };
}
