/**
 * The recurring-order contract's validation messages (packages/contracts recurring-orders.ts),
 * the server's refusals of the days, which the app checks too before a schedule is sent
 * (features/orders recurring-order-form.ts), and its own, each with the key of its words in the catalogues
 * (`recurringOrders.validation.*`). The amount shares the limit orders' words, the price limit
 * the price alerts', a date typed wrong the identity forms'.
 */
export const recurringOrderFieldMessages = {
  'Enter a number of runs': 'recurringOrders.validation.runsRequired',
  'Enter a whole number of runs': 'recurringOrders.validation.runsWhole',
  'At least one run': 'recurringOrders.validation.runsMin',
  'At most 1000 runs': 'recurringOrders.validation.runsMax',
  'Choose a start date': 'recurringOrders.validation.startRequired',
  'Choose an end date': 'recurringOrders.validation.endRequired',
  'Choose the balance or a bank account': 'recurringOrders.validation.fundingRequired',
  'Agree to the current PAD terms': 'recurringOrders.validation.padOutdated',
  // The server's own refusals (apps/server/src/modules/recurring/recurring-orders.service.ts).
  'Choose a start date from today on': 'recurringOrders.validation.startPast',
  'Choose a start date within 365 days': 'recurringOrders.validation.startTooFar',
  'Choose an end date from today on': 'recurringOrders.validation.endPast',
  'Choose an end date on or after the start date': 'recurringOrders.validation.endBeforeStart',
  // Where a buy's CAD comes from (recurring-orders.service.ts and pad-agreements.ts); the app
  // asks for the PAD terms' box in the server's words too (recurring-order-form.ts).
  'A sale is paid from your balance': 'recurringOrders.validation.saleFromBalance',
  'A daily buy is paid from your balance: an EFT takes days':
    'recurringOrders.validation.dailyFromBalance',
  'Choose the bank account to pull from': 'recurringOrders.validation.bankRequired',
  'Choose one of your linked bank accounts': 'recurringOrders.validation.bankUnknown',
  'A bank account is only for a buy funded by bank': 'recurringOrders.validation.bankOnlyForBank',
  'Agree to the pre-authorized debit terms for this bank account first':
    'recurringOrders.validation.padRequired',
} as const;
