import type { KycStatus } from '@maple/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { primaryButtonClasses, secondaryButtonClasses } from '../../../components/form/form-styles';
import { VerificationBadge } from '../../../components/kyc/VerificationBadge';
import { LoadingStatus } from '../../../components/loader/LoadingStatus';
import { PanelSection } from '../../../components/page/PanelSection';
import { LoadProblem } from '../../../components/trading/LoadProblem';
import { apiErrorOf } from '../../../lib/api/api-error';
import { formatCalendarDate, formatDateTime } from '../../../lib/format/date-time';
import { useKycStatusQuery } from '../../../lib/kyc/kyc-status-api';
import { eddStandingOf, verificationStandingOf } from '../../../lib/kyc/verification-standing';
import { paths } from '../../../lib/routing/paths';

const eddPath = `${paths.identityVerification}?flow=edd`;

/** What was verified: never the SIN itself, only that one is on file. */
function VerifiedDetails({ status }: { status: KycStatus }) {
  const { t, i18n } = useTranslation();
  const verification = status.verification;
  const identity = verification?.steps.identity;
  const document = verification?.steps.document;
  const rows: [string, string][] = [];
  if (identity) {
    const { first, middle, last } = identity.name;
    rows.push([t('identitySettings.name'), [first, middle, last].filter(Boolean).join(' ')]);
  }
  if (verification?.steps.tax)
    rows.push([t('identitySettings.sin'), t('identitySettings.sinOnFile')]);
  if (document) {
    rows.push([
      t('identitySettings.idDocument'),
      t('identitySettings.idExpires', {
        type: t(`kyc.idTypes.${document.type}`),
        date: formatCalendarDate(document.expiration_date, i18n.language),
      }),
    ]);
  }
  if (status.investor_category) {
    rows.push([
      t('identitySettings.investorCategory'),
      t(`identitySettings.categories.${status.investor_category}`),
    ]);
  }
  if (verification?.decided_at) {
    rows.push([
      t('identitySettings.verifiedOn'),
      formatDateTime(verification.decided_at, i18n.language),
    ]);
  }
  return (
    <dl className="grid gap-x-4 gap-y-1 text-sm sm:grid-cols-[12rem_1fr]">
      {rows.map(([label, value]) => (
        <div key={label} className="contents">
          <dt className="text-gray-600 dark:text-gray-400">{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** Higher limits: where the application stands, and the way to start or continue it. */
function EddLine({ status }: { status: KycStatus }) {
  const { t } = useTranslation();
  const standing = eddStandingOf(status);
  const action =
    standing === 'none' || standing === 'expired'
      ? 'identitySettings.eddStart'
      : standing === 'in_progress'
        ? 'identitySettings.eddContinue'
        : null;
  return (
    <div className="flex flex-wrap items-center gap-3 border-t border-gray-200 pt-4 text-sm dark:border-gray-800">
      <span className="font-medium">{t('identitySettings.eddLabel')}</span>
      <span>{t(`identitySettings.eddStates.${standing}`)}</span>
      {action && (
        <Link to={eddPath} className={secondaryButtonClasses}>
          {t(action)}
        </Link>
      )}
    </div>
  );
}

/** The settings page's account identity: the verification's state and what it holds. */
function IdentityDetails({ status }: { status: KycStatus }) {
  const { t } = useTranslation();
  const standing = verificationStandingOf(status);
  const notice = {
    reviewing: t('identitySettings.reviewing'),
    failed: t('identitySettings.rejected'),
    frozen: t('kyc.result.frozenBody'),
  } as const;
  return (
    <>
      <p className="flex items-center gap-2 text-sm">
        <span className="font-medium">{t('identitySettings.stateLabel')}</span>
        <VerificationBadge standing={standing} />
      </p>
      {standing === 'verified' && <VerifiedDetails status={status} />}
      {standing === 'verified' && <EddLine status={status} />}
      {(standing === 'reviewing' || standing === 'failed' || standing === 'frozen') && (
        <p className="text-sm">{notice[standing]}</p>
      )}
      {(standing === 'not_started' || standing === 'in_progress' || standing === 'expired') && (
        <Link to={paths.identityVerification} className={primaryButtonClasses}>
          {t(standing === 'in_progress' ? 'identitySettings.continue' : 'identitySettings.start')}
        </Link>
      )}
    </>
  );
}

/**
 * Identity on the settings page: the verification's state, what was verified, higher limits,
 * and the way to start or continue what is not done.
 */
export function IdentitySection() {
  const { t } = useTranslation();
  const status = useKycStatusQuery(undefined, { refetchOnMountOrArgChange: true });
  return (
    <PanelSection
      title={t('identitySettings.title')}
      description={t('identitySettings.description')}
    >
      {status.data ? (
        <IdentityDetails status={status.data} />
      ) : status.isError ? (
        <LoadProblem
          title={t('identitySettings.loadFailed')}
          error={apiErrorOf(status.error)}
          onRetry={() => void status.refetch()}
        />
      ) : (
        <LoadingStatus />
      )}
    </PanelSection>
  );
}
