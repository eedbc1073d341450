import type { Catalogue } from './en-CA';

/** French (Canada) counterpart of admin-sales.en-CA.ts, typed against the English catalogue. */
export const adminSalesFrCA: Pick<Catalogue, 'adminSales'> = {
  adminSales: {
    intro:
      'Volume et revenus (écart et frais) par actif, en CAD, par jour UTC, semaine (à partir du lundi) ou mois.',
    range: 'Regrouper par',
    ranges: { day: 'Jour', week: 'Semaine', month: 'Mois' },
    filters: 'Période des ventes',
    asset: 'Actif',
    allAssets: 'Tous les actifs',
    from: 'Du',
    to: 'Au',
    apply: 'Afficher',
    chartLabel: 'Revenus par {{range}} du {{from}} au {{to}}, tous les actifs réunis',
    tableCaption: 'Ventes par période et par actif',
    period: 'Période',
    trades: 'Transactions',
    volume: 'Volume',
    spread: 'Revenus d’écart',
    fees: 'Revenus de frais',
    revenue: 'Revenus',
    total: 'Total',
    invalidWindow: 'Vérifiez les dates : le début doit précéder la fin, à dix ans d’écart au plus.',
    loadFailed: 'Nous n’avons pas pu charger les ventes.',
    empty: 'Aucune vente pendant cette période.',
    download: 'Télécharger le CSV',
    downloading: 'Préparation du fichier…',
    downloadFailed: 'Nous n’avons pas pu exporter les ventes.',
    topTitle: 'Meilleurs clients',
    topCaption: 'Clients ayant le plus de volume pendant la période',
    topFailed: 'Nous n’avons pas pu charger les meilleurs clients.',
    topEmpty: 'Aucun client n’a effectué de transaction pendant cette période.',
    customer: 'Client',
  },
};
