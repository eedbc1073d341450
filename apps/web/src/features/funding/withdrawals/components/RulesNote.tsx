import type { FundingStatus } from '@maple/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { linkClasses } from '../../../../components/form/form-styles';
import { formatDuration } from '../../../../lib/format/duration';

/**
 * The limits and holds that apply to withdrawals, said before they refuse anything, with the
 * durations this server is configured with.
 */
export function RulesNote({ holds }: { holds: FundingStatus['holds'] }) {
  const { t, i18n } = useTranslation();
  const duration = (seconds: number) => ({ duration: formatDuration(seconds, i18n.language) });
  return (
    <section aria-labelledby="withdrawal-rules" className="space-y-2 text-sm">
      <h2 id="withdrawal-rules" className="text-xl font-semibold">
        {t('funding.rules.title')}
      </h2>
      <ul className="list-disc space-y-1 pl-5">
        <li>{t('funding.rules.limits')}</li>
        <li>{t('funding.rules.securityChange', duration(holds.security_change_seconds))}</li>
        <li>{t('funding.rules.newBankAccount', duration(holds.new_bank_account_seconds))}</li>
        <li>{t('funding.rules.newWallet', duration(holds.new_wallet_seconds))}</li>
        <li>{t('funding.rules.returnedDeposit')}</li>
      </ul>
      <Link to="/settings" className={linkClasses}>
        {t('funding.rules.seeLimits')}
      </Link>
    </section>
  );
}
