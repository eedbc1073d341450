import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { FormAlert } from '../../../components/form/FormAlert';
import { linkClasses, primaryButtonClasses } from '../../../components/form/form-styles';
import { StateBadge } from '../../../components/trading/StateBadge';
import { formatUnits } from '../../../lib/format/money';
import type { Transfer } from '../../../lib/platform/funding-answers';

/**
 * A transfer just created: accepted and on its way, or failed at once (not enough CAD, a bank
 * account to reconnect), with what to do next.
 */
export function TransferResult({ transfer, onAgain }: { transfer: Transfer; onAgain: () => void }) {
  const { t, i18n } = useTranslation();
  const failed = transfer.state === 'failed';
  const amount = formatUnits(transfer.estimated_amount, 'CAD', i18n.language);
  const kind = transfer.side === 'deposit' ? 'deposit' : 'withdrawal';
  return (
    <FormAlert tone={failed ? 'error' : 'success'} takeFocus>
      <p className="font-semibold">
        {t(failed ? `funding.result.${kind}Failed` : `funding.result.${kind}Started`, { amount })}
      </p>
      {failed && transfer.failure_code && <p>{t(`funding.failure.${transfer.failure_code}`)}</p>}
      <p className="flex items-center gap-2">
        {t('funding.result.state')} <StateBadge state={transfer.state} />
      </p>
      {!failed && <p>{t(`funding.result.${kind}Next`)}</p>}
      <div className="flex flex-wrap items-center gap-4">
        <button type="button" onClick={onAgain} className={primaryButtonClasses}>
          {t(`funding.result.${kind}Again`)}
        </button>
        <Link to="/orders?tab=transfers" className={linkClasses}>
          {t('funding.result.seeTransfers')}
        </Link>
      </div>
    </FormAlert>
  );
}
