import type { ComposedMail, KycMailContent, VerificationCheck } from './mail-content.js';

const what: Record<VerificationCheck, string> = {
  identity: 'identity verification',
  enhanced_due_diligence: 'enhanced due diligence review',
  documents: 'documents',
};

const inReview: Record<VerificationCheck, { subject: string; body: string }> = {
  identity: {
    subject: 'Your identity verification is being reviewed',
    body: 'Thank you: we received your identity verification. A member of our compliance team is now reviewing it, usually within two business days.',
  },
  enhanced_due_diligence: {
    subject: 'Your enhanced due diligence review is under way',
    body: 'Thank you: we received your answers and documents. A member of our compliance team is now reviewing them, usually within two business days.',
  },
  documents: {
    subject: 'Your documents are being reviewed',
    body: 'Thank you: we received your documents. A member of our compliance team is now reviewing them, usually within two business days.',
  },
};

const passed: Record<VerificationCheck, { subject: string; body: string }> = {
  identity: {
    subject: 'Your identity is verified',
    body: 'Your identity is verified. You can now deposit, buy, sell and withdraw on Maple Exchange.',
  },
  enhanced_due_diligence: {
    subject: 'Your enhanced due diligence review is approved',
    body: 'Your enhanced due diligence review is approved: your higher deposit and withdrawal limits now apply.',
  },
  documents: {
    subject: 'Your documents are accepted',
    body: 'The documents you sent us are reviewed and accepted. Nothing more is needed from you.',
  },
};

/** The English (en-CA) wording of identity verification's e-mails. */
export function composeKycEnglish(
  content: KycMailContent,
  support: string,
  closing: string,
): ComposedMail {
  const greeting = `Hello ${content.name},`;
  const action = { label: 'Open my dashboard', url: content.link };
  switch (content.template) {
    case 'kyc_passed':
      return {
        subject: passed[content.check].subject,
        greeting,
        paragraphs: [passed[content.check].body],
        action,
        closing,
      };
    case 'kyc_failed':
      return {
        subject: `We could not approve your ${what[content.check]}`,
        greeting,
        paragraphs: [
          `We could not approve your ${what[content.check]}. Your dashboard shows the reasons we can share.`,
          `If you think this is a mistake, write to ${support} and we will look at it again.`,
        ],
        action,
        closing,
      };
    case 'kyc_in_review':
      return {
        subject: inReview[content.check].subject,
        greeting,
        paragraphs: [
          inReview[content.check].body,
          'We may ask you for more documents. We will e-mail you as soon as a decision is made.',
        ],
        action,
        closing,
      };
  }
}
