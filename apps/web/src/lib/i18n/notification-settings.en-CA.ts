/**
 * English (Canada) words of /settings-notifications: what the customer is told, each topic by
 * each channel; part of the catalogue in en-CA.ts.
 */
export const notificationSettingsEnCA = {
  notificationSettings: {
    title: 'What we tell you, and how',
    description:
      'Kept with your account, on every device. Security and account notices (sign-in alerts, password and two-step verification changes, identity verification results, a deposit or withdrawal that failed, an adjustment to your account) are always sent.',
    channels: { in_app: 'In the app', email: 'E-mail', push: 'Push' },
    /** A switch's name: the topic by the channel. */
    byChannel: {
      in_app: '{{topic}} in the app',
      email: '{{topic}} by e-mail',
      push: '{{topic}} by push notification',
    },
    /** Read instead of a switch where a topic does not use a channel. */
    notOffered: '{{name}}: not offered',
    topics: {
      trades: 'Trade confirmations',
      deposits: 'Deposits',
      withdrawals: 'Withdrawals',
      alerts: 'Price alerts',
      recurring: 'Recurring buys and sells',
      statements: 'Statements and tax reports',
      product_updates: 'News',
    },
    hints: {
      trades: 'Each purchase or sale, once it is done.',
      deposits: 'Money and crypto arriving in your account, and when you can use it.',
      withdrawals: 'Money and crypto leaving your account.',
      alerts: 'Your price alerts when they go off, and your morning prices.',
      recurring: 'Each scheduled buy or sale, and any that could not be made.',
      statements: 'A new statement or tax report in your documents.',
      product_updates:
        'News about Maple Exchange, new features and offers. Off until you turn it on; you can turn it off at any time.',
    },
    /** Why a topic's e-mail cannot be switched off (alwaysEmailedTopics in the contracts). */
    alwaysEmailed: {
      withdrawals: 'Always sent: money leaving your account is always e-mailed.',
      statements: 'Always sent: statements must be delivered.',
    },
    pushNote:
      'Push notifications arrive only on the devices you turn them on for, under “Notifications on this device” below.',
    refused: 'These choices could not be saved:',
    refusedChoice: '{{name}}: {{message}}',
    validation: {
      onOrOff: 'Choose on or off.',
      alwaysSent: 'This e-mail is always sent.',
    },
    save: 'Save',
    saving: 'Saving…',
    saved: 'Your notification settings are saved.',
    loadFailed: 'We could not load your notification settings.',
  },
};
