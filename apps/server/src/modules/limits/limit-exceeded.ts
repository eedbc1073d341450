import { formatAmount } from '@maple/money';
import { AppError } from '../../infra/errors.js';
import type { LimitName } from './limit-rules.js';

/** Which limit a movement would cross, and from when it would fit. */
export interface LimitCrossing {
  limit: LimitName;
  cents: bigint;
  resetsAt: Date;
}

const described: Record<LimitName, string> = {
  funding_24h: 'funding limit (CAD deposits and withdrawals) per 24 hours',
  funding_7d: 'funding limit (CAD deposits and withdrawals) per 7 days',
  crypto_withdrawal_24h: 'crypto withdrawal limit per 24 hours',
  investment_12m: 'investment limit on net purchases of XRP over 12 months',
};

/**
 * A refusal for crossing a limit (422 `limit_exceeded`): the message says which limit and when
 * it resets; `crossing` keeps both for callers that answer in their own words. The message ends
 * with that moment in ISO 8601 (UTC): Cybrid's error body has no other field, and the web app
 * reads it there to say it in the customer's language and time zone.
 */
export class LimitExceededError extends AppError {
  constructor(readonly crossing: LimitCrossing) {
    super(
      'limit_exceeded',
      `This would exceed your ${described[crossing.limit]} of ${formatAmount(crossing.cents, 'CAD', 'en-CA')}. ` +
        `It resets for this amount at ${crossing.resetsAt.toISOString()}.`,
    );
  }
}
