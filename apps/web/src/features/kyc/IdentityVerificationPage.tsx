import type { KycApplication, KycStatus } from '@maple/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { PageLoader } from '../../components/loader/PageLoader';
import { LoadProblem } from '../../components/trading/LoadProblem';
import { PageHeading } from '../../components/trading/PageHeading';
import { apiErrorOf } from '../../lib/api/api-error';
import { useKycStatusQuery } from '../../lib/kyc/kyc-status-api';
import {
  eddStandingOf,
  isOpenState,
  verificationStandingOf,
} from '../../lib/kyc/verification-standing';
import { useKycInquiryQuery } from './api/kyc-api';
import { KycFlow } from './components/KycFlow';
import { ContactSupport, OutcomePanel, ResultScreen } from './components/ResultScreen';
import { StartScreen } from './components/StartScreen';
import { VerifiedScreen } from './components/VerifiedScreen';
import { EddApplication, EddScreen } from './edd/EddScreen';

/** The screen the customer's standing calls for. */
function Verification({ status }: { status: KycStatus }) {
  const { t } = useTranslation();
  // The submission's own answer, shown until the customer leaves: the standing read again
  // after it would replace "You're verified" with the plainer verified screen.
  const [submitted, setSubmitted] = useState<KycApplication | null>(null);
  if (submitted) return <ResultScreen application={submitted} takeFocus />;

  const verification = status.verification;
  const standing = verificationStandingOf(status);
  if (standing === 'verified') {
    const edd = eddStandingOf(status);
    return (
      <VerifiedScreen eddAvailable={edd === 'none' || edd === 'in_progress' || edd === 'expired'} />
    );
  }
  if (standing === 'frozen' || (standing === 'failed' && verification?.outcome !== 'failed')) {
    return (
      <OutcomePanel
        title={t(standing === 'frozen' ? 'kyc.result.frozenTitle' : 'kyc.result.failedTitle')}
      >
        {standing === 'frozen' && <p>{t('kyc.result.frozenBody')}</p>}
        <ContactSupport />
      </OutcomePanel>
    );
  }
  if (verification === null) return <StartScreen />;
  return standing === 'in_progress' ? (
    <KycFlow guid={verification.identity_verification_guid} onSubmitted={setSubmitted} />
  ) : (
    <ResultScreen application={verification} />
  );
}

/**
 * `?inquiry_id=…`: the verification an API client sent the customer to with its
 * `persona_inquiry_id`, where Cybrid's client would open Persona's flow (ADR 65). That very
 * verification resumes while it is open; once closed, the page shows where the customer stands.
 * Another customer's inquiry is refused as not found.
 */
function Inquiry({ inquiryId, status }: { inquiryId: string; status: KycStatus }) {
  const { t } = useTranslation();
  const inquiry = useKycInquiryQuery(inquiryId, { refetchOnMountOrArgChange: true });
  const [submitted, setSubmitted] = useState<KycApplication | null>(null);
  if (submitted) return <ResultScreen application={submitted} takeFocus />;
  const application = inquiry.data;
  if (application === undefined) {
    return inquiry.isError ? (
      <LoadProblem
        title={t('kyc.loadFailed')}
        error={apiErrorOf(inquiry.error)}
        onRetry={() => void inquiry.refetch()}
      />
    ) : (
      <PageLoader />
    );
  }
  const edd = application.method === 'enhanced_due_diligence';
  if (!isOpenState(application.state)) {
    return edd ? <EddScreen status={status} /> : <Verification status={status} />;
  }
  const guid = application.identity_verification_guid;
  return edd ? <EddApplication guid={guid} /> : <KycFlow guid={guid} onSubmitted={setSubmitted} />;
}

/** The screen the page's address asks for, given the customer's standing. */
function Screen({ status }: { status: KycStatus }) {
  const [search] = useSearchParams();
  const inquiryId = search.get('inquiry_id');
  if (inquiryId !== null) return <Inquiry inquiryId={inquiryId} status={status} />;
  return search.get('flow') === 'edd' ? (
    <EddScreen status={status} />
  ) : (
    <Verification status={status} />
  );
}

/**
 * /identity-verification: the built-in identity verification
 * (docs/product/identity-verification.md). It opens where the customer stands: a start screen, the
 * flow resumed at its first missing step, the outcome of a submitted one, or "You're verified".
 * With `?flow=edd`, enhanced due diligence instead; with `?inquiry_id=…`, that inquiry's.
 */
export default function IdentityVerificationPage() {
  const { t } = useTranslation();
  const status = useKycStatusQuery(undefined, { refetchOnMountOrArgChange: true });
  return (
    <div className="mx-auto w-full max-w-3xl space-y-6 px-4 py-8 sm:px-6">
      <PageHeading intro={t('kyc.intro')} />
      {status.data ? (
        <Screen status={status.data} />
      ) : status.isError ? (
        <LoadProblem
          title={t('kyc.loadFailed')}
          error={apiErrorOf(status.error)}
          onRetry={() => void status.refetch()}
        />
      ) : (
        <PageLoader />
      )}
    </div>
  );
}
