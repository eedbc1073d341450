import { isAmountRefusal } from '@maple/contracts';
import type { TFunction } from 'i18next';
import type { ApiError } from '../../lib/api/api-error';
import { describeApiError } from '../../lib/errors/api-error-message';
import { limitRefusalText } from '../../lib/limits/limit-refusal';

/**
 * What to do after a refused quote or trade, besides telling the customer; `amount`: the
 * sentence belongs beside the amount field, which the customer corrects.
 */
export type Recovery = 'none' | 'requote' | 'verify' | 'amount';

/** Where an unverified customer verifies their identity (docs/product/identity-verification.md). */
export const identityVerificationPath = '/identity-verification';

export interface TradingProblem {
  message: string;
  recovery: Recovery;
}

/**
 * The sentence for a refused quote or trade: the cases a customer can act on in their own
 * language (below the minimum, more than the available balance, prices delayed, quote expired,
 * already traded, not verified, over the investment limit), anything else as the server or the
 * network problem says (docs/product/errors.md).
 */
export function tradingProblem(error: ApiError, t: TFunction, language: string): TradingProblem {
  const say = (message: string, recovery: Recovery = 'none') => ({ message, recovery });
  if (error.kind !== 'http') return say(describeApiError(error, t));
  switch (error.code) {
    case 'service_unavailable':
      return say(t('exchange.errors.pricesDelayed'));
    case 'quote_expired':
      return say(t('exchange.errors.quoteExpired'), 'requote');
    case 'data_exists':
      return say(t('exchange.errors.alreadyExecuted'));
    case 'invalid_parameter':
      // Cybrid's code for any refused value; the amount's refusals are told by their sentence.
      return isAmountRefusal(error.message)
        ? say(t('exchange.errors.amountTooSmall'))
        : say(describeApiError(error, t));
    case 'insufficient_balance':
      return say(t('exchange.errors.insufficientBalance'), 'amount');
    case 'unverified_customer':
      return say(t('exchange.errors.unverified'), 'verify');
    case 'limit_exceeded':
      // Only net purchases of XRP count against a limit when trading (the investment limit).
      return say(limitRefusalText(error.message, t, language));
    default:
      return say(describeApiError(error, t));
  }
}
