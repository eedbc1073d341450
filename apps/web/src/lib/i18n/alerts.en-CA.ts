/**
 * English (Canada) words of /alerts, the customer's price alerts (ADR 79); part of the catalogue
 * in en-CA.ts.
 */
export const alertsEnCA = {
  alerts: {
    intro:
      'Be told when a price goes above or below a level you choose, when it moves by a percentage within an hour or a day, or every morning with the latest prices. Alerts arrive in your notifications and, if you turned them on, on your devices.',
    form: {
      title: 'New alert',
      asset: 'Asset',
      condition: 'Tell me when',
      conditions: {
        above: 'The price goes above a level',
        below: 'The price goes below a level',
        move: 'The price moves up or down by a percentage',
        digest: 'Every morning: the price and its change over 24 hours',
      },
      level: 'Price level in CAD',
      now: '{{asset}} is now {{price}}.',
      nowLoading: 'Getting the live price…',
      movePercent: 'Move in percent',
      movePercentHint: 'From 0.1 to 100, up or down.',
      window: 'Within',
      digestNote:
        'Every day at 8:00 a.m., Toronto time, you will get {{asset}}’s price and how much it moved over the last 24 hours.',
      repeat: 'How often',
      once: 'Once',
      repeats: 'Every time',
      cooldown: 'Then wait at least',
      cooldownHint: 'No new alert is sent during this pause, however much the price moves.',
      expiry: 'End date (optional)',
      expiryHint:
        'The alert ends at the close of this day. Leave it empty to keep the alert until you cancel it (at most one year ahead).',
      submit: 'Create alert',
      submitting: 'Creating…',
      created: 'Alert created: {{alert}}.',
      atMax:
        'You have {{max}} active alerts, the most you can have at one time. Cancel one to create another.',
    },
    /** What an alert watches, in one line. */
    describe: {
      above: '{{asset}} goes above {{level}}',
      below: '{{asset}} goes below {{level}}',
      move: '{{asset}} moves {{percent}} or more within {{window}}',
      digest: '{{asset}} in your morning prices',
    },
    list: {
      active: 'Active alerts',
      activeCount_one: '{{count}} of at most {{max}}.',
      activeCount_other: '{{count}} of at most {{max}}.',
      noneActive: 'No active alerts. Create one above.',
      ended: 'Ended alerts',
      endedIntro: 'The most recent 50.',
      empty: 'You have no alerts yet. Create one above to be told when a price moves.',
      loadFailed: 'Your alerts could not be loaded.',
      once: 'Once, then it ends',
      repeats: 'Every time, with a pause of at least {{cooldown}}',
      daily: 'Every morning at 8:00 a.m., Toronto time',
      until: 'Until {{date}}',
      untilCancelled: 'Until you cancel it',
      lastTriggered: 'Last triggered {{date}}',
      neverTriggered: 'Never triggered',
      timesTriggered_one: 'Triggered once',
      timesTriggered_other: 'Triggered {{count}} times',
      states: {
        active: 'Active',
        triggered: 'Triggered',
        expired: 'Expired',
        cancelled: 'Cancelled',
      },
      cancel: 'Cancel',
      cancelLabel: 'Cancel the alert: {{alert}}',
      cancelled: 'Alert cancelled: {{alert}}.',
    },
    cancel: {
      title: 'Cancel this alert?',
      question: '{{alert}}. You will no longer be told about it.',
      confirm: 'Cancel the alert',
      cancelling: 'Cancelling…',
      keep: 'Keep it',
    },
    /** The contract's words (packages/contracts price-alerts.ts), as the reader's language says them. */
    validation: {
      conditionRequired: 'Choose when to be told.',
      levelRequired: 'Enter a price in dollars.',
      levelInvalid: 'Enter a price in dollars, like 95000 or 0.75.',
      levelZero: 'The price must be more than zero.',
      percentRequired: 'Enter a percentage.',
      percentInvalid: 'Enter a percentage, like 5 or 2.5.',
      percentRange: 'Choose a move from 0.1 % to 100 %.',
      cooldownRequired: 'Choose how long to wait between alerts.',
      cooldownTooShort: 'Wait at least 5 minutes between alerts.',
      cooldownTooLong: 'Wait at most a week between alerts.',
      expiryInvalid: 'Choose a valid date.',
      levelNotAbove: 'The price is already at or above this level: choose a higher price.',
      levelNotBelow: 'The price is already at or below this level: choose a lower price.',
      expiryPast: 'Choose an end date in the future.',
      expiryTooFar: 'An alert can run for a year at most.',
    },
  },
};
