import type { ReviewDetail } from '@maple/contracts';
import { useTranslation } from 'react-i18next';
import { generatePath, Link } from 'react-router';
import { linkClasses } from '../../../../components/form/form-styles';
import { formatDateTime } from '../../../../lib/format/date-time';
import { paths } from '../../../../lib/routing/paths';
import { Facts } from '../../kit/Facts';
import { failureCodeLabel, methodLabel } from '../labels';

/** What the verification is, whose it is and why it is in review. */
export function ReviewSummary({ review }: { review: ReviewDetail }) {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  return (
    <div className="space-y-3">
      {review.purpose === 'account_recovery' && <RecoveryNotice review={review} />}
      <Facts
        facts={[
          [t('compliance.detail.reference'), <code key="guid">{review.guid}</code>],
          [t('compliance.detail.customer'), <code key="customer">{review.customer_guid}</code>],
          [t('compliance.detail.customerEmail'), review.customer_email],
          [t('compliance.queue.method'), methodLabel(review, t)],
          [t('compliance.detail.state'), t(`compliance.state.${review.state}`)],
          [t('compliance.detail.created'), formatDateTime(review.created_at, language)],
          [
            t('compliance.queue.submitted'),
            review.submitted_at
              ? formatDateTime(review.submitted_at, language)
              : t('compliance.queue.notSubmitted'),
          ],
          [
            t('compliance.queue.reasons'),
            <ul key="reasons">
              {review.reasons.map((code) => (
                <li key={code}>{failureCodeLabel(code, t)}</li>
              ))}
            </ul>,
          ],
        ]}
      />
      {review.customer_reasons.length > 0 && (
        <div className="text-sm">
          <p className="font-medium">{t('compliance.detail.customerTold')}</p>
          <ul className="list-disc pl-5">
            {review.customer_reasons.map((reason) => (
              <li key={reason.code}>{reason.message}</li>
            ))}
          </ul>
        </div>
      )}
    </div>
  );
}

/** What a recovery asks of the reviewer, and the identity to compare with (ADR 59). */
function RecoveryNotice({ review }: { review: ReviewDetail }) {
  const { t } = useTranslation();
  const compared = review.compared_with;
  return (
    <div className="space-y-2 rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950 dark:border-amber-800 dark:bg-amber-950 dark:text-amber-100">
      <p>{t('compliance.detail.recovery')}</p>
      <p>
        {compared === null ? (
          t('compliance.detail.noVerifiedIdentity')
        ) : (
          <Link
            to={generatePath(paths.adminComplianceReview, { guid: compared })}
            className={linkClasses}
          >
            {t('compliance.detail.comparedWith')}
          </Link>
        )}
      </p>
    </div>
  );
}
