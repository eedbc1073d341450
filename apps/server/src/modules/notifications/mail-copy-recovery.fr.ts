import { durationWords } from './duration-words.js';
import type { ComposedMail, RecoveryMailContent } from './mail-content.js';

/** La formulation française (fr-CA) de chaque étape d'une récupération de compte (ADR 59). */
export function composeRecoveryFrench(
  content: RecoveryMailContent,
  support: string,
  closing: string,
): ComposedMail {
  const greeting = `Bonjour ${content.name},`;
  switch (content.template) {
    case 'account_recovery_started':
      return {
        subject: 'Vous avez demandé à récupérer votre compte',
        greeting,
        paragraphs: [
          'Une personne qui connaît votre mot de passe a demandé à récupérer votre compte Maple Exchange parce que ses clés d’accès et son application d’authentification sont perdues.',
          'Pour continuer, envoyez une photo de votre pièce d’identité officielle et un égoportrait. Une personne les compare avec l’identité que vous avez vérifiée; rien ne change d’ici là.',
          `Si ce n’était pas vous, réinitialisez votre mot de passe dès maintenant à ${content.resetLink} et écrivez à ${support}.`,
        ],
        action: { label: 'Poursuivre la récupération', url: content.link },
        closing,
      };
    case 'account_recovery_in_review':
      return {
        subject: 'Nous avons reçu vos documents de récupération',
        greeting,
        paragraphs: [
          'Nous avons reçu votre pièce d’identité et votre égoportrait. Une personne les comparera avec l’identité que vous avez vérifiée, habituellement en un jour ouvrable.',
          `Nous vous écrirons pour vous donner le résultat. Si vous n’avez pas demandé à récupérer votre compte, écrivez à ${support} dès maintenant.`,
        ],
        closing,
      };
    case 'account_recovered':
      return {
        subject: 'Votre compte est récupéré',
        greeting,
        paragraphs: [
          'Nous avons confirmé votre identité. Vos clés d’accès et votre application d’authentification perdues ont été retirées et toutes vos sessions ont été fermées.',
          'Connectez-vous avec votre mot de passe, puis ajoutez une clé d’accès ou une application d’authentification dans les paramètres : les retraits en exigent une.',
          `Pour votre protection, les retraits sont suspendus pendant ${durationWords(content.withdrawalHoldSeconds, 'fr-CA')}.`,
        ],
        action: { label: 'Se connecter', url: content.link },
        closing,
      };
    case 'account_recovery_refused':
      return {
        subject: 'Nous n’avons pas pu récupérer votre compte',
        greeting,
        paragraphs: [
          'Nous n’avons pas pu confirmer que la pièce d’identité et l’égoportrait envoyés correspondent à l’identité que vous avez vérifiée; votre compte n’a donc pas été modifié.',
          `Vous pouvez recommencer à partir de la page de connexion ou écrire à ${support} pour obtenir de l’aide.`,
        ],
        action: { label: 'Aller à la connexion', url: content.link },
        closing,
      };
  }
}
