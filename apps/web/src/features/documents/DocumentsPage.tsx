import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDocumentDownload } from '../../components/documents/use-document-download';
import { PageHeading } from '../../components/trading/PageHeading';
import { torontoYear } from '../../lib/tax/tax-api';
import type { DocumentFilter } from './api/documents-api';
import { DocumentFilters } from './components/DocumentFilters';
import { DocumentsResults } from './components/DocumentsResults';
import { yearChoices } from './document-filters';
import { useDocuments } from './hooks/use-documents';

/**
 * /documents: the customer's documents (ADR 75), newest first, 25 at a time with "Show more":
 * the confirmation of each trade and each deposit or withdrawal, each kept as a PDF and a CSV
 * exactly as first made. Narrowed by kind and by Toronto year, the calendar the documents are
 * dated in.
 */
export default function DocumentsPage() {
  const { t } = useTranslation();
  const [filter, setFilter] = useState<DocumentFilter>({});
  const list = useDocuments(filter);
  const downloads = useDocumentDownload('user');
  const years = yearChoices(torontoYear(new Date()));

  return (
    <div className="mx-auto w-full max-w-6xl space-y-6 px-4 py-8 sm:px-6">
      <PageHeading intro={t('documents.intro')} />
      <DocumentFilters filter={filter} years={years} onChange={setFilter} />
      <DocumentsResults
        list={list}
        filtered={filter.kind !== undefined || filter.year !== undefined}
        downloads={downloads}
      />
    </div>
  );
}
