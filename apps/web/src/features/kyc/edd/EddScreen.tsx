import type { KycApplication, KycStatus } from '@maple/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { linkClasses } from '../../../components/form/form-styles';
import { PageLoader } from '../../../components/loader/PageLoader';
import { LoadProblem } from '../../../components/trading/LoadProblem';
import { apiErrorOf } from '../../../lib/api/api-error';
import { eddStandingOf, verificationStandingOf } from '../../../lib/kyc/verification-standing';
import { paths } from '../../../lib/routing/paths';
import { useKycApplicationQuery } from '../api/kyc-api';
import { ContactSupport, OutcomePanel } from '../components/ResultScreen';
import { StartVerification } from '../components/StartVerification';
import { EddForm } from './EddForm';

/** An open application: its form, then "Under review" once submitted. */
export function EddApplication({ guid }: { guid: string }) {
  const { t } = useTranslation();
  const application = useKycApplicationQuery(guid, { refetchOnMountOrArgChange: true });
  const [submitted, setSubmitted] = useState<KycApplication | null>(null);
  if (submitted) {
    return (
      <OutcomePanel title={t('edd.reviewingTitle')} takeFocus>
        <p>{t('edd.reviewingBody')}</p>
      </OutcomePanel>
    );
  }
  if (application.data) {
    return (
      <OutcomePanel title={t('edd.title')}>
        <p>{t('edd.intro')}</p>
        <EddForm application={application.data} onSubmitted={setSubmitted} />
      </OutcomePanel>
    );
  }
  return application.isError ? (
    <LoadProblem
      title={t('kyc.loadFailed')}
      error={apiErrorOf(application.error)}
      onRetry={() => void application.refetch()}
    />
  ) : (
    <PageLoader />
  );
}

/**
 * `?flow=edd`: enhanced due diligence for higher limits (docs/product/limits.md and
 * docs/product/identity-verification.md), open to verified customers only. It opens where the
 * application stands, as the identity flow does.
 */
export function EddScreen({ status }: { status: KycStatus }) {
  const { t } = useTranslation();
  if (verificationStandingOf(status) !== 'verified') {
    return (
      <OutcomePanel title={t('edd.title')}>
        <p>{t('edd.onlyVerified')}</p>
        <Link to={paths.identityVerification} className={linkClasses}>
          {t('edd.backToVerification')}
        </Link>
      </OutcomePanel>
    );
  }
  const standing = eddStandingOf(status);
  if (status.edd !== null && standing === 'in_progress') {
    return <EddApplication guid={status.edd.identity_verification_guid} />;
  }
  if (standing === 'reviewing' || standing === 'passed' || standing === 'failed') {
    return (
      <OutcomePanel title={t(`edd.${standing}Title`)}>
        <p>{t(`edd.${standing}Body`)}</p>
        {standing === 'failed' && <ContactSupport />}
      </OutcomePanel>
    );
  }
  return (
    <OutcomePanel title={t('edd.title')}>
      <p>{t('edd.intro')}</p>
      <StartVerification
        method="enhanced_due_diligence"
        label={t('edd.startButton')}
        busyLabel={t('edd.starting')}
      />
    </OutcomePanel>
  );
}
