import type { ReviewDetail } from '@maple/contracts';
import { useTranslation } from 'react-i18next';
import { linkClasses } from '../../../../components/form/form-styles';
import { formatDateTime } from '../../../../lib/format/date-time';
import { useFileUrl } from '../hooks/use-file-url';
import { formatFileSize } from '../labels';

type ReviewFile = ReviewDetail['files'][number];

/** One file: an image shown, a PDF offered as a download, both from an object URL. */
function FileView({ guid, file }: { guid: string; file: ReviewFile }) {
  const { t, i18n } = useTranslation();
  const kind = t(`compliance.fileKind.${file.kind}`);
  const loaded = useFileUrl(
    `/admin/api/identity-verifications/${encodeURIComponent(guid)}/files/${encodeURIComponent(file.guid)}`,
  );
  let view = <p role="status">{t('compliance.files.loading')}</p>;
  if (loaded.state === 'failed') view = <p role="alert">{t('compliance.files.loadFailed')}</p>;
  if (loaded.state === 'ready') {
    view =
      file.content_type === 'application/pdf' ? (
        <a href={loaded.url} download={`${file.kind}.pdf`} className={linkClasses}>
          {t('compliance.files.openPdf', { kind })}
        </a>
      ) : (
        <img
          src={loaded.url}
          alt={kind}
          className="max-h-96 w-auto rounded-md border border-gray-200 dark:border-gray-800"
        />
      );
  }
  return (
    <figure className="space-y-2">
      <figcaption className="text-sm">
        <span className="font-medium">{kind}</span>{' '}
        <span className="text-gray-600 dark:text-gray-400">
          {t('compliance.files.uploaded', {
            date: formatDateTime(file.uploaded_at, i18n.language),
            size: formatFileSize(file.size, i18n.language),
          })}
        </span>
      </figcaption>
      {view}
    </figure>
  );
}

/** The photo ID, selfie and documents the customer uploaded. */
export function ReviewFiles({ guid, files }: { guid: string; files: ReviewDetail['files'] }) {
  const { t } = useTranslation();
  if (files.length === 0) return <p>{t('compliance.files.none')}</p>;
  return (
    <div className="grid gap-6 md:grid-cols-2">
      {files.map((file) => (
        <FileView key={file.guid} guid={guid} file={file} />
      ))}
    </div>
  );
}
