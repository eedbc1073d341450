import type { OtpPurpose } from '@maple/contracts';

/**
 * What each e-mail says, as data. Templates turn it into a subject, a text part and an HTML
 * part in the recipient's language; nothing here is HTML-escaped yet.
 */
export type MailContent =
  | { template: 'verify_email'; name: string; link: string }
  /** Someone signed up with an address that already has an account (no enumeration). */
  | { template: 'signup_exists'; name: string; signInLink: string; resetLink: string }
  | { template: 'account_locked'; name: string; link: string }
  | { template: 'reset_password'; name: string; link: string }
  | { template: 'password_changed'; name: string; resetLink: string }
  | { template: 'email_otp'; name: string; code: string; purpose: OtpPurpose; minutes: number }
  | { template: 'mfa_enabled'; name: string }
  | { template: 'mfa_disabled'; name: string }
  /** Identity verification's outcomes (SPEC B7); `link` opens the customer's dashboard. */
  | { template: 'kyc_passed'; name: string; check: VerificationCheck; link: string }
  | { template: 'kyc_failed'; name: string; check: VerificationCheck; link: string }
  | { template: 'kyc_in_review'; name: string; check: VerificationCheck; link: string }
  | {
      template: 'contact_message';
      name: string;
      email: string;
      subject: string;
      message: string;
    };

/** What was verified: the identity itself, enhanced due diligence, or documents asked for. */
export type VerificationCheck = 'identity' | 'enhanced_due_diligence' | 'documents';

export type KycMailContent = Extract<
  MailContent,
  { template: 'kyc_passed' | 'kyc_failed' | 'kyc_in_review' }
>;

/**
 * A message composed in one language, before rendering: paragraphs of plain text, at most one
 * call to action (a link button), and an optional code shown large.
 */
export interface ComposedMail {
  subject: string;
  greeting: string;
  paragraphs: readonly string[];
  action?: { label: string; url: string };
  code?: string;
  closing: string;
}
