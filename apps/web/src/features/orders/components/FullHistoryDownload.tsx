import type { LedgerExportFormat } from '@maple/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormAlert } from '../../../components/form/FormAlert';
import { secondaryButtonClasses } from '../../../components/form/form-styles';
import { DownloadIcon, SpinnerIcon } from '../../../components/icons';
import { fetchFile } from '../../../lib/api/fetch-file';
import { saveBlob } from '../../../lib/files/save-blob';

/**
 * "Download your full history": every posting on the customer's accounts since they opened
 * them, as the server streams it (`GET /customers/ledger-export`, ADR 71), in CSV or JSON.
 * Fetched with the session's user token (a plain link cannot send it), then saved as a file.
 */
export function FullHistoryDownload() {
  const { t } = useTranslation();
  const [state, setState] = useState<'idle' | LedgerExportFormat | 'failed'>('idle');
  const busy = state === 'csv' || state === 'json';
  const download = async (format: LedgerExportFormat) => {
    setState(format);
    const answer = await fetchFile(
      `/customers/ledger-export?format=${format}`,
      'user',
      new AbortController().signal,
    );
    if (!answer.ok) {
      setState('failed');
      return;
    }
    saveBlob(answer.blob, `maple-ledger-${new Date().toISOString().slice(0, 10)}.${format}`);
    setState('idle');
  };
  return (
    <section aria-labelledby="full-history-heading" className="space-y-3">
      <h2 id="full-history-heading" className="text-base font-semibold">
        {t('funding.orders.fullHistory.title')}
      </h2>
      <p className="text-sm text-gray-600 dark:text-gray-300">
        {t('funding.orders.fullHistory.intro')}
      </p>
      <div className="flex flex-wrap items-center gap-3">
        {(['csv', 'json'] as const).map((format) => (
          <button
            key={format}
            type="button"
            onClick={() => void download(format)}
            disabled={busy}
            aria-busy={state === format}
            className={secondaryButtonClasses}
          >
            {state === format ? (
              <SpinnerIcon className="size-4 motion-safe:animate-spin" />
            ) : (
              <DownloadIcon className="size-4" />
            )}
            {t(
              state === format
                ? 'funding.orders.fullHistory.downloading'
                : `funding.orders.fullHistory.${format}`,
            )}
          </button>
        ))}
      </div>
      {state === 'failed' && (
        <FormAlert tone="error">{t('funding.orders.fullHistory.failed')}</FormAlert>
      )}
    </section>
  );
}
