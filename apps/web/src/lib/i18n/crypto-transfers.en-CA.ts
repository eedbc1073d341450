/**
 * English (Canada) words of crypto transfers: the crypto part of /withdrawals, crypto deposits
 * arriving on /deposits, the travel rule, crypto rows of /orders; part of the catalogue in en-CA.ts.
 */
export const cryptoTransfersEnCA = {
  cryptoWithdrawal: {
    tabsLabel: 'What to withdraw',
    formTitle: 'Withdraw crypto',
    wallet: 'To wallet',
    noWallets: 'You have no wallet to withdraw to yet.',
    addWallet: 'Add a wallet',
    asset: 'Asset',
    unitLegend: 'Amount in',
    amount: 'Amount ({{unit}})',
    assetHint: 'What reaches the wallet; the network fee comes on top.',
    cadHint: 'Converted at the current price; the network fee comes on top.',
    wholeHint:
      'Your whole balance: the network fee comes out of it, and the quote shows what reaches the wallet.',
    available: 'Available to withdraw: {{amount}}.',
    reviewTitle: 'Review your {{asset}} withdrawal',
    travelRuleUnknown: 'We could not check whether we need to know whose wallet this is.',
    statement: 'Send {{amount}} to {{address}}',
    quote: {
      to: 'To',
      received: 'The wallet receives',
      networkFee: 'Network fee',
      total: 'Total taken from your account',
    },
    result: {
      started: 'Your withdrawal of {{amount}} was sent.',
      failed: 'Your withdrawal of {{amount}} did not go through.',
      again: 'Make another withdrawal',
    },
    errors: {
      walletRequired: 'Choose a wallet.',
      noPrice: 'The current price is not available. Enter the amount in the asset instead.',
      insufficient: 'This is more than the {{asset}} you have available.',
      amountInvalid: 'Enter an amount of {{asset}} such as 0.05.',
      tooManyDecimals: '{{asset}} amounts have at most {{decimals}} decimal places.',
    },
  },
  cryptoTransfer: {
    hash: 'Transaction',
    fullHash: 'Transaction hash {{hash}}',
    confirmations_one: '{{count}} of {{required}} confirmations',
    confirmations_other: '{{count}} of {{required}} confirmations',
    state: {
      holding: 'Awaiting your approval.',
      reviewing: 'Awaiting approval by our team.',
      waiting: {
        deposit: 'Seen on the network, waiting for confirmations.',
        withdrawal: 'Being sent to the network.',
      },
      completed: {
        deposit: 'Credited to your account.',
        withdrawal: 'Sent and confirmed on the network.',
      },
      failed: 'Failed.',
    },
    list: {
      title: { deposit: 'Crypto deposits', withdrawal: 'Crypto withdrawals' },
      empty: { deposit: 'No crypto deposits yet.', withdrawal: 'No crypto withdrawals yet.' },
    },
  },
  travelRule: {
    title: 'Whose wallet is it?',
    intro: {
      to: 'The law asks us who receives crypto transfers worth CAD 1,000 or more (the travel rule).',
      from: 'The law asks us who sent crypto deposits worth CAD 1,000 or more (the travel rule).',
    },
    legend: { to: 'This wallet belongs to', from: 'The deposit came from' },
    own: 'Me: it is my own wallet',
    thirdParty: 'Someone else',
    name: 'Their full name',
    address: 'Their postal address',
    addressHint: 'Street, city, province or state, postal code and country.',
    continue: 'Continue',
    send: 'Send the answer',
    depositPrompt: 'Tell us who sent this deposit of {{amount}}.',
    answer: 'Answer',
    errors: {
      party: 'Say whose wallet it is.',
      name: 'Enter their full name.',
      address: 'Enter their postal address.',
    },
  },
};
