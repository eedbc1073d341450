import type { TaxDisposition } from '@maple/contracts';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { DispositionsTable } from './DispositionsTable';
import { TaxDownload } from './TaxDownload';

/** The year's dispositions: the CSV and PDF downloads, then the table, or that there were none. */
export function DispositionsSection({
  year,
  dispositions,
}: {
  year: number;
  dispositions: readonly TaxDisposition[];
}) {
  const { t } = useTranslation();
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="space-y-3">
      <h2 id={headingId} className="text-lg font-semibold">
        {t('tax.dispositions.title', { year })}
      </h2>
      {dispositions.length === 0 ? (
        <p role="status">{t('tax.dispositions.empty', { year })}</p>
      ) : (
        <>
          <TaxDownload key={year} year={year} />
          <DispositionsTable year={year} dispositions={dispositions} />
        </>
      )}
    </section>
  );
}
