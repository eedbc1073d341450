/**
 * English (Canada) words of /approvals (what a connected app asked for through /api waits there
 * for the customer's approval, ADR 58) and of the banner that points to it; part of the catalogue
 * in en-CA.ts.
 */
export const approvalsEnCA = {
  approvals: {
    intro:
      'An app connected to your account asked for these. Nothing leaves your account and no wallet is added until you approve it here.',
    listTitle: 'Waiting for your approval',
    loadFailed: 'We could not load what waits for your approval.',
    empty: 'Nothing waits for your approval.',
    toDashboard: 'Go to your dashboard',
    statement: {
      eft: 'Send {{amount}} to {{account}}',
      unknownAccount: 'your bank account',
      etransfer: 'Send {{amount}} by Interac e-Transfer to your e-mail address',
      crypto: 'Send {{amount}} to {{address}}{{fee}}',
      networkFee: ' (network fee {{fee}})',
      unknownWallet: 'a wallet no longer in your list',
      wallet: 'Add the {{asset}} wallet ‘{{name}}’ {{address}}{{tag}}',
      walletTag: ' with tag {{tag}}',
    },
    asked: 'Asked for on {{asked}} — approve before {{deadline}}.',
    askedOnly: 'Asked for on {{asked}}.',
    expired: 'Asked for on {{asked}} — the time to approve it ran out on {{deadline}}.',
    expiredBadge: 'Expired',
    approve: 'Approve',
    approveOf: 'Approve: {{action}}',
    stepOf: 'Approve: {{action}}',
    notNow: 'Not now',
    cancel: 'Cancel',
    cancelOf: 'Cancel: {{action}}',
    remove: 'Remove',
    removeOf: 'Remove: {{action}}',
    confirmWithdrawal: 'Approve the withdrawal',
    confirmWallet: 'Approve the wallet',
    confirming: 'Approving…',
    approvedWithdrawal: 'Approved: your withdrawal of {{amount}} is on its way.',
    approvedWallet:
      'Approved: the wallet ‘{{name}}’ is added. Withdrawals can go to it from {{time}}.',
    banner: {
      withdrawals_one: '{{count}} withdrawal',
      withdrawals_other: '{{count}} withdrawals',
      wallets_one: '{{count}} new wallet',
      wallets_other: '{{count}} new wallets',
      both: '{{withdrawals}} and {{wallets}}',
      waits_one: '{{what}} waits for your approval.',
      waits_other: '{{what}} wait for your approval.',
      review: 'Review',
    },
  },
};
