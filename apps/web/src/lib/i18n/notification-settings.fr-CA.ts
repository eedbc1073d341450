import type { Catalogue } from './en-CA';

/**
 * French (Canada) counterpart of notification-settings.en-CA.ts, typed against the English
 * catalogue.
 */
export const notificationSettingsFrCA: Pick<Catalogue, 'notificationSettings'> = {
  notificationSettings: {
    title: 'Ce que nous vous signalons, et comment',
    description:
      'Conservés avec votre compte, sur tous vos appareils. Les avis de sécurité et de compte (alertes de connexion, changements de mot de passe et de vérification en deux étapes, résultats de la vérification d’identité, un dépôt ou un retrait qui a échoué, un ajustement à votre compte) sont toujours envoyés.',
    channels: { in_app: 'Dans l’application', email: 'Courriel', push: 'Push' },
    byChannel: {
      in_app: '{{topic}} dans l’application',
      email: '{{topic}} par courriel',
      push: '{{topic}} par notification push',
    },
    notOffered: '{{name}} : non offert',
    topics: {
      trades: 'Confirmations d’opérations',
      deposits: 'Dépôts',
      withdrawals: 'Retraits',
      alerts: 'Alertes de prix',
      recurring: 'Achats et ventes récurrents',
      statements: 'Relevés et rapports fiscaux',
      product_updates: 'Nouvelles',
    },
    hints: {
      trades: 'Chaque achat ou vente, dès qu’il est effectué.',
      deposits:
        'L’argent et les cryptos qui arrivent dans votre compte, et le moment où vous pouvez les utiliser.',
      withdrawals: 'L’argent et les cryptos qui quittent votre compte.',
      alerts: 'Vos alertes de prix quand elles se déclenchent, et vos prix du matin.',
      recurring: 'Chaque achat ou vente planifié, et ceux qui n’ont pas pu être effectués.',
      statements: 'Un nouveau relevé ou rapport fiscal dans vos documents.',
      product_updates:
        'Nouvelles de Maple Exchange, nouvelles fonctionnalités et offres. Désactivé tant que vous ne l’activez pas; vous pouvez le désactiver en tout temps.',
    },
    alwaysEmailed: {
      withdrawals:
        'Toujours envoyé : l’argent qui quitte votre compte fait toujours l’objet d’un courriel.',
      statements: 'Toujours envoyé : les relevés doivent vous être remis.',
    },
    pushNote:
      'Les notifications push n’arrivent que sur les appareils où vous les activez, sous « Notifications sur cet appareil » plus bas.',
    refused: 'Ces choix n’ont pas pu être enregistrés :',
    refusedChoice: '{{name}} : {{message}}',
    validation: {
      onOrOff: 'Choisissez activé ou désactivé.',
      alwaysSent: 'Ce courriel est toujours envoyé.',
    },
    save: 'Enregistrer',
    saving: 'Enregistrement…',
    saved: 'Vos paramètres de notification sont enregistrés.',
    loadFailed: 'Nous n’avons pas pu charger vos paramètres de notification.',
  },
};
