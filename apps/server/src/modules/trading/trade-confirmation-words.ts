import type { DocumentLanguage } from '../documents/pdf/document-spec.js';

/** The words of a trade confirmation (docs/product/documents.md), in each language. */
export interface TradeConfirmationWords {
  title: (bought: boolean, asset: string) => string;
  intro: (name: string) => string;
  heading: { trade: string; amounts: string; notice: string };
  labels: {
    executedAt: string;
    settledAt: string;
    side: string;
    asset: string;
    quantity: string;
    price: string;
    consideration: string;
    fee: string;
    total: (bought: boolean) => string;
    midPrice: string;
    spread: string;
    capacity: string;
    settlement: string;
    order: string;
  };
  sides: { buy: string; sell: string };
  spreadValue: (cad: string, bps: string) => string;
  capacity: string;
  settlement: (bought: boolean, asset: string) => string;
  registration: string;
  keep: string;
}

const en: TradeConfirmationWords = {
  title: (bought, asset) => `Trade confirmation: ${bought ? 'purchase' : 'sale'} of ${asset}`,
  intro: (name) =>
    `Prepared for ${name}. This confirms a trade made in your Maple Exchange account.`,
  heading: {
    trade: 'The trade',
    amounts: 'Amounts in Canadian dollars',
    notice: 'About this trade',
  },
  labels: {
    executedAt: 'Date and time of the trade',
    settledAt: 'Settled',
    side: 'Side',
    asset: 'Crypto-asset',
    quantity: 'Quantity',
    price: 'Price per unit',
    consideration: 'Consideration',
    fee: 'Fee',
    total: (bought) => (bought ? 'Total paid' : 'Total received'),
    midPrice: 'Reference mid price per unit',
    spread: 'Spread against the mid price',
    capacity: 'Capacity',
    settlement: 'Settlement',
    order: 'Order number',
  },
  sides: { buy: 'Purchase', sell: 'Sale' },
  spreadValue: (cad, bps) => `${cad} (${bps} basis points)`,
  capacity: 'Principal: Maple Exchange was the other party to this trade.',
  settlement: (bought, asset) =>
    bought
      ? `The ${asset} was credited to your ${asset} account; the CAD was taken from your CAD account.`
      : `The CAD was credited to your CAD account; the ${asset} was taken from your ${asset} account.`,
  registration:
    'Maple Exchange is a crypto-asset trading platform registered in Canada as a restricted dealer. Crypto-assets are not covered by the Canadian Investor Protection Fund.',
  keep: 'Keep this confirmation for your records: the price and the fee are part of the cost or the proceeds you report for tax.',
};

const fr: TradeConfirmationWords = {
  title: (bought, asset) => `Avis d’exécution : ${bought ? 'achat' : 'vente'} de ${asset}`,
  intro: (name) =>
    `Préparé pour ${name}. Cet avis confirme une opération effectuée dans votre compte Maple Exchange.`,
  heading: {
    trade: 'L’opération',
    amounts: 'Montants en dollars canadiens',
    notice: 'À propos de cette opération',
  },
  labels: {
    executedAt: 'Date et heure de l’opération',
    settledAt: 'Réglée le',
    side: 'Sens',
    asset: 'Cryptoactif',
    quantity: 'Quantité',
    price: 'Prix unitaire',
    consideration: 'Contrepartie',
    fee: 'Frais',
    total: (bought) => (bought ? 'Total payé' : 'Total reçu'),
    midPrice: 'Cours moyen de référence par unité',
    spread: 'Écart par rapport au cours moyen',
    capacity: 'Qualité',
    settlement: 'Règlement',
    order: 'Numéro d’ordre',
  },
  sides: { buy: 'Achat', sell: 'Vente' },
  spreadValue: (cad, bps) => `${cad} (${bps} points de base)`,
  capacity: 'Contrepartiste : Maple Exchange était l’autre partie à cette opération.',
  settlement: (bought, asset) =>
    bought
      ? `Les ${asset} ont été portés à votre compte ${asset}; les CAD ont été prélevés de votre compte CAD.`
      : `Les CAD ont été portés à votre compte CAD; les ${asset} ont été prélevés de votre compte ${asset}.`,
  registration:
    'Maple Exchange est une plateforme de négociation de cryptoactifs inscrite au Canada à titre de courtier d’exercice restreint. Les cryptoactifs ne sont pas couverts par le Fonds canadien de protection des investisseurs.',
  keep: 'Conservez cet avis : le prix et les frais font partie du coût ou du produit que vous déclarez aux fins de l’impôt.',
};

export const tradeConfirmationWords: Readonly<Record<DocumentLanguage, TradeConfirmationWords>> = {
  'en-CA': en,
  'fr-CA': fr,
};
