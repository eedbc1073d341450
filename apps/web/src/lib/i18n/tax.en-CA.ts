/**
 * English (Canada) words of the tax centre, /tax: a year's capital gains as Schedule 3 reports them
 * (docs/product/tax.md, ADR 72); part of the catalogue in en-CA.ts.
 */
export const taxEnCA = {
  tax: {
    intro:
      'Your capital gains and losses on Maple Exchange, year by year, with the figures Schedule 3 of your tax return asks for.',
    year: 'Tax year',
    loadFailed: 'Your tax figures for {{year}} could not be loaded.',
    asOf: 'Worked out from your history on {{date}}.',
    yearNotOver:
      '{{year}} is not over yet: its figures will change with your next trades and withdrawals.',
    summary: {
      title: 'Schedule 3 summary for {{year}}',
      intro:
        'The totals of your dispositions of crypto-assets in {{year}}, for the capital gains section of Schedule 3.',
      proceeds: 'Proceeds of disposition',
      cost: 'Adjusted cost base',
      outlays: 'Outlays and expenses',
      gain: 'Gain or loss',
      deniedLoss: 'Superficial losses denied',
      dispositions: 'Number of dispositions',
      isGain: 'Gain',
      isLoss: 'Loss',
    },
    dispositions: {
      title: 'Dispositions in {{year}}',
      caption: 'Your dispositions in {{year}}, oldest first',
      empty: 'No dispositions in {{year}}.',
      date: 'Date',
      asset: 'Asset',
      kind: 'Kind',
      quantity: 'Quantity',
      proceeds: 'Proceeds',
      cost: 'Cost (ACB)',
      outlays: 'Outlays',
      gain: 'Gain or loss',
      deniedLoss: 'Loss denied',
      notes: 'Notes',
      kinds: {
        sale: 'Sale',
        withdrawal: 'Withdrawal to another wallet',
      },
    },
    badges: {
      legend: 'What the labels mean',
      provisional: 'Provisional',
      provisionalHelp:
        'The 30 days after this disposition have not all passed yet: a purchase of the same asset before they end could still deny part of its loss.',
      estimated: 'Estimated',
      estimatedHelp:
        'The cost includes a market value standing in for a cost you did not state, for crypto you transferred in.',
    },
    holdings: {
      title: 'Holdings at the end of {{year}}',
      titleNow: 'Holdings now',
      intro: 'The book cost of what you still hold on Maple Exchange: its adjusted cost base.',
      caption: 'Your holdings and their book cost at the end of {{year}}',
      captionNow: 'Your holdings and their book cost now',
      empty: 'You held no crypto on Maple Exchange at the end of {{year}}.',
      emptyNow: 'You hold no crypto on Maple Exchange.',
      asset: 'Asset',
      quantity: 'Quantity',
      bookCost: 'Book cost',
      notes: 'Notes',
    },
    download: {
      intro:
        'For your own records or for your accountant: the CSV file has one row per disposition, the PDF report sets out the whole year as this page does.',
      downloading: 'Preparing your file…',
      csv: {
        label: 'Download CSV for {{year}}',
        failed: 'The CSV file for {{year}} could not be downloaded.',
      },
      pdf: {
        label: 'Download PDF for {{year}}',
        failed: 'The PDF report for {{year}} could not be downloaded.',
      },
    },
    transfersIn: {
      title: 'Crypto you transferred in',
      intro:
        'Crypto you bought elsewhere keeps its original cost: state what you paid for it, fees included, so your gains are not overstated (or understated). Until you do, we use its market value when it arrived here, and every figure it reaches is marked Estimated.',
      loadFailed: 'Your crypto transferred in could not be loaded.',
      arrived: 'Arrived',
      quantity: 'Quantity',
      marketValue: 'Market value on arrival',
      noPrice: 'No price known (counted as $0)',
      cost: 'Your cost',
      estimatedCost: 'Estimated at market value',
      state: 'State your cost',
      stateLabel: 'State your cost of {{quantity}} received {{date}}',
      change: 'Change',
      changeLabel: 'Change your cost of {{quantity}} received {{date}}',
      useMarketValue: 'Use market value',
      useMarketValueLabel: 'Use the market value of {{quantity}} received {{date}}',
      usingMarketValue: 'Using the market value…',
      marketValueUsed:
        'The market value on arrival is used again for {{quantity}}: the figures it reaches are estimated.',
      marketValueFailed: 'The market value could not be used again.',
      saved: 'Your cost of {{quantity}} is saved: your figures now use it.',
      form: {
        label: 'What you paid for {{quantity}}, in dollars (CAD)',
        hint: 'The price and the fees you paid to buy it, in Canadian dollars; for a gift, its value when you received it. 0 is allowed.',
        save: 'Save cost',
        saving: 'Saving…',
        required: 'Enter what you paid, in dollars and cents',
        invalid: 'Enter an amount in dollars and cents, 0 or more',
        tooLarge: 'Enter an amount under $10 trillion',
      },
    },
    notice: {
      title: 'What these figures leave out',
      intro:
        'Maple Exchange sees only what happens on its own platform, but the tax rules apply to everything you hold. These figures do not take into account:',
      wallets: 'units you hold in your own wallets or on other platforms;',
      related:
        'purchases by your spouse or common-law partner, or by a company you control (the superficial-loss rule counts them too).',
      adjust:
        'If either applies to you, the figures need adjusting: adjust them yourself, or give them to an accountant who will.',
      advice: 'This is not tax advice.',
    },
  },
};
