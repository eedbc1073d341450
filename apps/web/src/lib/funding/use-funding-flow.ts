import type { FundingSide } from '@maple/contracts';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { apiErrorOf } from '../api/api-error';
import { newIdempotencyKey } from '../api/idempotency-key';
import { readCustomerGuid } from '../platform/customer-guid';
import type { FundingQuote, Transfer } from '../platform/funding-answers';
import {
  type TransferRequest,
  useCreateFundingQuoteMutation,
  useCreateTransferMutation,
} from './funding-api';
import { type FundingProblem, fundingProblem } from './funding-problem';

export type FundingPhase =
  | { kind: 'idle' }
  | { kind: 'quoting' }
  /** `key` is this transfer's Idempotency-Key, kept across every retry of it. */
  | { kind: 'quoted'; quote: FundingQuote; key: string }
  | { kind: 'submitting'; quote: FundingQuote; key: string }
  | { kind: 'done'; transfer: Transfer };

/** The rail details of the transfer: the bank account, or the e-Transfer's question and answer. */
export type TransferDetails = Omit<TransferRequest, 'quote_guid' | 'idempotencyKey'>;

/**
 * Quote then transfer, for a deposit or a withdrawal: a funding quote for the amount (the server
 * checks limits and holds already), then the transfer with one Idempotency-Key per quote, so a
 * retry after a lost answer never moves money twice. Refusals come back in words to act on.
 */
export function useFundingFlow(side: FundingSide) {
  const { t, i18n } = useTranslation();
  const [createQuote] = useCreateFundingQuoteMutation();
  const [createTransfer] = useCreateTransferMutation();
  const [phase, setPhase] = useState<FundingPhase>({ kind: 'idle' });
  const [problem, setProblem] = useState<FundingProblem | null>(null);
  const lastCents = useRef<bigint | null>(null);
  /** Answers to an abandoned request are ignored. */
  const generation = useRef(0);

  /** Answers whether a quote arrived. */
  const requestQuote = async (cents: bigint): Promise<boolean> => {
    const mine = ++generation.current;
    lastCents.current = cents;
    setProblem(null);
    setPhase({ kind: 'quoting' });
    const result = await createQuote({
      product_type: 'funding',
      customer_guid: readCustomerGuid(),
      asset: 'CAD',
      side,
      deliver_amount: cents.toString(),
    });
    if (mine !== generation.current) return false;
    if (result.error) {
      setProblem(fundingProblem(apiErrorOf(result.error), t, i18n.language));
      setPhase({ kind: 'idle' });
      return false;
    }
    setPhase({ kind: 'quoted', quote: result.data, key: newIdempotencyKey() });
    return true;
  };

  const submit = async (details: TransferDetails) => {
    if (phase.kind !== 'quoted') return;
    const { quote, key } = phase;
    const mine = ++generation.current;
    setProblem(null);
    setPhase({ kind: 'submitting', quote, key });
    const result = await createTransfer({
      ...details,
      quote_guid: quote.guid,
      idempotencyKey: key,
    });
    if (mine !== generation.current) return;
    if (!result.error) {
      setPhase({ kind: 'done', transfer: result.data });
      return;
    }
    const found = fundingProblem(apiErrorOf(result.error), t, i18n.language);
    setProblem(found);
    if (found.recovery === 'requote' && lastCents.current !== null) {
      // A new quote (and key) for the same amount; the sentence says why the customer confirms again.
      if (await requestQuote(lastCents.current)) setProblem(found);
      return;
    }
    // The same quote and key: trying again cannot make a second transfer.
    setPhase({ kind: 'quoted', quote, key });
  };

  /** Back to the form: drops the quote and ignores any answer still on its way. */
  const reset = () => {
    generation.current += 1;
    setPhase({ kind: 'idle' });
    setProblem(null);
  };

  return { phase, problem, setProblem, requestQuote, submit, reset };
}
