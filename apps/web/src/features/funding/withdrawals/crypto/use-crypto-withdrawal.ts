import type { ExternalWallet, TravelRuleAnswer } from '@maple/contracts';
import type { CryptoAssetCode } from '@maple/money';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { apiErrorOf } from '../../../../lib/api/api-error';
import { newIdempotencyKey } from '../../../../lib/api/idempotency-key';
import {
  useCreateCryptoQuoteMutation,
  useCreateCryptoTransferMutation,
} from '../../../../lib/funding/crypto-transfer-api';
import { type FundingProblem, fundingProblem } from '../../../../lib/funding/funding-problem';
import { readCustomerGuid } from '../../../../lib/platform/customer-guid';
import type { CryptoTransferQuote, Transfer } from '../../../../lib/platform/funding-answers';

export type CryptoWithdrawalPhase =
  | { kind: 'idle' }
  | { kind: 'quoting' }
  /** `key` is this withdrawal's Idempotency-Key, kept across every retry of it. */
  | { kind: 'quoted'; quote: CryptoTransferQuote; wallet: ExternalWallet; key: string }
  | { kind: 'submitting'; quote: CryptoTransferQuote; wallet: ExternalWallet; key: string }
  | { kind: 'done'; transfer: Transfer };

export interface Confirmation {
  token: string;
  travelRule: TravelRuleAnswer | undefined;
}

/**
 * A crypto withdrawal (docs/product/bank-accounts-and-wallets.md): a crypto_transfer quote for what
 * reaches the wallet (the server checks the crypto limit and the holds already, and says whether
 * the travel rule applies), then the transfer with the bound code's confirmation and one
 * Idempotency-Key per quote, so a retry after a lost answer never sends coins twice.
 */
export function useCryptoWithdrawal() {
  const { t, i18n } = useTranslation();
  const [createQuote] = useCreateCryptoQuoteMutation();
  const [createTransfer] = useCreateCryptoTransferMutation();
  const [phase, setPhase] = useState<CryptoWithdrawalPhase>({ kind: 'idle' });
  const [problem, setProblem] = useState<FundingProblem | null>(null);
  /** Answers to an abandoned request are ignored. */
  const generation = useRef(0);

  /**
   * `whole`: `units` is all the account holds, the network fee to come out of it (Max); else
   * `units` is what reaches the wallet, the fee on top.
   */
  const requestQuote = async (
    wallet: ExternalWallet,
    asset: CryptoAssetCode,
    units: bigint,
    whole = false,
  ) => {
    const mine = ++generation.current;
    setProblem(null);
    setPhase({ kind: 'quoting' });
    const result = await createQuote({
      product_type: 'crypto_transfer',
      customer_guid: readCustomerGuid(),
      asset,
      side: 'withdrawal',
      ...(whole ? { deliver_amount: units.toString() } : { receive_amount: units.toString() }),
    });
    if (mine !== generation.current) return;
    if (result.error) {
      setProblem(fundingProblem(apiErrorOf(result.error), t, i18n.language));
      setPhase({ kind: 'idle' });
      return;
    }
    setPhase({ kind: 'quoted', quote: result.data, wallet, key: newIdempotencyKey() });
  };

  const submit = async (confirmation: Confirmation) => {
    if (phase.kind !== 'quoted') return;
    const { quote, wallet, key } = phase;
    const mine = ++generation.current;
    setProblem(null);
    setPhase({ kind: 'submitting', quote, wallet, key });
    const result = await createTransfer({
      quote_guid: quote.guid,
      external_wallet_guid: wallet.guid,
      confirmation_token: confirmation.token,
      ...(confirmation.travelRule ? { travel_rule: confirmation.travelRule } : {}),
      idempotencyKey: key,
    });
    if (mine !== generation.current) return;
    if (!result.error) {
      setPhase({ kind: 'done', transfer: result.data });
      return;
    }
    const found = fundingProblem(apiErrorOf(result.error), t, i18n.language);
    setProblem(found);
    // An expired quote needs a new one (and a new code): back to the form, the sentence says why.
    if (found.recovery === 'requote') setPhase({ kind: 'idle' });
    // Otherwise the same quote and key: trying again cannot make a second withdrawal.
    else setPhase({ kind: 'quoted', quote, wallet, key });
  };

  /** Back to the form: drops the quote and ignores any answer still on its way. */
  const reset = () => {
    generation.current += 1;
    setPhase({ kind: 'idle' });
    setProblem(null);
  };

  return { phase, problem, requestQuote, submit, reset };
}
