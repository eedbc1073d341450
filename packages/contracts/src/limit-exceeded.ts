import { formatAmount, parseAmount } from '@maple/money';
import { type LimitName, limitNames } from './limits.js';

/**
 * The words of a `limit_exceeded` refusal (docs/product/limits.md: "the screen says which limit and
 * when it resets"). The server writes them here and the web app reads them back here: the Cybrid
 * error body it answers in has no field but the message, so the message carries the limit, its
 * amount and, when the amount can fit later, the moment it does, in ISO 8601 (UTC) at its end.
 */

/** How the message names each limit; each names only its own. */
export const limitDescriptions: Readonly<Record<LimitName, string>> = {
  funding_24h: 'funding limit (CAD deposits and withdrawals) per 24 hours',
  funding_7d: 'funding limit (CAD deposits and withdrawals) per 7 days',
  crypto_withdrawal_24h: 'crypto withdrawal limit per 24 hours',
  investment_12m: 'investment limit on net purchases of XRP over 12 months',
};

export interface LimitRefusal {
  limit: LimitName;
  /** The whole limit, CAD cents. */
  cents: bigint;
  /**
   * When an amount this size fits again; null when it never does: it is larger than the whole
   * limit, so no usage leaving the window makes room for it.
   */
  fitsAgainAt: Date | null;
}

export function limitExceededMessage({ limit, cents, fitsAgainAt }: LimitRefusal): string {
  const named = `${limitDescriptions[limit]} of ${formatAmount(cents, 'CAD', 'en-CA')}`;
  return fitsAgainAt === null
    ? `This amount is more than your whole ${named}, so it can never fit in it. Enter a smaller amount.`
    : `This would exceed your ${named}. It resets for this amount at ${fitsAgainAt.toISOString()}.`;
}

/** What a `limit_exceeded` message says, as the web app shows it in the reader's words. */
export interface LimitRefusalRead {
  /** Undefined when the message names no limit (a message of an older server). */
  limit: LimitName | undefined;
  cents: bigint | undefined;
  /** ISO 8601; undefined when the amount never fits (or the message says no moment). */
  fitsAgainAt: string | undefined;
  never: boolean;
}

const namedAmount = /of \$(\d{1,3}(?:,\d{3})*(?:\.\d\d)?)/;
const endingMoment = /(\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(?:\.\d+)?Z)\.?$/;

export function readLimitExceeded(message: string): LimitRefusalRead {
  const limit = limitNames.find((name) => message.includes(limitDescriptions[name]));
  const amount = namedAmount.exec(message)?.[1];
  return {
    limit,
    cents: amount === undefined ? undefined : parseAmount(amount.replaceAll(',', ''), 'CAD'),
    fitsAgainAt: endingMoment.exec(message)?.[1],
    never: message.includes('can never fit'),
  };
}
