/**
 * English (Canada) words of the recurring orders tab of /orders (ADR 83): a set amount bought or
 * sold on a calendar; part of the catalogue in en-CA.ts.
 */
export const recurringOrdersEnCA = {
  recurringOrders: {
    form: {
      title: 'New recurring order',
      side: 'Buy or sell',
      asset: 'Asset',
      start: 'Start date',
      startHint: 'The first day a run may happen. Days are counted in Toronto time.',
      submit: 'Set up the recurring order',
      submitting: 'Setting up…',
      created: 'Recurring order set up: {{order}}.',
      atMax:
        'You have {{max}} recurring orders active or paused, the most you can have. Cancel one to set up another.',
      unverified: 'Verify your identity before you trade.',
      verify: 'Verify your identity',
      howItRuns:
        'Each run happens at a random minute of its day’s window. A run that cannot happen (not enough funds, over your limit, a price past your price limit) is skipped and you are told; the schedule goes on.',
    },
    /** The fields the new order's form and the change dialog share. */
    fields: {
      amountBuy: 'CAD to spend each time',
      amountBuyHint: 'The fee is included.',
      amountSell: '{{asset}} to sell each time',
      frequency: 'How often',
      frequencies: {
        daily: 'Every day',
        weekly: 'Every week',
        biweekly: 'Every two weeks',
        semimonthly: 'On the 1st and 15th',
        monthly: 'Every month',
        month_end: 'On the last day of the month',
      },
      frequencyHints: {
        daily: 'Every day, weekends and holidays included.',
        weekly: 'On the start date’s day of the week.',
        biweekly: 'Every other week, on the start date’s day of the week.',
        semimonthly: 'On the 1st and the 15th of every month.',
        monthly: 'On the start date’s day; the last day of shorter months.',
        month_end: 'On the last day of every month.',
      },
      stop: 'When it stops',
      stops: { never: 'When I cancel it', date: 'On a date', runs: 'After a number of runs' },
      endDate: 'End date',
      endDateHint: 'The last day a run may happen.',
      maxRuns: 'Number of runs',
      maxRunsHint: 'Runs made and runs skipped both count.',
      limitBuy: 'Buy only when the price is at or below (optional)',
      limitSell: 'Sell only when the price is at or above (optional)',
      limitHint: 'Leave it empty to run at any price.',
    },
    /** Where a new buy's CAD comes from: the balance, or a linked bank account by EFT. */
    funding: {
      payFrom: 'Pay from',
      balance: 'My CAD balance',
      bankHint:
        'Each run’s amount is taken from this account by EFT a few business days before the run.',
      dailyHint: 'An EFT takes days: a daily buy is paid from your balance.',
      none: 'To pay from a bank account, link one first.',
      link: 'Link a bank account',
      loadFailed: 'Your bank accounts could not be loaded: this buy is paid from your balance.',
    },
    /**
     * The pre-authorized debit (PAD) terms a customer agrees to once per bank account before a
     * recurring buy is paid from it (Payments Canada Rule H1), in plain language.
     */
    pad: {
      heading: 'Pre-authorized debit (PAD) agreement',
      terms: {
        authorize:
          'You, the payor, authorize Maple Exchange, and its financial institution, to debit your account {{account}} for each run of the recurring buys you set up to be paid from this account. Each debit is for the run’s amount, and is made a few business days before the run.',
        amounts:
          'The amounts and dates of the debits are the ones you set, and change, for your recurring buys in the app.',
        waiver:
          'You waive your right to be notified before each debit, and the 15-day period for receiving the written confirmation of this agreement: you receive that confirmation by e-mail right away.',
        cancel:
          'You may cancel this agreement at any time, by cancelling or changing your recurring buys paid from this account, or by contacting Maple Exchange. A debit already started may still be made.',
        recourse:
          'You have certain recourse rights if a debit does not comply with this agreement. For example, you have the right to be reimbursed for a debit that is not authorized or not consistent with this agreement. To get a sample cancellation form, or for more information on your recourse rights, contact your financial institution or visit payments.ca.',
        personal: 'This agreement is a personal PAD.',
      },
      version: 'Terms version {{version}}',
      agree: 'I agree to the pre-authorized debit terms above',
      agreed: 'You agreed to the pre-authorized debit terms for this account on {{date}}.',
    },
    /** A schedule in one line: "Buy $25.00 of BTC every week". */
    describe: {
      buy: 'Buy {{amount}} of {{asset}} {{frequency}}',
      sell: 'Sell {{amount}} {{frequency}}',
    },
    every: {
      daily: 'every day',
      weekly: 'every week',
      biweekly: 'every two weeks',
      semimonthly: 'on the 1st and 15th',
      monthly: 'every month',
      month_end: 'on the last day of the month',
    },
    list: {
      caption: 'Your recurring orders',
      states: {
        active: 'Active',
        paused: 'Paused',
        cancelled: 'Cancelled',
        completed: 'Completed',
      },
      nextRun: 'Next run: {{day}}, between {{from}} and {{to}} (Toronto time)',
      untilCancelled: 'From {{start}} until you cancel it',
      untilDate: 'From {{start}} to {{end}}',
      forRuns_one: 'From {{start}}, for {{count}} run',
      forRuns_other: 'From {{start}}, for {{count}} runs',
      untilDateOrRuns_one: 'From {{start}} to {{end}}, {{count}} run at most',
      untilDateOrRuns_other: 'From {{start}} to {{end}}, {{count}} runs at most',
      runs: 'Runs made: {{executed}} · skipped: {{skipped}}',
      limitBuy: 'Only when the price is at or below {{price}}',
      limitSell: 'Only when the price is at or above {{price}}',
      /** Where a buy's CAD comes from. */
      funding: {
        balance: 'Paid from your CAD balance',
        bank: 'Paid by a deposit from your bank account, started a few business days ahead',
        bankNamed: 'Paid by a deposit from {{account}}, started a few business days ahead',
      },
      empty:
        'No recurring orders yet. Use the form above to buy or sell a set amount on a schedule.',
      loadFailed: 'Your recurring orders could not be loaded.',
      pause: 'Pause',
      pauseLabel: 'Pause: {{order}}',
      resume: 'Resume',
      resumeLabel: 'Resume: {{order}}',
      edit: 'Edit',
      editLabel: 'Edit: {{order}}',
      cancel: 'Cancel',
      cancelLabel: 'Cancel the recurring order: {{order}}',
      history: 'History',
      historyLabel: 'History of {{order}}',
      paused: 'Paused: {{order}}.',
      resumed: 'Resumed: {{order}}.',
      saved: 'Saved: {{order}}.',
      cancelled: 'Recurring order cancelled: {{order}}.',
      changedMeanwhile: 'This recurring order changed meanwhile: the list shows where it stands.',
      tradeFailed: 'The trade could not be loaded. Try again.',
    },
    history: {
      label: 'Runs of {{order}}, newest first',
      loadFailed: 'Its runs could not be loaded.',
      empty: 'No runs yet.',
      states: {
        planned: 'Planned',
        executing: 'Running',
        executed: 'Done',
        skipped: 'Skipped',
        cancelled: 'Cancelled',
      },
      skippedBecause: 'Skipped: {{reason}}',
      trade: 'Trade',
      tradeLabel: 'Details of the trade of {{day}}',
    },
    /** Why a run was skipped; the notification centre says them too. */
    skipReasons: {
      insufficient_funds: 'not enough {{asset}} available',
      deposit_pending: 'the deposit from your bank had not arrived yet',
      deposit_failed: 'the deposit from your bank failed',
      over_limit: 'over your investment limit',
      not_verified: 'your identity is not verified',
      price_above_limit: 'the price was above your limit',
      price_below_limit: 'the price was below your limit',
      window_missed: 'its window passed before it could run',
      refused: 'the trade was refused',
    },
    cancel: {
      title: 'Cancel this recurring order?',
      question: '{{order}}. No more runs will happen; what it already bought or sold stays yours.',
      confirm: 'Cancel the recurring order',
      cancelling: 'Cancelling…',
      keep: 'Keep it',
    },
    edit: {
      title: 'Change the recurring order',
      submit: 'Save the changes',
      submitting: 'Saving…',
    },
    /** The app's own checks, and the contract's words, as the reader's language says them. */
    validation: {
      startRequired: 'Choose a start date.',
      startPast: 'Choose a start date from today on.',
      startTooFar: 'Choose a start date within 365 days.',
      endRequired: 'Choose an end date.',
      endPast: 'Choose an end date from today on.',
      endBeforeStart: 'Choose an end date on or after the start date.',
      alreadyRun_one: 'It has already run {{count}} time: choose more runs.',
      alreadyRun_other: 'It has already run {{count}} times: choose more runs.',
      runsRequired: 'Enter a number of runs.',
      runsWhole: 'Enter a whole number of runs.',
      runsMin: 'At least one run.',
      runsMax: 'At most 1,000 runs.',
      fundingRequired: 'Choose your balance or a bank account.',
      saleFromBalance: 'A sale is paid from your balance.',
      dailyFromBalance: 'A daily buy is paid from your balance: an EFT takes days.',
      bankRequired: 'Choose the bank account to pay from.',
      bankUnknown: 'Choose one of your linked bank accounts.',
      bankOnlyForBank: 'A bank account is only for a buy paid from it.',
      padRequired: 'Agree to the pre-authorized debit terms for this bank account first.',
      padOutdated: 'Agree to the current pre-authorized debit terms.',
    },
  },
};
