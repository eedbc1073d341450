import { useTranslation } from 'react-i18next';
import { generatePath, Link } from 'react-router';
import { linkClasses } from '../../../../components/form/form-styles';
import { formatDateTime } from '../../../../lib/format/date-time';
import { paths } from '../../../../lib/routing/paths';
import { cellClasses, ListTable } from '../../kit/ListTable';
import type { ReviewSummary } from '../api/review-api';
import { failureCodeLabel, formatWaiting, methodLabel } from '../labels';

/** One page of the queue, oldest first; each row links to its review. */
export function ReviewTable({ reviews, now }: { reviews: readonly ReviewSummary[]; now: number }) {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  const headers = [
    t('compliance.queue.submitted'),
    t('compliance.queue.waiting'),
    t('compliance.queue.method'),
    t('compliance.queue.reasons'),
    { label: t('compliance.queue.review'), hidden: true },
  ];
  return (
    <ListTable caption={t('compliance.queue.tableCaption')} headers={headers}>
      {reviews.map((review) => {
        const submitted = review.submitted_at
          ? formatDateTime(review.submitted_at, language)
          : t('compliance.queue.notSubmitted');
        return (
          <tr key={review.guid}>
            <td className={`${cellClasses} whitespace-nowrap`}>{submitted}</td>
            <td className={`${cellClasses} whitespace-nowrap`}>
              {review.submitted_at ? formatWaiting(review.submitted_at, now, language) : '—'}
            </td>
            <td className={cellClasses}>{methodLabel(review, t)}</td>
            <td className={cellClasses}>
              <ul className="space-y-0.5">
                {review.reasons.map((code) => (
                  <li key={code}>{failureCodeLabel(code, t)}</li>
                ))}
              </ul>
            </td>
            <td className={cellClasses}>
              <Link
                to={generatePath(paths.adminComplianceReview, { guid: review.guid })}
                aria-label={t('compliance.queue.reviewOf', { date: submitted })}
                className={linkClasses}
              >
                {t('compliance.queue.review')}
              </Link>
            </td>
          </tr>
        );
      })}
    </ListTable>
  );
}
