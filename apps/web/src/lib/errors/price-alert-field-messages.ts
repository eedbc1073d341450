/**
 * The price-alert contract's validation messages (packages/contracts price-alerts.ts), each with
 * the key of its words in the catalogues (`alerts.validation.*`).
 */
export const priceAlertFieldMessages = {
  'condition must be one of above, below, move, digest': 'alerts.validation.conditionRequired',
  'Enter a price in dollars': 'alerts.validation.levelRequired',
  'Enter a price in dollars, like 95000 or 0.75': 'alerts.validation.levelInvalid',
  'The price must be more than zero': 'alerts.validation.levelZero',
  'Enter a percentage': 'alerts.validation.percentRequired',
  'Enter a percentage, like 5 or 2.5': 'alerts.validation.percentInvalid',
  'Choose a move from 0.1 % to 100 %': 'alerts.validation.percentRange',
  'Choose how long to wait between alerts': 'alerts.validation.cooldownRequired',
  'Wait at least 5 minutes between alerts': 'alerts.validation.cooldownTooShort',
  'Wait at most a week between alerts': 'alerts.validation.cooldownTooLong',
  'expires_at must be a date and time': 'alerts.validation.expiryInvalid',
  // The server's own refusals (apps/server/src/modules/alerts/price-alerts.service.ts).
  'The price is already at or above this level: choose a higher price':
    'alerts.validation.levelNotAbove',
  'The price is already at or below this level: choose a lower price':
    'alerts.validation.levelNotBelow',
  'Choose an end date in the future': 'alerts.validation.expiryPast',
  'An alert can run for a year at most': 'alerts.validation.expiryTooFar',
} as const;
