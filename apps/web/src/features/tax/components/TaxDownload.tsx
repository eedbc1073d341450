import { useTranslation } from 'react-i18next';
import { FormAlert } from '../../../components/form/FormAlert';
import { secondaryButtonClasses } from '../../../components/form/form-styles';
import { DownloadIcon, SpinnerIcon } from '../../../components/icons';
import { describeApiError } from '../../../lib/errors/api-error-message';
import { toLanguage } from '../../../lib/i18n/languages';
import { dispositionsCsv, taxReportPdf } from '../../../lib/tax/tax-api';
import { useTaxDownload } from '../hooks/use-tax-download';

type Download = ReturnType<typeof useTaxDownload>;

/**
 * "Download CSV for 2026" and "Download PDF for 2026": the year's dispositions as a file, one
 * row each, and the year's report in the page's language. A failure says why (no connection,
 * the server) and the button stays there to try again.
 */
export function TaxDownload({ year }: { year: number }) {
  const { t, i18n } = useTranslation();
  const csv = useTaxDownload(dispositionsCsv(year));
  const pdf = useTaxDownload(taxReportPdf(year, toLanguage(i18n.language)));
  return (
    <div className="space-y-2">
      <p className="text-sm text-gray-700 dark:text-gray-300">{t('tax.download.intro')}</p>
      <div className="flex flex-wrap gap-2">
        <DownloadButton file={csv} label={t('tax.download.csv.label', { year })} />
        <DownloadButton file={pdf} label={t('tax.download.pdf.label', { year })} />
      </div>
      <DownloadFailure file={csv} title={t('tax.download.csv.failed', { year })} />
      <DownloadFailure file={pdf} title={t('tax.download.pdf.failed', { year })} />
    </div>
  );
}

function DownloadButton({ file, label }: { file: Download; label: string }) {
  const { t } = useTranslation();
  const busy = file.state.step === 'downloading';
  return (
    <button
      type="button"
      onClick={() => void file.download()}
      disabled={busy}
      aria-busy={busy}
      className={secondaryButtonClasses}
    >
      {busy ? (
        <SpinnerIcon className="size-4 motion-safe:animate-spin" />
      ) : (
        <DownloadIcon className="size-4" />
      )}
      {busy ? t('tax.download.downloading') : label}
    </button>
  );
}

function DownloadFailure({ file, title }: { file: Download; title: string }) {
  const { t } = useTranslation();
  if (file.state.step !== 'failed') return null;
  return (
    <FormAlert tone="error">
      <p className="font-semibold">{title}</p>
      <p>{describeApiError(file.state.error, t)}</p>
    </FormAlert>
  );
}
