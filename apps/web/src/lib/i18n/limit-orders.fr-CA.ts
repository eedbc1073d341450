import type { Catalogue } from './en-CA';

/** French (Canada) counterpart of limit-orders.en-CA.ts, typed against the English catalogue. */
export const limitOrdersFrCA: Pick<Catalogue, 'limitOrders'> = {
  limitOrders: {
    form: {
      title: 'Nouvel ordre à cours limité',
      side: 'Acheter ou vendre',
      asset: 'Actif',
      amountBuy: 'CAD à dépenser',
      amountBuyHint: 'Les frais sont inclus.',
      amountSell: '{{asset}} à vendre',
      limitBuy: 'Acheter quand le prix est égal ou inférieur à',
      limitSell: 'Vendre quand le prix est égal ou supérieur à',
      now: '{{asset}} vaut maintenant {{price}} au marché. L’ordre se fie au prix que vous obtiendriez, écart compris.',
      nowLoading: 'Obtention du prix en direct…',
      expiry: 'Date de fin (facultative)',
      expiryHint:
        'L’ordre prend fin à la fin de cette journée. Laissez vide pour qu’il attende {{days}} jours.',
      held: 'Le montant est mis de côté jusqu’à ce que l’ordre soit exécuté, annulé ou expiré.',
      submit: 'Passer l’ordre',
      submitting: 'Envoi…',
      created: 'Ordre passé : {{order}}.',
      atMax:
        'Vous avez {{max}} ordres en attente, le maximum permis à la fois. Annulez-en un pour en passer un autre.',
      unverified: 'Vérifiez votre identité avant de négocier.',
      verify: 'Vérifier votre identité',
    },
    describe: {
      buy: 'Achat de {{asset}} pour {{amount}} à {{price}} ou moins',
      sell: 'Vente de {{amount}} à {{price}} ou plus',
    },
    list: {
      caption: 'Vos ordres à cours limité',
      order: 'Ordre',
      limit: 'Cours limité',
      expires: 'Expiration',
      actions: 'Actions',
      states: {
        open: 'En attente',
        executing: 'Exécution en cours',
        filled: 'Exécuté',
        cancelled: 'Annulé',
        expired: 'Expiré',
        failed: 'Échoué',
      },
      failedBecause: 'Échoué : {{reason}}',
      failures: {
        not_verified: 'identité non vérifiée',
        over_limit: 'limite dépassée',
        insufficient_funds: 'fonds insuffisants',
        refused: 'refusé',
      },
      empty:
        'Aucun ordre à cours limité pour l’instant. Utilisez le formulaire ci-dessus pour acheter ou vendre quand le prix atteint le niveau que vous choisissez.',
      loadFailed: 'Vos ordres à cours limité n’ont pas pu être chargés.',
      cancel: 'Annuler',
      cancelLabel: 'Annuler l’ordre : {{order}}',
      cancelled: 'Ordre annulé : {{order}}.',
      trade: 'Opération',
      tradeLabel: 'Détails de l’opération qui a exécuté l’ordre : {{order}}',
      tradeFailed: 'L’opération n’a pas pu être chargée. Réessayez.',
    },
    cancel: {
      title: 'Annuler cet ordre?',
      question: '{{order}}. Ce qu’il avait mis de côté redevient disponible.',
      confirm: 'Annuler l’ordre',
      cancelling: 'Annulation…',
      keep: 'Le garder',
    },
    validation: {
      sideRequired: 'Choisissez d’acheter ou de vendre.',
      amountRequired: 'Entrez un montant.',
      amountInvalid: 'Entrez un montant, comme 150 ou 0,0015.',
      amountZero: 'Le montant doit être supérieur à zéro.',
      tooManyDecimals: 'Entrez un montant en {{asset}} d’au plus {{decimals}} décimales.',
      notAvailable: 'Vous n’avez pas {{amount}} de disponible.',
      expiryPast: 'Choisissez une date de fin dans le futur.',
      expiryTooFar: 'Un ordre peut attendre 90 jours au plus.',
    },
  },
};
