import type { recoveryEnCA } from './recovery.en-CA';

/** Les mots français (Canada) de la récupération de compte (ADR 59); partie du catalogue fr-CA.ts. */
export const recoveryFrCA: typeof recoveryEnCA = {
  recovery: {
    intro:
      'Vous avez perdu toutes vos clés d’accès et votre application d’authentification? Envoyez une photo de votre pièce d’identité officielle et un égoportrait. Deux personnes les comparent avec l’identité que vous avez vérifiée; rien ne change dans votre compte d’ici là.',
    startFromSignIn:
      'Commencez à la page de connexion : entrez votre courriel et votre mot de passe, puis choisissez « Clés d’accès et application d’authentification perdues? ». Sans mot de passe, utilisez d’abord « Mot de passe oublié? ».',
    signInAgain:
      'Votre connexion a pris trop de temps. Connectez-vous de nouveau avec votre courriel et votre mot de passe, puis choisissez « Clés d’accès et application d’authentification perdues? ».',
    backToSignIn: 'Retour à la connexion',
    loadFailed: 'Impossible de charger votre récupération.',
    documentIntro:
      'Utilisez la pièce d’identité avec laquelle vous avez vérifié votre identité, ou une plus récente de la même personne. Prenez l’égoportrait sous un bon éclairage, sans lunettes ni chapeau.',
    send: 'Envoyer pour examen',
    sending: 'Envoi…',
    inReview: 'Nous examinons votre récupération',
    inReviewBody:
      'Nous avons reçu votre pièce d’identité et votre égoportrait. Nous répondons habituellement en un jour ouvrable, par courriel. Si elle est approuvée, vos clés d’accès et votre application d’authentification perdues sont retirées, vous vous connectez avec votre mot de passe et les retraits attendent 48 heures.',
    closed: 'Cette récupération est terminée',
    closedBody:
      'Consultez vos courriels pour connaître le résultat, ou recommencez à partir de la page de connexion.',
  },
};
