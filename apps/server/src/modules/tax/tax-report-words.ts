import type { DispositionKind } from '@maple/contracts';
import type { DocumentLanguage } from '../documents/pdf/document-spec.js';

/**
 * The words of the capital gains report (tax-report-spec.ts) in each language. They say what
 * the /tax page says (apps/web/src/lib/i18n/tax.*.ts) and, for what the platform cannot see,
 * what docs/product/tax.md says, so the file and the screen never disagree. `date` is a Toronto
 * day already written out in the language.
 */
export interface TaxReportWords {
  title: (year: number) => string;
  preparedFor: (name: string) => string;
  intro: (year: number) => string;
  yearOver: (year: number) => string;
  yearNotOver: (year: number, date: string) => string;
  days: string;
  summary: {
    heading: (year: number) => string;
    proceeds: string;
    cost: string;
    outlays: string;
    gain: string;
    deniedLoss: string;
    dispositions: string;
    isGain: string;
    isLoss: string;
  };
  dispositions: {
    heading: (year: number) => string;
    empty: (year: number) => string;
    columns: readonly [string, string, string, string, string, string, string, string, string];
    kinds: Readonly<Record<DispositionKind, string>>;
  };
  marks: { provisional: string; provisionalHelp: string; estimated: string; estimatedHelp: string };
  holdings: {
    heading: (year: number) => string;
    headingNow: (date: string) => string;
    empty: (year: number) => string;
    emptyNow: string;
    columns: readonly [string, string, string, string];
  };
  notice: { heading: string; leftOut: string; adjust: string; advice: string };
}

const english: TaxReportWords = {
  title: (year) => `Capital gains report ${year}`,
  preparedFor: (name) => `Prepared for ${name}.`,
  intro: (year) =>
    `Your capital gains and losses on Maple Exchange in ${year}, with the figures Schedule 3 of your tax return asks for, worked out from your records on the platform.`,
  yearOver: (year) => `The figures are those of the year ended December 31, ${year}.`,
  yearNotOver: (year, date) =>
    `${year} is not over yet: these figures are those of ${date}, and they will change with your next trades and withdrawals.`,
  days: 'Dates are calendar days in Toronto, where Maple Exchange reports from.',
  summary: {
    heading: (year) => `Schedule 3 summary for ${year}`,
    proceeds: 'Proceeds of disposition',
    cost: 'Adjusted cost base',
    outlays: 'Outlays and expenses',
    gain: 'Gain or loss',
    deniedLoss: 'Superficial losses denied',
    dispositions: 'Number of dispositions',
    isGain: 'gain',
    isLoss: 'loss',
  },
  dispositions: {
    heading: (year) => `Dispositions in ${year}`,
    empty: (year) => `No dispositions in ${year}.`,
    columns: [
      'Date',
      'Asset',
      'Kind',
      'Quantity',
      'Proceeds',
      'Cost (ACB)',
      'Outlays',
      'Gain or loss',
      'Loss denied',
    ],
    kinds: { sale: 'Sale', withdrawal: 'Withdrawal to another wallet' },
  },
  marks: {
    provisional: 'Provisional',
    provisionalHelp:
      'Provisional: the 30 days after this disposition have not all passed yet. A purchase of the same asset before they end could still deny part of its loss.',
    estimated: 'Estimated',
    estimatedHelp:
      'Estimated: the cost includes a market value standing in for a cost you did not state, for crypto you transferred in.',
  },
  holdings: {
    heading: (year) => `Holdings at the end of ${year}`,
    headingNow: (date) => `Holdings on ${date}`,
    empty: (year) => `You held no crypto on Maple Exchange at the end of ${year}.`,
    emptyNow: 'You hold no crypto on Maple Exchange.',
    columns: ['Asset', 'Quantity', 'Book cost', 'Notes'],
  },
  notice: {
    heading: 'What these figures leave out',
    leftOut:
      'Maple Exchange sees only what happens on its own platform, but the tax rules apply to everything you hold. These figures do not take into account units you hold in your own wallets or on other platforms, nor purchases by your spouse or common-law partner, or by a company you control (the superficial-loss rule counts them too).',
    adjust:
      'If either applies to you, the figures need adjusting: adjust them yourself, or give them to an accountant who will.',
    advice: 'This is not tax advice.',
  },
};

