/**
 * English (Canada) words of /documents, the customer's documents (ADR 75): confirmations kept as
 * PDF and CSV; part of the catalogue in en-CA.ts.
 */
export const documentsEnCA = {
  documents: {
    intro:
      'Your monthly and quarterly statements, your tax reports, and a confirmation of every trade and of every deposit or withdrawal, each as a PDF and a CSV file, kept exactly as it was first made.',
    filters: 'Filter your documents',
    kindFilter: 'Kind of document',
    allKinds: 'All documents',
    yearFilter: 'Year',
    allYears: 'All years',
    kinds: {
      statement: 'Statement',
      tax_report: 'Tax report',
      trade_confirmation: 'Trade confirmation',
      transfer_confirmation: 'Transfer confirmation',
    },
    kindsPlural: {
      statement: 'Statements',
      tax_report: 'Tax reports',
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
    /** A statement's quarter, as its period `2026-Q4` is named. */
    quarter: 'Q{{quarter}} {{year}}',
    /**
     * A file button's name: `format` is PDF or CSV, `date` the row's date and time, `subject`
     * what the document is about in words (a statement's period, a tax report's year).
     */
    fileOf: {
      statement: '{{format}} of the statement for {{subject}}',
      tax_report: '{{format}} of the tax report for {{subject}}',
      trade_confirmation: '{{format}} of the trade confirmation of {{date}}',
      transfer_confirmation: '{{format}} of the transfer confirmation of {{date}}',
    },
    downloadFailed: 'The {{file}} could not be downloaded.',
    showMore: 'Show more',
    loadFailed: 'Your documents could not be loaded.',
    moreFailed: 'More documents could not be loaded.',
    empty:
      'No documents yet. A confirmation appears here within a minute of each trade, deposit or withdrawal, and a statement on the first day of the month after one with activity.',
    noMatch: 'No documents match these filters.',
  },
};
