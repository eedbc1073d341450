import type { TravelRuleAnswer } from '@maple/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormAlert } from '../../../components/form/FormAlert';
import { primaryButtonClasses } from '../../../components/form/form-styles';
import { apiErrorOf } from '../../../lib/api/api-error';
import { describeApiError } from '../../../lib/errors/api-error-message';
import { useAnswerTravelRuleMutation } from '../../../lib/funding/crypto-transfer-api';
import type { Transfer } from '../../../lib/platform/funding-answers';
import { TravelRuleForm } from './TravelRuleForm';

/**
 * A crypto deposit worth CAD 1,000 or more whose sender the customer has not named yet (the
 * travel rule): a prompt, then the question — the customer's own wallet, or a third party's name
 * and address.
 */
export function DepositTravelRule({ transfer, amount }: { transfer: Transfer; amount: string }) {
  const { t } = useTranslation();
  const [asking, setAsking] = useState(false);
  const [answer, answered] = useAnswerTravelRuleMutation();
  const send = (travelRule: TravelRuleAnswer) =>
    void answer({ guid: transfer.guid, answer: travelRule });
  return (
    <div className="space-y-3 rounded-md border border-amber-400 bg-amber-50 p-3 text-amber-950 dark:bg-amber-950 dark:text-amber-50">
      <p className="font-medium">{t('travelRule.depositPrompt', { amount })}</p>
      {answered.error && (
        <FormAlert tone="error">{describeApiError(apiErrorOf(answered.error), t)}</FormAlert>
      )}
      {asking ? (
        <TravelRuleForm
          direction="from"
          takeFocus
          busy={answered.isLoading}
          submitLabel={t('travelRule.send')}
          onAnswer={send}
        />
      ) : (
        <button type="button" onClick={() => setAsking(true)} className={primaryButtonClasses}>
          {t('travelRule.answer')}
        </button>
      )}
    </div>
  );
}
