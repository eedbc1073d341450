import type { CustomerDocument } from '@maple/contracts';
import { useTranslation } from 'react-i18next';
import { DocumentFiles } from '../../../components/documents/DocumentFiles';
import { DocumentSubject } from '../../../components/documents/DocumentSubject';
import { documentSubject } from '../../../components/documents/document-subject';
import type { DocumentDownload } from '../../../components/documents/use-document-download';
import { formatTorontoDateTime } from '../../../lib/format/date-time';
import { documentUrl } from '../api/documents-api';

const cell = 'px-3 py-2 whitespace-nowrap';

/**
 * The documents read so far, newest first, in the orders tables' frame: it scrolls sideways on
 * a narrow screen rather than squeezing its columns, its caption names it for screen readers
 * and its headers are scoped to their columns.
 */
export function DocumentsTable({
  documents,
  downloads,
}: {
  documents: readonly CustomerDocument[];
  downloads: DocumentDownload;
}) {
  const { t, i18n } = useTranslation();
  const headers = [
    t('documents.date'),
    t('documents.document'),
    t('documents.language'),
    t('documents.files'),
  ];
  return (
    <div className="relative overflow-x-auto rounded-lg border border-gray-200 dark:border-gray-800">
      <table className="w-full text-sm">
        <caption className="sr-only">{t('documents.caption')}</caption>
        <thead className="bg-gray-50 text-left dark:bg-gray-900">
          <tr>
            {headers.map((header) => (
              <th key={header} scope="col" className={`${cell} font-semibold`}>
                {header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-gray-200 dark:divide-gray-800">
          {documents.map((document) => {
            const date = formatTorontoDateTime(document.dated_at, i18n.language);
            const subject = documentSubject(document, t, i18n.language);
            return (
              <tr key={document.guid}>
                <td className={cell}>{date}</td>
                <td className={cell}>
                  {t(`documents.kinds.${document.kind}`)}{' '}
                  <DocumentSubject
                    document={document}
                    referenceClassName="font-mono text-gray-600 dark:text-gray-400"
                  />
                </td>
                <td className={cell}>{t(`documents.languages.${document.language}`)}</td>
                <td className={cell}>
                  <DocumentFiles
                    document={document}
                    downloads={downloads}
                    urlOf={(format) => documentUrl(document, format)}
                    labelOf={(format) =>
                      t(`documents.fileOf.${document.kind}`, { format, date, subject })
                    }
                    preparing={t('documents.preparing')}
                  />
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
