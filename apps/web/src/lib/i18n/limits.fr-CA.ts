import type { limitsEnCA } from './limits.en-CA';

/** French (Canada) words of the limits in /settings; part of the catalogue in fr-CA.ts. */
export const limitsFrCA: typeof limitsEnCA = {
  limits: {
    title: 'Limites',
    description:
      'Ce que vous pouvez transférer et investir. Chaque limite se calcule sur une période mobile : la marge revient à mesure que les opérations plus anciennes en sortent.',
    caption: 'Vos limites, en dollars canadiens',
    columns: {
      limit: 'Limite',
      maximum: 'Maximum',
      used: 'Utilisé',
      remaining: 'Restant',
      resets: 'De nouveau entière',
    },
    names: {
      funding_24h: 'Dépôts et retraits en CAD, dernières 24 heures',
      funding_7d: 'Dépôts et retraits en CAD, 7 derniers jours',
      crypto_withdrawal_24h: 'Retraits de cryptoactifs (valeur en CAD), dernières 24 heures',
      investment_12m: 'Achats nets de {{assets}}, 12 derniers mois',
    },
    noLimit: 'Aucune limite',
    notUsed: 'Rien d’utilisé',
    eddRaised: 'Relevée par la diligence raisonnable renforcée',
    nothingUsed: 'Vous n’avez encore utilisé aucune de vos limites.',
    investmentNote:
      'Les autorités en valeurs mobilières plafonnent les achats nets (achats moins ventes) de certains cryptoactifs. Votre catégorie d’investisseur : {{category}}.',
    categories: { retail: 'particulier', eligible: 'admissible', accredited: 'qualifié' },
    accredited: 'Les investisseurs qualifiés n’ont pas de limite de placement.',
    exempt: 'La limite de placement ne s’applique pas dans votre province.',
    loadFailed: 'Impossible de charger vos limites.',
  },
};
