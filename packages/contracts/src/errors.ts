/**
 * The closed set of error codes the server answers with, and the HTTP statuses each may take:
 * the first is its usual one, the others are answers to a use Cybrid documents with another
 * status (`invalid_parameter` is 400 on a quote, 422 on a transfer). Codes follow the Cybrid Bank
 * API `message_code` vocabulary where one exists; on `/api` our own precise reasons are answered
 * as the Cybrid code of {@link cybridCodeFor} unless the caller prefers ours (ADR 69).
 */
export const errorStatuses = {
  /** 422 where the route refuses its input so (a body that is not JSON on `POST /api/transfers`). */
  invalid_json: [400, 422],
  invalid_parameter: [400, 422],
  missing_parameter: [400],
  unsupported_value: [400],
  below_minimum: [400],
  amount_too_small: [400],
  authentication_failed: [401],
  authentication_malformed: [401],
  /** 401 on an operation that documents no 403 (listSymbols). */
  invalid_scopes: [403, 401],
  /**
   * The token's subject may not do this (Cybrid: "Invalid Subject type. Required: bank"), with
   * the 401 Cybrid documents it with on every operation (ADR 69).
   */
  invalid_subject: [401],
  /**
   * 422 where the operation documents its refusals so (a confirmation on `POST /api/transfers`),
   * 400 where it documents only that (`POST /api/external_wallets`).
   */
  forbidden: [403, 422, 400],
  /** Maker ≠ checker: who proposed a change may not approve or reject it. */
  maker_checker: [403],
  /**
   * 422 or 400 where an operation documents no 404 for a guid in the body (createWorkflow,
   * createDepositAddress).
   */
  not_found: [404, 422, 400],
  method_not_allowed: [405],
  /** 400 where the operation documents no 409 (`POST /api/identity_verifications`). */
  data_exists: [409, 400],
  /** Cybrid's: a transfer already exists for this quote (`POST /api/transfers`). */
  quote_already_exists: [409],
  conflict: [409],
  payload_too_large: [413],
  unsupported_media_type: [415],
  unprocessable_entity: [422, 400],
  /** Cybrid's code for a value a well-formed request or its resource's state refuses. */
  invalid_value: [422, 400],
  quote_expired: [422],
  /** Cybrid's: the quote a transfer names is not the caller's, or not at all. */
  no_quote: [422],
  /** Cybrid's: the customer a bank names does not exist (`POST /api/external_wallets`). */
  no_customer: [422],
  /** Cybrid's: the external wallet a transfer names is not the customer's, or not at all. */
  invalid_external_wallet: [422],
  /** Cybrid's: the external bank account a transfer names is not the customer's, or not at all. */
  invalid_external_bank_account: [422],
  unverified_customer: [422, 400],
  limit_exceeded: [422, 400],
  /** A quote for more than the customer can deliver now (their available balance). */
  insufficient_balance: [422, 400],
  /** Withdrawals are held: after a security change, or while a returned deposit is owed. */
  withdrawals_held: [422, 400],
  /** Withdrawals need an enrolled second factor (TOTP) from the first one on. */
  second_factor_required: [422, 400],
  /**
   * A crypto withdrawal worth CAD 1,000 or more says whose wallet it goes to
   * (docs/product/bank-accounts-and-wallets.md).
   */
  travel_rule_required: [422],
  /**
   * Not an address of the asset's chain on the platform's network
   * (docs/product/bank-accounts-and-wallets.md).
   */
  invalid_address: [422, 400],
  /** An address on the deny list (docs/product/bank-accounts-and-wallets.md). */
  prohibited_address: [422, 400],
  account_locked: [423],
  rate_limited: [429],
  internal_error: [500],
  service_unavailable: [503],
} as const satisfies Record<string, readonly [number, ...number[]]>;

export type ErrorCode = keyof typeof errorStatuses;

/** The statuses code `C` may be answered with. */
export type StatusOf<C extends ErrorCode> = (typeof errorStatuses)[C][number];

export const isErrorCode = (value: string): value is ErrorCode =>
  Object.hasOwn(errorStatuses, value);

/**
 * Our precise reasons, each with the Cybrid code `/api` answers it as (ADR 69): Cybrid's clients
 * get only Cybrid's vocabulary, the reason's words in `error_message`. Our own web app, which says
 * each reason in the customer's language, asks for these codes with {@link preciseCodesPreference}.
 * Every other code is Cybrid's own, or a transport refusal no operation documents (413, 415, 429,
 * 503, 500), answered as it is.
 */
export const cybridCodeFor = {
  invalid_json: 'invalid_parameter',
  below_minimum: 'invalid_parameter',
  amount_too_small: 'invalid_parameter',
  forbidden: 'invalid_value',
  maker_checker: 'invalid_scopes',
  method_not_allowed: 'not_found',
  conflict: 'data_exists',
  unprocessable_entity: 'invalid_value',
  limit_exceeded: 'invalid_value',
  insufficient_balance: 'invalid_value',
  withdrawals_held: 'invalid_value',
  second_factor_required: 'invalid_value',
  travel_rule_required: 'invalid_value',
  invalid_address: 'invalid_value',
  prohibited_address: 'invalid_value',
  account_locked: 'invalid_value',
} as const satisfies Partial<Record<ErrorCode, ErrorCode>>;

/**
 * The RFC 7240 preference (`Prefer: maple-message-codes`) for our precise reasons in `/api`'s
 * `message_code`; an answer that honours it says so in `Preference-Applied` (ADR 69).
 */
export const preciseCodesPreference = 'maple-message-codes';
