import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDispatch } from 'react-redux';
import { api } from '../../../lib/api/api';
import { apiErrorOf } from '../../../lib/api/api-error';
import { newIdempotencyKey } from '../../../lib/api/idempotency-key';
import type { Quote, Trade } from '../../../lib/platform/answers';
import {
  type QuoteRequest,
  useCreateQuoteMutation,
  useCreateTradeMutation,
} from '../api/exchange-api';
import { priceChange } from '../price-change';
import { type TradingProblem, tradingProblem } from '../trade-errors';

/** Quotes expire every 10 s; after this many automatic re-quotes the customer asks again. */
export const maxAutomaticRequotes = 6;

export type ExchangePhase =
  | { kind: 'idle' }
  /** Asking for a quote; `quote` is the previous one while a re-quote runs. */
  | { kind: 'quoting'; quote: Quote | null }
  /**
   * A firm quote: its figures never change. `replaced` is the quote it renewed after that one
   * expired (the screen compares their prices), null for a quote the customer asked for.
   */
  | { kind: 'quoted'; quote: Quote; deadline: number; replaced: Quote | null }
  /** Expired and no longer re-quoted on its own. */
  | { kind: 'stopped'; quote: Quote }
  | { kind: 'confirming'; quote: Quote }
  | { kind: 'done'; trade: Trade };

/** A quote as it arrives: its lifetime as the server set it, counted from now. */
const quotedPhase = (quote: Quote, replaced: Quote | null): ExchangePhase => ({
  kind: 'quoted',
  quote,
  deadline: Date.now() + Math.max(0, Date.parse(quote.expires_at) - Date.parse(quote.issued_at)),
  replaced,
});

/** Answers to an abandoned request are ignored: each request asks whether it is still the latest. */
function useLatestRequest() {
  const generation = useRef(0);
  return {
    begin: () => {
      const mine = ++generation.current;
      return () => mine === generation.current;
    },
    abandon: () => {
      generation.current += 1;
    },
  };
}

/** What a refused quote or trade means for the customer, in their language. */
function useProblemOf() {
  const { t, i18n } = useTranslation();
  return (error: unknown) => tradingProblem(apiErrorOf(error), t, i18n.language);
}

/**
 * Executes the shown quote once (an Idempotency-Key per confirm). A quote that ran out is asked
 * for again (`requote`, false when there is nothing to ask again for); any other refusal goes back
 * to the form.
 */
function useConfirmTrade({
  phase,
  setPhase,
  setProblem,
  latest,
  requote,
}: {
  phase: ExchangePhase;
  setPhase: (phase: ExchangePhase) => void;
  setProblem: (problem: TradingProblem | null) => void;
  latest: ReturnType<typeof useLatestRequest>;
  requote: (previous: Quote) => boolean;
}) {
  const [createTrade] = useCreateTradeMutation();
  const problemOf = useProblemOf();
  return async () => {
    if (phase.kind !== 'quoted') return;
    const { quote } = phase;
    const isLatest = latest.begin();
    setProblem(null);
    setPhase({ kind: 'confirming', quote });
    const result = await createTrade({
      quote_guid: quote.guid,
      idempotencyKey: newIdempotencyKey(),
    });
    if (!isLatest()) return;
    if (result.error) {
      const found = problemOf(result.error);
      setProblem(found);
      const requoted = found.recovery === 'requote' && requote(quote);
      if (!requoted) setPhase({ kind: 'idle' });
      return;
    }
    setPhase({ kind: 'done', trade: result.data });
  };
}

/**
 * The quote-and-confirm flow of /exchange: ask for a quote, count it down, re-quote when it
 * expires and say how the price changed (the customer confirms the new one), execute it once (an
 * Idempotency-Key per confirm), and say what went wrong in words the customer can act on.
 */
export function useExchange() {
  const { t, i18n } = useTranslation();
  const [createQuote] = useCreateQuoteMutation();
  const dispatch = useDispatch();
  const problemOf = useProblemOf();
  const [phase, setPhase] = useState<ExchangePhase>({ kind: 'idle' });
  const [problem, setProblem] = useState<TradingProblem | null>(null);
  /** Polite announcements of what changed on its own (re-quotes). */
  const [notice, setNotice] = useState('');
  const lastRequest = useRef<QuoteRequest | null>(null);
  const automaticRequotes = useRef(0);
  const latest = useLatestRequest();

  const fetchQuote = async (request: QuoteRequest, previous: Quote | null) => {
    const isLatest = latest.begin();
    lastRequest.current = request;
    setPhase({ kind: 'quoting', quote: previous });
    const result = await createQuote(request);
    if (!isLatest()) return;
    if (result.error) {
      const found = problemOf(result.error);
      // Refused for the balance: the available amount shown beside the field is read again.
      if (found.recovery === 'amount') dispatch(api.util.invalidateTags(['Accounts']));
      setProblem(found);
      setPhase({ kind: 'idle' });
      setNotice('');
      return;
    }
    setNotice(previous ? priceChange(previous, result.data, t, i18n.language) : '');
    setPhase(quotedPhase(result.data, previous));
  };

  const requestQuote = (request: QuoteRequest) => {
    automaticRequotes.current = 0;
    setProblem(null);
    setNotice('');
    void fetchQuote(request, null);
  };

  const onExpired = () => {
    if (phase.kind !== 'quoted' || !lastRequest.current) return;
    if (automaticRequotes.current >= maxAutomaticRequotes) {
      setPhase({ kind: 'stopped', quote: phase.quote });
      setNotice(t('exchange.stopped'));
      return;
    }
    automaticRequotes.current += 1;
    setNotice(t('exchange.requoting'));
    void fetchQuote(lastRequest.current, phase.quote);
  };

  const refresh = () => {
    if (!lastRequest.current) return;
    automaticRequotes.current = 0;
    setProblem(null);
    void fetchQuote(lastRequest.current, phase.kind === 'stopped' ? phase.quote : null);
  };

  const requote = (previous: Quote) => {
    if (!lastRequest.current) return false;
    automaticRequotes.current = 0;
    void fetchQuote(lastRequest.current, previous);
    return true;
  };
  const confirm = useConfirmTrade({ phase, setPhase, setProblem, latest, requote });

  /** Back to the form: drops the quote and ignores any answer still on its way. */
  const cancel = () => {
    latest.abandon();
    lastRequest.current = null;
    setPhase({ kind: 'idle' });
    setNotice('');
  };

  const startOver = () => {
    cancel();
    setProblem(null);
  };

  return { phase, problem, notice, requestQuote, onExpired, refresh, confirm, cancel, startOver };
}
