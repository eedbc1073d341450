import type { Catalogue } from './en-CA';

/** French (Canada) counterpart of personal-tokens.en-CA.ts, typed against the English catalogue. */
export const personalTokensFrCA: Pick<Catalogue, 'personalTokens'> = {
  personalTokens: {
    title: 'Jetons d’API',
    description:
      'Permettez à un de vos scripts ou chiffriers de lire vos soldes et votre historique. Un jeton ne peut que lire : il ne peut jamais négocier, retirer ni rien modifier.',
    loadFailed: 'Vos jetons d’API n’ont pas pu être chargés.',
    listTitle: 'Vos jetons',
    empty: 'Vous n’avez aucun jeton d’API.',
    scope: {
      balances: 'Soldes',
      transactions: 'Opérations, virements et exportation du grand livre',
    },
    created: 'Créé le {{date}}',
    expires: 'Expire le {{date}}',
    lastUsed: 'Dernière utilisation le {{date}}',
    neverUsed: 'Jamais utilisé',
    revoke: 'Révoquer',
    revokeLabel: 'Révoquer {{name}}',
    revokeConfirm: 'Révoquer « {{name}} »? Ce qui l’utilise cessera de fonctionner aussitôt.',
    revokeYes: 'Oui, le révoquer',
    revokeNo: 'Le garder',
    revoking: 'Révocation…',
    revoked: '« {{name}} » a été révoqué.',
    create: {
      open: 'Créer un jeton',
      legend: 'Nouveau jeton d’API',
      name: 'Nom',
      nameHint:
        'Pour le reconnaître plus tard, p. ex. « Chiffrier du budget ». 64 caractères au plus.',
      scopesLegend: 'Ce qu’il peut lire',
      expiryLegend: 'Il cesse de fonctionner après',
      days: '{{count}} jours',
      confirmIntro:
        'Créer un jeton est une action sensible : confirmez-la avec un code de votre application d’authentification ou reçu par courriel.',
      sendCode: 'M’envoyer un code par courriel',
      sendAgain: 'Envoyer un nouveau code',
      codeSent: 'Nous avons envoyé un code à {{email}}.',
      code: 'Code de confirmation',
      submit: 'Créer le jeton',
      submitting: 'Création…',
      cancel: 'Annuler',
      nameRequired: 'Donnez un nom au jeton.',
      nameTooLong: '64 caractères au plus.',
      scopesRequired: 'Choisissez au moins une chose qu’il peut lire.',
      codeRequired: 'Entrez le code à 6 chiffres.',
    },
    secret: {
      title: 'Votre nouveau jeton',
      warning:
        'Copiez-le maintenant et gardez-le en lieu sûr : c’est la seule fois qu’il est affiché. Quiconque l’a peut lire vos soldes et votre historique.',
      label: 'Jeton pour {{name}}',
      copy: 'Copier',
      copied: 'Copié.',
      copyFailed: 'La copie a échoué. Sélectionnez le jeton et copiez-le vous-même.',
      done: 'Je l’ai copié',
    },
  },
};
