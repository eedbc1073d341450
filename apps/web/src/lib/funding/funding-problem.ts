import type { TFunction } from 'i18next';
import type { ApiError } from '../api/api-error';
import { describeApiError } from '../errors/api-error-message';
import { formatDateTime } from '../format/date-time';
import { limitRefusalText } from '../limits/limit-refusal';

/** What the screen offers besides the sentence: a new quote, or the way to verification. */
export type FundingRecovery = 'none' | 'requote' | 'verify';

export interface FundingProblem {
  message: string;
  recovery: FundingRecovery;
}

/** Where an unverified customer verifies their identity (docs/product/identity-verification.md). */
export const identityVerificationPath = '/identity-verification';

/**
 * The server's hold refusals end with the moment they lift, in ISO 8601 (UTC): its error body
 * has no other field for it, so the screen reads it there to say it in the reader's language and
 * time zone.
 */
const momentIn = (message: string): string | undefined =>
  /(\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(?:\.\d+)?Z)\.?$/.exec(message)?.[1];

function heldProblem(error: ApiError, t: TFunction, language: string): string {
  const until = momentIn(error.message);
  const time = until === undefined ? '' : formatDateTime(until, language);
  if (error.message.includes('newly linked')) return t('funding.errors.newBankAccount', { time });
  if (error.message.includes('returned deposit')) return t('funding.held.funding_return');
  return until === undefined
    ? t('funding.held.security_change')
    : t('funding.held.security_change_until', { time });
}

/**
 * A refused funding quote or transfer in words the customer can act on: which limit and when it
 * resets, why withdrawals are held and until when, verification first, the quote to renew;
 * anything else as the server or the network problem says (docs/product/errors.md).
 */
export function fundingProblem(error: ApiError, t: TFunction, language: string): FundingProblem {
  const say = (message: string, recovery: FundingRecovery = 'none') => ({ message, recovery });
  if (error.kind !== 'http') return say(describeApiError(error, t));
  switch (error.code) {
    case 'unverified_customer':
      return say(t('funding.errors.unverified'), 'verify');
    case 'limit_exceeded':
      return say(limitRefusalText(error.message, t, language));
    case 'withdrawals_held':
      return say(heldProblem(error, t, language));
    case 'second_factor_required':
      return say(t('funding.held.second_factor_required'));
    case 'quote_expired':
      return say(t('funding.errors.quoteExpired'), 'requote');
    case 'quote_already_exists':
      return say(t('funding.errors.alreadySubmitted'));
    case 'conflict':
      return say(
        t(
          error.message.includes('cancelled')
            ? 'funding.errors.notCancellable'
            : 'funding.errors.alreadySubmitted',
        ),
      );
    case 'unprocessable_entity':
      return error.message.includes('not verified')
        ? say(t('funding.errors.bankNotVerified'))
        : say(describeApiError(error, t));
    // A transfer names a quote, account or wallet that is gone with Cybrid's 422 codes (ADR 69).
    case 'not_found':
    case 'no_quote':
    case 'invalid_external_wallet':
    case 'invalid_external_bank_account':
      return say(t('funding.errors.notFound'));
    default:
      return say(describeApiError(error, t));
  }
}
