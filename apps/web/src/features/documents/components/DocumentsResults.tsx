import { useTranslation } from 'react-i18next';
import { DocumentDownloadFailure } from '../../../components/documents/DocumentDownloadFailure';
import type { DocumentDownload } from '../../../components/documents/use-document-download';
import { FormAlert } from '../../../components/form/FormAlert';
import { secondaryButtonClasses } from '../../../components/form/form-styles';
import { LoadingStatus } from '../../../components/loader/LoadingStatus';
import { LoadProblem } from '../../../components/trading/LoadProblem';
import { apiErrorOf } from '../../../lib/api/api-error';
import { describeApiError } from '../../../lib/errors/api-error-message';
import type { Documents } from '../hooks/use-documents';
import { DocumentsTable } from './DocumentsTable';

/** The next page, after the last one read; a failure says so beside the button that retries. */
function ShowMore({ list }: { list: Documents }) {
  const { t } = useTranslation();
  if (!list.hasMore) return null;
  return (
    <div className="space-y-3">
      {list.moreFailed && !list.loadingMore && (
        <FormAlert tone="error">
          <p className="font-semibold">{t('documents.moreFailed')}</p>
          <p>{describeApiError(apiErrorOf(list.error), t)}</p>
        </FormAlert>
      )}
      <button
        type="button"
        onClick={list.showMore}
        disabled={list.loadingMore}
        aria-busy={list.loadingMore}
        className={secondaryButtonClasses}
      >
        {t('documents.showMore')}
      </button>
    </div>
  );
}

/** The documents of the filter, or that they are loading, failed, or that there are none. */
export function DocumentsResults({
  list,
  filtered,
  downloads,
}: {
  list: Documents;
  /** A kind or year is chosen: an empty list means nothing matched it. */
  filtered: boolean;
  downloads: DocumentDownload;
}) {
  const { t } = useTranslation();
  if (list.failed) {
    return (
      <LoadProblem
        title={t('documents.loadFailed')}
        error={apiErrorOf(list.error)}
        onRetry={list.retry}
      />
    );
  }
  if (!list.documents) return <LoadingStatus />;
  if (list.documents.length === 0) {
    return <p role="status">{t(filtered ? 'documents.noMatch' : 'documents.empty')}</p>;
  }
  return (
    <div className="space-y-4">
      <DocumentDownloadFailure
        downloads={downloads}
        failed={(file) => t('documents.downloadFailed', { file })}
      />
      <DocumentsTable documents={list.documents} downloads={downloads} />
      <ShowMore list={list} />
    </div>
  );
}
