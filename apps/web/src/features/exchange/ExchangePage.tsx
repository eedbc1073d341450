import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { FormAlert } from '../../components/form/FormAlert';
import { linkClasses } from '../../components/form/form-styles';
import { PageHeading } from '../../components/trading/PageHeading';
import { formatUnits, moneyLocaleOf } from '../../lib/format/money';
import { useLivePrices } from '../../lib/market/use-live-prices';
import { readCustomerGuid } from '../../lib/platform/customer-guid';
import { useAccountsQuery } from '../../lib/platform/platform-api';
import { portfolioOf } from '../../lib/platform/portfolio';
import { assetOfSymbol } from '../../lib/platform/trade-math';
import { QuotePanel, type QuoteStatus } from './components/QuotePanel';
import { TradeForm } from './components/TradeForm';
import { TradeResult } from './components/TradeResult';
import { useCountdown } from './hooks/use-countdown';
import { type ExchangePhase, useExchange } from './hooks/use-exchange';
import {
  type AmountProblem,
  buildQuoteRequest,
  decimalsOf,
  exampleAmount,
  type TradeInput,
} from './quote-request';
import { identityVerificationPath } from './trade-errors';

const initialInput: TradeInput = { side: 'buy', asset: 'BTC', unit: 'CAD', amount: '' };

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

/** /exchange: buy or sell crypto against CAD at a quoted, counted-down price. */
export default function ExchangePage() {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  const [input, setInput] = useState(initialInput);
  const [amountProblem, setAmountProblem] = useState<AmountProblem | null>(null);
  const exchange = useExchange();
  const { phase } = exchange;
  const { prices } = useLivePrices();
  const accounts = useAccountsQuery(undefined, { refetchOnMountOrArgChange: true });
  const quoteHeading = useRef<HTMLHeadingElement>(null);

  const deadline = phase.kind === 'quoted' ? phase.deadline : null;
  const seconds = useCountdown(deadline, exchange.onExpired);
  const quote = 'quote' in phase ? phase.quote : null;
  const status = quoteStatusOf(phase);

  // A first quote takes focus; a re-quote leaves it where it is (on the confirm button).
  const shown = quote !== null && status !== null;
  const wasShown = useRef(false);
  useEffect(() => {
    if (shown && !wasShown.current) quoteHeading.current?.focus();
    wasShown.current = shown;
  }, [shown]);

  const spent = input.side === 'buy' ? 'CAD' : input.asset;
  const holding = accounts.data
    ? portfolioOf(accounts.data, []).holdings.find((h) => h.asset === spent)
    : undefined;
  const available = holding
    ? t('exchange.availableToSpend', { amount: formatUnits(holding.available, spent, language) })
    : accounts.isError
      ? t('trading.loadFailed')
      : t('exchange.availableLoading');

  const edit = (next: TradeInput) => {
    setInput(next);
    setAmountProblem(null);
    // A quote is for what was asked; a trade being confirmed runs to its result.
    if (phase.kind === 'quoting' || phase.kind === 'quoted' || phase.kind === 'stopped') {
      exchange.cancel();
    }
  };

  const submit = () => {
    const built = buildQuoteRequest(input, readCustomerGuid(), moneyLocaleOf(language));
    if (!built.ok) {
      setAmountProblem(built.problem);
      return;
    }
    setAmountProblem(null);
    exchange.requestQuote(built.request);
  };

  const unit = input.unit === 'CAD' ? 'CAD' : input.asset;
  const amountError = amountProblem
    ? t(`exchange.errors.${amountProblem}`, {
        unit,
        decimals: decimalsOf(input),
        example: exampleAmount(unit, moneyLocaleOf(language)),
      })
    : undefined;
  const mid = prices[quote ? assetOfSymbol(quote.symbol) : input.asset]?.price;
  const warning = status === 'live' && seconds > 0 && seconds <= 3;

  return (
    <div className="mx-auto w-full max-w-5xl space-y-6 px-4 py-8 sm:px-6">
      <PageHeading intro={t('exchange.intro')} />
      {/* Announces what changes on its own: the quote running out and being replaced. */}
      <p className="sr-only" aria-live="polite" aria-atomic="true">
        {warning ? t('exchange.expiresSoon', { seconds: 3 }) : exchange.notice}
      </p>
      {exchange.problem && (
        <FormAlert tone="error">
          <p>{exchange.problem.message}</p>
          {exchange.problem.recovery === 'verify' && (
            <p>
              <Link to={identityVerificationPath} className={linkClasses}>
                {t('exchange.errors.verifyIdentity')}
              </Link>
            </p>
          )}
        </FormAlert>
      )}
      {phase.kind === 'done' ? (
        <TradeResult trade={phase.trade} onAgain={exchange.startOver} />
      ) : (
        <div className="grid gap-6 lg:grid-cols-2">
          <TradeForm
            input={input}
            onChange={edit}
            onSubmit={submit}
            busy={phase.kind === 'quoting' && phase.quote === null}
            amountError={amountError}
            available={available}
          />
          {quote && status && (
            <QuotePanel
              quote={quote}
              mid={mid}
              status={status}
              seconds={seconds}
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
