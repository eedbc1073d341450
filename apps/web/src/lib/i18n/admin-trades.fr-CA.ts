import type { Catalogue } from './en-CA';

/** French (Canada) counterpart of admin-trades.en-CA.ts, typed against the English catalogue. */
export const adminTradesFrCA: Pick<Catalogue, 'adminTrades'> = {
  adminTrades: {
    intro:
      'Les transactions de tous les clients, les plus récentes d’abord. La consultation de cette liste est consignée au journal d’audit, car elle nomme des clients.',
    filters: 'Filtres des transactions',
    customer: 'Client',
    customerHint: 'Le guid du client',
    any: 'Tous',
    symbol: 'Marché',
    side: 'Sens',
    sides: { buy: 'Achat', sell: 'Vente' },
    state: 'État',
    states: {
      storing: 'Enregistrement',
      pending: 'En attente',
      executed: 'Exécutée',
      settling: 'En règlement',
      completed: 'Terminée',
      failed: 'Échouée',
    },
    from: 'Du',
    to: 'Au',
    cadMin: 'Montant en CAD à partir de',
    cadMax: 'Montant en CAD jusqu’à',
    amountInvalid: 'Saisissez des montants en dollars, par exemple 250 ou 1 000,50.',
    apply: 'Rechercher',
    clear: 'Effacer les filtres',
    tableCaption: 'Transactions',
    when: 'Date',
    coins: 'Cryptomonnaie',
    cad: 'Montant en CAD',
    fee: 'Frais',
    detail: 'Détail',
    open: 'Voir',
    totals:
      'Transactions terminées : {{trades}} (achats : {{buys}}, ventes : {{sells}}). Montant échangé : {{cad}}. Frais : {{fees}}.',
    totalsCapped:
      'Les {{trades}} transactions terminées les plus récentes (achats : {{buys}}, ventes : {{sells}}). Montant échangé : {{cad}}. Frais : {{fees}}. D’autres correspondent : précisez les filtres, ou voyez les Ventes pour les totaux complets.',
    invalidFilter: 'Vérifiez les filtres : une date ou un montant est dans le désordre.',
    loadFailed: 'Nous n’avons pas pu charger les transactions.',
    empty: 'Aucune transaction ne correspond à ces filtres.',
    pages: 'Pages de transactions',
    newer: 'Transactions plus récentes',
    older: 'Transactions plus anciennes',
    download: 'Télécharger le CSV',
    downloading: 'Préparation du fichier…',
    downloadFailed: 'Nous n’avons pas pu exporter les transactions.',
    detailTitle: 'Transaction',
    close: 'Fermer',
    detailFailed: 'Nous n’avons pas pu charger cette transaction.',
    guid: 'Guid de la transaction',
    noEntry:
      'Cette transaction a échoué sans déplacer d’argent : elle n’a pas d’écriture comptable.',
    entryBalanced:
      'L’écriture comptable {{id}} est équilibrée : les mouvements de chaque actif totalisent zéro.',
    entryUnbalanced: 'L’écriture comptable {{id}} n’est pas équilibrée. Signalez-le sans délai.',
    postingsCaption: 'Mouvements de l’écriture comptable de la transaction',
    account: 'Compte',
    amount: 'Montant',
  },
};
