import type { approvalsEnCA } from './approvals.en-CA';

/**
 * Mots en français (Canada) de /approvals (ce qu’une application reliée a demandé par /api,
 * ADR 58, et un compte bancaire tout juste lié, ADR 62, y attendent l’approbation du client) et
 * de la bannière qui y mène; partie du catalogue de fr-CA.ts.
 */
export const approvalsFrCA: typeof approvalsEnCA = {
  approvals: {
    intro:
      'Ceci attend votre approbation : ce qu’une application reliée à votre compte a demandé, et les comptes bancaires que vous avez liés. Rien ne quitte votre compte, et aucun portefeuille ni compte bancaire n’est ajouté, tant que vous ne l’approuvez pas ici.',
    listTitle: 'En attente de votre approbation',
    loadFailed: 'Nous n’avons pas pu charger ce qui attend votre approbation.',
    empty: 'Rien n’attend votre approbation.',
    toDashboard: 'Aller au tableau de bord',
    statement: {
      eft: 'Envoi de {{amount}} vers {{account}}',
      unknownAccount: 'votre compte bancaire',
      etransfer: 'Envoi de {{amount}} par virement Interac à votre adresse courriel',
      crypto: 'Envoi de {{amount}} à {{address}}{{fee}}',
      networkFee: ' (frais de réseau de {{fee}})',
      unknownWallet: 'un portefeuille qui n’est plus dans votre liste',
      wallet: 'Ajout du portefeuille {{asset}} « {{name}} » {{address}}{{tag}}',
      walletTag: ' avec l’étiquette {{tag}}',
      bankAccount: 'Liaison du compte bancaire {{account}}',
    },
    asked: 'Demandé le {{asked}} — à approuver avant le {{deadline}}.',
    askedOnly: 'Demandé le {{asked}}.',
    expired: 'Demandé le {{asked}} — le délai pour l’approuver a pris fin le {{deadline}}.',
    expiredBadge: 'Expiré',
    approve: 'Approuver',
    approveOf: 'Approuver : {{action}}',
    stepOf: 'Approuver : {{action}}',
    notNow: 'Pas maintenant',
    cancel: 'Annuler',
    cancelOf: 'Annuler : {{action}}',
    remove: 'Supprimer',
    removeOf: 'Supprimer : {{action}}',
    confirmWithdrawal: 'Approuver le retrait',
    confirmWallet: 'Approuver le portefeuille',
    confirmBankAccount: 'Approuver le compte bancaire',
    confirming: 'Approbation…',
    approvedWithdrawal: 'Approuvé : votre retrait de {{amount}} est en route.',
    approvedWallet:
      'Approuvé : le portefeuille « {{name}} » est ajouté. Les retraits peuvent y aller à partir du {{time}}.',
    approvedBankAccount: {
      ready: 'Approuvé : {{account}} est lié et prêt à être utilisé.',
      deposits:
        'Approuvé : nous avons envoyé deux petits dépôts dans {{account}}. Dès leur arrivée, entrez leurs montants à la page Moyen de paiement pour terminer la vérification.',
      holderReview:
        'Approuvé : {{account}} est lié. Le nom de ce compte n’est pas celui que vous avez vérifié : notre équipe l’examine avant qu’il puisse être utilisé.',
    },
    banner: {
      withdrawals_one: '{{count}} retrait',
      withdrawals_other: '{{count}} retraits',
      wallets_one: '{{count}} nouveau portefeuille',
      wallets_other: '{{count}} nouveaux portefeuilles',
      bankAccounts_one: '{{count}} nouveau compte bancaire',
      bankAccounts_other: '{{count}} nouveaux comptes bancaires',
      waits_one: '{{what}} attend votre approbation.',
      waits_other: '{{what}} attendent votre approbation.',
      review: 'Examiner',
    },
  },
};