const french: TaxReportWords = {
  title: (year) => `Rapport des gains en capital ${year}`,
  preparedFor: (name) => `Préparé pour ${name}.`,
  intro: (year) =>
    `Vos gains et pertes en capital sur Maple Exchange en ${year}, avec les montants que demande l’annexe 3 de votre déclaration de revenus, calculés à partir de vos opérations sur la plateforme.`,
  yearOver: (year) => `Les montants sont ceux de l’année terminée le 31 décembre ${year}.`,
  yearNotOver: (year, date) =>
    `L’année ${year} n’est pas terminée : ces montants sont ceux du ${date} et ils changeront avec vos prochaines opérations et vos prochains retraits.`,
  days: 'Les dates sont des jours civils à Toronto, d’où Maple Exchange fait ses déclarations.',
  summary: {
    heading: (year) => `Sommaire de l’annexe 3 pour ${year}`,
    proceeds: 'Produit de disposition',
    cost: 'Prix de base rajusté',
    outlays: 'Dépenses engagées ou effectuées',
    gain: 'Gain ou perte',
    deniedLoss: 'Pertes apparentes refusées',
    dispositions: 'Nombre de dispositions',
    isGain: 'gain',
    isLoss: 'perte',
  },
  dispositions: {
    heading: (year) => `Dispositions en ${year}`,
    empty: (year) => `Aucune disposition en ${year}.`,
    columns: [
      'Date',
      'Actif',
      'Type',
      'Quantité',
      'Produit',
      'Coût (PBR)',
      'Dépenses',
      'Gain ou perte',
      'Perte refusée',
    ],
    kinds: { sale: 'Vente', withdrawal: 'Retrait vers un autre portefeuille' },
  },
  marks: {
    provisional: 'Provisoire',
    provisionalHelp:
      'Provisoire : les 30 jours qui suivent cette disposition ne sont pas tous écoulés. Un achat du même actif avant leur fin pourrait encore faire refuser une partie de sa perte.',
    estimated: 'Estimé',
    estimatedHelp:
      'Estimé : le coût comprend une valeur marchande qui remplace un coût que vous n’avez pas indiqué, pour des cryptoactifs que vous avez transférés vers la plateforme.',
  },
  holdings: {
    heading: (year) => `Avoirs à la fin de ${year}`,
    headingNow: (date) => `Avoirs au ${date}`,
    empty: (year) => `Vous ne déteniez aucun cryptoactif sur Maple Exchange à la fin de ${year}.`,
    emptyNow: 'Vous ne détenez aucun cryptoactif sur Maple Exchange.',
    columns: ['Actif', 'Quantité', 'Coût comptable', 'Remarques'],
  },
  notice: {
    heading: 'Ce que ces montants ne comprennent pas',
    leftOut:
      'Maple Exchange ne voit que ce qui se passe sur sa propre plateforme, mais les règles fiscales s’appliquent à tout ce que vous détenez. Ces montants ne tiennent pas compte des unités que vous détenez dans vos propres portefeuilles ou sur d’autres plateformes, ni des achats faits par votre époux ou conjoint de fait, ou par une société que vous contrôlez (la règle de la perte apparente en tient compte aussi).',
    adjust:
      'Si l’un ou l’autre cas s’applique à vous, les montants doivent être rajustés : rajustez-les vous-même ou confiez-les à un comptable qui le fera.',
    advice: 'Ces renseignements ne constituent pas un conseil fiscal.',
  },
};

export const taxReportWords: Readonly<Record<DocumentLanguage, TaxReportWords>> = {
  'en-CA': english,
  'fr-CA': french,
};
