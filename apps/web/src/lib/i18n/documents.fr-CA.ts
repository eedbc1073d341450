import type { Catalogue } from './en-CA';

/** French (Canada) counterpart of documents.en-CA.ts, typed against the English catalogue. */
export const documentsFrCA: Pick<Catalogue, 'documents'> = {
  documents: {
    intro:
      'Vos relevés mensuels et trimestriels, vos rapports fiscaux, un avis d’exécution de chaque opération et une confirmation de chaque dépôt ou retrait, chacun en fichier PDF et en fichier CSV, conservé exactement tel qu’il a été produit la première fois.',
    filters: 'Filtrer vos documents',
    kindFilter: 'Type de document',
    allKinds: 'Tous les documents',
    yearFilter: 'Année',
    allYears: 'Toutes les années',
    kinds: {
      statement: 'Relevé de compte',
      tax_report: 'Rapport fiscal',
      trade_confirmation: 'Avis d’exécution',
      transfer_confirmation: 'Confirmation de dépôt ou de retrait',
    },
    kindsPlural: {
      statement: 'Relevés',
      tax_report: 'Rapports fiscaux',
      trade_confirmation: 'Avis d’exécution',
      transfer_confirmation: 'Confirmations de dépôt et de retrait',
    },
    caption: 'Vos documents, du plus récent au plus ancien',
    date: 'Date (heure de Toronto)',
    document: 'Document',
    language: 'Langue',
    files: 'Fichiers',
    languages: {
      'en-CA': 'Anglais',
      'fr-CA': 'Français',
    },
    preparing: 'En préparation…',
    quarter: 'T{{quarter}} {{year}}',
    fileOf: {
      statement: '{{format}} du relevé de compte ({{subject}})',
      tax_report: '{{format}} du rapport fiscal {{subject}}',
      trade_confirmation: '{{format}} de l’avis d’exécution du {{date}}',
      transfer_confirmation: '{{format}} de la confirmation de dépôt ou de retrait du {{date}}',
    },
    downloadFailed: 'Le {{file}} n’a pas pu être téléchargé.',
    showMore: 'Afficher plus',
    loadFailed: 'Vos documents n’ont pas pu être chargés.',
    moreFailed: 'Les documents suivants n’ont pas pu être chargés.',
    empty:
      'Aucun document pour l’instant. Une confirmation s’affiche ici moins d’une minute après chaque opération, dépôt ou retrait, et un relevé le premier jour du mois qui suit un mois d’activité.',
    noMatch: 'Aucun document ne correspond à ces filtres.',
  },
};
