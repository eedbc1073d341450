import type { ReviewDetail } from '@maple/contracts';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../../lib/format/date-time';
import { FileContent } from '../../kit/FileContent';
import { formatFileSize } from '../labels';

type ReviewFile = ReviewDetail['files'][number];

/** One file with its kind, when it came and its size. */
function FileView({ guid, file }: { guid: string; file: ReviewFile }) {
  const { t, i18n } = useTranslation();
  const kind = t(`compliance.fileKind.${file.kind}`);
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
      <FileContent verificationGuid={guid} file={file} kind={kind} />
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
