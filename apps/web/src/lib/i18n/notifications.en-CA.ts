/**
 * English (Canada) words of /notifications, the notification centre (ADR 79): each notification
 * is worded here from its facts; part of the catalogue in en-CA.ts.
 */
export const notificationsEnCA = {
  notifications: {
    intro:
      'What we told you about your trades, deposits and withdrawals, documents and price alerts, newest first. Open one to see what it is about.',
    listLabel: 'Your notifications, newest first',
    unread: 'Unread:',
    unreadCount_one: '{{count}} unread notification.',
    unreadCount_other: '{{count}} unread notifications.',
    allCaughtUp: 'You have read all your notifications.',
    markAllRead: 'Mark all as read',
    markingAllRead: 'Marking as read…',
    showOlder: 'Show older',
    loadFailed: 'Your notifications could not be loaded.',
    olderFailed: 'Older notifications could not be loaded.',
    empty: 'No notifications yet. Create a price alert and you will find what it tells you here.',
    createAlert: 'Create a price alert',
    /**
     * A notification in words, from its facts: prices, changes, amounts and dates as the reader
     * writes them.
     */
    words: {
      above: '{{asset}} rose above {{level}} — now {{price}}',
      below: '{{asset}} fell below {{level}} — now {{price}}',
      move: '{{asset}} moved {{change}} in {{window}} — now {{price}}',
      moveNoWindow: '{{asset}} moved {{change}} — now {{price}}',
      digest: 'Your morning prices: {{prices}}',
      digestPrice: '{{asset}} {{price}} ({{change}})',
      digestEmpty: 'Your morning prices: none of your assets had a price this morning.',
      bought: 'You bought {{amount}} for {{cad}}',
      sold: 'You sold {{amount}} and received {{cad}}',
      deposited: '{{amount}} deposited by {{rail}}',
      received: '{{amount}} received',
      /** A deposit held for a while: `words` says the deposit, `date` the day it can be used. */
      availableOn: '{{words}} — available {{date}}',
      sent: '{{amount}} sent by {{rail}}',
      sentOnChain: '{{amount}} sent',
      rail: { eft: 'EFT', etransfer: 'Interac e-Transfer' },
      statement: 'Your statement for {{period}} is ready',
      taxReport: 'Your {{period}} tax report is ready',
      orderExpired:
        'Your {{side}} order for {{asset}} at {{limit}} expired; {{amount}} is available again',
      orderFailed:
        'Your {{side}} order for {{asset}} at {{limit}} could not fill ({{reason}}); {{amount}} is available again',
      orderSide: { buy: 'buy', sell: 'sell' },
      orderReason: {
        not_verified: 'verify your identity again',
        over_limit: 'over your investment limit',
        insufficient_funds: 'funds no longer there',
        refused: 'the trade was refused',
      },
      /** A run of a recurring order skipped; `reason` is one of `recurringOrders.skipReasons`. */
      recurringSkipped: {
        buy: 'Your recurring buy of {{amount}} of {{asset}} on {{day}} was skipped: {{reason}}',
        sell: 'Your recurring sale of {{amount}} on {{day}} was skipped: {{reason}}',
      },
    },
  },
};
