import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { FormAlert } from '../../components/form/FormAlert';
import { linkClasses } from '../../components/form/form-styles';
import { PageHeading } from '../../components/trading/PageHeading';
import { useLivePrices } from '../../lib/market/use-live-prices';
import type { Quote } from '../../lib/platform/answers';
import { assetOfSymbol } from '../../lib/platform/trade-math';
import { QuotePanel, type QuoteStatus } from './components/QuotePanel';
import { TradeForm } from './components/TradeForm';
import { TradeResult } from './components/TradeResult';
import { useCountdown } from './hooks/use-countdown';
import { type ExchangePhase, useExchange } from './hooks/use-exchange';
import { useTradeForm } from './hooks/use-trade-form';
import { priceChange } from './price-change';
import { identityVerificationPath, type TradingProblem } from './trade-errors';

const quoteStatusOf = (phase: ExchangePhase): QuoteStatus | null => {
  switch (phase.kind) {
    case 'quoted':
      return 'live';
    case 'quoting':
      return phase.quote ? 'requoting' : null;
    case 'stopped':
      return 'stopped';
    case 'confirming':
      return 'confirming';
    default:
      return null;
  }
};

/**
 * The mid price a quote's spread is shown against: the live one when the quote arrived (or the
 * first after it), then kept, so the figures of a firm quote never move while it counts down.
 */
function useQuotedMid(quote: Quote | null, live: string | undefined): string | undefined {
  const [kept, setKept] = useState<{ guid: string; mid: string } | null>(null);
  // Set while rendering, as a new count is (use-countdown.ts): the quote is never drawn with a
  // spread against another price first.
  if (quote && live !== undefined && kept?.guid !== quote.guid) {
    setKept({ guid: quote.guid, mid: live });
  }
  return quote && kept?.guid === quote.guid ? kept.mid : undefined;
}

/** A refused quote or trade, above the form (one about the amount is said at its field). */
function ProblemAlert({ problem }: { problem: TradingProblem }) {
  const { t } = useTranslation();
  return (
    <FormAlert tone="error">
      <p>{problem.message}</p>
      {problem.recovery === 'verify' && (
        <p>
          <Link to={identityVerificationPath} className={linkClasses}>
            {t('exchange.errors.verifyIdentity')}
          </Link>
        </p>
      )}
    </FormAlert>
  );
}

/** /exchange: buy or sell crypto against CAD at a quoted, counted-down price. */
/** A first quote takes focus; a re-quote leaves it where it is (on the confirm button). */
function useFirstQuoteFocus(shown: boolean) {
  const heading = useRef<HTMLHeadingElement>(null);
  const wasShown = useRef(false);
  useEffect(() => {
    if (shown && !wasShown.current) heading.current?.focus();
    wasShown.current = shown;
  }, [shown]);
  return heading;
}

/** /exchange: buy or sell crypto against CAD at a quoted, counted-down price. */
export default function ExchangePage() {
  const { t, i18n } = useTranslation();
  const exchange = useExchange();
  const { phase } = exchange;
  const form = useTradeForm(exchange);
  const { prices } = useLivePrices();

  const deadline = phase.kind === 'quoted' ? phase.deadline : null;
  const seconds = useCountdown(deadline, exchange.onExpired);
  const quote = 'quote' in phase ? phase.quote : null;
  const status = quoteStatusOf(phase);
  const liveMid = prices[quote ? assetOfSymbol(quote.symbol) : form.input.asset]?.price;
  const mid = useQuotedMid(quote, liveMid);
  const quoteHeading = useFirstQuoteFocus(quote !== null && status !== null);
  const warning = status === 'live' && seconds > 0 && seconds <= 3;

  return (
    <div className="mx-auto w-full max-w-5xl space-y-6 px-4 py-8 sm:px-6">
      <PageHeading intro={t('exchange.intro')} />
      {/* Announces what changes on its own: the quote running out and being replaced. */}
      <p className="sr-only" aria-live="polite" aria-atomic="true">
        {warning ? t('exchange.expiresSoon', { seconds: 3 }) : exchange.notice}
      </p>
      {exchange.problem && !form.problemAtField && <ProblemAlert problem={exchange.problem} />}
      {phase.kind === 'done' ? (
        <TradeResult trade={phase.trade} onAgain={exchange.startOver} />
      ) : (
        <div className="grid gap-6 lg:grid-cols-2">
          <TradeForm
            input={form.input}
            onChange={form.edit}
            onSubmit={form.submit}
            busy={phase.kind === 'quoting' && phase.quote === null}
            amountError={form.amountError}
            available={form.available}
            max={form.max}
          />
          {quote && status && (
            <QuotePanel
              quote={quote}
              mid={mid}
              status={status}
              seconds={seconds}
              change={
                phase.kind === 'quoted' && phase.replaced
                  ? priceChange(phase.replaced, phase.quote, t, i18n.language)
                  : null
              }
              headingRef={quoteHeading}
              onConfirm={() => void exchange.confirm()}
              onCancel={exchange.cancel}
              onRefresh={exchange.refresh}
            />
          )}
        </div>
      )}
    </div>
  );
}
