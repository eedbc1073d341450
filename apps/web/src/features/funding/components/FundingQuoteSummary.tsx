import type { LimitStanding } from '@maple/contracts';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../lib/format/date-time';
import { formatUnits } from '../../../lib/format/money';
import { useCustomerLimitsQuery } from '../../../lib/limits/limits-api';
import type { FundingQuote } from '../../../lib/platform/funding-answers';

const Row = ({ term, value }: { term: string; value: string }) => (
  <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1 py-2">
    <dt className="font-medium">{term}</dt>
    <dd className="text-right font-semibold tabular-nums">{value}</dd>
  </div>
);

/** What is left of a funding limit once this amount is used; null when no limit applies. */
const leftAfter = (standing: LimitStanding | undefined, cents: bigint): bigint | null => {
  if (!standing || standing.remaining === null) return null;
  const left = BigInt(standing.remaining) - cents;
  return left > 0n ? left : 0n;
};

/**
 * A funding quote before it is confirmed (docs/product/limits.md): where the money comes from or
 * goes to (the bank account, named by institution and last digits), the amount, the fee, what
 * arrives, and what is left of the 24-hour and 7-day funding limits afterwards; how long the quote
 * holds.
 */
export function FundingQuoteSummary({
  quote,
  party,
}: {
  quote: FundingQuote;
  /** The other side of the transfer: "From" a deposit's account, "To" a withdrawal's. */
  party?: string | undefined;
}) {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  const limits = useCustomerLimitsQuery(undefined, { refetchOnMountOrArgChange: true });
  const amount = BigInt(quote.deliver_amount);
  const money = (cents: bigint | string) => formatUnits(cents, 'CAD', language);
  const standing = (name: string) => limits.data?.limits.find((limit) => limit.name === name);
  const limitRow = (name: 'funding_24h' | 'funding_7d') => {
    if (limits.isError) return t('funding.quote.limitUnknown');
    if (!limits.data) return t('common.loading');
    const left = leftAfter(standing(name), amount);
    return left === null ? t('limits.noLimit') : money(left);
  };
  return (
    <dl className="divide-y divide-gray-200 text-sm dark:divide-gray-800">
      {party !== undefined && (
        <Row
          term={t(quote.side === 'deposit' ? 'funding.quote.from' : 'funding.quote.to')}
          value={party}
        />
      )}
      <Row term={t('funding.quote.amount')} value={money(quote.deliver_amount)} />
      <Row term={t('funding.quote.fee')} value={money(quote.fee)} />
      <Row
        term={t(quote.side === 'deposit' ? 'funding.quote.credited' : 'funding.quote.received')}
        value={money(quote.receive_amount)}
      />
      <Row term={t('funding.quote.left24h')} value={limitRow('funding_24h')} />
      <Row term={t('funding.quote.left7d')} value={limitRow('funding_7d')} />
      <Row
        term={t('funding.quote.validUntil')}
        value={formatDateTime(quote.expires_at, language)}
      />
    </dl>
  );
}
