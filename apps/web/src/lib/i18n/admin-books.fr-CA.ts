import type { Catalogue } from './en-CA';

/** French (Canada) counterpart of admin-books.en-CA.ts, typed against the English catalogue. */
export const adminBooksFrCA: Pick<Catalogue, 'adminBooks'> = {
  adminBooks: {
    intro:
      'Les livres en un coup d’œil : ce que détiennent les clients face aux comptes de la plateforme, par actif, puis chaque compte client.',
    booksTitle: 'Les livres',
    booksCaption: 'Soldes des clients face aux comptes de la plateforme, par actif',
    booksFailed: 'Nous n’avons pas pu charger les livres.',
    balanced:
      'Équilibrés : pour chaque actif, les comptes de la plateforme compensent ce que détiennent les clients.',
    unbalanced:
      'Non équilibrés : les comptes d’un actif ne totalisent pas zéro. L’écart figure ci-dessous; signalez-le sans délai.',
    balancedCell: 'Équilibré',
    asset: 'Actif',
    anyAsset: 'Tous les actifs',
    customers: 'Clients',
    kinds: {
      house: 'Maison',
      fee: 'Frais',
      funding: 'Financement',
      clearing: 'Compensation',
      suspense: 'Attente',
      loss_recovery: 'Recouvrement des pertes',
      network_fee: 'Frais de réseau',
    },
    difference: 'Écart',
    accountsTitle: 'Comptes clients',
    accountsCaption: 'Comptes clients et leurs soldes',
    accountsFailed: 'Nous n’avons pas pu charger les comptes clients.',
    filters: 'Filtres des comptes',
    customer: 'Client',
    customerHint: 'Le guid du client',
    fundedOnly: 'Seulement les comptes ayant un solde',
    apply: 'Rechercher',
    balance: 'Solde',
    held: 'Retenu',
    available: 'Disponible',
    invalidFilter: 'Vérifiez les filtres : le guid du client compte 32 caractères hexadécimaux.',
    empty: 'Aucun compte ne correspond à ces filtres.',
    pages: 'Pages de comptes',
    previous: 'Page précédente',
    next: 'Page suivante',
  },
};
