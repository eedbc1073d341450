/**
 * English (Canada) words of the limit orders tab of /orders (ADR 82): buy or sell when the price
 * reaches a level; part of the catalogue in en-CA.ts.
 */
export const limitOrdersEnCA = {
  limitOrders: {
    form: {
      title: 'New limit order',
      side: 'Buy or sell',
      asset: 'Asset',
      amountBuy: 'CAD to spend',
      amountBuyHint: 'The fee is included.',
      amountSell: '{{asset}} to sell',
      limitBuy: 'Buy when the price is at or below',
      limitSell: 'Sell when the price is at or above',
      now: '{{asset}} is now {{price}} at market. The order uses the price you would get, spread included.',
      nowLoading: 'Getting the live price…',
      expiry: 'End date (optional)',
      expiryHint:
        'The order ends at the close of this day. Leave it empty to let it wait {{days}} days.',
      held: 'The amount is set aside until the order fills, is cancelled or expires.',
      submit: 'Place the order',
      submitting: 'Placing…',
      created: 'Order placed: {{order}}.',
      atMax:
        'You have {{max}} orders waiting, the most you can have at one time. Cancel one to place another.',
      unverified: 'Verify your identity before you trade.',
      verify: 'Verify your identity',
    },
    /** An order in one line. */
    describe: {
      buy: 'Buy {{asset}} with {{amount}} at {{price}} or less',
      sell: 'Sell {{amount}} at {{price}} or more',
    },
    list: {
      caption: 'Your limit orders',
      order: 'Order',
      limit: 'Limit price',
      expires: 'Expires',
      actions: 'Actions',
      states: {
        open: 'Waiting',
        executing: 'Filling',
        filled: 'Filled',
        cancelled: 'Cancelled',
        expired: 'Expired',
        failed: 'Failed',
      },
      failedBecause: 'Failed: {{reason}}',
      failures: {
        not_verified: 'identity not verified',
        over_limit: 'over your limit',
        insufficient_funds: 'not enough funds',
        refused: 'refused',
      },
      empty:
        'No limit orders yet. Use the form above to buy or sell when the price reaches a level you choose.',
      loadFailed: 'Your limit orders could not be loaded.',
      cancel: 'Cancel',
      cancelLabel: 'Cancel the order: {{order}}',
      cancelled: 'Order cancelled: {{order}}.',
      trade: 'Trade',
      tradeLabel: 'Details of the trade that filled the order: {{order}}',
      tradeFailed: 'The trade could not be loaded. Try again.',
    },
    cancel: {
      title: 'Cancel this order?',
      question: '{{order}}. What it set aside becomes available again.',
      confirm: 'Cancel the order',
      cancelling: 'Cancelling…',
      keep: 'Keep it',
    },
    /** The contract's and the server's words, as the reader's language says them. */
    validation: {
      sideRequired: 'Choose buy or sell.',
      amountRequired: 'Enter an amount.',
      amountInvalid: 'Enter an amount, like 150 or 0.0015.',
      amountZero: 'The amount must be more than zero.',
      tooManyDecimals: 'Enter an amount of {{asset}} with at most {{decimals}} decimals.',
      notAvailable: 'You do not have {{amount}} available.',
      expiryPast: 'Choose an end date in the future.',
      expiryTooFar: 'An order can wait 90 days at most.',
    },
  },
};
