/**
 * The closed set of error codes the server answers with, and the HTTP status of each.
 * Codes follow the Cybrid Bank API `message_code` vocabulary where one exists, so platform
 * clients see the codes they already know.
 */
export const errorStatus = {
  invalid_json: 400,
  invalid_parameter: 400,
  missing_parameter: 400,
  unsupported_value: 400,
  below_minimum: 400,
  amount_too_small: 400,
  authentication_failed: 401,
  authentication_malformed: 401,
  invalid_scopes: 403,
  /**
   * The token's subject may not do this (Cybrid: "Invalid Subject type. Required: bank"). Cybrid
   * answers it with 401; a valid token of the wrong kind is a 403 here, so clients do not sign
   * in again in a loop.
   */
  invalid_subject: 403,
  forbidden: 403,
  /** Maker ≠ checker: who proposed a change may not approve or reject it. */
  maker_checker: 403,
  not_found: 404,
  method_not_allowed: 405,
  data_exists: 409,
  conflict: 409,
  payload_too_large: 413,
  unsupported_media_type: 415,
  unprocessable_entity: 422,
  /** Cybrid's code for a well-formed request its resource's state refuses (e.g. participants). */
  invalid_value: 422,
  quote_expired: 422,
  unverified_customer: 422,
  limit_exceeded: 422,
  /** A quote for more than the customer can deliver now (their available balance). */
  insufficient_balance: 422,
  /** Withdrawals are held: after a security change, or while a returned deposit is owed. */
  withdrawals_held: 422,
  /** Withdrawals need an enrolled second factor (TOTP) from the first one on. */
  second_factor_required: 422,
  /**
   * A crypto withdrawal worth CAD 1,000 or more says whose wallet it goes to
   * (docs/product/bank-accounts-and-wallets.md).
   */
  travel_rule_required: 422,
  /**
   * Not an address of the asset's chain on the platform's network
   * (docs/product/bank-accounts-and-wallets.md).
   */
  invalid_address: 422,
  /** An address on the deny list (docs/product/bank-accounts-and-wallets.md). */
  prohibited_address: 422,
  account_locked: 423,
  rate_limited: 429,
  internal_error: 500,
  service_unavailable: 503,
} as const satisfies Record<string, number>;

export type ErrorCode = keyof typeof errorStatus;

export const isErrorCode = (value: string): value is ErrorCode => Object.hasOwn(errorStatus, value);
