import type { Catalogue } from './en-CA';

/** French (Canada) counterpart of admin-overview.en-CA.ts, typed against the English catalogue. */
export const adminOverviewFrCA: Pick<Catalogue, 'adminOverview'> = {
  adminOverview: {
    intro: 'Ce qui attend dans chaque file de travail, et les chiffres de la journée jusqu’ici.',
    loadFailed: 'Nous n’avons pas pu charger la vue d’ensemble.',
    queues: 'Travail en attente',
    queue: {
      verifications: 'Vérifications en examen',
      compliance_cases: 'Dossiers de conformité ouverts',
      crypto_withdrawals: 'Retraits crypto à approuver',
      suspense: 'Virements Interac non attribués',
      reconciliation: 'Écarts de rapprochement',
      transfers: 'Virements échoués ou bloqués',
      dead_jobs: 'Tâches mortes',
      adjustments: 'Ajustements à approuver',
    },
    today: 'Aujourd’hui, {{day}} (UTC)',
    trades: 'Transactions',
    volume: 'Volume ($ CA)',
    revenue: 'Revenus ($ CA)',
    newCustomers: 'Nouveaux clients',
    returnedDeposits: 'Dépôts retournés',
  },
};
