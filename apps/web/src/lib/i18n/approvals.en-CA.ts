/**
 * English (Canada) words of /approvals (what a connected app asked for through /api, ADR 58, and
 * a newly linked bank account, ADR 62, wait there for the customer's approval) and of the banner
 * that points to it; part of the catalogue in en-CA.ts.
 */
export const approvalsEnCA = {
  approvals: {
    intro:
      'These wait for your approval: what an app connected to your account asked for, and the bank accounts you linked. Nothing leaves your account, and no wallet or bank account is added, until you approve it here.',
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
      bankAccount: 'Link the bank account {{account}}',
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
    confirmBankAccount: 'Approve the bank account',
    confirming: 'Approving…',
    approvedWithdrawal: 'Approved: your withdrawal of {{amount}} is on its way.',
    approvedWallet:
      'Approved: the wallet ‘{{name}}’ is added. Withdrawals can go to it from {{time}}.',
    approvedBankAccount: {
      ready: 'Approved: {{account}} is linked and ready to use.',
      deposits:
        'Approved: we sent two small deposits to {{account}}. Once they arrive, enter their amounts on the Payment Method page to finish verifying it.',
      holderReview:
        'Approved: {{account}} is linked. The name on it is not the one you verified, so our team checks it before it can be used.',
    },
    banner: {
      withdrawals_one: '{{count}} withdrawal',
      withdrawals_other: '{{count}} withdrawals',
      wallets_one: '{{count}} new wallet',
      wallets_other: '{{count}} new wallets',
      bankAccounts_one: '{{count}} new bank account',
      bankAccounts_other: '{{count}} new bank accounts',
      waits_one: '{{what}} waits for your approval.',
      waits_other: '{{what}} wait for your approval.',
      review: 'Review',
    },
  },
};
