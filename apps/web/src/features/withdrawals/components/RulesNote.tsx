import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { linkClasses } from '../../../components/form/form-styles';

/** The limits and holds that apply to withdrawals, said before they refuse anything. */
export function RulesNote() {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="withdrawal-rules" className="space-y-2 text-sm">
      <h2 id="withdrawal-rules" className="text-xl font-semibold">
        {t('funding.rules.title')}
      </h2>
      <ul className="list-disc space-y-1 pl-5">
        <li>{t('funding.rules.limits')}</li>
        <li>{t('funding.rules.securityChange')}</li>
        <li>{t('funding.rules.newBankAccount')}</li>
        <li>{t('funding.rules.returnedDeposit')}</li>
      </ul>
      <Link to="/settings" className={linkClasses}>
        {t('funding.rules.seeLimits')}
      </Link>
    </section>
  );
}
