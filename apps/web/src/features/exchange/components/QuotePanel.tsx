import type { Ref } from 'react';
import { useTranslation } from 'react-i18next';
import {
  panelClasses,
  primaryButtonClasses,
  secondaryButtonClasses,
} from '../../../components/form/form-styles';
import { SpinnerIcon } from '../../../components/icons';
import type { Quote } from '../../../lib/platform/answers';
import { QuoteDetails } from './QuoteDetails';
import { SuperficialLossNote } from './SuperficialLossNote';

export type QuoteStatus = 'live' | 'requoting' | 'stopped' | 'confirming';

/** The quote on offer, its countdown and the buttons to confirm, refresh or drop it. */
export function QuotePanel({
  quote,
  mid,
  status,
  seconds,
  change,
  headingRef,
  onConfirm,
  onCancel,
  onRefresh,
}: {
  quote: Quote;
  mid: string | undefined;
  status: QuoteStatus;
  seconds: number;
  /** How the price moved from the expired quote this one replaced; the customer confirms anew. */
  change: string | null;
  headingRef: Ref<HTMLHeadingElement>;
  onConfirm: () => void;
  onCancel: () => void;
  onRefresh: () => void;
}) {
  const { t } = useTranslation();
  const busy = status === 'requoting' || status === 'confirming';
  return (
    <section aria-labelledby="quote-title" aria-busy={busy} className={`space-y-4 ${panelClasses}`}>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2
          id="quote-title"
          ref={headingRef}
          tabIndex={-1}
          className="text-lg font-semibold focus:outline-none"
        >
          {t('exchange.quoteTitle')}
        </h2>
        <p
          role="timer"
          aria-atomic="true"
          className="rounded-full bg-gray-100 px-3 py-1 text-sm font-semibold tabular-nums text-gray-900 dark:bg-gray-800 dark:text-gray-100"
        >
          {status === 'live' || status === 'confirming'
            ? t('exchange.expiresIn', { seconds })
            : status === 'requoting'
              ? t('exchange.requoting')
              : t('exchange.stopped')}
        </p>
      </div>
      {/* Announced by the page's live region; shown here beside the figures it is about. */}
      {change && status === 'live' && (
        <p className="rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950 dark:border-amber-700 dark:bg-amber-950 dark:text-amber-100">
          {change}
        </p>
      )}
      <div className={busy ? 'opacity-60' : ''}>
        <QuoteDetails quote={quote} mid={mid} />
      </div>
      {quote.side === 'sell' && <SuperficialLossNote quote={quote} />}
      <div className="flex flex-wrap gap-3">
        {status === 'stopped' ? (
          <button type="button" onClick={onRefresh} className={primaryButtonClasses}>
            {t('exchange.refresh')}
          </button>
        ) : (
          <button
            type="button"
            onClick={onConfirm}
            aria-disabled={status !== 'live'}
            aria-busy={status === 'confirming'}
            className={primaryButtonClasses}
          >
            {status === 'confirming' && <SpinnerIcon className="size-4 motion-safe:animate-spin" />}
            {status === 'confirming'
              ? t('exchange.confirming')
              : t(quote.side === 'buy' ? 'exchange.confirmBuy' : 'exchange.confirmSell')}
          </button>
        )}
        <button
          type="button"
          onClick={onCancel}
          disabled={status === 'confirming'}
          className={secondaryButtonClasses}
        >
          {t('exchange.cancel')}
        </button>
      </div>
    </section>
  );
}
