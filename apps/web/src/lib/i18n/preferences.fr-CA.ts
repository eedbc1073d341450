import type { Catalogue } from './en-CA';

/** French (Canada) counterpart of preferences.en-CA.ts, typed against the English catalogue. */
export const preferencesFrCA: Pick<Catalogue, 'preferences'> = {
  preferences: {
    appearance: {
      title: 'Apparence',
      description: 'Conservée dans ce navigateur et appliquée immédiatement.',
      theme: 'Thème',
      light: 'Clair',
      dark: 'Sombre',
    },
    server: {
      title: 'Langue et courriels',
      description: 'Conservés avec votre compte, sur tous vos appareils.',
    },
    language: {
      legend: 'Langue',
      hint: 'La langue de tous les courriels que nous vous envoyons. À l’enregistrement, cette application passe aussi à cette langue.',
    },
    emails: {
      legend: 'Courriels que nous vous envoyons',
      alwaysOn: 'Courriels de sécurité et de compte',
      alwaysOnHint:
        'Toujours envoyés, car ils protègent votre compte : alertes de connexion et de verrouillage, changements de mot de passe et de vérification en deux étapes, résultats de la vérification d’identité, codes de confirmation et liens.',
      trade_confirmations: 'Confirmations d’opérations',
      trade_confirmationsHint:
        'Un courriel chaque fois qu’un de vos achats ou une de vos ventes est effectué.',
      product_updates: 'Nouvelles et mises à jour des produits',
      product_updatesHint:
        'Nouvelles de Maple Exchange, nouvelles fonctionnalités et offres. Désactivé tant que vous ne l’activez pas; vous pouvez le désactiver en tout temps.',
    },
    save: 'Enregistrer',
    saving: 'Enregistrement…',
    saved: 'Vos préférences sont enregistrées.',
    loadFailed: 'Nous n’avons pas pu charger vos préférences.',
  },
};
