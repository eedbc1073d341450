import type { RecoveryStart } from '@maple/contracts';
import { type ReactNode, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { FormAlert } from '../../../components/form/FormAlert';
import { linkClasses, panelClasses } from '../../../components/form/form-styles';
import { PageLoader } from '../../../components/loader/PageLoader';
import { PanelSection } from '../../../components/page/PanelSection';
import { LoadProblem } from '../../../components/trading/LoadProblem';
import { type ApiError, apiErrorOf } from '../../../lib/api/api-error';
import { describeApiError } from '../../../lib/errors/api-error-message';
import { usePageTitle } from '../../../lib/routing/page-title';
import { paths } from '../../../lib/routing/paths';
import {
  useRecoveryApplicationQuery,
  useStartRecoveryMutation,
  useSubmitRecoveryMutation,
} from '../api/kyc-api';
import { DocumentStep } from '../steps/DocumentStep';
import { RecoveryTokenContext } from './recovery-token';

/** What the sign-in's second step hands over: its MFA token, in memory only. */
const mfaTokenOf = (state: unknown): string | null =>
  typeof state === 'object' && state !== null && 'mfaToken' in state
    ? typeof state.mfaToken === 'string'
      ? state.mfaToken
      : null
    : null;

/**
 * /recover (ADR 59): a customer who gave the password but lost every passkey and the
 * authenticator sends their photo ID and a selfie; two people compare them with the identity
 * verified before. Opened from the sign-in's second step, which passes its MFA token in the
 * navigation's state (never in the address); opened any other way, it says where to start.
 */
export default function RecoveryPage() {
  const { t } = useTranslation();
  const title = usePageTitle();
  const mfaToken = mfaTokenOf(useLocation().state);
  return (
    <div className="mx-auto w-full max-w-2xl px-4 py-10 sm:py-16">
      <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{title}</h1>
      <p className="mt-2 text-sm text-gray-700 dark:text-gray-300">{t('recovery.intro')}</p>
      <div className="mt-6">
        {mfaToken === null ? (
          <Panel>
            <p>{t('recovery.startFromSignIn')}</p>
          </Panel>
        ) : (
          <StartedRecovery mfaToken={mfaToken} />
        )}
      </div>
      <p className="mt-6 text-center text-sm">
        <Link to={paths.signin} className={linkClasses}>
          {t('recovery.backToSignIn')}
        </Link>
      </p>
    </div>
  );
}

const Panel = ({ children }: { children: ReactNode }) => (
  <div className={`space-y-4 text-sm ${panelClasses}`}>{children}</div>
);

/** Opens (or resumes) the recovery once, then shows its application. */
function StartedRecovery({ mfaToken }: { mfaToken: string }) {
  const { t } = useTranslation();
  const [start] = useStartRecoveryMutation();
  const [recovery, setRecovery] = useState<RecoveryStart | null>(null);
  const [failure, setFailure] = useState<ApiError | null>(null);

  useEffect(() => {
    let current = true;
    void start(mfaToken).then((result) => {
      if (!current) return;
      if (result.data) setRecovery(result.data);
      else setFailure(apiErrorOf(result.error));
    });
    return () => {
      current = false;
    };
  }, [mfaToken, start]);

  if (failure !== null) {
    return (
      <Panel>
        <FormAlert tone="error">
          {failure.status === 401 ? t('recovery.signInAgain') : describeApiError(failure, t)}
        </FormAlert>
      </Panel>
    );
  }
  if (recovery === null) return <PageLoader />;
  return (
    <RecoveryTokenContext.Provider value={recovery.recovery_token}>
      <RecoveryApplication
        guid={recovery.identity_verification_guid}
        recoveryToken={recovery.recovery_token}
      />
    </RecoveryTokenContext.Provider>
  );
}

function RecoveryApplication({ guid, recoveryToken }: { guid: string; recoveryToken: string }) {
  const { t } = useTranslation();
  const ref = { guid, recoveryToken };
  const application = useRecoveryApplicationQuery(ref);
  const [submit, submitting] = useSubmitRecoveryMutation();
  if (application.isError) {
    return (
      <LoadProblem
        title={t('recovery.loadFailed')}
        error={apiErrorOf(application.error)}
        onRetry={() => void application.refetch()}
      />
    );
  }
  if (!application.data) return <PageLoader />;
  if (application.data.state !== 'waiting' && application.data.state !== 'pending') {
    return <Submitted reviewing={application.data.state === 'reviewing'} />;
  }
  return (
    <PanelSection title={t('kyc.steps.document')} description={t('recovery.documentIntro')}>
      {submitting.isError && (
        <FormAlert tone="error">{describeApiError(apiErrorOf(submitting.error), t)}</FormAlert>
      )}
      <DocumentStep
        application={application.data}
        onSaved={() => void submit(ref)}
        submitLabel={t(submitting.isLoading ? 'recovery.sending' : 'recovery.send')}
      />
    </PanelSection>
  );
}

/** Sent: what happens next, and that an e-mail will say how it ended. */
function Submitted({ reviewing }: { reviewing: boolean }) {
  const { t } = useTranslation();
  return (
    <PanelSection title={t(reviewing ? 'recovery.inReview' : 'recovery.closed')}>
      <p className="text-sm">{t(reviewing ? 'recovery.inReviewBody' : 'recovery.closedBody')}</p>
    </PanelSection>
  );
}
