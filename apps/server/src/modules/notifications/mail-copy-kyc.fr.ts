import type { ComposedMail, KycMailContent, VerificationCheck } from './mail-content.js';

/** What was sent, with its article and pronoun, as French agrees them. */
const what: Record<VerificationCheck, { sent: string; pronoun: string }> = {
  identity: { sent: 'votre demande de vérification d’identité', pronoun: 'l’examine' },
  enhanced_due_diligence: {
    sent: 'vos réponses et documents de vérification diligente renforcée',
    pronoun: 'les examine',
  },
  documents: { sent: 'vos documents', pronoun: 'les examine' },
};

const subjects: Record<VerificationCheck, { failed: string; inReview: string }> = {
  identity: {
    failed: 'Nous n’avons pas pu approuver votre vérification d’identité',
    inReview: 'Votre vérification d’identité est en cours d’examen',
  },
  enhanced_due_diligence: {
    failed: 'Nous n’avons pas pu approuver votre vérification diligente renforcée',
    inReview: 'Votre vérification diligente renforcée est en cours d’examen',
  },
  documents: {
    failed: 'Nous n’avons pas pu accepter vos documents',
    inReview: 'Vos documents sont en cours d’examen',
  },
};

const passed: Record<VerificationCheck, { subject: string; body: string }> = {
  identity: {
    subject: 'Votre identité est vérifiée',
    body: 'Votre identité est vérifiée. Vous pouvez maintenant déposer, acheter, vendre et retirer sur Maple Exchange.',
  },
  enhanced_due_diligence: {
    subject: 'Votre vérification diligente renforcée est approuvée',
    body: 'Votre vérification diligente renforcée est approuvée : vos limites de dépôt et de retrait plus élevées s’appliquent dès maintenant.',
  },
  documents: {
    subject: 'Vos documents sont acceptés',
    body: 'Les documents que vous nous avez envoyés ont été examinés et acceptés. Vous n’avez rien d’autre à faire.',
  },
};

/** The French (fr-CA) wording of identity verification's e-mails. */
export function composeKycFrench(
  content: KycMailContent,
  support: string,
  closing: string,
): ComposedMail {
  const greeting = `Bonjour ${content.name},`;
  const action = { label: 'Ouvrir mon tableau de bord', url: content.link };
  const check = what[content.check];
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
        subject: subjects[content.check].failed,
        greeting,
        paragraphs: [
          `Nous n’avons pas pu approuver ${check.sent}. Votre tableau de bord indique les motifs que nous pouvons communiquer.`,
          `Si vous croyez qu’il s’agit d’une erreur, écrivez à ${support} et nous réexaminerons la décision.`,
        ],
        action,
        closing,
      };
    case 'kyc_in_review':
      return {
        subject: subjects[content.check].inReview,
        greeting,
        paragraphs: [
          `Merci : nous avons bien reçu ${check.sent}. Un membre de notre équipe de conformité ${check.pronoun} maintenant, habituellement en deux jours ouvrables.`,
          'Nous pourrions vous demander d’autres documents. Nous vous écrirons dès qu’une décision sera prise.',
        ],
        action,
        closing,
      };
  }
}
