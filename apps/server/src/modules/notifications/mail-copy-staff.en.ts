import type { ComposedMail, StaffMailContent } from './mail-content.js';

/** The English (en-CA) wording of the staff enrolment e-mail (an invitation or an MFA reset). */
export function composeStaffEnglish(
  content: StaffMailContent,
  support: string,
  greeting: string,
  closing: string,
): ComposedMail {
  return {
    subject:
      content.cause === 'invited'
        ? 'You are invited to the Maple Exchange back office'
        : 'Set up your back-office sign-in again',
    greeting,
    paragraphs: [
      content.cause === 'invited'
        ? 'An administrator invited you to the Maple Exchange back office.'
        : 'An administrator reset the authenticator app of your back-office account; your sessions were ended.',
      'Use the link below to choose a password and set up an authenticator app. It works once and expires in 72 hours.',
      `If you did not expect this e-mail, write to ${support} right away.`,
    ],
    action: { label: 'Set up my sign-in', url: content.link },
    closing,
  };
}
