import type { ReviewDetail, StaffRole } from '@maple/contracts';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { linkClasses } from '../../../components/form/form-styles';
import { PageLoader } from '../../../components/loader/PageLoader';
import { LoadProblem } from '../../../components/trading/LoadProblem';
import { PageHeading } from '../../../components/trading/PageHeading';
import { apiErrorOf } from '../../../lib/api/api-error';
import { paths } from '../../../lib/routing/paths';
import { useStaffProfileQuery } from '../kit/api/staff-api';
import { Section } from '../kit/Section';
import { useReviewDetailQuery } from './api/review-api';
import { ChecksTable, SanctionsMatches } from './components/ChecksTable';
import { DecisionPanel } from './components/DecisionPanel';
import { DeclarationAnswers } from './components/DeclarationAnswers';
import { IdentityAnswers } from './components/IdentityAnswers';
import { ReviewFiles } from './components/ReviewFiles';
import { ReviewSummary } from './components/ReviewSummary';

/** Everything staff review, in the order they check it; the decision last. */
function Review({
  review,
  role,
  onStale,
}: {
  review: ReviewDetail;
  role: StaffRole | undefined;
  onStale: () => void;
}) {
  const { t } = useTranslation();
  // Support staff read the queue; only compliance and admin staff reveal a SIN or decide.
  const mayAct = role === 'compliance' || role === 'admin';
  return (
    <div className="space-y-6">
      <Section title={t('compliance.detail.summary')}>
        <ReviewSummary review={review} />
      </Section>
      <IdentityAnswers guid={review.guid} answers={review.answers} canReveal={mayAct} />
      <DeclarationAnswers review={review} />
      <Section title={t('compliance.sections.checks')}>
        <ChecksTable checks={review.compliance_checks} />
        <SanctionsMatches matches={review.sanctions_matches} />
      </Section>
      <Section title={t('compliance.sections.files')}>
        <ReviewFiles guid={review.guid} files={review.files} />
      </Section>
      {(review.decision || review.state === 'reviewing') && (
        <Section title={t('compliance.sections.decision')}>
          <DecisionPanel review={review} role={role} onStale={onStale} />
        </Section>
      )}
    </div>
  );
}

/** /admin/compliance/:guid: one verification in review, with the decision. */
export default function ReviewDetailPage() {
  const { t } = useTranslation();
  const { guid = '' } = useParams();
  const detail = useReviewDetailQuery(guid, { refetchOnMountOrArgChange: true });
  const profile = useStaffProfileQuery();

  let body = <PageLoader />;
  if (detail.isError) {
    const error = apiErrorOf(detail.error);
    body =
      error.status === 404 || error.status === 400 ? (
        <p role="alert">{t('compliance.detail.notFound')}</p>
      ) : (
        <LoadProblem
          title={t('compliance.detail.loadFailed')}
          error={error}
          onRetry={() => void detail.refetch()}
        />
      );
  } else if (detail.data) {
    body = (
      <Review
        review={detail.data}
        role={profile.data?.role}
        onStale={() => void detail.refetch()}
      />
    );
  }

  return (
    <div className="w-full space-y-6 px-4 py-8 sm:px-6">
      <Link to={paths.adminCompliance} className={linkClasses}>
        {t('compliance.detail.backToQueue')}
      </Link>
      <PageHeading intro={t('compliance.detail.intro')} />
      {body}
    </div>
  );
}
