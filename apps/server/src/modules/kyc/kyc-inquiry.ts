import type { IdentityVerificationPersonaState } from '@maple/contracts';
import type { Verification } from './kyc.repo.js';
import type { VerificationMethod, VerificationState } from './kyc.tables.js';
import { shownState } from './kyc-context.js';

/**
 * The built-in flow's inquiries, where Cybrid's verifications have Persona's (ADR 65): a
 * verification the customer answers in the app carries `inq_<guid>` as its `persona_inquiry_id`,
 * which `${PUBLIC_URL}/identity-verification?inquiry_id=…` opens, and its `persona_state` says
 * where the customer stands in it.
 */

/** What the app's own screens take answers for: the identity flow and enhanced due diligence. */
const answeredInTheApp: ReadonlySet<VerificationMethod> = new Set([
  'id_and_selfie',
  'enhanced_due_diligence',
]);

/**
 * The inquiry a new verification opens, if any. A bank's attestation asks the customer nothing;
 * documents have no screen of their own but an account recovery's, which the sign-in opens with
 * its own token, not a client.
 */
export const inquiryIdFor = (guid: string, method: VerificationMethod): string | null =>
  answeredInTheApp.has(method) ? `inq_${guid}` : null;

/**
 * The inquiry's state in Cybrid's words: not started, started, with a person, done (passed,
 * failed or decided by staff), expired. The flow is the inquiry, so its state is the
 * verification's; `processing` (submitted, not yet decided) never shows, since the rules engine
 * decides in the submission's own transaction.
 */
const inquiryStates: Readonly<Record<VerificationState, IdentityVerificationPersonaState>> = {
  // Never stored by the flow: an inquiry being opened has not been started either.
  storing: 'waiting',
  waiting: 'waiting',
  pending: 'pending',
  reviewing: 'reviewing',
  completed: 'completed',
  expired: 'expired',
};

/** `persona_state`: null without an inquiry, as Cybrid answers for attested verifications. */
export const personaStateOf = (
  verification: Verification,
  now: Date,
): IdentityVerificationPersonaState | null =>
  verification.inquiryId === null ? null : inquiryStates[shownState(verification, now)];
