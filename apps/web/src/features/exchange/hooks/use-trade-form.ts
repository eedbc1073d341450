import type { AssetCode } from '@maple/money';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { formatUnits, moneyLocaleOf } from '../../../lib/format/money';
import { readCustomerGuid } from '../../../lib/platform/customer-guid';
import { useAccountsQuery } from '../../../lib/platform/platform-api';
import { portfolioOf } from '../../../lib/platform/portfolio';
import {
  type AmountProblem,
  buildQuoteRequest,
  decimalsOf,
  exampleAmount,
  maxInput,
  spentAsset,
  type TradeInput,
} from '../quote-request';
import { prefilledTradeInput } from '../trade-prefill';
import type { useExchange } from './use-exchange';

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

/**
 * The trade form of /exchange: what the customer asks for, what is said at the amount (its own
 * check or a refusal about it), the balance it may spend and Max. Editing drops a quote for what
 * was asked before.
 */
export function useTradeForm(exchange: ReturnType<typeof useExchange>) {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  const [query] = useSearchParams();
  // The link's side and asset start the form; the customer's edits then own it.
  const [input, setInput] = useState(() => prefilledTradeInput(query));
  const [amountProblem, setAmountProblem] = useState<AmountProblem | null>(null);
  const spent = spentAsset(input);
  const spendable = useSpendable(spent);
  const { phase } = exchange;

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
  return { input, edit, submit, amountError, problemAtField, available: spendable.text, max };
}
