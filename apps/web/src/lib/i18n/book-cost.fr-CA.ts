import type { Catalogue } from './en-CA';

/** French (Canada) counterpart of book-cost.en-CA.ts, typed against the English catalogue. */
export const bookCostFrCA: Pick<Catalogue, 'bookCost'> = {
  bookCost: {
    bookCost: 'Coût comptable',
    gainOrLoss: 'Gain ou perte non réalisé',
    gain: 'Gain',
    loss: 'Perte',
    none: 'Aucun',
    unavailable: 'Indisponible',
    gainUnavailable: 'Non disponible',
    loadFailed: 'Votre coût comptable n’a pas pu être chargé.',
    note: 'Le coût comptable est le prix de base rajusté des cryptoactifs que vous détenez. Le gain ou la perte non réalisés correspondent à leur valeur moins leur coût comptable : ils deviennent un gain ou une perte en capital seulement lorsque vous en disposez.',
    estimated: 'Estimé',
    estimatedHelp:
      'Le coût comptable comprend une valeur marchande qui remplace un coût que vous n’avez pas indiqué, pour des cryptoactifs que vous avez transférés vers la plateforme.',
    legend: 'Ce que signifie l’étiquette',
    taxCentre: 'Voir votre centre fiscal',
    totalCost: 'Coût comptable de vos cryptoactifs',
    totalGain: 'Gain ou perte non réalisé sur vos cryptoactifs',
  },
};
