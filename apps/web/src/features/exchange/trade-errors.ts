import type { TFunction } from 'i18next';
import type { ApiError } from '../../lib/api/api-error';
import { describeApiError } from '../../lib/errors/api-error-message';

/** What to do after a refused quote or trade, besides telling the customer. */
export type Recovery = 'none' | 'requote';

export interface TradingProblem {
  message: string;
  recovery: Recovery;
}

/**
 * The sentence for a refused quote or trade: the cases a customer can act on in their own
 * language (below the minimum, prices delayed, quote expired, already traded), anything else
 * as the server or the network problem says (SPEC §8).
 */
export function tradingProblem(error: ApiError, t: TFunction): TradingProblem {
  const say = (message: string, recovery: Recovery = 'none') => ({ message, recovery });
  if (error.kind !== 'http') return say(describeApiError(error, t));
  switch (error.code) {
    case 'service_unavailable':
      return say(t('exchange.errors.pricesDelayed'));
    case 'quote_expired':
      return say(t('exchange.errors.quoteExpired'), 'requote');
    case 'data_exists':
      return say(t('exchange.errors.alreadyExecuted'));
    case 'below_minimum':
      return say(t('exchange.errors.belowMinimum'));
    case 'amount_too_small':
      return say(t('exchange.errors.tooSmall'));
    default:
      return say(describeApiError(error, t));
  }
}
