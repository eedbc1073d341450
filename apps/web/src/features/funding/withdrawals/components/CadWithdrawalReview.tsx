import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CodeSubject } from '../../../../lib/funding/crypto-otp-api';
import type { FundingProblem } from '../../../../lib/funding/funding-problem';
import type { FundingPhase } from '../../../../lib/funding/use-funding-flow';
import { FundingProblemAlert } from '../../components/FundingProblemAlert';
import { FundingQuoteSummary } from '../../components/FundingQuoteSummary';
import { QuoteReview } from '../../components/QuoteReview';
import { WithdrawalConfirmStep } from './WithdrawalConfirmStep';

/**
 * A CAD withdrawal's quote under review, confirmed with a code or a passkey bound to
 * `subject`. The code's
 * confirmation is kept while the review is shown, for retries of the same quote.
 */
export function CadWithdrawalReview({
  phase,
  problem,
  party,
  subject,
  statement,
  onSend,
  onBack,
}: {
  phase: Extract<FundingPhase, { kind: 'quoted' | 'submitting' }>;
  problem: FundingProblem | null;
  /** Where the money goes: the bank account, or the e-Transfer's address. */
  party: string | undefined;
  subject: CodeSubject;
  /** The withdrawal in plain words, for a passkey to approve. */
  statement: string;
  onSend: (token: string) => void;
  onBack: () => void;
}) {
  const { t } = useTranslation();
  /** A verified code's confirmation, kept for retries of the same quote (the code is spent). */
  const [confirmation, setConfirmation] = useState<{ quoteGuid: string; token: string } | null>(
    null,
  );
  const busy = phase.kind === 'submitting';
  const kept = confirmation?.quoteGuid === phase.quote.guid ? confirmation : null;
  const send = (token: string) => {
    setConfirmation({ quoteGuid: phase.quote.guid, token });
    onSend(token);
  };
  return (
    <div className="space-y-4">
      <FundingProblemAlert problem={problem} />
      <QuoteReview
        summary={<FundingQuoteSummary quote={phase.quote} party={party} />}
        title={t('funding.withdrawal.reviewTitle')}
        busy={busy}
        onBack={onBack}
      >
        <WithdrawalConfirmStep
          subject={subject}
          statement={statement}
          busy={busy}
          retry={kept && (() => send(kept.token))}
          onConfirmed={send}
        />
      </QuoteReview>
    </div>
  );
}
