import type { adminAccountEnCA } from './admin-account.en-CA';

/**
 * French (Canada) words of the back office's « Votre compte » page: the staff member's own
 * passkeys (ADR 56); part of the catalogue in fr-CA.ts.
 */
export const adminAccountFrCA: typeof adminAccountEnCA = {
  adminAccount: {
    intro:
      'Votre propre compte d’administration, et les clés d’accès avec lesquelles vous pouvez vous connecter.',
    profile: {
      title: 'Connecté en tant que',
      name: 'Nom',
      email: 'Courriel',
      role: 'Rôle',
      loadFailed: 'Votre compte n’a pas pu être chargé.',
    },
    passkeys: {
      title: 'Clés d’accès',
      description:
        'Connectez-vous à l’administration avec votre empreinte digitale, votre visage ou le NIP de votre appareil plutôt qu’avec votre mot de passe et votre code d’authentification.',
      empty:
        'Vous n’avez pas encore de clé d’accès. Une clé d’accès vous connecte avec votre seule empreinte digitale, votre visage ou le NIP de votre appareil, et comme elle ne fonctionne que sur Maple Exchange, un site frauduleux ne peut pas s’en servir.',
      unsupported:
        'Ce navigateur ne peut pas créer de clé d’accès. Pour en ajouter une, ouvrez cette page dans un navigateur à jour, comme Chrome, Edge, Firefox ou Safari.',
      addIntro:
        'Nommez la clé d’accès, puis confirmez votre identité avec votre mot de passe et le code de votre application d’authentification. Votre navigateur vous demandera ensuite de créer la clé.',
      code: 'Code de votre application d’authentification',
    },
  },
};
