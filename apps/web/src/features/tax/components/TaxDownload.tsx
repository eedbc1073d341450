import { useTranslation } from 'react-i18next';
import { FormAlert } from '../../../components/form/FormAlert';
import { secondaryButtonClasses } from '../../../components/form/form-styles';
import { DownloadIcon, SpinnerIcon } from '../../../components/icons';
import { describeApiError } from '../../../lib/errors/api-error-message';
import { useTaxDownload } from '../hooks/use-tax-download';

/**
 * "Download CSV for 2026": the year's dispositions as a file, one row each. A failure says why
 * (no connection, the server) and the button stays there to try again.
 */
export function TaxDownload({ year }: { year: number }) {
  const { t } = useTranslation();
  const { state, download } = useTaxDownload(year);
  const busy = state.step === 'downloading';
  return (
    <div className="space-y-2">
      <p className="text-sm text-gray-700 dark:text-gray-300">{t('tax.download.intro')}</p>
      <button
        type="button"
        onClick={() => void download()}
        disabled={busy}
        aria-busy={busy}
        className={secondaryButtonClasses}
      >
        {busy ? (
          <SpinnerIcon className="size-4 motion-safe:animate-spin" />
        ) : (
          <DownloadIcon className="size-4" />
        )}
        {busy ? t('tax.download.downloading') : t('tax.download.label', { year })}
      </button>
      {state.step === 'failed' && (
        <FormAlert tone="error">
          <p className="font-semibold">{t('tax.download.failed', { year })}</p>
          <p>{describeApiError(state.error, t)}</p>
        </FormAlert>
      )}
    </div>
  );
}
