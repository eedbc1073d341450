import { reviewFilePath } from '@maple/contracts';
import { useTranslation } from 'react-i18next';
import { linkClasses } from '../../../components/form/form-styles';
import { useFileUrl } from './use-file-url';

/** What is needed to open one of a verification's files. */
export interface VerificationFile {
  guid: string;
  kind: string;
  content_type: string;
}

/**
 * One of a verification's files, fetched with the admin token (each opening is audited): an
 * image shown, a PDF offered as a download, both from an object URL.
 */
export function FileContent({
  verificationGuid,
  file,
  kind,
}: {
  verificationGuid: string;
  file: VerificationFile;
  /** The file's kind in words: the image's alternative text, the download's name. */
  kind: string;
}) {
  const { t } = useTranslation();
  const loaded = useFileUrl(
    reviewFilePath(encodeURIComponent(verificationGuid), encodeURIComponent(file.guid)),
  );
  if (loaded.state === 'failed') return <p role="alert">{t('compliance.files.loadFailed')}</p>;
  if (loaded.state === 'loading') return <p role="status">{t('compliance.files.loading')}</p>;
  return file.content_type === 'application/pdf' ? (
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
