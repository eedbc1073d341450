import { useTranslation } from 'react-i18next';
import { describeApiError } from '../../lib/errors/api-error-message';
import { FormAlert } from '../form/FormAlert';
import type { DocumentDownload } from './use-document-download';

/**
 * Why the last file asked for was not saved, and which one it was; its button stays to retry.
 * `failed` says it in the surface's words, given the file's label.
 */
export function DocumentDownloadFailure({
  downloads,
  failed,
}: {
  downloads: DocumentDownload;
  failed: (file: string) => string;
}) {
  const { t } = useTranslation();
  const { state } = downloads;
  if (state.step !== 'failed') return null;
  return (
    <FormAlert tone="error">
      <p className="font-semibold">{failed(state.label)}</p>
      <p>{describeApiError(state.error, t)}</p>
    </FormAlert>
  );
}
