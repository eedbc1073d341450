/**
 * Why a call to CoinGecko produced nothing usable. `throttled` means it was never sent: our own
 * request budget was spent, or CoinGecko's Retry-After (or our back-off after its errors) had not
 * passed yet.
 */
export type CoinGeckoFailure =
  | 'throttled'
  | 'network'
  | 'timeout'
  | 'rate_limited'
  | 'server'
  | 'rejected'
  | 'invalid_response';

/** Messages name the path and the HTTP status, never the API key (it travels only in a header). */
export class CoinGeckoError extends Error {
  override readonly name = 'CoinGeckoError';

  constructor(
    readonly failure: CoinGeckoFailure,
    message: string,
    readonly status?: number,
  ) {
    super(message);
  }
}
