/**
 * The limit-order contract's validation messages (packages/contracts limit-orders.ts) and the
 * server's fixed ones, each with the key of its words in the catalogues
 * (`limitOrders.validation.*`). The limit price and the end date share the price alerts' words.
 */
export const limitOrderFieldMessages = {
  'Choose buy or sell': 'limitOrders.validation.sideRequired',
  'Enter an amount': 'limitOrders.validation.amountRequired',
  'Enter an amount, like 150 or 0.0015': 'limitOrders.validation.amountInvalid',
  'The amount must be more than zero': 'limitOrders.validation.amountZero',
  // The server's own refusals (apps/server/src/modules/limit-orders/limit-orders.service.ts).
  'Choose an end in the future': 'limitOrders.validation.expiryPast',
  'An order can wait 90 days at most': 'limitOrders.validation.expiryTooFar',
} as const;
