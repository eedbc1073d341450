import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { FormAlert } from '../../../components/form/FormAlert';
import { secondaryButtonClasses } from '../../../components/form/form-styles';
import { PageLoader } from '../../../components/loader/PageLoader';
import { LoadProblem } from '../../../components/trading/LoadProblem';
import { PageHeading } from '../../../components/trading/PageHeading';
import { apiErrorOf } from '../../../lib/api/api-error';
import { reviewPageSize, useReviewListQuery } from './api/review-api';
import { ReviewTable } from './components/ReviewTable';

/** The page in the address (`?page=2`, counted from 1), so going back from a review keeps it. */
function usePageParam(): [number, (page: number) => void] {
  const [params, setParams] = useSearchParams();
  const shown = Number.parseInt(params.get('page') ?? '1', 10);
  const page = Number.isSafeInteger(shown) && shown > 0 ? shown - 1 : 0;
  return [page, (next) => setParams(next === 0 ? {} : { page: String(next + 1) })];
}

/** /admin/compliance: the verifications in review, oldest first, 20 to a page. */
export default function ReviewQueuePage() {
  const { t } = useTranslation();
  const [page, setPage] = usePageParam();
  // Decisions taken meanwhile (here or by a colleague) drop out of the queue on every visit.
  const list = useReviewListQuery(page, { refetchOnMountOrArgChange: true });
  const [now] = useState(Date.now);

  let body: ReactNode;
  if (list.isError) {
    body = (
      <LoadProblem
        title={t('compliance.queue.loadFailed')}
        error={apiErrorOf(list.error)}
        onRetry={() => void list.refetch()}
      />
    );
  } else if (!list.data) {
    body = <PageLoader />;
  } else if (list.data.total === 0) {
    body = (
      <FormAlert tone="info">
        <p className="font-semibold">{t('compliance.queue.empty')}</p>
        <p>{t('compliance.queue.emptyHelp')}</p>
      </FormAlert>
    );
  } else {
    const pages = Math.max(1, Math.ceil(list.data.total / reviewPageSize));
    body = (
      <div className="space-y-4">
        <ReviewTable reviews={list.data.objects} now={now} />
        {pages > 1 && (
          <nav aria-label={t('compliance.queue.pages')} className="flex items-center gap-3">
            <button
              type="button"
              disabled={page === 0 || list.isFetching}
              onClick={() => setPage(page - 1)}
              className={secondaryButtonClasses}
            >
              {t('compliance.queue.previous')}
            </button>
            <p aria-live="polite">{t('compliance.queue.pageOf', { page: page + 1, pages })}</p>
            <button
              type="button"
              disabled={page + 1 >= pages || list.isFetching}
              onClick={() => setPage(page + 1)}
              className={secondaryButtonClasses}
            >
              {t('compliance.queue.next')}
            </button>
          </nav>
        )}
      </div>
    );
  }

  return (
    <div className="w-full space-y-6 px-4 py-8 sm:px-6">
      <PageHeading intro={t('compliance.queue.intro')} />
      {body}
    </div>
  );
}
