import type { TravelRuleAnswer } from '@maple/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageLoader } from '../../../../components/loader/PageLoader';
import { LoadProblem } from '../../../../components/trading/LoadProblem';
import { apiErrorOf } from '../../../../lib/api/api-error';
import { formatUnits } from '../../../../lib/format/money';
import { useCryptoQuoteTravelRuleQuery } from '../../../../lib/funding/crypto-transfer-api';
import type { FundingProblem } from '../../../../lib/funding/funding-problem';
import { shortAddress } from '../../../../lib/wallets/payment-uri';
import { FundingProblemAlert } from '../../components/FundingProblemAlert';
import { QuoteReview } from '../../components/QuoteReview';
import { TravelRuleForm } from '../../components/TravelRuleForm';
import { WithdrawalConfirmStep } from '../components/WithdrawalConfirmStep';
import { CryptoQuoteSummary } from './CryptoQuoteSummary';
import type { Confirmation, CryptoWithdrawalPhase } from './use-crypto-withdrawal';

/**
 * A crypto withdrawal's quote under review: the network fee and total, the travel rule when it
 * applies to the quote (the own backend says so, ADR 69), then the code or the passkey's approval
 * bound to this withdrawal and wallet. Until that answer is in, nothing can be confirmed: an
 * unknown answer is never taken for "not required". The travel-rule answer and the code's
 * confirmation are kept while the review is shown, for retries of the same quote.
 */
export function CryptoWithdrawalReview({
  phase,
  problem,
  onSubmit,
  onBack,
}: {
  phase: Extract<CryptoWithdrawalPhase, { kind: 'quoted' | 'submitting' }>;
  problem: FundingProblem | null;
  onSubmit: (confirmation: Confirmation) => void;
  onBack: () => void;
}) {
  const { t, i18n } = useTranslation();
  const [travelRule, setTravelRule] = useState<TravelRuleAnswer | null>(null);
  /** A verified code's confirmation, kept for retries of the same quote (the code is spent). */
  const [confirmation, setConfirmation] = useState<(Confirmation & { quoteGuid: string }) | null>(
    null,
  );
  const rule = useCryptoQuoteTravelRuleQuery(phase.quote.guid);
  const busy = phase.kind === 'submitting';
  const needsRule = rule.data?.travel_rule_required === true && travelRule === null;
  const kept = confirmation?.quoteGuid === phase.quote.guid ? confirmation : null;
  // What reaches the wallet, as the summary's "The wallet receives" says it.
  const statement = t('cryptoWithdrawal.statement', {
    amount: formatUnits(phase.quote.receive_amount, phase.quote.asset, i18n.language),
    address: shortAddress(phase.wallet.address),
  });
  const send = (token: string) => {
    const answer = { token, travelRule: travelRule ?? undefined };
    setConfirmation({ ...answer, quoteGuid: phase.quote.guid });
    onSubmit(answer);
  };
  return (
    <div className="space-y-4">
      <FundingProblemAlert problem={problem} />
      <QuoteReview
        summary={<CryptoQuoteSummary quote={phase.quote} wallet={phase.wallet} />}
        title={t('cryptoWithdrawal.reviewTitle', { asset: phase.quote.asset })}
        busy={busy}
        onBack={onBack}
      >
        {rule.data === undefined ? (
          rule.error === undefined ? (
            <PageLoader />
          ) : (
            <LoadProblem
              title={t('cryptoWithdrawal.travelRuleUnknown')}
              error={apiErrorOf(rule.error)}
              onRetry={() => void rule.refetch()}
            />
          )
        ) : needsRule ? (
          <TravelRuleForm
            direction="to"
            takeFocus={false}
            busy={false}
            submitLabel={t('travelRule.continue')}
            onAnswer={setTravelRule}
          />
        ) : (
          <WithdrawalConfirmStep
            subject={{
              withdrawal_reference: phase.quote.guid,
              external_wallet_guid: phase.wallet.guid,
            }}
            statement={statement}
            busy={busy}
            retry={kept && (() => send(kept.token))}
            onConfirmed={send}
          />
        )}
      </QuoteReview>
    </div>
  );
}
