import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { primaryButtonClasses, secondaryButtonClasses } from '../../../components/form/form-styles';
import { paths } from '../../../lib/routing/paths';
import { OutcomePanel } from './ResultScreen';

/** Already verified: nothing to do but trade, or ask for higher limits. */
export function VerifiedScreen({ eddAvailable }: { eddAvailable: boolean }) {
  const { t } = useTranslation();
  return (
    <OutcomePanel title={t('kyc.verified.title')}>
      <p>{t('kyc.verified.body')}</p>
      <div className="flex flex-wrap gap-3">
        <Link to={paths.exchange} className={primaryButtonClasses}>
          {t('kyc.result.toExchange')}
        </Link>
        <Link to={paths.dashboard} className={secondaryButtonClasses}>
          {t('kyc.result.toDashboard')}
        </Link>
      </div>
      {eddAvailable && (
        <div className="space-y-3 border-t border-gray-200 pt-4 dark:border-gray-800">
          <p>{t('kyc.verified.eddOffer')}</p>
          <Link to={`${paths.identityVerification}?flow=edd`} className={secondaryButtonClasses}>
            {t('kyc.verified.eddStart')}
          </Link>
        </div>
      )}
    </OutcomePanel>
  );
}
