/**
 * English (Canada) words of /documents, the customer's documents (ADR 75): confirmations kept as
 * PDF and CSV; part of the catalogue in en-CA.ts.
 */
export const documentsEnCA = {
  documents: {
    intro:
      'A confirmation of every trade and of every deposit or withdrawal, each as a PDF and a CSV file, kept exactly as it was first made. Statements and tax reports will join them here.',
    filters: 'Filter your documents',
    kindFilter: 'Kind of document',
    allKinds: 'All documents',
    yearFilter: 'Year',
    allYears: 'All years',
    kinds: {
      trade_confirmation: 'Trade confirmation',
      transfer_confirmation: 'Transfer confirmation',
    },
    kindsPlural: {
      trade_confirmation: 'Trade confirmations',
      transfer_confirmation: 'Transfer confirmations',
    },
    caption: 'Your documents, newest first',
    date: 'Date (Toronto time)',
    document: 'Document',
    language: 'Language',
    files: 'Files',
    languages: {
      'en-CA': 'English',
      'fr-CA': 'French',
    },
    preparing: 'Being prepared…',
    /** A file button's name: `format` is PDF or CSV, `date` the row's date and time. */
    fileOf: {
      trade_confirmation: '{{format}} of the trade confirmation of {{date}}',
      transfer_confirmation: '{{format}} of the transfer confirmation of {{date}}',
    },
    downloadFailed: 'The {{file}} could not be downloaded.',
    showMore: 'Show more',
    loadFailed: 'Your documents could not be loaded.',
    moreFailed: 'More documents could not be loaded.',
    empty:
      'No documents yet. A confirmation appears here within a minute of each trade, deposit or withdrawal.',
    noMatch: 'No documents match these filters.',
  },
};
