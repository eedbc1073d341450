import { useTranslation } from 'react-i18next';
import { generatePath, Link } from 'react-router';
import { linkClasses } from '../../../../components/form/form-styles';
import { formatDateTime } from '../../../../lib/format/date-time';
import { paths } from '../../../../lib/routing/paths';
import type { ReviewSummary } from '../api/review-api';
import { failureCodeLabel, formatWaiting } from '../labels';

const cell = 'px-3 py-2 align-top';

/** One page of the queue, oldest first; each row links to its review. */
export function ReviewTable({ reviews, now }: { reviews: readonly ReviewSummary[]; now: number }) {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  const headers = [
    t('compliance.queue.submitted'),
    t('compliance.queue.waiting'),
    t('compliance.queue.method'),
    t('compliance.queue.reasons'),
  ];
  return (
    <div className="overflow-x-auto rounded-lg border border-gray-200 dark:border-gray-800">
      <table className="w-full text-sm">
        <caption className="sr-only">{t('compliance.queue.tableCaption')}</caption>
        <thead className="bg-gray-50 text-left dark:bg-gray-900">
          <tr>
            {headers.map((label) => (
              <th key={label} scope="col" className={`${cell} font-semibold`}>
                {label}
              </th>
            ))}
            <th scope="col" className={cell}>
              <span className="sr-only">{t('compliance.queue.review')}</span>
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-gray-200 dark:divide-gray-800">
          {reviews.map((review) => {
            const submitted = review.submitted_at
              ? formatDateTime(review.submitted_at, language)
              : t('compliance.queue.notSubmitted');
            return (
              <tr key={review.guid}>
                <td className={`${cell} whitespace-nowrap`}>{submitted}</td>
                <td className={`${cell} whitespace-nowrap`}>
                  {review.submitted_at ? formatWaiting(review.submitted_at, now, language) : '—'}
                </td>
                <td className={cell}>{t(`compliance.method.${review.method}`)}</td>
                <td className={cell}>
                  <ul className="space-y-0.5">
                    {review.reasons.map((code) => (
                      <li key={code}>{failureCodeLabel(code, t)}</li>
                    ))}
                  </ul>
                </td>
                <td className={cell}>
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
        </tbody>
      </table>
    </div>
  );
}
