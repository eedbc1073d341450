import type { ComposedMail, StaffMailContent } from './mail-content.js';

/** The French (fr-CA) wording of the staff enrolment e-mail (an invitation or an MFA reset). */
export function composeStaffFrench(
  content: StaffMailContent,
  support: string,
  greeting: string,
  closing: string,
): ComposedMail {
  return {
    subject:
      content.cause === 'invited'
        ? 'Vous êtes invité au back-office de Maple Exchange'
        : 'Configurez de nouveau votre connexion au back-office',
    greeting,
    paragraphs: [
      content.cause === 'invited'
        ? 'Un administrateur vous a invité au back-office de Maple Exchange.'
        : 'Un administrateur a réinitialisé l’application d’authentification de votre compte du back-office; vos sessions ont été fermées.',
      'Utilisez le lien ci-dessous pour choisir un mot de passe et configurer une application d’authentification. Il ne fonctionne qu’une fois et expire dans 72 heures.',
      `Si vous n’attendiez pas ce courriel, écrivez sans tarder à ${support}.`,
    ],
    action: { label: 'Configurer ma connexion', url: content.link },
    closing,
  };
}
