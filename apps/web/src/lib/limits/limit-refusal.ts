import { readLimitExceeded } from '@maple/contracts';
import type { TFunction } from 'i18next';
import { formatDateTime } from '../format/date-time';
import { formatUnits } from '../format/money';

/**
 * A `limit_exceeded` refusal in the reader's words (docs/product/limits.md): the limit it names
 * (funding, crypto withdrawals or investment), and when an amount this size fits again; or, for an
 * amount above the whole limit, that it never will, with the limit's amount. The server's message
 * says them in English (`limitExceededMessage` in @maple/contracts), read back here.
 */
export function limitRefusalText(message: string, t: TFunction, language: string): string {
  const { limit, cents, fitsAgainAt, never } = readLimitExceeded(message);
  if (limit === undefined) return t('limits.refusal.crossed.unknown');
  if (never && cents !== undefined) {
    return t(`limits.refusal.neverFits.${limit}`, { amount: formatUnits(cents, 'CAD', language) });
  }
  const crossed = t(`limits.refusal.crossed.${limit}`);
  return fitsAgainAt === undefined
    ? crossed
    : `${crossed} ${t('limits.refusal.fitsAgain', { time: formatDateTime(fitsAgainAt, language) })}`;
}
