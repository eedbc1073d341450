import { useTranslation } from 'react-i18next';
import { FormAlert } from '../../../../components/form/FormAlert';
import { secondaryButtonClasses } from '../../../../components/form/form-styles';
import { useVerifyChainMutation } from '../api/audit-api';

/** "Verify chain": the server walks the whole chain; the answer is announced where the button is. */
export function ChainCheck() {
  const { t } = useTranslation();
  const [verify, result] = useVerifyChainMutation();
  const answer = result.data;
  return (
    <div className="space-y-3">
      <button
        type="button"
        className={secondaryButtonClasses}
        disabled={result.isLoading}
        onClick={() => void verify()}
      >
        {result.isLoading ? t('auditLog.verifying') : t('auditLog.verify')}
      </button>
      <div aria-live="polite">
        {result.isError && (
          <FormAlert tone="error" takeFocus>
            {t('auditLog.verifyFailed')}
          </FormAlert>
        )}
        {answer && !result.isLoading && (
          <FormAlert tone={answer.valid ? 'success' : 'error'} takeFocus>
            <p className="font-semibold">
              {answer.valid
                ? t('auditLog.chainValid', { count: answer.checked, last: answer.last_id })
                : answer.first_broken_id === undefined
                  ? t('auditLog.headTampered', { count: answer.head_alerts })
                  : t('auditLog.chainBroken', {
                      id: answer.first_broken_id,
                      count: answer.checked,
                    })}
            </p>
            <p className="break-all font-mono text-xs">
              {t('auditLog.lastHash')}: {answer.last_hash}
            </p>
          </FormAlert>
        )}
      </div>
    </div>
  );
}
