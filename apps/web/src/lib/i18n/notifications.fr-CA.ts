import type { Catalogue } from './en-CA';

/** French (Canada) counterpart of notifications.en-CA.ts, typed against the English catalogue. */
export const notificationsFrCA: Pick<Catalogue, 'notifications'> = {
  notifications: {
    intro:
      'Ce que nous vous avons signalé au sujet de vos opérations, dépôts et retraits, documents et alertes de prix, du plus récent au plus ancien. Ouvrez-en une pour voir de quoi il s’agit.',
    listLabel: 'Vos notifications, de la plus récente à la plus ancienne',
    unread: 'Non lue :',
    unreadCount_one: '{{count}} notification non lue.',
    unreadCount_other: '{{count}} notifications non lues.',
    allCaughtUp: 'Vous avez lu toutes vos notifications.',
    markAllRead: 'Tout marquer comme lu',
    markingAllRead: 'Marquage en cours…',
    showOlder: 'Afficher les plus anciennes',
    loadFailed: 'Vos notifications n’ont pas pu être chargées.',
    olderFailed: 'Les notifications plus anciennes n’ont pas pu être chargées.',
    empty:
      'Aucune notification pour l’instant. Créez une alerte de prix : ce qu’elle vous signale s’affichera ici.',
    createAlert: 'Créer une alerte de prix',
    words: {
      above: '{{asset}} a dépassé {{level}} — maintenant à {{price}}',
      below: '{{asset}} est passé sous {{level}} — maintenant à {{price}}',
      move: '{{asset}} a varié de {{change}} en {{window}} — maintenant à {{price}}',
      moveNoWindow: '{{asset}} a varié de {{change}} — maintenant à {{price}}',
      digest: 'Vos prix du matin : {{prices}}',
      digestPrice: '{{asset}} {{price}} ({{change}})',
      digestEmpty: 'Vos prix du matin : aucun de vos actifs n’avait de prix ce matin.',
      bought: 'Vous avez acheté {{amount}} pour {{cad}}',
      sold: 'Vous avez vendu {{amount}} et reçu {{cad}}',
      deposited: 'Dépôt de {{amount}} par {{rail}}',
      received: 'Dépôt de {{amount}} reçu',
      availableOn: '{{words}} — disponible le {{date}}',
      sent: 'Retrait de {{amount}} envoyé par {{rail}}',
      sentOnChain: 'Retrait de {{amount}} envoyé',
      rail: { eft: 'TEF', etransfer: 'virement Interac' },
      statement: 'Votre relevé de compte ({{period}}) est prêt',
      taxReport: 'Votre rapport fiscal {{period}} est prêt',
      orderExpired:
        'Votre ordre {{side}} de {{asset}} à {{limit}} a expiré; {{amount}} est de nouveau disponible',
      orderFailed:
        'Votre ordre {{side}} de {{asset}} à {{limit}} n’a pas pu être exécuté ({{reason}}); {{amount}} est de nouveau disponible',
      orderSide: { buy: 'd’achat', sell: 'de vente' },
      orderReason: {
        not_verified: 'vérifiez de nouveau votre identité',
        over_limit: 'limite de placement dépassée',
        insufficient_funds: 'fonds plus disponibles',
        refused: 'opération refusée',
      },
      recurringSkipped: {
        buy: 'Votre achat récurrent de {{amount}} de {{asset}} prévu le {{day}} n’a pas eu lieu : {{reason}}',
        sell: 'Votre vente récurrente de {{amount}} prévue le {{day}} n’a pas eu lieu : {{reason}}',
      },
    },
  },
};
