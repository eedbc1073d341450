import type { TFunction } from 'i18next';
import { toLanguage } from '../../../lib/i18n/languages';
import { isWordedReason } from '../../../lib/kyc/reason-codes';
import type { ReviewSummary } from './api/review-api';

/**
 * A Cybrid failure code or a review flag in words; a code the app does not know yet is shown as
 * sent.
 */
export const failureCodeLabel = (code: string, t: TFunction): string =>
  isWordedReason(code) ? t(`compliance.failureCode.${code}`) : code;

/** What kind of verification it is; a recovery says so rather than "Documents". */
export const methodLabel = (
  review: Pick<ReviewSummary, 'method' | 'purpose'>,
  t: TFunction,
): string =>
  review.purpose === 'account_recovery'
    ? t('compliance.method.account_recovery')
    : t(`compliance.method.${review.method}`);

export const yesNo = (value: boolean, t: TFunction): string =>
  value ? t('compliance.detail.yes') : t('compliance.detail.no');

const minuteMs = 60_000;
const hourMs = 60 * minuteMs;
const dayMs = 24 * hourMs;

/**
 * How long a verification has waited, in its largest whole unit ("3 days", "5 heures"):
 * enough to see at a glance which ones are late.
 */
export function formatWaiting(sinceIso: string, now: number, language: string): string {
  const waited = Math.max(0, now - Date.parse(sinceIso));
  const [amount, unit] =
    waited >= dayMs
      ? [Math.floor(waited / dayMs), 'day']
      : waited >= hourMs
        ? [Math.floor(waited / hourMs), 'hour']
        : [Math.floor(waited / minuteMs), 'minute'];
  return new Intl.NumberFormat(toLanguage(language), {
    style: 'unit',
    unit,
    unitDisplay: 'long',
  }).format(amount);
}

/** A file's size in kB or MB, in the reader's language. */
export function formatFileSize(bytes: number, language: string): string {
  const megabytes = bytes >= 1_000_000;
  return new Intl.NumberFormat(toLanguage(language), {
    style: 'unit',
    unit: megabytes ? 'megabyte' : 'kilobyte',
    maximumFractionDigits: 1,
  }).format(megabytes ? bytes / 1_000_000 : Math.max(1, Math.round(bytes / 1000)));
}
