import { durationWords } from './duration-words.js';
import type { ComposedMail, RecoveryMailContent } from './mail-content.js';

/** The English (en-CA) wording of each step of an account recovery (ADR 59). */
export function composeRecoveryEnglish(
  content: RecoveryMailContent,
  support: string,
  closing: string,
): ComposedMail {
  const greeting = `Hello ${content.name},`;
  switch (content.template) {
    case 'account_recovery_started':
      return {
        subject: 'You asked to recover your account',
        greeting,
        paragraphs: [
          'Someone who knows your password asked to recover your Maple Exchange account because its passkeys and authenticator app are lost.',
          'To continue, send a photo of your government ID and a selfie. A person compares them with the identity you verified before; nothing changes until then.',
          `If this was not you, reset your password now at ${content.resetLink} and write to ${support}.`,
        ],
        action: { label: 'Continue the recovery', url: content.link },
        closing,
      };
    case 'account_recovery_in_review':
      return {
        subject: 'We received your recovery documents',
        greeting,
        paragraphs: [
          'We received your photo ID and selfie. A person will compare them with the identity you verified before, usually within one business day.',
          `We will write to you with the outcome. If you did not ask to recover your account, write to ${support} now.`,
        ],
        closing,
      };
    case 'account_recovered':
      return {
        subject: 'Your account is recovered',
        greeting,
        paragraphs: [
          'We confirmed your identity. Your lost passkeys and authenticator app were removed and every session was signed out.',
          'Sign in with your password, then add a passkey or an authenticator app in Settings: withdrawals need one.',
          `For your protection, withdrawals are on hold for ${durationWords(content.withdrawalHoldSeconds, 'en-CA')}.`,
        ],
        action: { label: 'Sign in', url: content.link },
        closing,
      };
    case 'account_recovery_refused':
      return {
        subject: 'We could not recover your account',
        greeting,
        paragraphs: [
          'We could not confirm that the photo ID and selfie you sent match the identity you verified before, so your account was not changed.',
          `You may start again from the sign-in page, or write to ${support} for help.`,
        ],
        action: { label: 'Go to sign in', url: content.link },
        closing,
      };
  }
}
