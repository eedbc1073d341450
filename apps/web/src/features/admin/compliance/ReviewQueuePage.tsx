import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHeading } from '../../../components/trading/PageHeading';
import { QueueBody } from '../kit/QueueBody';
import { usePageParam } from '../kit/use-page-param';
import { reviewPageSize, useReviewListQuery } from './api/review-api';
import { ReviewTable } from './components/ReviewTable';

/** /admin/compliance: the verifications in review, oldest first, 20 to a page. */
export default function ReviewQueuePage() {
  const { t } = useTranslation();
  const [page, setPage] = usePageParam();
  // Decisions taken meanwhile (here or by a colleague) drop out of the queue on every visit.
  const list = useReviewListQuery(page, { refetchOnMountOrArgChange: true });
  const [now] = useState(Date.now);

  return (
    <div className="w-full space-y-6 px-4 py-8 sm:px-6">
      <PageHeading intro={t('compliance.queue.intro')} />
      <QueueBody
        query={{ ...list, items: list.data?.objects, total: list.data?.total }}
        page={page}
        pageSize={reviewPageSize}
        onPage={setPage}
        texts={{
          loadFailed: t('compliance.queue.loadFailed'),
          empty: t('compliance.queue.empty'),
          emptyHelp: t('compliance.queue.emptyHelp'),
          pages: t('compliance.queue.pages'),
          previous: t('compliance.queue.previous'),
          next: t('compliance.queue.next'),
          pageLabel: (shown, pages) => t('compliance.queue.pageOf', { page: shown, pages }),
        }}
      >
        {(reviews) => <ReviewTable reviews={reviews} now={now} />}
      </QueueBody>
    </div>
  );
}
