import { adminCustomerPaths, type CustomerDocument } from '@maple/contracts';
import { useTranslation } from 'react-i18next';
import { DocumentDownloadFailure } from '../../../../components/documents/DocumentDownloadFailure';
import { DocumentFiles } from '../../../../components/documents/DocumentFiles';
import { DocumentSubject } from '../../../../components/documents/DocumentSubject';
import { documentSubject } from '../../../../components/documents/document-subject';
import {
  type DocumentDownload,
  useDocumentDownload,
} from '../../../../components/documents/use-document-download';
import { FormAlert } from '../../../../components/form/FormAlert';
import { secondaryButtonClasses } from '../../../../components/form/form-styles';
import { PageLoader } from '../../../../components/loader/PageLoader';
import { LoadProblem } from '../../../../components/trading/LoadProblem';
import { apiErrorOf } from '../../../../lib/api/api-error';
import { describeApiError } from '../../../../lib/errors/api-error-message';
import { formatTorontoDateTime } from '../../../../lib/format/date-time';
import { codeLabel } from '../../kit/code-labels';
import { Section } from '../../kit/Section';
import { useCustomerDocumentsInfiniteQuery } from '../api/customer-detail-api';
import { DataTable } from './DataTable';

function DocumentsTable({
  customerGuid,
  documents,
  downloads,
}: {
  customerGuid: string;
  documents: readonly CustomerDocument[];
  downloads: DocumentDownload;
}) {
  const { t, i18n } = useTranslation();
  const date = (document: CustomerDocument) =>
    formatTorontoDateTime(document.dated_at, i18n.language);
  return (
    <DataTable
      caption={t('adminCustomer.documentList.caption')}
      rows={documents}
      rowKey={(document) => document.guid}
      empty={t('adminCustomer.documentList.empty')}
      columns={[
        { header: t('adminCustomer.documentList.date'), cell: date },
        {
          header: t('adminCustomer.documentList.kind'),
          cell: (d) => codeLabel(t, 'documentKind', d.kind),
        },
        {
          header: t('adminCustomer.documentList.reference'),
          cell: (d) => <DocumentSubject document={d} referenceClassName="font-mono text-xs" />,
        },
        {
          header: t('adminCustomer.documentList.language'),
          cell: (d) => codeLabel(t, 'language', d.language),
        },
        {
          header: t('adminCustomer.documentList.files'),
          cell: (d) => (
            <DocumentFiles
              document={d}
              downloads={downloads}
              urlOf={(format) =>
                adminCustomerPaths.document(encodeURIComponent(customerGuid), d.guid, format)
              }
              labelOf={(format) =>
                t(`adminCustomer.documentList.fileOf.${d.kind}`, {
                  format,
                  date: date(d),
                  subject: documentSubject(d, t, i18n.language),
                })
              }
              preparing={t('adminCustomer.documentList.preparing')}
            />
          ),
        },
      ]}
    />
  );
}

/**
 * The customer's documents (ADR 75) as the customer sees them, newest first, 25 at a time with
 * "Show more". Read when the page opens and not polled: each read is audited, and a document
 * being prepared is ready by the next look.
 */
export function DocumentsSection({ guid }: { guid: string }) {
  const { t } = useTranslation();
  const list = useCustomerDocumentsInfiniteQuery(guid, { refetchOnMountOrArgChange: true });
  const downloads = useDocumentDownload('admin');
  // This customer's pages only: another customer's list must not stand in while this one loads.
  const documents = list.currentData?.pages.flatMap((page) => page.objects);

  let body = <PageLoader />;
  if (list.isError && !list.currentData) {
    body = (
      <LoadProblem
        title={t('adminCustomer.documentList.loadFailed')}
        error={apiErrorOf(list.error)}
        onRetry={() => void list.refetch()}
      />
    );
  } else if (documents) {
    body = (
      <div className="space-y-3">
        <DocumentDownloadFailure
          downloads={downloads}
          failed={(file) => t('adminCustomer.documentList.downloadFailed', { file })}
        />
        <DocumentsTable customerGuid={guid} documents={documents} downloads={downloads} />
        {list.isFetchNextPageError && !list.isFetchingNextPage && (
          <FormAlert tone="error">
            <p className="font-semibold">{t('adminCustomer.documentList.moreFailed')}</p>
            <p>{describeApiError(apiErrorOf(list.error), t)}</p>
          </FormAlert>
        )}
        {list.hasNextPage && (
          <button
            type="button"
            onClick={() => void list.fetchNextPage()}
            disabled={list.isFetchingNextPage}
            aria-busy={list.isFetchingNextPage}
            className={secondaryButtonClasses}
          >
            {t('adminCustomer.documentList.showMore')}
          </button>
        )}
      </div>
    );
  }
  return <Section title={t('adminCustomer.sections.documents')}>{body}</Section>;
}
