import type { AssetCode } from '@maple/money';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { FormAlert } from '../../components/form/FormAlert';
import { linkClasses } from '../../components/form/form-styles';
import { PageHeading } from '../../components/trading/PageHeading';
import { formatUnits, moneyLocaleOf } from '../../lib/format/money';
import { useLivePrices } from '../../lib/market/use-live-prices';
import type { Quote } from '../../lib/platform/answers';
import { readCustomerGuid } from '../../lib/platform/customer-guid';
import { useAccountsQuery } from '../../lib/platform/platform-api';
import { portfolioOf } from '../../lib/platform/portfolio';
import { assetOfSymbol } from '../../lib/platform/trade-math';
import { QuotePanel, type QuoteStatus } from './components/QuotePanel';
import { TradeForm } from './components/TradeForm';
import { TradeResult } from './components/TradeResult';
import { useCountdown } from './hooks/use-countdown';
import { type ExchangePhase, useExchange } from './hooks/use-exchange';
import { priceChange } from './price-change';
import {
  type AmountProblem,
  buildQuoteRequest,
  decimalsOf,
  exampleAmount,
  maxInput,
  spentAsset,
  type TradeInput,
} from './quote-request';
import { identityVerificationPath, type TradingProblem } from './trade-errors';

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

/** The available balance of what the trade spends, and the line that says it (or why not). */
function useSpendable(spent: AssetCode): { units: bigint | undefined; text: string } {
  const { t, i18n } = useTranslation();
  const accounts = useAccountsQuery(undefined, { refetchOnMountOrArgChange: true });
  const holding = accounts.data
    ? portfolioOf(accounts.data, []).holdings.find((h) => h.asset === spent)
    : undefined;
  const text = holding
    ? t('exchange.availableToSpend', {
        amount: formatUnits(holding.available, spent, i18n.language),
      })
    : accounts.isError
      ? t('trading.loadFailed')
      : t('exchange.availableLoading');
  return { units: holding?.available, text };
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
export default function ExchangePage() {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  const [input, setInput] = useState(initialInput);
  const [amountProblem, setAmountProblem] = useState<AmountProblem | null>(null);
  const exchange = useExchange();
  const { phase } = exchange;
  const { prices } = useLivePrices();
  const quoteHeading = useRef<HTMLHeadingElement>(null);

  const deadline = phase.kind === 'quoted' ? phase.deadline : null;
  const seconds = useCountdown(deadline, exchange.onExpired);
  const quote = 'quote' in phase ? phase.quote : null;
  const status = quoteStatusOf(phase);
  const liveMid = prices[quote ? assetOfSymbol(quote.symbol) : input.asset]?.price;
  const mid = useQuotedMid(quote, liveMid);

  // A first quote takes focus; a re-quote leaves it where it is (on the confirm button).
  const shown = quote !== null && status !== null;
  const wasShown = useRef(false);
  useEffect(() => {
    if (shown && !wasShown.current) quoteHeading.current?.focus();
    wasShown.current = shown;
  }, [shown]);

  const spent = spentAsset(input);
  const spendable = useSpendable(spent);

  const edit = (next: TradeInput) => {
    setInput(next);
    setAmountProblem(null);
    // The refusal was about the amount the customer is now changing.
    if (exchange.problem?.recovery === 'amount') exchange.startOver();
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
  // A refusal about the amount (more than is available) is said at the field, not above it.
  const problemAtField = exchange.problem?.recovery === 'amount' ? exchange.problem : null;
  const amountError = amountProblem
    ? t(`exchange.errors.${amountProblem}`, {
        unit,
        decimals: decimalsOf(input),
        example: exampleAmount(unit, moneyLocaleOf(language)),
      })
    : problemAtField?.message;
  const all = spendable.units;
  const max =
    all !== undefined && all > 0n
      ? {
          amount: formatUnits(all, spent, language),
          use: () => edit(maxInput(input, all, language)),
        }
      : undefined;
  const warning = status === 'live' && seconds > 0 && seconds <= 3;

  return (
    <div className="mx-auto w-full max-w-5xl space-y-6 px-4 py-8 sm:px-6">
      <PageHeading intro={t('exchange.intro')} />
      {/* Announces what changes on its own: the quote running out and being replaced. */}
      <p className="sr-only" aria-live="polite" aria-atomic="true">
        {warning ? t('exchange.expiresSoon', { seconds: 3 }) : exchange.notice}
      </p>
      {exchange.problem && !problemAtField && <ProblemAlert problem={exchange.problem} />}
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
            available={spendable.text}
            max={max}
          />
          {quote && status && (
            <QuotePanel
              quote={quote}
              mid={mid}
              status={status}
              seconds={seconds}
              change={
                phase.kind === 'quoted' && phase.replaced
                  ? priceChange(phase.replaced, phase.quote, t, language)
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
