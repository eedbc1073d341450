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
    refusal: {
      crossed: {
        funding_24h:
          'Ce montant porterait vos dépôts et retraits en $ CA des dernières 24 heures au-delà de votre limite de transfert.',
        funding_7d:
          'Ce montant porterait vos dépôts et retraits en $ CA des 7 derniers jours au-delà de votre limite de transfert.',
        crypto_withdrawal_24h:
          'Ce montant porterait vos retraits de cryptoactifs des dernières 24 heures au-delà de votre limite de retrait de cryptoactifs.',
        investment_12m:
          'Cette opération porterait vos achats nets de XRP des 12 derniers mois au-delà de votre limite d’investissement.',
        unknown: 'Ce montant dépasserait l’une de vos limites.',
      },
      fitsAgain:
        'À partir du {{time}}, un montant de cette taille sera de nouveau possible. Vous pouvez aussi entrer un montant plus petit.',
      neverFits: {
        funding_24h:
          'Ce montant dépasse à lui seul votre limite de transfert de {{amount}} pour les dépôts et retraits en $ CA sur 24 heures : il ne pourra jamais y entrer. Entrez un montant plus petit.',
        funding_7d:
          'Ce montant dépasse à lui seul votre limite de transfert de {{amount}} pour les dépôts et retraits en $ CA sur 7 jours : il ne pourra jamais y entrer. Entrez un montant plus petit.',
        crypto_withdrawal_24h:
          'Ce montant dépasse à lui seul votre limite de retrait de cryptoactifs de {{amount}} sur 24 heures : il ne pourra jamais y entrer. Entrez un montant plus petit.',
        investment_12m:
          'Cette opération dépasse à elle seule votre limite d’investissement de {{amount}} sur les achats nets de XRP sur 12 mois : elle ne pourra jamais y entrer. Entrez un montant plus petit.',
      },
    },
    loadFailed: 'Impossible de charger vos limites.',
  },
};
