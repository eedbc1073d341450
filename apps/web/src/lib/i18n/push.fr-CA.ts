import type { Catalogue } from './en-CA';

/** French (Canada) counterpart of push.en-CA.ts, typed against the English catalogue. */
export const pushFrCA: Pick<Catalogue, 'push'> = {
  push: {
    settings: {
      title: 'Notifications sur cet appareil',
      description:
        'Activées dans chaque navigateur que vous choisissez. Elles arrivent même quand Maple Exchange est fermé.',
      loadFailed: 'Vos réglages de notifications n’ont pas pu être chargés.',
      unsupported:
        'Ce navigateur ne peut pas recevoir de notifications. Utilisez une version à jour de Chrome, Edge, Firefox ou Safari. Sur un iPhone ou un iPad, ajoutez d’abord Maple Exchange à votre écran d’accueil (Partager, puis Sur l’écran d’accueil), puis ouvrez-le à partir de là.',
      denied:
        'Les notifications sont bloquées pour ce site dans les réglages de votre navigateur. Pour les autoriser, ouvrez les réglages du site (l’icône à gauche de la barre d’adresse), choisissez Autoriser pour les notifications, puis rechargez cette page.',
      offIntro:
        'Recevez une notification quand un retrait, un nouveau portefeuille ou un nouveau compte bancaire attend votre approbation.',
      turnOn: 'Activer les notifications',
      turningOn: 'Activation…',
      on: 'Les notifications sont activées pour cet appareil.',
      off: 'Les notifications sont désactivées pour cet appareil.',
      sendTest: 'Envoyer une notification d’essai',
      sendingTest: 'Envoi…',
      testSent:
        'Envoyée. La notification d’essai devrait s’afficher sur cet appareil dans un instant.',
      turnOff: 'Désactiver',
      turningOff: 'Désactivation…',
      failure: {
        denied:
          'Les notifications n’ont pas été autorisées. Pour les activer, autorisez les notifications pour ce site dans les réglages de votre navigateur, puis réessayez.',
        dismissed:
          'Votre navigateur a demandé s’il pouvait afficher des notifications, sans obtenir de réponse. Réessayez et choisissez Autoriser.',
        unavailable:
          'Le service de notifications de ce navigateur n’est pas disponible. Réessayez plus tard. Si le problème persiste, vérifiez que les notifications push sont permises dans les réglages de confidentialité du navigateur, ou utilisez un autre navigateur.',
        failed:
          'Les notifications n’ont pas pu être activées dans ce navigateur. Réessayez, ou utilisez un autre navigateur.',
      },
      devicesTitle: 'Vos appareils',
      devicesEmpty: 'Aucun appareil ne reçoit encore vos notifications.',
      thisDevice: 'Cet appareil',
      added: 'Ajouté le {{date}}',
      lastDelivered: 'Dernière notification le {{date}}',
      noneDelivered: 'Aucune notification pour l’instant',
      remove: 'Supprimer',
      removeLabel: 'Supprimer {{name}}',
      removing: 'Suppression…',
      removed: '« {{name}} » ne reçoit plus de notifications.',
    },
    deviceName: {
      browserOnPlatform: '{{browser}} sur {{platform}}',
      platform: 'Un navigateur sur {{platform}}',
      unknown: 'Ce navigateur',
    },
  },
};
